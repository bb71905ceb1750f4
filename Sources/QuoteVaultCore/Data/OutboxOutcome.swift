import Foundation
import Localization
import SupabaseClient

/// What one sent change came to, read from the server's answer as supabase-swift and PostgREST mean it.
enum OutboxOutcome: Equatable {
  /// The server has it (or had it already: an idempotent write sent again).
  case applied
  /// It can never succeed as it is: dropped, and the user told in these words.
  case refused(String)
  /// The token was not accepted: refresh the session once and send it again.
  case unauthorized
  /// Not now: it stays, in order, with everything after it.
  case wait(QuoteVaultService.FlushResult.Stop)
  /// The session that made it is not the one signed in (the refresh was refused): it waits for that user.
  case sessionEnded

  static func classify(_ error: SupabaseError, change: PendingChange) -> OutboxOutcome {
    switch error {
    case .network: return .wait(.offline)
    case .cancelled: return .wait(.busy(retryAfter: nil))
    case .unavailable(_, let retryAfter): return .wait(.busy(retryAfter: retryAfter))
    // Getting a token failed before anything was sent (only Auth answers in its shape): nobody signed in, or the
    // refresh was refused. Never a reason to drop the change; `flush` tells an ended session from a passing one.
    case .notSignedIn, .auth: return .sessionEnded
    // Outbox writes never read a response body, so an answer that could not be read is the client's own
    // failure (a refresh whose answer or Keychain save failed): it may pass, so the change waits.
    case .decoding: return .wait(.busy(retryAfter: nil))
    default: break
    }
    guard let status = error.status else { return .wait(.busy(retryAfter: nil)) }
    if error.isTransient { return .wait(.busy(retryAfter: nil)) }
    if status == 401 { return .unauthorized }
    let code: String? = if case .postgrest(_, let code, _, _) = error { code } else { nil }
    // A unique key already there for a change that only ever adds that key: it was applied before (a replay after
    // a crash, or a duplicate delivery). Anything else on 409 (a missing quote or collection) is a refusal.
    if status == 409, code == "23505", change.isIdempotentInsert { return .applied }
    return .refused(OutboxRefusal.words(for: change, status: status, code: code))
  }
}

/// What the user is told when the server refuses a change: what was not saved, and why, in the app's words
/// (never the server's own text, which may be a Postgres message about foreign keys).
enum OutboxRefusal {
  static func words(for change: PendingChange, status: Int?, code: String?) -> String {
    LocalizedCopy("quotevault.outbox.refusal", "%@: %@.", .text(what(change)), .text(why(status: status, code: code)))
      .text
  }

  static func unreadable(_ count: Int) -> String {
    LocalizedCopy.plural(
      "quotevault.outbox.unreadable", count: count,
      one: "A change saved by another version of QuoteVault could not be read, so it was not sent.",
      other: "%lld changes saved by another version of QuoteVault could not be read, so they were not sent."
    ).text
  }

  private static func what(_ change: PendingChange) -> String {
    switch change {
    case .addFavorite: LocalizedCopy("quotevault.outbox.addFavorite", "A quote was not added to your favorites").text
    case .removeFavorite:
      LocalizedCopy("quotevault.outbox.removeFavorite", "A quote was not removed from your favorites").text
    case .createCollection(_, let name):
      LocalizedCopy("quotevault.outbox.createCollection", "The collection “%@” was not created", .text(name)).text
    case .renameCollection(_, let name):
      LocalizedCopy("quotevault.outbox.renameCollection", "A collection was not renamed to “%@”", .text(name)).text
    case .deleteCollection: LocalizedCopy("quotevault.outbox.deleteCollection", "A collection was not deleted").text
    case .addToCollection:
      LocalizedCopy("quotevault.outbox.addToCollection", "A quote was not added to a collection").text
    case .removeFromCollection:
      LocalizedCopy("quotevault.outbox.removeFromCollection", "A quote was not removed from a collection").text
    case .updateProfile: LocalizedCopy("quotevault.outbox.updateProfile", "Your profile changes were not saved").text
    case .saveOwnQuote: LocalizedCopy("quotevault.outbox.saveOwnQuote", "Your quote was not saved").text
    case .deleteOwnQuote: LocalizedCopy("quotevault.outbox.deleteOwnQuote", "Your quote was not deleted").text
    case .mergeGuestFavorite:
      LocalizedCopy(
        "quotevault.outbox.mergeGuestFavorite", "A favorite from before you signed in was not added to your account"
      ).text
    }
  }

  private static func why(status: Int?, code: String?) -> String {
    switch (status, code) {
    case (404, _), (_, "23503"), (_, "PGRST116"):
      LocalizedCopy("quotevault.outbox.why.missing", "the quote or collection no longer exists").text
    case (403, _), (_, "42501"):
      LocalizedCopy("quotevault.outbox.why.forbidden", "your account may not make this change").text
    case (409, _):
      LocalizedCopy("quotevault.outbox.why.conflict", "it conflicts with a change made on another device").text
    case (400, _), (422, _), (_, "23514"), (_, "22P02"), (_, "23502"):
      LocalizedCopy("quotevault.outbox.why.invalid", "QuoteVault could not accept it as it was").text
    default: LocalizedCopy("quotevault.outbox.why.refused", "QuoteVault refused it").text
    }
  }
}

extension PendingChange {
  /// Changes whose only effect is a row with a unique key: finding the key taken means they are applied.
  var isIdempotentInsert: Bool {
    switch self {
    case .addFavorite, .mergeGuestFavorite, .createCollection, .addToCollection: true
    default: false
    }
  }
}
