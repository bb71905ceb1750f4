import QuoteVaultCore
import SupabaseClient
import Testing

@Suite("QuoteVault errors in the app's words")
struct ErrorWordsTests {
  @Test("QV-11.4: no server's raw text reaches the user; each failure says what happened and what to do")
  func noRawServerText() {
    let raw = "duplicate key value violates unique constraint \"profiles_pkey\""
    let failures: [SupabaseError] = [
      .postgrest(status: 409, code: "23505", message: raw, details: nil),
      .postgrest(status: 500, code: "XX000", message: raw, details: raw),
      .auth(status: 422, code: "validation_failed", message: raw),
      .storage(status: 413, error: "Payload too large", message: raw),
      .decoding(raw),
    ]
    for failure in failures {
      #expect(!failure.userMessage.contains("constraint") && !failure.userMessage.isEmpty, "\(failure)")
    }
    #expect(SupabaseError.postgrest(status: 503, code: "", message: raw, details: nil).userMessage.contains("busy"))
    #expect(
      SupabaseError.storage(status: 413, error: "", message: raw).userMessage == "That is too large for QuoteVault.")
  }
}
