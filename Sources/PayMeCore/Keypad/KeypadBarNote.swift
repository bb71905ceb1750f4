import Foundation
import Localization

/// What a keypad sheet says in its keypad's bar, between the keys and the sheet's button: why the button cannot go
/// (a problem), or what the user should know before pressing it (a schedule that moved on, a fee). In
/// the bar it is seen while the amount is typed; in the form it sat under the bar on a small phone or at the
/// accessibility sizes, a button that only buzzed. Every keypad sheet shows it there, and its layout keeps the
/// row for it (`AmountKeypadLayout.noteRow`), so the amount is never pushed under the bar when one appears.
public struct KeypadBarNote: Equatable, Sendable {
  public enum Kind: Equatable, Sendable {
    /// Why the sheet's button cannot go: drawn in the error colour.
    case problem
    /// Something changed that the user must check before going on: drawn with a warning sign.
    case warning
    /// Something to know before going on that the form says too (a fee): drawn in the secondary colour, and left
    /// to the form where the bar has no room for it (`AmountKeypadLayout.shows`).
    case notice
  }

  public let text: LocalizedCopy
  public let kind: Kind

  public static func problem(_ text: LocalizedCopy) -> KeypadBarNote { KeypadBarNote(text: text, kind: .problem) }
  public static func warning(_ text: LocalizedCopy) -> KeypadBarNote { KeypadBarNote(text: text, kind: .warning) }
  public static func notice(_ text: LocalizedCopy) -> KeypadBarNote { KeypadBarNote(text: text, kind: .notice) }
}

extension PaymentModel {
  /// Why the amount cannot be sent (Add Money beside it for a shortfall: `shortfall`).
  public var barNote: KeypadBarNote? { flow.amountError.map { .problem($0.message(locale: locale)) } }
}

extension BankTransferModel {
  /// Why the amount cannot move; else, for an Instant transfer, its fee and what the bank receives, which the
  /// speed's rows further down say too, out of sight while the keys are up.
  public var barNote: KeypadBarNote? {
    if let error { return .problem(error.message(locale: locale)) }
    guard let fee, !fee.isZero, let bankReceives else { return nil }
    return .notice(PayMeCopy.feeAndReceived(fee, bankReceives, locale: locale))
  }
}

extension SplitModel {
  /// Why a key, a person or Request was refused, or why Request cannot go yet.
  public var barNote: KeypadBarNote? { notice.map(KeypadBarNote.problem) }
}

extension ScheduleEditModel {
  /// The amount's problem, then why Save was refused, then what changed while the sheet was up.
  public var barNote: KeypadBarNote? {
    if let error { return .problem(error.message(locale: locale)) }
    if let refusal { return .problem(refusal.message) }
    return notice.map(KeypadBarNote.warning)
  }
}

extension MyCodeModel {
  /// Why the amount was refused.
  public var barNote: KeypadBarNote? { error.map { .problem($0.message(locale: locale)) } }
}

extension PayMeMessagesModel {
  /// Why the amount was refused.
  public var barNote: KeypadBarNote? { error.map { .problem($0.message(locale: locale)) } }
}
