import Foundation
import Testing

@testable import QuoteVaultServer

/// `JWT.verify` keeps the tokens it accepted (`VerifiedTokens`): each answer must be the one a full check gives at
/// the same time, so every case is verified by a key that keeps tokens and by a fresh key (which has none).
@Suite("Verified tokens")
struct VerifiedTokensTests {
  static let secret = Data("a verified-tokens secret, 32 bytes".utf8)
  static let now = Date(timeIntervalSince1970: 1_800_000_000)

  static func token(_ jwt: JWT, exp: Int64, nbf: Int64? = nil, sub: String = "0b6c1f4e-9d2a-4c1b-8f3e-5a7d9c2e1b40")
    -> (String, JSON)
  {
    var members: [(String, JSON)] = [("sub", .string(sub)), ("role", .string("authenticated")), ("exp", .int(exp))]
    if let nbf { members.append(("nbf", .int(nbf))) }
    let claims = JSON.object(members)
    return (jwt.sign(claims), claims)
  }

  /// What a key that has never seen `token` answers at `time`.
  static func fresh(_ token: String, at time: Date) -> Result<JSON, JWT.Failure> {
    Result { () throws(JWT.Failure) in try JWT(secret: secret).verify(token, now: time) }
  }

  @Test("A kept token answers as a full check does at every later time: its claims, then expired past its exp")
  func expiry() {
    let jwt = JWT(secret: Self.secret)
    let expires = Int64(Self.now.timeIntervalSince1970) + 3_600
    let (token, claims) = Self.token(jwt, exp: expires)
    #expect((try? jwt.verify(token, now: Self.now)) == claims)
    #expect(jwt.verified.count == 1, "kept once accepted")
    for offset in [0.0, 1, 3_599, 3_599.5, 3_600, 3_601, 86_400] {
      let time = Self.now.addingTimeInterval(offset)
      let kept = Result { () throws(JWT.Failure) in try jwt.verify(token, now: time) }
      #expect(kept == Self.fresh(token, at: time), "\(offset) s later")
    }
    #expect(jwt.verified.count == 0, "dropped once expired")
    #expect(throws: JWT.Failure.expired) { try jwt.verify(token, now: Self.now.addingTimeInterval(4_000)) }
  }

  @Test("Refused tokens are never kept: a bad signature, a token not yet valid, an expired one, a malformed one")
  func refusedAreNotKept() {
    let jwt = JWT(secret: Self.secret)
    let other = JWT(secret: Data("another project's secret, 32 bytes".utf8))
    let seconds = Int64(Self.now.timeIntervalSince1970)
    let (forged, _) = Self.token(other, exp: seconds + 3_600)
    let (early, claims) = Self.token(jwt, exp: seconds + 3_600, nbf: seconds + 600)
    let (expired, _) = Self.token(jwt, exp: seconds - 1)
    for token in [forged, early, expired, "not.a.token", forged + "x"] {
      let first = Result { () throws(JWT.Failure) in try jwt.verify(token, now: Self.now) }
      #expect(first == Self.fresh(token, at: Self.now))
      #expect((try? first.get()) == nil)
    }
    #expect(jwt.verified.count == 0)
    // The token not valid before 600 s from now is accepted (and kept) once it is, as a full check accepts it.
    let later = Self.now.addingTimeInterval(600)
    #expect((try? jwt.verify(early, now: later)) == claims)
    #expect(jwt.verified.count == 1)
    #expect((try? jwt.verify(early, now: later)) == (try? Self.fresh(early, at: later).get()))
    // Another key never accepts it, kept here or not.
    #expect(throws: JWT.Failure.badSignature) { try other.verify(early, now: later) }
  }

  @Test("Kept tokens are bounded: past the most entries it starts again, and every token still verifies")
  func bounded() {
    let jwt = JWT(secret: Self.secret)
    let seconds = Int64(Self.now.timeIntervalSince1970)
    var tokens: [(String, JSON)] = []
    for index in 0...VerifiedTokens.maximumEntries {
      let sub = String(format: "00000000-0000-4000-8000-%012d", index)
      tokens.append(Self.token(jwt, exp: seconds + 3_600, sub: sub))
    }
    for (token, claims) in tokens { #expect((try? jwt.verify(token, now: Self.now)) == claims) }
    #expect(jwt.verified.count <= VerifiedTokens.maximumEntries)
    #expect(jwt.verified.count >= 1)
    for (token, claims) in tokens.suffix(3) { #expect((try? jwt.verify(token, now: Self.now)) == claims) }
  }
}
