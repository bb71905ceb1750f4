import Foundation
import SharedStore
import Testing

@testable import InsolentBardCore

/// The React Native app's folder as @react-native-async-storage 2.x leaves it on iOS, written for a test.
struct OldAppFolder {
  let root = TemporaryFolder()
  var bundleFolder: URL { root.url.appendingPathComponent("com.example.insolentbard", isDirectory: true) }
  var folder: URL { bundleFolder.appendingPathComponent(OldAppStore.folderName, isDirectory: true) }
  /// Where the app looks, as the Apple layer passes it (Application Support's path for `root`).
  var folders: [URL] {
    OldAppImport.folders(applicationSupport: root.url, documents: nil, bundleID: "com.example.insolentbard")
  }

  /// The manifest's entries (a nil value: kept in its own file, `files`) and those files, as the library writes them.
  func write(_ manifest: [String: String?], files: [String: String] = [:]) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let object = manifest.mapValues { $0.map { $0 as Any } ?? NSNull() }
    try JSONSerialization.data(withJSONObject: object).write(to: folder.appendingPathComponent("manifest.json"))
    for (key, value) in files { try Data(value.utf8).write(to: folder.appendingPathComponent(MD5.hex(key))) }
  }

  func writeManifest(bytes: Data) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try bytes.write(to: folder.appendingPathComponent("manifest.json"))
  }

  static func favourite(_ id: Int, _ insult: String) -> String {
    #"{"id":\#(id),"insult":"\#(insult)"}"#
  }
}

@MainActor
@Suite("The Insolent Bard 1.9.0 imports the React Native app's favourites and settings once")
struct OldAppImportTests {
  @Test("MD5 names a long value's file as RCTMD5Hash does (lowercase hex of the key's UTF-8)")
  func md5() {
    #expect(MD5.hex("") == "d41d8cd98f00b204e9800998ecf8427e")
    #expect(MD5.hex("@insolentbard:42") == "52ce1880b7772d7ccd35a20c9070b139")
    #expect(MD5.hex("The quick brown fox jumps over the lazy dog") == "9e107d9d372bb6826bd81d3542a419d6")
    #expect(MD5.hex(String(repeating: "a", count: 200)) == "887f30b43b2867f4a9accceee7d16e6c")
  }

