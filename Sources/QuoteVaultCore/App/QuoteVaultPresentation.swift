import Foundation
import Localization
import Presentation
import Rendering

/// Every sheet QuoteVault presents, with the payload its content reads (kept until the sheet has slid away).
public enum QuoteVaultDestination: Hashable, Sendable {
  /// Share as Card for a quote (QV-8.2): the sheet's own model, with the style the user chose.
  case shareCard(ShareCardModel)
  /// The collection picker for a quote (QV-5.3), where a new collection can be made too: the picker's own model.
  case addToCollection(CollectionPickerModel)
  /// Naming a new collection (QV-5.1), from the Collections tab or from the picker (then the quote goes in it),
  /// or renaming one: the sheet's own model, with the name being typed.
  case collectionName(CollectionNameModel)
  /// Choosing a new password after a recovery code or link: the sheet's own model, with what is typed.
  case newPassword(NewPasswordModel)
  /// Settings' Change Password or Change Email: the sheet's own model, with what is typed.
  case accountChange(AccountChangeModel)
  /// The past quotes of the day, from Home's Quote of the Day.
  case history(QuoteHistoryModel)
  /// Sign in or create an account, from a guest's favourite or collection (App Review 5.1.1): the sheet's own
  /// form, new each time (only the address typed in the last one comes back, `QuoteVaultModel.showSignIn`).
  case signIn(SignInModel)
  /// The system share sheet: a quote's text (QV-8.1), or a card's image with it (QV-8.2).
  case share(ShareItem)
  /// The system photo picker for the profile photo (QV-2.3).
  case avatarPicker
  /// "My Quotes": writing a quote of the user's own, or changing one: the sheet's own model.
  case ownQuote(OwnQuoteModel)
  /// The full-screen reader (a cover): the reader's own model, with the list and the page on screen.
  case reader(QuoteReaderModel)
  /// The first-run flow (a cover): its own model, with the step and the choices made so far.
  case onboarding(OnboardingModel)
  /// Settings' Topics: For You's topics picked again, the sheet's own model.
  case topics(TopicsModel)
  /// Settings > Reminders: one reminder set added or edited, the sheet's own model holding the draft.
  case reminderSet(ReminderSetModel)
  /// Reading mode's Theme: background, font and photo, the sheet's own model (each choice kept at once).
  case readingTheme(ReadingThemeModel)
  /// The system photo picker for the reading background, over the Theme sheet.
  case readingPhotoPicker
  /// Reading mode's Read All: a quote too long for its page, whole, in a sheet that scrolls, drawn in the
  /// reader's theme as it was when opened; the sheet's own model.
  case readAll(ReadAllModel)
}

extension QuoteVaultDestination {
  /// The guest's sign-in sheet, whichever form it holds.
  public var isSignIn: Bool { if case .signIn = self { true } else { false } }
  /// The sign-in sheet's form, if this is one.
  var signInForm: SignInModel? { if case .signIn(let form) = self { form } else { nil } }
  /// Read All's model, if this is the sheet.
  public var readAll: ReadAllModel? { if case .readAll(let sheet) = self { sheet } else { nil } }
  /// Add to Collection's model, if this is the picker.
  public var collectionPicker: CollectionPickerModel? {
    if case .addToCollection(let picker) = self { picker } else { nil }
  }
}

/// What an alert or confirmation dialog button does.
public enum QuoteVaultAlertAction: Hashable, Sendable {
  case confirmSignOut
  case cancelSignOut
  case deleteCollection(QuoteCollection)
  case deleteAccount
  case signIn
  /// "Not Now" on the ask to sign in: what the tap wanted is forgotten.
  case notNow
  case deleteOwnQuote(Quote)
  /// "Discard Changes" on an own quote the user wrote and did not save.
  case discardOwnQuote(OwnQuoteModel)
  /// "Discard" on a collection name typed and not saved.
  case discardCollectionName(CollectionNameModel)
  /// "Delete Reminder Set", confirmed: the set with this id goes.
  case deleteReminderSet(id: String)
  /// "Discard Changes" on a reminder set's editor: the draft goes, the set stays as it was.
  case discardReminderSet(ReminderSetModel)
}

public typealias QuoteVaultAlert = AlertValue<QuoteVaultAlertAction>

