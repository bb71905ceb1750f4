import Foundation
import Localization
import TestSupport
import Testing

@testable import NoteWallCore

/// The guide videos show the guide's words, so they ship per language (`Videos/` English, `Videos/es/` Spanish)
/// and the app plays the one in the language its words are in (docs/architecture.md, "Localization").
@Suite("NoteWall guide videos in the app's language")
struct GuideVideoLanguageTests {
  /// A bundle's files by folder, recording each look-up as `Bundle.url(forResource:withExtension:subdirectory:)`
  /// would be asked.
  final class FakeBundle {
    let files: Set<String>
    var asked: [String] = []
    init(_ files: Set<String>) { self.files = files }

    func find(_ name: String, _ folder: String) -> URL? {
      let path = folder + "/" + name + ".mp4"
      asked.append(path)
      return files.contains(path) ? URL(fileURLWithPath: "/App.app/" + path) : nil
    }
  }

  @Test("The Spanish guide asks for the Spanish video first and plays it")
  func spanishPlaysSpanish() throws {
    let bundle = FakeBundle(["Videos/es/how-to-fix-guide.mp4", "Videos/how-to-fix-guide.mp4"])
    let url = try Localizer.with(LocalizationTests.catalogs.spanish()) {
      GuideVideo.howToFix.bundled(find: bundle.find)
    }
    #expect(url == URL(fileURLWithPath: "/App.app/Videos/es/how-to-fix-guide.mp4"))
    #expect(bundle.asked == ["Videos/es/how-to-fix-guide.mp4"])
  }

  @Test("The Spanish guide falls back to the English video where no Spanish one ships")
  func spanishFallsBackToEnglish() throws {
    let bundle = FakeBundle(["Videos/welcome-video.mp4"])
    let url = try Localizer.with(LocalizationTests.catalogs.spanish()) {
      GuideVideo.welcome.bundled(find: bundle.find)
    }
    #expect(url == URL(fileURLWithPath: "/App.app/Videos/welcome-video.mp4"))
    #expect(bundle.asked == ["Videos/es/welcome-video.mp4", "Videos/welcome-video.mp4"])
  }

  @Test("English, and a language no video is drawn in, play the English videos without looking elsewhere")
  func englishPlaysEnglish() {
    for localizer in [Localizer.english, .pseudo] {
      let bundle = FakeBundle(["Videos/es/welcome-video.mp4", "Videos/welcome-video.mp4"])
      let url = Localizer.with(localizer) { GuideVideo.welcome.bundled(find: bundle.find) }
      #expect(url == URL(fileURLWithPath: "/App.app/Videos/welcome-video.mp4"), "\(localizer.language)")
      #expect(bundle.asked == ["Videos/welcome-video.mp4"])
    }
  }

  @Test("The app's own words follow the localization iOS picked for the bundle, a region's variant included")
  func appLanguageIsTheBundles() {
    let folders = { (picked: String?) in
      GuideVideo.bundleSubdirectories(language: "app", preferredLocalization: picked)
    }
    #expect(folders("es") == ["Videos/es", "Videos"])
    #expect(folders("es-MX") == ["Videos/es", "Videos"])
    #expect(folders("en") == ["Videos"])
    #expect(folders("fr") == ["Videos"])
    #expect(folders(nil) == ["Videos"])
  }

  @Test("Every guide video ships in every language it is drawn in: an MP4, and small")
  func everyLanguageShips() throws {
    let videos = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Apps/NoteWall/\(GuideVideo.bundleSubdirectory)")
    for language in GuideVideo.languages {
      for video in GuideVideo.allCases {
        let file = videos.appendingPathComponent(language).appendingPathComponent(video.fileName)
        let data = try Data(contentsOf: file)
        #expect(data.count > 100_000 && data.count < 2_000_000, "\(language)/\(video.fileName): small")
        #expect(data.dropFirst(4).prefix(4) == Data("ftyp".utf8), "\(language)/\(video.fileName) is an MP4")
      }
    }
  }
}
