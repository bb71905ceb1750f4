import Foundation
import Localization
import Observation
import Presentation

/// The sheet that writes a quote of the user's own or changes one ("My Quotes"): what is typed, held by the
/// sheet's destination until it has slid away. Save checks it as the server would (so the outbox never carries
/// a quote the server refuses and drops), then hands it to the app's model, which closes the sheet.
@MainActor
@Observable
public final class OwnQuoteModel {
  /// The quote being changed; nil for a new one.
  public let editing: Quote?
  public var text: String { didSet { if text != oldValue { onEdit?(self) } } }
  public var author: String { didSet { if author != oldValue { onEdit?(self) } } }
  /// The category as saved (the picker's selection): one this version knows, or the edited quote's own
  /// (`keptCategory`).
  public var categoryName: String { didSet { if categoryName != oldValue { onEdit?(self) } } }
  /// The edited quote's category when this version does not know it (a newer app's, from another phone): the
  /// picker offers it first and a save keeps it, so changing a word never moves the quote to another category.
  public let keptCategory: String?
  /// The category as this version knows it (Motivation for one it does not).
  public var category: QuoteCategory {
    get { QuoteCategory(rawValue: categoryName) ?? .motivation }
    set { categoryName = newValue.rawValue }
  }
  /// Why Save was refused, under the fields; what was typed stays.
  public private(set) var problem: String?
  /// Why what is typed is not kept on the device (a draft write failed), under the fields; nil once it is.
  public internal(set) var draftProblem: String?
  @ObservationIgnored var onSave: (@MainActor (Quote) async -> Void)?
  @ObservationIgnored var onCancel: (@MainActor () -> Void)?
  /// A field changed: the app keeps what is written on the device at once (`OwnQuoteDraft`).
  @ObservationIgnored var onEdit: (@MainActor (OwnQuoteModel) -> Void)?
  private let makeID: @Sendable () -> Int64
  /// A new quote's id, chosen at its first save and kept for this sheet: a second Save (tapped again while the
  /// sheet slides away, or after a refused one) writes the same row again instead of a duplicate.
  @ObservationIgnored private var newQuoteID: Int64?
  /// A save is under way: Save is disabled, and a second one does nothing.
  public private(set) var isSaving = false
  /// What the fields held when the sheet opened: anything else is the user's writing, which a swipe or Cancel
  /// never throws away without asking.
  private let opened: (text: String, author: String, category: String)

  /// `author`: what a new quote's author field starts with (the user's name, when they have given one).
  /// `restoring`: what the user wrote in an earlier sheet and never saved or discarded; the fields start from it,
  /// and it still counts as their writing (Cancel asks).
  public init(
    editing: Quote? = nil, author: String = "", restoring draft: OwnQuoteDraft? = nil,
    makeID: @escaping @Sendable () -> Int64 = OwnQuoteModel.newID
  ) {
    self.editing = editing
    self.makeID = makeID
    let openedText = editing?.text ?? ""
    let openedAuthor = editing?.author ?? author
    let kept = editing.map(\.category).flatMap { QuoteCategory(rawValue: $0) == nil && !$0.isEmpty ? $0 : nil }
    // A draft's category is a file's bytes: only a known one, or the edited quote's own, is taken.
    let offered = { (name: String) in QuoteCategory(rawValue: name) != nil || name == kept ? name : nil }
    let openedCategory = editing.flatMap { offered($0.category) } ?? QuoteCategory.motivation.rawValue
    keptCategory = kept
    opened = (openedText, openedAuthor, openedCategory)
    text = draft?.text ?? openedText
    self.author = draft?.author ?? openedAuthor
    categoryName = draft.flatMap { offered($0.category) } ?? openedCategory
  }

  /// What the fields hold, as the device keeps it until it is saved or discarded.
  public var draft: OwnQuoteDraft {
    OwnQuoteDraft(editing: editing?.id, text: text, author: author, category: categoryName)
  }

