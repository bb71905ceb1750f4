#if os(iOS)
  import DesignSystem
  import DesignSystemUI
  import Localization
  import LocalizationUI
  import QuoteVaultCore
  import SwiftUI

  /// Every favourite (QV-4.3), kept in sync with Supabase (QV-4.4, QV-4.5); a guest's, kept on this device, with
  /// a note saying so and the way to sign in (they join the account then).
  @MainActor
  struct FavoritesView: View {
    let model: QuoteVaultModel
    let sharing: Sharing

    var body: some View {
      NavigationStack {
        List {
          if model.library.favoritesAreOnDeviceOnly {
            Section {
              Text(QuoteVaultCopy.Library.guestFavoritesNote).font(.footnote).foregroundStyle(.secondary)
              Button(QuoteVaultCopy.SignIn.signIn) { model.showSignIn() }
            }
          }
          ForEach(model.library.favorites) { QuoteRow(quote: $0, model: model, sharing: sharing, reading: .favorites) }
        }
        .overlay {
          if model.library.favorites.isEmpty {
            ContentUnavailableView(
              QuoteVaultCopy.Library.noFavorites, systemImage: "heart",
              description: Text(QuoteVaultCopy.Library.noFavoritesHint))
          }
        }
        .refreshable { await model.library.sync() }
        .navigationTitle(QuoteVaultCopy.Tabs.favorites)
        .toolbar {
          // Reading mode over the favourites, opened where it was left.
          ToolbarItem(placement: .topBarTrailing) {
            Button(QuoteReaderModel.readingMode, systemImage: "rectangle.portrait.on.rectangle.portrait") {
              model.openReadingMode(.favorites)
            }
            .disabled(model.library.favorites.isEmpty)
          }
        }
        .quoteDestination(model: model, sharing: sharing)
      }
    }
  }

  /// The user's collections: create (QV-5.1, QV-5.2), open (QV-5.5), rename, delete after a confirmation
  /// (QV-5.6). The name sheet and the confirmation are the model's (`QuoteVaultPresentation`), and so is what is
  /// pushed (`CollectionsModel.path`): a link lands on a collection, a deleted one is popped.
  @MainActor
  struct CollectionsView: View {
    let model: QuoteVaultModel
    let sharing: Sharing

    var body: some View {
      @Bindable var collections = model.collections
      return NavigationStack(path: $collections.path) {
        List {
          if model.library.collectionsAreOnDeviceOnly {
            Section {
              Text(QuoteVaultCopy.Library.guestCollectionsNote).font(.footnote).foregroundStyle(.secondary)
              Button(QuoteVaultCopy.SignIn.signIn) { model.showSignIn() }
            }
          }
          if model.auth.isSignedIn {
            Section {
              NavigationLink(value: CollectionsRoute.myQuotes) {
                LabeledContent(QuoteVaultCopy.Library.myQuotes, value: model.library.ownQuotes.count.formatted())
              }
            }
          }
          ForEach(model.library.collections, id: \.collection.id) { entry in
            NavigationLink(value: collections.route(for: entry.collection)) {
              LabeledContent(verbatim: entry.collection.name, value: entry.quoteIDs.count.formatted())
                .accessibilityElement(children: .ignore)
                .accessibilityLabel(
                  QuoteVaultCopy.Library.collectionLabel(entry.collection.name, count: entry.quoteIDs.count))
            }
            .swipeActions {
              // Criterion: QV-5.6 (asks first, as a destructive confirmation)
              // A red tint, not the destructive role: that role animates the row away before the confirmation,
              // and it springs back under the dialog.
              Button(QuoteVaultCopy.delete) { model.askToDelete(entry.collection) }.tint(.red)
              Button(QuoteVaultCopy.rename) { model.rename(entry.collection) }.tint(.indigo)
            }
            .contextMenu {
              Button(QuoteVaultCopy.rename, systemImage: "pencil") { model.rename(entry.collection) }
              Button(role: .destructive) {
                model.askToDelete(entry.collection)
              } label: {
                Label(QuoteVaultCopy.delete, systemImage: "trash")
              }
            }
          }
        }
        .overlay {
          if model.library.collections.isEmpty && model.library.ownQuotes.isEmpty {
            ContentUnavailableView(
              QuoteVaultCopy.Library.noCollections, systemImage: "rectangle.stack",
              description: Text(QuoteVaultCopy.Library.noCollectionsHint))
          }
        }
        .toolbar {
          ToolbarItem(placement: .primaryAction) {
            Button(QuoteVaultCopy.Library.newCollection, systemImage: "plus") { model.newCollection() }
          }
        }
        .navigationTitle(QuoteVaultCopy.Tabs.collections)
        .navigationDestination(for: CollectionsRoute.self) { route in
          switch route {
          case .myQuotes: MyQuotesView(model: model, sharing: sharing)
          case .collection(let screen): CollectionDetailView(screen: screen, model: model, sharing: sharing)
          case .quote(let quote): QuoteDetailView(quote: quote, model: model, sharing: sharing)
          }
        }
      }
    }
  }

  /// Names a new collection or renames one (QV-5.1, QV-5.2): a refused name keeps the sheet, with the reason
  /// shown on top, so what was typed stays.
  @MainActor
  struct CollectionNameView: View {
    /// The sheet's own model, held by its destination: the name typed survives redraws and a refusal.
    @Bindable var sheet: CollectionNameModel
    /// The field has the keyboard as the sheet opens: naming is the sheet's one job.
    @FocusState private var nameFocused: Bool

    var body: some View {
      NavigationStack {
        Form {
          TextField(QuoteVaultCopy.name, text: $sheet.name)
            .focused($nameFocused)
            .submitLabel(.done)
            .onSubmit(save)
          Text(QuoteVaultCopy.Library.nameHint).font(.footnote).foregroundStyle(.secondary)
        }
        .onAppear { nameFocused = true }
        .navigationTitle(verbatim: sheet.title)
        .navigationBarTitleDisplayMode(.inline)
        // A typed name is never swiped away: the held-back swipe reaches the model, which asks.
        .interactiveDismissDisabled(sheet.holdsUserInput)
        .toolbar {
          ToolbarItem(placement: .cancellationAction) {
            Button(QuoteVaultCopy.cancel) { sheet.cancel() }
          }
          ToolbarItem(placement: .confirmationAction) {
            Button(verbatim: sheet.saveTitle, action: save).disabled(sheet.isSaving)
          }
        }
      }
    }

    private func save() { Task { await sheet.save() } }
  }

  /// One collection's quotes (QV-5.5); swipe to take one out (QV-5.4). The screen's own model
  /// (`CollectionModel`) is held by its route, so its title follows a rename made while it is open.
  @MainActor
  struct CollectionDetailView: View {
    let screen: CollectionModel
    let model: QuoteVaultModel
    let sharing: Sharing
    /// VoiceOver or Switch Control: Undo then waits for the user rather than 8 seconds (`AssistiveTimeLimit`).
    @Environment(\.assistiveTechnologyRunning) private var assistiveTechnology

    var body: some View {
      List {
        ForEach(screen.quotes) { quote in
          QuoteRow(
            quote: quote, model: model, sharing: sharing, reading: .collection(screen.collection),
            pushes: .quote(quote)
          ) {
            Task { await screen.remove(quote) }
          }
        }
      }
      .overlay {
        if screen.quotes.isEmpty {
          ContentUnavailableView(
            QuoteVaultCopy.Library.nothingHere, systemImage: "quote.bubble",
            description: Text(QuoteVaultCopy.Library.nothingHereHint))
        }
      }
      // A full swipe takes a quote out at once: Undo puts it back in its place, as Mail does.
      .safeAreaInset(edge: .bottom) {
        if let removed = screen.removedMessage {
          HStack {
            Text(removed).foregroundStyle(.secondary)
            Spacer()
            Button(QuoteVaultCopy.undo) { Task { await screen.undoRemove() } }
              .frame(minHeight: HitTarget.minimum)
          }
          .padding(.horizontal, Spacing.medium)
          .background(.bar)
          .accessibilityElement(children: .combine)
          .transition(.opacity)
        }
      }
      .animation(.default, value: screen.recentlyRemoved)
      // VoiceOver hears the bar as it comes: it is not focused, and would otherwise be found only by chance.
      .onChange(of: screen.recentlyRemoved) { _, removed in
        if removed != nil, let message = screen.removedMessage {
          AccessibilityNotification.Announcement(message.text).post()
        }
      }
      .onChange(of: assistiveTechnology, initial: true) { _, running in screen.assistiveTechnologyChanged(running) }
      .onDisappear { screen.screenLeft() }
      .navigationTitle(verbatim: screen.collection.name)
      .toolbar {
        ToolbarItem(placement: .topBarTrailing) {
          Button(QuoteReaderModel.readingMode, systemImage: "rectangle.portrait.on.rectangle.portrait") {
            model.openReadingMode(.collection(screen.collection))
          }
          .disabled(screen.quotes.isEmpty)
        }
      }
    }
  }

  /// Picks the collection a quote goes into (QV-5.3): a tap closes the picker at once (the change goes on its
  /// way; a refusal shows on top), and a new collection can be made here for the quote.
  @MainActor
  struct AddToCollectionView: View {
    let quote: Quote
    let model: QuoteVaultModel

    var body: some View {
      NavigationStack {
        List {
          Section {
            Button(QuoteVaultCopy.Library.newCollectionEllipsis, systemImage: "plus") {
              model.newCollection(adding: quote)
            }
          }
          ForEach(model.library.collections, id: \.collection.id) { entry in
            Button {
              Task { await model.add(quote, to: entry.collection) }
            } label: {
              HStack {
                Text(verbatim: entry.collection.name)
                Spacer()
                if entry.quoteIDs.contains(quote.id) {
                  Image(systemName: "checkmark").accessibilityLabel(QuoteVaultCopy.Library.alreadyInCollection)
                }
              }
            }
          }
        }
        .navigationTitle(QuoteVaultCopy.Actions.addToCollection)
        .toolbar {
          ToolbarItem(placement: .cancellationAction) {
            Button(QuoteVaultCopy.cancel) { model.cancelPickCollection(for: quote) }
          }
        }
      }
    }
  }
#endif