extension QuoteVaultModel: PresentationHost {
  public func perform(_ action: QuoteVaultAlertAction) {
    switch action {
    case .confirmSignOut: Task { await account.confirmSignOut() }
    case .cancelSignOut: account.cancelSignOut()
    case .deleteCollection(let collection): Task { await library.delete(collection) }
    case .deleteAccount: Task { await account.deleteAccount() }
    case .signIn: showSignIn()
    case .notNow: break
    case .deleteOwnQuote(let quote): Task { await library.deleteOwnQuote(quote) }
    case .discardOwnQuote(let sheet): myQuotes.discard(sheet)
    case .discardCollectionName(let sheet): close(.collectionName(sheet))
    case .deleteReminderSet(let id): Task { await reminders.deleteConfirmed(id) }
    case .discardReminderSet(let sheet): close(.reminderSet(sheet))
    }
  }

  /// A swipe down held back (`.interactiveDismissDisabled` while an own quote, a collection name or a reminder
  /// set's draft holds the user's changes) asks.
  public func userAttemptedDismissal(_ surface: Surface<QuoteVaultDestination>) {
    if case .ownQuote(let sheet) = surface.destination { myQuotes.leave(sheet) }
    if case .collectionName(let sheet) = surface.destination { leaveCollectionName(sheet) }
    if case .reminderSet(let sheet) = surface.destination { sheet.cancel() }
  }

  /// The heart (QV-4.1, QV-4.2): an account's goes to the server through the outbox; a guest's is kept on the
  /// device at once and joins the account they sign in to (`LibraryModel.mergeGuestFavorites`).
  public func toggleFavorite(_ quote: Quote) async { await library.toggleFavorite(quote) }

  /// Sign in or create an account, as a sheet: Settings' row and a guest's Favorites or Collections ask for it.
  /// One sheet at a time: asked again while it is up, the one up stays as it is.
  public func showSignIn() {
    // A sheet waiting its turn to rise counts: two taps while another sheet moves open one sign-in sheet.
    guard presentation.lastPresentedOrQueued({ if case .signIn(let sheet) = $0 { sheet } else { nil } }) == nil
    else { return }
    presentation.present(.signIn(SignInModel(auth: auth, email: keptSheetEmail)))
  }

  /// The sign-in sheet's Cancel (or swiping it away): the sheet goes; the guest's favourites stay on the device.
  public func cancelSignIn() { close(where: \.isSignIn) }

  /// Takes a sheet down, up or still waiting its turn (its Done, Cancel or Save), as every app's `close(_:)` does.
  func close(_ destination: QuoteVaultDestination) { presentation.dismiss { $0 == destination } }

  /// Takes down every sheet `matches`, up or still waiting its turn.
  func close(where matches: (QuoteVaultDestination) -> Bool) { presentation.dismiss(where: matches) }

  /// The sign-in form a word of the session lands on (`AuthModel.onNotice`), and a link's busy flag: the guest's
  /// sign-in sheet's from the moment it is asked for until it has slid away (a newer one waiting to rise first),
  /// else the first screen's.
  var signInFormOnTop: SignInModel {
    presentation.lastPresentedOrQueued(\.signInForm)
      ?? presentation.leaving.reversed().lazy.compactMap(\.surface.destination.signInForm).first ?? signInScreen
  }

  /// The sign-in sheet that is up, if one is.
  public var signInSheet: SignInModel? {
    presentation.destinations.lazy.compactMap { if case .signIn(let sheet) = $0 { sheet } else { nil } }.first
  }

  /// A sign-in sheet that has slid away: its address is kept for the next sheet, unless it signed in.
  public func surfaceGone(_ surface: Surface<QuoteVaultDestination>) {
    if case .signIn(let sheet) = surface.destination { keptSheetEmail = auth.isSignedIn ? "" : sheet.email }
  }

  /// A heart tapped by a guest of an earlier version, which asked them to sign in first
  /// (`quotevault-favorite-awaiting-sign-in`): now one of the guest's favourites, so it joins the account at
  /// sign-in as that version promised, and it shows in Favorites meanwhile.
  func adoptFavoriteAwaitingSignIn() {
    let store = dependencies.store
    guard let quote = store.read(QuoteVaultShared.favoriteAwaitingSignIn) else { return }
    let cache = dependencies.service.cache
    do {
      try cache.store([quote])
      try cache.setGuestFavorite(quote.id, true)
      try store.write(nil, for: QuoteVaultShared.favoriteAwaitingSignIn)
    } catch {
      // Kept where it was: tried again at the next launch.
    }
  }

