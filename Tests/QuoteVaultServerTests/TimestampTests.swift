import Foundation
import Testing

@testable import QuoteVaultServer

@Suite("quotevault-server: timestamptz values kept as sent")
struct TimestampTests {
  @Test("QV-5.4 (server): a timestamp the server wrote, sent back, is stored to the microsecond as it was")
  func roundTrip() throws {
    // Every microsecond of a second, at a time of day and year where a Double's error is largest.
    for micros in stride(from: 0, to: 1_000_000, by: 997) {
      let text = String(format: "2026-11-30T16:45:59.%06d+00:00", micros)
      #expect(Timestamp.parse(text) == text)
    }
    #expect(Timestamp.parse("2026-11-30T16:45:59.999999+00:00") == "2026-11-30T16:45:59.999999+00:00")
    #expect(Timestamp.parse("2026-11-30 17:45:59.5+01:00") == "2026-11-30T16:45:59.500000+00:00")
  }
}