  /// The user has written something since the sheet opened: the swipe down is held back and Cancel asks.
  public var holdsUserInput: Bool {
    text != opened.text || author != opened.author || categoryName != opened.category
  }

  /// The picker's choices, by saved name: the edited quote's own unknown category first, then every one this
  /// version knows (`QuoteCategory.title(of:)` names each).
  public var categoryChoices: [String] { (keptCategory.map { [$0] } ?? []) + QuoteCategory.allCases.map(\.rawValue) }

  public var title: String {
    editing == nil
      ? LocalizedCopy("quotevault.ownQuote.new", "New Quote").text
      : LocalizedCopy("quotevault.ownQuote.edit", "Edit Quote").text
  }

  /// The server's bounds on a user's own quote (supabase/migrations: quotes_own_length), counted as its
  /// `char_length` counts, in Unicode scalars: an "é" typed as e and an accent is two.
  public static let maxText = 1000
  public static let maxAuthor = 200
  public static let emptyTitle = LocalizedCopy("quotevault.ownQuote.emptyTitle", "No quotes of your own yet")
  public static let emptyDescription = LocalizedCopy(
    "quotevault.ownQuote.emptyDescription", "Write one with the + button. Only you can see it.")
  public static let privacyNote = LocalizedCopy(
    "quotevault.ownQuote.privacyNote", "Only you can see the quotes you write.")
  public static var emptyText: String { LocalizedCopy("quotevault.ownQuote.emptyText", "Write the quote first.").text }
  public static var emptyAuthor: String {
    LocalizedCopy("quotevault.ownQuote.emptyAuthor", "Say who said it: your name, or theirs.").text
  }
  public static var textTooLong: String {
    LocalizedCopy("quotevault.ownQuote.textTooLong", "A quote can be up to 1,000 characters.").text
  }
  public static var authorTooLong: String {
    LocalizedCopy("quotevault.ownQuote.authorTooLong", "An author's name can be up to 200 characters.").text
  }

  /// The quote as it will be saved, or nil with `problem` set.
  func validated() -> Quote? {
    let text = text.trimmingCharacters(in: .whitespacesAndNewlines)
    let author = author.trimmingCharacters(in: .whitespacesAndNewlines)
    problem = Self.problem(text: text, author: author)
    guard problem == nil else { return nil }
    return Quote(
      id: editing?.id ?? quoteID(), text: text, author: author, category: categoryName,
      ownerID: editing?.ownerID)
  }

  /// What the server would refuse in this quote, in words; nil when it would take it.
  static func problem(text: String, author: String) -> String? {
    if text.isEmpty { return emptyText }
    if author.isEmpty { return emptyAuthor }
    if text.unicodeScalars.count > maxText { return textTooLong }
    if author.unicodeScalars.count > maxAuthor { return authorTooLong }
    return nil
  }

  public func save() async {
    guard !isSaving, let quote = validated() else { return }
    isSaving = true
    defer { isSaving = false }
    await onSave?(quote)
  }

  private func quoteID() -> Int64 {
    if let newQuoteID { return newQuoteID }
    let id = makeID()
    newQuoteID = id
    return id
  }

  public func cancel() { onCancel?() }

  /// A new own quote's id, chosen on the device so the outbox's replay of it writes one row: far above the
  /// catalogue's (which counts up from 1), within what JSON numbers carry exactly (2^53).
  public static let newID: @Sendable () -> Int64 = { Int64.random(in: (1 << 40)..<(1 << 52)) }
}

extension OwnQuoteModel: HashableObject {}

extension LibraryModel {
  /// A new or changed own quote: on the device at once, to the server through the outbox (offline, it waits).
  public func saveOwnQuote(_ quote: Quote) async {
    await change(.saveOwnQuote(quote), waitForServer: false)
  }

  /// Deletes an own quote, here and (through the outbox) on the server, with its favourite and collection entries.
  public func deleteOwnQuote(_ quote: Quote) async {
    guard ownQuotes.contains(where: { $0.id == quote.id }) else { return }
    await change(.deleteOwnQuote(quote.id), waitForServer: false)
  }
}
