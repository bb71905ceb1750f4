import AppServices
import DesignSystem
import Foundation
import Localization
import Observation
import Presentation

/// The Split a Bill sheet: the bill's amount, who shares it, whether the user does, and a note. Its preview is
/// what will be requested, to the cent; nothing is requested until its `send()` is called, after which
/// the sheet shows who was asked for how much (`sent`) until Done.
@MainActor
@Observable
public final class SplitModel {
  public internal(set) var entry: AmountEntry
  /// Who shares the bill: contacts on the list, and people added by what was typed or picked in Contacts (they
  /// join the list only once asked, as a payment's new recipient does).
  public private(set) var chosen: [Contact] = []
  /// The people search (`.searchable`): filters the list, and an email, phone number or handle no one has is
  /// offered as someone to add (`TypedRecipient`), as the payment's recipients list does.
  public var query = "" {
    didSet {
      if query.count > TypedRecipient.maximumLength * 2 {
        query = String(query.prefix(TypedRecipient.maximumLength * 2))
      }
    }
  }
  /// The user had a share of the bill too (the usual case): it is not requested from anyone. Turning it on with
  /// as many friends as a bill takes is refused, and said, as an extra person would be.
  public var includesMe: Bool {
    get { includesMeValue }
    set {
      guard newValue != includesMeValue else { return }
      if newValue, chosen.count >= BillSplit.maximumPeople {
        refuse(.tooManyPeople(BillSplit.maximumPeople))
        return
      }
      includesMeValue = newValue
      changed()
    }
  }
  private var includesMeValue = true
  public var note = "" {
    didSet {
      if note.count > PaymentFlow.maximumNoteLength { note = String(note.prefix(PaymentFlow.maximumNoteLength)) }
    }
  }
  /// The requests made, once sent: the sheet's Done step reads them.
  public private(set) var sent: SplitSent?
  /// The last thing refused (a key, a person past the limit), said until the next change.
  public private(set) var refusal: SplitRefusal?

  public init(currency: Currency, locale: Locale = .current) {
    entry = AmountEntry(currency: currency, locale: locale)
    self.locale = locale
  }

  /// The locale the sheet was opened in: its amounts, shares and messages are written in it.
  public let locale: Locale
  /// The app's ledger, its clock and ids, and the save (nil until a parent presents the sheet: then nothing is
  /// requested).
  @ObservationIgnored var ledgerAccess: LedgerAccess?
  /// The photos picked from the device's Contacts this run (the app's, shared with the payment).
  @ObservationIgnored var contactPhotos: @MainActor () -> ContactPhotos = { ContactPhotos() }
  /// What it reports to the app that presented it, and whether it is still up (SheetClients.swift).
  @ObservationIgnored var events = SheetEvents()
  /// The requests were made (saved): each is reminded as any other request, when notifications are on.
  @ObservationIgnored var onRequestsMade: @MainActor ([Transaction]) -> Void = unimplemented(
    "SplitModel.onRequestsMade")
  /// "Choose from Contacts": the parent puts the system contact picker over the sheet; the pick comes back
  /// through the picker's `onPicked`.
  @ObservationIgnored var onPickContact: @MainActor (ContactPickerModel) -> Void = unimplemented(
    "SplitModel.onPickContact")
  /// What VoiceOver should say and the error haptic, for each refusal: the parent plays and posts them.
  @ObservationIgnored var onRefusal: @MainActor (LocalizedCopy) -> Void = unimplemented("SplitModel.onRefusal")

  /// The most friends the bill can be split with: one fewer when the user has a share.
  public var maximumFriends: Int { BillSplit.maximumPeople - (includesMe ? 1 : 0) }

  /// A tap on a person: chosen, or no longer chosen. One past the limit is refused, and said.
  public func toggle(_ contact: Contact) {
    guard sent == nil else { return }
    if let index = chosen.firstIndex(where: { $0.id == contact.id }) {
      chosen.remove(at: index)
      changed()
    } else {
      add(contact)
    }
  }