  @Test("Favourites and settings come over: a long one from its own file, the insult of the hour left out")
  func importsFavouritesAndSettings() async throws {
    let harness = BardHarness()
    let old = OldAppFolder()
    let long = "Thou " + String(repeating: "very ", count: 200) + "tedious knave!"
    try old.write(
      [
        "@insolentbard:7": OldAppFolder.favourite(7, "Thou paunchy beef-witted dewberry!"),
        "@insolentbard:0": OldAppFolder.favourite(0, "Thou vain ill-nurtured coxcomb!"),
        "@insolentbard:9001": nil,
        "@insolentbard:settings:insultRefreshInterval": "THIRTY",
        "@insolentbard:settings:haptics": "false",
        "@insolentbard:settings:themePreference": "dark",
        "@insolentbard:insultOfTheHour": #"{"insult":{"id":3,"insult":"Thou hour's knave!"},"intervalKey":"x"}"#,
      ], files: ["@insolentbard:9001": OldAppFolder.favourite(9001, long)])
    let app = harness.model()
    await app.importOldApp(from: old.folders)
    // The kit's insults in the kit's words; a line that is not one of them kept as it was.
    #expect(
      app.favourites.map(\.text) == [
        "Thou art a vain, ill-nurtured coxcomb!", "Thou art a paunchy, beef-witted dewberry!", long,
      ])
    #expect(app.settings.interval == .thirtyMinutes && app.current.intervalMinutes == 30)
    #expect(!app.settings.hapticsOn && app.settings.appearance == .dark)
    #expect(app.messageUp == nil)
    // Saved where the widgets read them, and the old files left in place.
    let store = SharedStore(directory: harness.directory)
    #expect(store.read(BardShared.favourites).count == 3 && store.read(BardShared.settings).interval == .thirtyMinutes)
    #expect(FileManager.default.fileExists(atPath: old.folder.appendingPathComponent("manifest.json").path))
  }

  @Test("Nothing kept in 1.9.0 is replaced: favourites deduplicated after the user's, saved settings kept")
  func keepsWhatTheUserHas() async throws {
    let harness = BardHarness()
    let store = SharedStore(directory: harness.directory)
    try store.write(BardSettings(interval: .fiveMinutes), for: BardShared.settings)
    let kept = SavedInsult(text: "Thou art a vain, ill-nurtured coxcomb!", savedAt: date("2026-11-20T10:00:00Z"))
    try store.write([kept], for: BardShared.favourites)
    let old = OldAppFolder()
    try old.write([
      "@insolentbard:0": OldAppFolder.favourite(0, "Thou vain ill-nurtured coxcomb!"),
      "@insolentbard:2": OldAppFolder.favourite(2, "Thou paunchy beef-witted dewberry!"),
      "@insolentbard:settings:insultRefreshInterval": "FIVE",
      "@insolentbard:settings:themePreference": "light",
    ])
    let app = harness.model()
    await app.importOldApp(from: old.folders)
    #expect(
      app.favourites.map(\.text) == [
        "Thou art a vain, ill-nurtured coxcomb!", "Thou art a paunchy, beef-witted dewberry!",
      ], "the same insult in 1.8.0's words is not added twice")
    #expect(app.favourites.first == kept, "the user's own keeps its time")
    #expect((app.favourites.last?.savedAt ?? .distantFuture) < kept.savedAt, "the old one is older")
    #expect(app.settings.interval == .fiveMinutes && app.settings.appearance == .system)
  }

  @Test("Hearts a busy store kept waiting stay filled through the import, and are saved beside the old favourites")
  func waitingHeartsKept() async throws {
    let harness = BardHarness()
    let (app, widget, insult) = try harness.heartTappedWhileBusy()
    #expect(app.favouritesSaving.pending.count == 1)
    let old = OldAppFolder()
    try old.write(["@insolentbard:2": OldAppFolder.favourite(2, "Thou paunchy beef-witted dewberry!")])
    await app.importOldApp(from: old.folders)
    #expect(app.isFavourite(insult) && app.isFavourite("Thou art a paunchy, beef-witted dewberry!"))
    // The import's merge may meet the wait the heart gave up on still holding the lock a moment: then the
    // refreshes after save the heart, as the app's next returns would.
    #expect(await refreshUntilSaved(app))
    #expect(
      Set(widget.read(BardShared.favourites).map(\.text)) == [insult, "Thou art a paunchy, beef-witted dewberry!"])
  }

  @Test("It runs once: the old store read again on a later launch adds nothing")
  func runsOnce() async throws {
    let harness = BardHarness()
    let old = OldAppFolder()
    try old.write(["@insolentbard:0": OldAppFolder.favourite(0, "Thou vain ill-nurtured coxcomb!")])
    await harness.model().importOldApp(from: old.folders)
    let app = harness.model()
    app.removeFavourites(["Thou art a vain, ill-nurtured coxcomb!"])
    try old.write(["@insolentbard:1": OldAppFolder.favourite(1, "Thou paunchy beef-witted dewberry!")])
    await harness.model().importOldApp(from: old.folders)
    #expect(SharedStore(directory: harness.directory).read(BardShared.favourites).isEmpty)
  }

  @Test("A damaged store that held favourites is skipped and said once; one that held none says nothing")
  func damagedStore() async throws {
    let harness = BardHarness()
    let old = OldAppFolder()
    try old.writeManifest(bytes: Data(#"{"@insolentbard:12":"{\"id\":12,\"insu"#.utf8))
    let app = harness.model()
    await app.importOldApp(from: old.folders)
    #expect(app.messageUp == BardCopy.oldFavouritesLost.text)
    #expect(app.favourites.isEmpty)
    let again = harness.model()
    await again.importOldApp(from: old.folders)
    #expect(again.messageUp == nil, "said once")

    let quiet = BardHarness()
    let settingsOnly = OldAppFolder()
    try settingsOnly.writeManifest(bytes: Data([0xFF, 0xFE, 0x7B, 0x22]))
    let other = quiet.model()
    await other.importOldApp(from: settingsOnly.folders)
    #expect(other.messageUp == nil)
  }

  @Test("A favourite whose own file is missing or not UTF-8 is said; the others come over")
  func unreadableValueFile() async throws {
    let harness = BardHarness()
    let old = OldAppFolder()
    try old.write([
      "@insolentbard:1": nil, "@insolentbard:2": OldAppFolder.favourite(2, "Thou paunchy beef-witted dewberry!"),
    ])
    try Data([0xC3, 0x28, 0xFF]).write(to: old.folder.appendingPathComponent(MD5.hex("@insolentbard:1")))
    let app = harness.model()
    await app.importOldApp(from: old.folders)
    #expect(app.favourites.map(\.text) == ["Thou art a paunchy, beef-witted dewberry!"])
    #expect(app.messageUp == BardCopy.oldFavouritesLost.text)
  }

  @Test("2.x's favourites and My Creations come over as favourites, newest first, then 1.8.0's; other keys stay")
  func laterVersionIDs() async throws {
    let harness = BardHarness()
    let old = OldAppFolder()
    try old.write([
      // A favourite of 2.x, copied from Mix Your Own: a time in milliseconds and a suffix.
      "@insolentbard:1732560000000-q8w7e6r5t":
        #"{"id":"1732560000000-q8w7e6r5t","insult":"Thou paunchy beef-witted dewberry!"}"#,
      // A creation 2.x kept in My Creations (AppContext.js's creationKeyPrefix).
      "@insolentbard:creation:1732550000000-k2j3h4g5f":
        #"{"id":"1732550000000-k2j3h4g5f","insult":"Thou artless base-court apple-john!","createdAt":1732550000000}"#,
      "@insolentbard:7": OldAppFolder.favourite(7, "Thou bawdy bat-fowling barnacle!"),
      // Not favourites: 2.x's other keys, with values that are none.
      "@insolentbard:metrics:launches": "12",
      "@insolentbard:creations": #"[]"#,
    ])
    let app = harness.model()
    await app.importOldApp(from: old.folders)
    #expect(
      app.favourites.map(\.text) == [
        "Thou art a paunchy, beef-witted dewberry!", "Thou art an artless, base-court apple-john!",
        "Thou art a bawdy, bat-fowling barnacle!",
      ])
    #expect(app.messageUp == nil, "nothing was lost, so nothing is said")
  }

  @Test("A 2.x favourite or creation that cannot be read is said, as a 1.8.0 one is")
  func laterVersionUnreadable() async throws {
    let harness = BardHarness()
    let old = OldAppFolder()
    try old.write([
      "@insolentbard:creation:1732550000000-k2j3h4g5f": #"{"id":"1732550000000-k2j3h4g5f"}"#,
      "@insolentbard:7": OldAppFolder.favourite(7, "Thou bawdy bat-fowling barnacle!"),
    ])
    let app = harness.model()
    await app.importOldApp(from: old.folders)
    #expect(app.favourites.map(\.text) == ["Thou art a bawdy, bat-fowling barnacle!"])
    #expect(app.messageUp == BardCopy.oldFavouritesLost.text)
  }

  /// The React Native app's widget (2.x's `ios/InsultWidget`): kind "InsultWidget" in the extension
  /// `com.bosshog811.TheInsolentBard.InsultWidget`. WidgetKit keeps a placed widget only while an extension of that
  /// bundle ID offers its kind, so a rename here would blank every upgrader's widget.
  @Test("The widget keeps 2.x's kind and extension ID, so widgets placed before the update stay")
  func widgetCarriesOver() throws {
    #expect(BardShared.widgetKind == "InsultWidget")
    let project = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Apps/project.yml")
    let yaml = try String(contentsOf: project, encoding: .utf8)
    #expect(yaml.contains("PRODUCT_BUNDLE_IDENTIFIER: $(INSOLENTBARD_BUNDLE_ID).InsultWidget\n"))
  }

  @Test("A store that cannot be read now is tried again at the next launch; no store at all is done at once")
  func notNowAndNone() async throws {
    let harness = BardHarness()
    let old = OldAppFolder()
    // A manifest the system will not read (as before the first unlock): here a folder by its name.
    try FileManager.default.createDirectory(
      at: old.folder.appendingPathComponent("manifest.json"), withIntermediateDirectories: true)
    await harness.model().importOldApp(from: old.folders)
    #expect(SharedStore(directory: harness.directory).read(OldAppImport.done) == nil)
    try FileManager.default.removeItem(at: old.folder.appendingPathComponent("manifest.json"))
    try old.write(["@insolentbard:0": OldAppFolder.favourite(0, "Thou vain ill-nurtured coxcomb!")])
    let app = harness.model()
    await app.importOldApp(from: old.folders)
    #expect(app.favourites.map(\.text) == ["Thou art a vain, ill-nurtured coxcomb!"])

    let fresh = BardHarness()
    await fresh.model().importOldApp(from: OldAppFolder().folders)
    #expect(SharedStore(directory: fresh.directory).read(OldAppImport.done) != nil)
  }

  @Test("The folders looked in: Application Support's bundle folder first, then the older Documents ones")
  func folders() {
    let support = URL(fileURLWithPath: "/var/mobile/Library/Application Support")
    let documents = URL(fileURLWithPath: "/var/mobile/Documents")
    let folders = OldAppImport.folders(applicationSupport: support, documents: documents, bundleID: "com.x.bard")
    #expect(
      folders.map(\.path) == [
        "/var/mobile/Library/Application Support/com.x.bard/RCTAsyncLocalStorage_V1",
        "/var/mobile/Documents/RCTAsyncLocalStorage_V1", "/var/mobile/Documents/RNCAsyncLocalStorage_V1",
        "/var/mobile/Documents/RCTAsyncLocalStorage",
      ])
  }

  @Test(
    "1.8.0's wording and misprints become the kit's insult: a coarse one stays off a clean Lock Screen, hearts find it")
  func oldWordingBecomesTheKits() async throws {
    let kit = InsultKit.full
    #expect(
      kit.insult(parsingOldApp: "Thou bawdy unchin-snouted joithead!")?.text
        == "Thou art a bawdy, urchin-snouted jolthead!")
    #expect(
      kit.insult(parsingOldApp: "Thou qualling fen-sucked lewdster!")?.text.hasPrefix("Thou art a quailing, ") == true)
    #expect(
      kit.insult(parsingOldApp: "Thou art a vain, ill-nurtured coxcomb!") == nil,
      "1.9.0's own wording is parsed as itself")
    #expect(kit.keptText(ofOldFavourite: "Thou wretched thing!") == "Thou wretched thing!", "not the kit's: kept whole")
    let harness = BardHarness()
    let old = OldAppFolder()
    try old.write(["@insolentbard:1": OldAppFolder.favourite(1, "Thou bawdy unchin-snouted joithead!")])
    let app = harness.model()
    await app.importOldApp(from: old.folders)
    let text = try #require(app.favourites.first?.text)
    #expect(text == "Thou art a bawdy, urchin-snouted jolthead!")
    #expect(LockScreenPrivacy.isPrivate(text), "kept off a Lock Screen that shows clean insults only")
    #expect(kit.insult(parsing: text) != nil, "the heart, A-Z and sharing read it as the kit's own")
  }
}
