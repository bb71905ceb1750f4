import Foundation
import TestSupport
import Testing

@testable import PayMeCore

/// The number or email picked on a contact card is outside input (any text a card can hold): fuzz the handle read
/// from it.
@Suite("PayMe picked number or email FuzzTests")
struct ContactPropertyFuzzTests {
  @Test("A picked number or email (any text): never a crash; a handle is bounded, clean, and the one picked")
  func chosenProperty() {
    var fuzzer = Fuzzer(seed: 0xC0DE)
    let seeds = [
      "zoe@example.com", "+1 (555) 010-9999", "@", "a@b@c", " \u{202E}x@y.z ", "12", "+44 20 7946 0000", "١٢٣٤٥",
    ].map { Array($0.utf8) }
    let card = PickedContact(givenName: "Ana", phoneNumbers: ["+1 555 0100"], emails: ["ana@example.com"])
    fuzzer.run(iterations: Fuzzer.iterations(standard: 3_000)) { fuzzer in
      let text = String(
        decoding: fuzzer.chance(0.2) ? fuzzer.bytes(upTo: 120) : fuzzer.mutate(fuzzer.pick(seeds)), as: UTF8.self)
      let property: PickedContact.Property = fuzzer.chance(0.5) ? .email(text) : .phoneNumber(text)
      let picked = PickedContact(card, choosing: property)
      guard let handle = picked.handle else { return }
      #expect(handle.count <= 100 && !handle.isEmpty, "\(text)")
      #expect(handle.unicodeScalars.allSatisfy { !CharacterSet.controlCharacters.contains($0) }, "\(text)")
      // Never the card's other number or email in place of the one picked.
      #expect(handle != "ana@example.com" || text.contains("ana@example.com"), "\(text)")
      #expect(handle != "+1 555 0100" || text.contains("+1 555 0100"), "\(text)")
      #expect(picked.contact(id: "x")?.handle == handle)
    }
  }
}
