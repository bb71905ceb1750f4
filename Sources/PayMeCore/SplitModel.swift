import Foundation
import Observation
import Presentation

/// The Split a Bill sheet: the bill's amount, who shares it, whether the user does, and a note. Its preview is
/// what will be requested, to the cent; nothing is requested until `PayMeModel.sendSplit` is called.
@MainActor
@Observable
public final class SplitModel {
  public private(set) var entry: AmountEntry
  public private(set) var chosen: [Contact] = []
  /// The user had a share of the bill too (the usual case): it is not requested from anyone.
  public var includesMe = true
  public var note = "" {
    didSet {
      if note.count > PaymentFlow.maximumNoteLength { note = String(note.prefix(PaymentFlow.maximumNoteLength)) }
    }
  }

  public init(currency: Currency, locale: Locale = .current) {
    entry = AmountEntry(currency: currency, locale: locale)
  }

  /// What the field holds for a frame after a refused edit, as the payment's amount field does
  /// (`PaymentModel.amountText`): SwiftUI's TextField keeps what was typed when its binding reads back the value it
  /// read before, so the refused text is read back once, then the stored amount, a change the field applies.
  let amountEcho = FieldEcho()
  /// Runs the end of a field's echo; the parent keeps it with its other work, so a test can wait for it.
  @ObservationIgnored var run: FieldEcho.Run = FieldEcho.untracked
  /// The frame a field's echo lasts; the parent times it.
  @ObservationIgnored var frame: FieldEcho.Frame = FieldEcho.oneFrame

  /// The bill's field (a decimal pad); the amount rules refuse what could not be a bill.
  public var amountText: String {
    get { amountEcho.text ?? entry.text }
    set {
      if !entry.edit(newValue) { _ = entry.paste(newValue) }
      amountEcho.echo(newValue, kept: entry.text, run: run, frame: frame)
    }
  }

  public func toggle(_ contact: Contact) {
    if let index = chosen.firstIndex(of: contact) {
      chosen.remove(at: index)
    } else if chosen.count + 1 < BillSplit.maximumPeople {
      chosen.append(contact)
    }
  }

  public func isChosen(_ contact: Contact) -> Bool { chosen.contains(contact) }

  /// The bill as entered, if it is an amount.
  public var total: Money? {
    entry.amount.flatMap { $0 > 0 ? Money($0, entry.currency) : nil }
  }

  /// What each person would be asked, as the preview lists it; nil until there is a bill and someone to share it.
  public var split: (mine: Money?, requests: [(contact: Contact, amount: Money)])? {
    total.flatMap { BillSplit.requests(of: $0, between: chosen, includingMe: includesMe) }
  }

  public var canSend: Bool { split != nil }

  /// Something the user typed or chose would be lost by closing the sheet: a swipe down is held back then
  /// (`interactiveDismissDisabled`) and Cancel asks first (`PayMeModel.cancelSplit`), as the payment sheet does.
  public var holdsUserInput: Bool { !entry.text.isEmpty || !chosen.isEmpty || !note.isEmpty || !includesMe }

  /// What the sheet's `interactiveDismissDisabled` reads.
  public var refusesSwipeDown: Bool { holdsUserInput }
}

extension SplitModel: HashableObject {}