  /// Swiping the new-password sheet away gives up the reset, as "Not Now" does.
  public func userDismissed(_ surface: Surface<QuoteVaultDestination>) {
    if case .newPassword = surface.destination { Task { await declineNewPassword() } }
  }

  /// "Not Now" on the new-password sheet: the reset is given up, and the session its code or link made ends with
  /// it, so nobody is left signed in on a password they never chose.
  public func declineNewPassword() async {
    let wasRecovering = auth.recovery == .choosingPassword
    signInFormOnTop.cancelRecovery()
    if wasRecovering, auth.isSignedIn { await account.signOut() }
  }

  /// The new-password sheet's Change Password: on success the sheet goes and an alert says it was changed;
  /// otherwise the refusal in words, for the sheet.
  func changePassword(to password: String) async -> String? {
    if let refused = await auth.setNewPassword(password) { return refused }
    // Said as an alert once the sheet has gone: not on a later sign-in screen.
    signInFormOnTop.message = nil
    showMessage(
      Self.passwordChanged, title: LocalizedCopy("quotevault.account.passwordChangedTitle", "Password Changed").text)
    return nil
  }

  /// The new-password sheet that is up, if one is.
  public var newPasswordSheet: NewPasswordModel? {
    presentation.destinations.lazy.compactMap { if case .newPassword(let sheet) = $0 { sheet } else { nil } }.first
  }
  public static var passwordChanged: String {
    LocalizedCopy("quotevault.account.passwordChanged", "Your password has been changed.").text
  }

  // MARK: Sheets a quote opens (its row, its detail, the Quote of the Day card)

  /// Share as Card: a card model of its own, which the sheet holds until it has slid away; its messages show as
  /// alerts on top of it.
  public func shareCard(_ quote: Quote) {
    let stories = InstagramStories(
      configured: dependencies.facebookAppID, urls: dependencies.urls, pasteboard: dependencies.pasteboard,
      now: dependencies.now)
    let card = ShareCardModel(
      quote: quote, renderer: dependencies.renderer, photos: dependencies.photos, store: dependencies.store,
      stories: stories)
    card.onShare = { [weak self] item in self?.share(item) }
    card.onMessage = { [weak self] text in
      self?.showMessage(text, title: LocalizedCopy("quotevault.shareCard.title", "Share Card").text)
    }
    card.onDone = { [weak self, weak card] in
      self?.close { if case .shareCard(let shown) = $0 { shown === card } else { false } }
    }
    presentation.present(.shareCard(card))
  }

  /// Share: the quote's text through the system share sheet, over whatever is on top (QV-8.1).
  public func share(_ quote: Quote) { share(ShareItem(text: quote.shareText)) }

  /// The system share sheet for `item` (the share card shares its image this way, over itself).
  public func share(_ item: ShareItem) { presentation.present(.share(item)) }

  /// Home's "Past Quotes": the last days' quotes of the day in a sheet of their own.
  public func showHistory() {
    let sheet = QuoteHistoryModel(
      service: dependencies.service, now: dependencies.now(), timeZone: dependencies.timeZone())
    sheet.onDone = { [weak self, weak sheet] in
      guard let self, let sheet else { return }
      close(.history(sheet))
    }
    sheet.onOpen = { [weak self] quote, days in self?.reading.read(quote, in: .pastQuotes(days)) }
    presentation.present(.history(sheet))
  }

  // MARK: The profile photo

  /// Choose Photo: the system photo picker, through the stack like any sheet.
  public func chooseAvatar() { presentation.present(.avatarPicker) }

  /// The photo picker's answer: it goes (it never dismisses itself), then the photo is made the avatar
  /// (QV-2.3, QV-2.4), or the reason it could not be read is said.
  public func avatarPicked(_ photo: PickedPhoto, renderer: any Renderer) async {
    close(.avatarPicker)
    switch photo {
    case .cancelled: return
    case .unavailable: profile.photoUnavailable()
    case .picked(let data): await profile.uploadAvatar(data, renderer: renderer)
    }
  }