  /// Someone added (typed or picked): chosen, unless already (by handle) or past the limit. Whether they are.
  @discardableResult
  func add(_ contact: Contact) -> Bool {
    guard sent == nil else { return false }
    if chosen.contains(where: {
      $0.id == contact.id || $0.handle.caseInsensitiveCompare(contact.handle) == .orderedSame
    }) {
      return true
    }
    guard chosen.count < maximumFriends else {
      refuse(.tooManyPeople(BillSplit.maximumPeople))
      return false
    }
    chosen.append(contact)
    changed()
    return true
  }

  public func isChosen(_ contact: Contact) -> Bool { chosen.contains { $0.id == contact.id } }

  /// The chosen person known by `handle`, if any.
  func chosen(handle: String) -> Contact? {
    chosen.first { $0.handle.caseInsensitiveCompare(handle) == .orderedSame }
  }

  /// The bill as entered, if it is an amount.
  public var total: Money? {
    entry.amount.flatMap { $0 > 0 ? Money($0, entry.currency) : nil }
  }

  /// What each person would be asked, as the preview lists it; nil until there is a bill and someone to share it.
  public var split: (mine: Money?, requests: [(contact: Contact, amount: Money)])? {
    total.flatMap { BillSplit.requests(of: $0, between: chosen, includingMe: includesMe) }
  }

  public var canSend: Bool { sent == nil && split != nil }

  /// Why the split cannot go now, if the bill and the people are there but it cannot be divided: a bill of
  /// fewer cents than people.
  var blocked: SplitRefusal? {
    guard let total, !chosen.isEmpty, split == nil else { return nil }
    return .tooFewCents(Money(BillSplit.smallestShare(total.currency), total.currency))
  }

  /// What the sheet says under the bill: the last refusal, else why Request is greyed out; nil when all is well.
  public var notice: LocalizedCopy? { (refusal ?? blocked)?.message(locale: locale) }

  /// Something the user typed or chose would be lost by closing the sheet: a swipe down is held back then
  /// (`interactiveDismissDisabled`) and Cancel asks first (`cancel()`), as the payment sheet does.
  /// Once the requests are sent, nothing is left to lose.
  public var holdsUserInput: Bool {
    sent == nil && (!entry.text.isEmpty || !chosen.isEmpty || !note.isEmpty || !includesMe)
  }

  /// What the sheet's `interactiveDismissDisabled` reads.
  public var refusesSwipeDown: Bool { holdsUserInput }

  /// Whether the note field has the system keyboard up (the view's focus, reported here).
  public var noteFocused = false
  /// Whether the people search has the system keyboard up (SwiftUI's `isSearching`, reported here).
  public var searching = false

  /// Whether the sheet shows PayMe's keypad: not while the note or the search is typed, or the system keyboard
  /// would come up under it and the two would stack, as the payment's keypad steps aside for its note.
  public var showsKeypad: Bool { !noteFocused && !searching }

  /// The requests went: the sheet shows them until Done.
  func finish(_ sent: SplitSent) {
    self.sent = sent
    refusal = nil
  }

  func refuse(_ refusal: SplitRefusal) {
    self.refusal = refusal
    onRefusal(refusal.message(locale: locale))
  }

  /// An edit was taken: an old refusal no longer applies; one that makes the bill impossible to split is said.
  func changed() {
    refusal = nil
    if let blocked { onRefusal(blocked.message(locale: locale)) }
  }
}

extension SplitModel: HashableObject {}

/// Why the split refused something, in words the sheet shows and VoiceOver says.
public enum SplitRefusal: Equatable, Sendable {
  /// A key or paste the amount rules refuse.
  case amount(AmountError)
  /// One more person than a bill can be split between (the user counted when they have a share).
  case tooManyPeople(Int)
  /// A bill of fewer cents than people: each share must be at least this.
  case tooFewCents(Money)

  public func message(locale: Locale) -> LocalizedCopy {
    switch self {
    case .amount(let error): error.message(locale: locale)
    case .tooManyPeople(let most): PayMeCopy.splitTooManyPeople(most)
    case .tooFewCents(let least): PayMeCopy.splitTooFewCents(least.formatted(locale: locale))
    }
  }
}

/// What a sent split asked: the Done step lists each request, and the user's own share if they had one.
public struct SplitSent: Equatable, Sendable {
  public let mine: Money?
  public let requests: [Transaction]
}
