import Foundation
import Localization

/// Someone typed into the recipients' search who is not on the list: an email address, a phone number, or a
/// $handle or @handle. Anyone's text, so only plain ASCII in each form's shape is taken (no bidi or look-alike
/// letters, no control characters), and at most `maximumLength` characters.
public enum TypedRecipient {
  public static let maximumLength = 64

  /// The handle to pay if `text` is one of the three forms; nil otherwise.
  public static func handle(in text: String) -> String? {
    guard text.count <= maximumLength * 2 else { return nil }
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty, trimmed.count <= maximumLength, trimmed.unicodeScalars.allSatisfy(\.isASCII) else {
      return nil
    }
    if isHandle(trimmed) || isEmail(trimmed) || isPhone(trimmed) { return trimmed }
    return nil
  }

  private static let handleCharacters = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-")
  private static let letterOrDigit = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")

  /// "@benok", "$ben-ok": a sigil, then 1 to 30 letters, digits, dots, hyphens or underscores, the first a
  /// letter or digit.
  static func isHandle(_ text: String) -> Bool {
    guard let sigil = text.first, sigil == "@" || sigil == "$" else { return false }
    let name = text.dropFirst()
    guard let first = name.first, letterOrDigit.contains(first), name.count <= 30 else { return false }
    return name.allSatisfy(handleCharacters.contains)
  }

  /// "zoe.q@example.com": one @, a local part of letters, digits and . _ % + -, and a domain of at least two
  /// labels (letters, digits, inner hyphens), the last of two or more letters.
  static func isEmail(_ text: String) -> Bool {
    let parts = text.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2, let local = parts.first, let domain = parts.last, !local.isEmpty else { return false }
    let localCharacters = letterOrDigit.union("._%+-")
    guard local.allSatisfy(localCharacters.contains), !local.hasPrefix("."), !local.hasSuffix("."),
      !local.contains("..")
    else { return false }
    let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
    guard labels.count >= 2, let top = labels.last, top.count >= 2, top.allSatisfy(\.isLetter) else { return false }
    return labels.allSatisfy { label in
      !label.isEmpty && label.count <= 63 && !label.hasPrefix("-") && !label.hasSuffix("-")
        && label.allSatisfy(letterOrDigit.union("-").contains)
    }
  }

  /// "+1 (555) 010-9999": 7 to 15 digits (E.164's most), with spaces, hyphens, dots, brackets and one leading +.
  static func isPhone(_ text: String) -> Bool {
    let body = text.hasPrefix("+") ? text.dropFirst() : Substring(text)
    guard body.allSatisfy({ $0.isASCII && ($0.isWholeNumber || " -().".contains($0)) }) else { return false }
    let digits = body.filter(\.isWholeNumber).count
    return (7...15).contains(digits) && body.first.map { $0.isWholeNumber || $0 == "(" } == true
  }
}

extension PayMeCopy {
  /// The row under the search that pays (or asks) someone by what was typed.
  public static func payTyped(_ handle: String, purpose: PaymentFlow.Purpose) -> LocalizedCopy {
    purpose == .send
      ? LocalizedCopy("payme.send.payTyped", "Pay %@", .text(handle))
      : LocalizedCopy("payme.request.requestTyped", "Request from %@", .text(handle))
  }
}