  /// A guest may keep collections too: on this device until they sign in (`LibraryModel.collectionOwner`).
  public func pickCollection(for quote: Quote) {
    let picker = CollectionPickerModel(
      quote: quote, collections: { [library] in library.collections },
      onPick: { [weak self] collection in await self?.add(quote, to: collection) },
      onNewCollection: { [weak self] in self?.newCollection(adding: quote) })
    picker.onCancel = { [weak self, weak picker] in
      guard let self, let picker else { return }
      close(.addToCollection(picker))
    }
    presentation.present(.addToCollection(picker))
  }

  /// A collection was picked: the picker closes at once, the change goes on its way, and a refusal shows as an
  /// alert on what is on top then (never under a sheet that is still up).
  private func add(_ quote: Quote, to collection: QuoteCollection) async {
    close { if case .addToCollection = $0 { true } else { false } }
    await library.add(quote, to: collection)
  }

  // MARK: Collections: create, rename, delete

  public func newCollection(adding quote: Quote? = nil) {
    presentCollectionName(.create(adding: quote))
  }

  public func rename(_ collection: QuoteCollection) { presentCollectionName(.rename(collection)) }

  private func presentCollectionName(_ purpose: CollectionNameModel.Purpose) {
    // One a link closed with a name typed opens again as it was left.
    let sheet = CollectionNameModel(purpose)
    if let typed = keptTyping.takeCollectionName(purpose, user: auth.user?.id) { sheet.name = typed }
    sheet.onSave = { [weak self, weak sheet] name in
      guard let self, let sheet else { return }
      await saveCollectionName(name, from: sheet)
    }
    sheet.onCancel = { [weak self, weak sheet] in
      guard let self, let sheet else { return }
      close(.collectionName(sheet))
    }
    presentation.present(.collectionName(sheet))
  }

  /// The name sheet's Save: creates (and adds the quote it was opened for, closing the picker too) or renames.
  /// A refused name keeps the sheet up with the reason on top, so nothing typed is lost. A valid one closes the
  /// sheet at once, as Add to Collection does: the device has the change, the outbox takes it to the server.
  private func saveCollectionName(_ name: String, from sheet: CollectionNameModel) async {
    switch sheet.purpose {
    case .create(let quote):
      guard let created = await library.createCollection(named: name, waitForServer: false) else { return }
      close(.collectionName(sheet))
      if let quote {
        close { if case .addToCollection = $0 { true } else { false } }
        await library.add(quote, to: created)
      }
    case .rename(let collection):
      guard await library.rename(collection, to: name, waitForServer: false) else { return }
      close(.collectionName(sheet))
    }
  }

  /// Deleting a collection asks first, as a destructive confirmation (QV-5.6).
  public func askToDelete(_ collection: QuoteCollection) {
    show(.deleteCollection(collection, onDeviceOnly: library.collectionsAreOnDeviceOnly))
  }

  /// Own quotes are an account's: a guest is asked to sign in (or not now).
  public func askToSignIn() { show(.askToSignIn) }

  /// Settings → Delete Account asks first, destructively, saying what goes (App Review 5.1.1(v)).
  public func requestAccountDeletion() {
    guard auth.isSignedIn else { return }
    show(.deleteAccount)
  }

  /// The recovery state drives the new-password sheet: up while choosing, gone once done or given up.
  func recoveryChanged(_ recovery: AuthModel.Recovery?) {
    let isNewPassword: (QuoteVaultDestination) -> Bool = { if case .newPassword = $0 { true } else { false } }
    if recovery == .choosingPassword {
      // One waiting its turn to rise counts too: a second recovery change never queues a second sheet.
      guard presentation.lastPresentedOrQueued({ isNewPassword($0) ? $0 : nil }) == nil else { return }
      let sheet = NewPasswordModel()
      sheet.onChange = { [weak self] password in await self?.changePassword(to: password) }
      sheet.onNotNow = { [weak self] in await self?.declineNewPassword() }
      presentation.open([.init(.newPassword(sheet))])
    } else {
      close(where: isNewPassword)
    }
  }
}
