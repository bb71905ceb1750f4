import Foundation
import SharedStore
import TestSupport
import Testing

@testable import InsolentBardCore

/// The React Native app's files are read at the first launch of 1.9.0, whatever an old app, a damaged disk or a
/// restore left in them: any bytes in the manifest or a value's file read as some favourites and settings (or
/// none), never trap, and never bring over an insult that is empty, huge or full of control characters.
@Suite("The Insolent Bard's old app store hostile input (FuzzTests)")
struct OldAppStoreFuzzTests {
  static let seeds: [[UInt8]] = [
    #"{"@insolentbard:0":"{\"id\":0,\"insult\":\"Thou vain ill-nurtured coxcomb!\"}","@insolentbard:1":null}"#,
    #"{"@insolentbard:settings:insultRefreshInterval":"FIFTEEN","@insolentbard:settings:haptics":"true","@insolentbard:settings:themePreference":"light"}"#,
    #"{"@insolentbard:7":"{\"id\":7,\"insult\":17}","@insolentbard:-1":"[1,2]","@insolentbard:1e9":{"a":1},"@insolentbard:":""}"#,
    #"{"@insolentbard:insultOfTheHour":"{\"insult\":{\"id\":3}}","other":"x","@insolentbard:3":"{\"insult\":\"\\u0000\"}"}"#,
    // 2.x: a time-and-suffix favourite, a My Creations entry, and keys that are neither.
    #"{"@insolentbard:1732560000000-q8w7e6r5t":"{\"id\":\"1732560000000-q8w7e6r5t\",\"insult\":\"Thou artless base-court apple-john!\"}","@insolentbard:creation:1732550000000-k2j3":"{\"insult\":\"Thou bawdy bat-fowling barnacle!\",\"createdAt\":1}","@insolentbard:metrics:launches":"12","@insolentbard:creations":"[]"}"#,
  ].map { Array($0.utf8) }

  @Test("Old app store: mutated manifests and value files read without trapping, as usable insults only")
  func oldAppStore() throws {
    let root = TemporaryFolder()
    let folder = root.url.appendingPathComponent(OldAppStore.folderName, isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let manifest = folder.appendingPathComponent("manifest.json")
    let valueFile = folder.appendingPathComponent(MD5.hex("@insolentbard:1"))
    var fuzzer = Fuzzer(seed: 0x01D_A99)
    var found = 0
    // Runs for FUZZ_SECONDS under scripts/fuzz, else a fixed number of inputs.
    try fuzzer.run(iterations: Fuzzer.iterations(standard: 300)) { fuzzer in
      let bytes = fuzzer.chance(0.1) ? fuzzer.bytes(upTo: 200) : fuzzer.mutate(fuzzer.pick(Self.seeds))
      try Data(bytes).write(to: manifest)
      try Data(fuzzer.mutate(Array(#"{"id":1,"insult":"Thou paunchy beef-witted dewberry!"}"#.utf8))).write(
        to: valueFile)
      guard case .found(let store) = OldAppStore.read(folder: folder) else {
        Issue.record("a manifest that exists reads as found")
        return
      }
      found += store.favourites.count
      for insult in store.favourites {
        #expect(!insult.isEmpty && insult.count <= OldAppStore.insultLimit)
        #expect(!insult.unicodeScalars.contains { $0.properties.generalCategory == .control })
      }
    }
    #expect(found > 0, "some mutations still hold a favourite")
  }

  @Test("Old app store: a manifest over the bound is not read whole, and said when it names a favourite")
  func hugeManifest() throws {
    let root = TemporaryFolder()
    let folder = root.url.appendingPathComponent(OldAppStore.folderName, isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var huge = Data(#"{"@insolentbard:5":"{\"id\":5,\"insult\":\""#.utf8)
    huge.append(Data(repeating: 0x61, count: OldAppStore.manifestLimit))
    try huge.write(to: folder.appendingPathComponent("manifest.json"))
    #expect(OldAppStore.read(folder: folder) == .found(OldAppStore(lostFavourites: true)))
  }
}
