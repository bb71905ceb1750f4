import Foundation
import Rendering
import RenderingCairo
import Testing

@testable import NoteWallCore

@Suite("NoteWall main app: videos, wallpaper choices, saving, the shortcut")
struct MainAppTests {
  @Test("NW-3.5: a remote video from configuration, else the bundled one, else the text version")
  func videoSource() throws {
    let bundled = URL(fileURLWithPath: "/app/welcome-video.mp4")
    let remote = "https://cdn.example.com/welcome-video.mp4"
    #expect(VideoSource.resolve(remote: remote, bundled: bundled) == .remote(try #require(URL(string: remote))))
    #expect(VideoSource.resolve(remote: "not a url", bundled: bundled) == .bundled(bundled))
    #expect(VideoSource.resolve(remote: "http://insecure.example.com/v.mp4", bundled: bundled) == .bundled(bundled))
    #expect(VideoSource.resolve(remote: nil, bundled: nil) == .textOnly)
  }

  @Test("Muted guide videos mix with the user's music; picture-in-picture or sound takes the playback session")
  func audioCategory() {
    #expect(GuideAudioCategory.launch == .ambient)
    #expect(GuideAudioCategory.needed(pictureInPicture: false, unmuted: false) == .ambient)
    #expect(GuideAudioCategory.needed(pictureInPicture: true, unmuted: false) == .playbackMixing)
    #expect(GuideAudioCategory.needed(pictureInPicture: false, unmuted: true) == .playback)
  }

  @Test("NW-3.1 / NW-4.2 / NW-7.2: every guide video ships, 9:16 H.264 in the bundle's Videos folder")
  func guideVideosShip() throws {
    let videos = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Apps/NoteWall/\(GuideVideo.bundleSubdirectory)")
    for video in GuideVideo.allCases {
      let data = try Data(contentsOf: videos.appendingPathComponent(video.fileName))
      #expect(data.count > 100_000 && data.count < 2_000_000, "\(video.fileName): a walkthrough, and small")
      #expect(data.dropFirst(4).prefix(4) == Data("ftyp".utf8), "\(video.fileName) is an MP4")
      #expect(GuideTimeline.size.height / GuideTimeline.size.width == 16.0 / 9.0)
    }
  }

  @Test("The bundled videos are looked up in the folder the Xcode target copies them into")
  func bundledVideoFolder() throws {
    let project = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Apps/project.yml")
    let yaml = try String(contentsOf: project, encoding: .utf8)
    // A folder reference keeps its last path component as a folder inside the bundle.
    #expect(yaml.contains("- path: NoteWall/\(GuideVideo.bundleSubdirectory)\n        type: folder"))
  }

  @Test(
    "NW-3.2 / NW-3.6: mute, play/pause, skip 3 s within the video, progress; paused in the background, resumed after")
  func playback() {
    var video = VideoPlayback(duration: 20)
    #expect(video.isPlaying && video.isMuted)
    video.toggleMute()
    #expect(!video.isMuted)
    video.skipBackward()
    #expect(video.position == 0)
    video.skipForward()
    video.skipForward()
    #expect(video.position == 6 && video.progress == 0.3)
    video.seek(to: 19)
    video.skipForward()
    #expect(video.position == 20)
    video.seek(to: .nan)
    #expect(video.position == 20)
    video.enteredBackground()
    #expect(!video.isPlaying)
    video.enteredForeground()
    #expect(video.isPlaying)
    video.togglePlay()
    video.enteredBackground()
    video.enteredForeground()
    #expect(!video.isPlaying, "a video the user paused stays paused")
    #expect(VideoPlayback(duration: .infinity).progress == 0)
  }

  @Test(
    "NW-6.1 / NW-6.2 / NW-6.4 / NW-10.2: a change regenerates both images where the shortcut reads them; no home choice keeps the current one"
  )
  func regenerate() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("notewall-export-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let device = try #require(DeviceProfile.named("iPhone 15"))
    let generator = WallpaperGenerator(
      device: device, renderer: CairoRenderer(), exporter: WallpaperExporter(root: root))
    var notes = NoteList()
    try notes.add("Call mum")
    var settings = WallpaperSettings()
    settings.lock = .color(.white)
    settings.home = .preset(.gray)
    #expect(HomeScreenChoice.presets == [.black, .gray, .white])

    let first = generator.regenerate(notes: notes, settings: settings)
    #expect(first.status == .saved && first.status.message == "Saved. Your wallpaper is ready.")
    let lock = try Data(contentsOf: generator.exporter.lockScreenFile)
    // JPEG (docs/benchmarks.md), white behind the notes, at the device's full pixel size.
    #expect(lock.starts(with: [0xFF, 0xD8, 0xFF]))
    let bounds = device.bounds
    let decoded = try CairoRenderer().renderPixels(
      DisplayList(
        size: Size(width: bounds.width, height: bounds.height), items: [.image(ImageItem(data: lock, frame: bounds))]),
      pixelWidth: device.pixelWidth)
    #expect(decoded.width == device.pixelWidth && decoded.height == device.pixelHeight)
    #expect(decoded.color(x: 20, y: device.pixelHeight - 20).red > 250)
    #expect(FileManager.default.fileExists(atPath: generator.exporter.homeScreenFile.path))

    try notes.add("Gym at 7")
    settings.home = .unchanged
    #expect(generator.regenerate(notes: notes, settings: settings).status == .saved)
    #expect(try Data(contentsOf: generator.exporter.lockScreenFile) != lock, "the note change redrew the lock screen")
    // Keep Current: no home image is left for the shortcut to set, and nothing else is in its folders.
    #expect(!FileManager.default.fileExists(atPath: generator.exporter.homeScreenFile.path))
    #expect(ShortcutContract.folderContents(in: generator.exporter.root) == [ShortcutContract.lockScreenPath])

    let blocked = WallpaperExporter(root: URL(fileURLWithPath: "/proc/notewall"))
    guard case .failed = blocked.save(lockScreen: lock, homeScreen: .keepCurrent) else {
      Issue.record("saving under /proc should fail")
      return
    }
    #expect(SaveStatus.saving.message == "Saving…")
    // A photo that cannot be drawn is said in the user's words, not the renderer's, and nothing is written.
    settings.lock = .photo
    let before = try Data(contentsOf: generator.exporter.lockScreenFile)
    let undrawable = generator.regenerate(
      notes: notes, settings: settings, lockPhoto: (Data("not a photo".utf8), brightness: .uniform(0.5)))
    #expect(
      undrawable.status.message.text
        == "Couldn't save the wallpaper. The image couldn't be drawn. Try again, or choose another photo.")
    #expect(try Data(contentsOf: generator.exporter.lockScreenFile) == before, "the last good wallpaper is kept")
    // The video controls' spoken labels follow the state and the skip length; the progress is clamped.
    #expect(NoteWallCopy.Accessibility.percent(0.456) == "46 percent")
    #expect(
      NoteWallCopy.Accessibility.percent(.nan) == "0 percent" && NoteWallCopy.Accessibility.percent(7) == "100 percent")
    #expect(
      NoteWallCopy.Accessibility.skipBack == "Back 3 seconds" && NoteWallCopy.Accessibility.mute(true) == "Unmute")
  }

  @Test(
    "NW-10.3: Update Wallpaper runs the spec's shortcut by its name, which calls back to the app with the run's token")
  func shortcut() throws {
    let url = try #require(ShortcutRunner.runURL(name: ShortcutRunner.shortcutName, run: "T-1"))
    #expect(
      url.absoluteString
        == "shortcuts://x-callback-url/run-shortcut?name=Set%20NoteWall%20Wallpaper"
        + "&x-success=notewall%3A%2F%2Fwallpaper-updated%3Frun%3DT-1"
        + "&x-error=notewall%3A%2F%2Fwallpaper-failed%3Frun%3DT-1&x-cancel=notewall%3A%2F%2Fwallpaper-failed%3Frun%3DT-1"
    )
    let items = try #require(URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems)
    #expect(items.first { $0.name == "x-success" }?.value == "notewall://wallpaper-updated?run=T-1")
    let back = try #require(URL(string: "notewall://wallpaper-failed?run=T-1&errorMessage=Denied"))
    #expect(ShortcutRunner.runToken(from: back) == "T-1" && ShortcutRunner.callback(from: back) == .failed("Denied"))
  }

  @Test("NW-10.1: a deleted note can be brought back in its place with Undo, until the notes change again")
  @MainActor func undoDelete() async throws {
    let world = World()
    let model = try await world.mainApp(note: "Call mum")
    model.add("Buy milk")
    model.add("Water plants")
    let milk = try #require(model.notes.list.notes.first { $0.text == "Buy milk" })
    model.notes.delete(milk.id)
    #expect(
      model.notes.list.notes.map(\.text) == ["Call mum", "Water plants"] && model.notes.recentlyDeleted?.note == milk)
    await model.wallpaper.finishWork()
    #expect(
      model.wallpaper.layout?.placed.map(\.text) == ["Call mum", "Water plants"], "gone from the wallpaper at once")
    model.notes.undoDelete()
    #expect(
      model.notes.list.notes.map(\.text) == ["Call mum", "Buy milk", "Water plants"]
        && model.notes.recentlyDeleted == nil)
    await model.wallpaper.finishWork()
    #expect(model.wallpaper.layout?.placed.map(\.text) == ["Call mum", "Buy milk", "Water plants"])
    let reread = world.dependencies.store.read(NoteList.key)
    #expect(reread.notes.map(\.id) == model.notes.list.notes.map(\.id), "saved with its own id")
    model.notes.delete(milk.id)
    model.add("Post letter")
    #expect(model.notes.recentlyDeleted == nil, "another change ends the offer")
    model.notes.undoDelete()
    #expect(!model.notes.list.notes.contains(milk))
    await model.lockScreen.remindersFinished()
  }

  @Test("NW-10.1: a note marked done stays in the list and leaves the wallpaper; Not Done puts it back in its place")
  @MainActor func doneNotes() async throws {
    let world = World()
    let model = try await world.mainApp(note: "Call mum")
    model.add("Buy milk")
    model.add("Water plants")
    let milk = try #require(model.notes.list.notes.first { $0.text == "Buy milk" })
    model.notes.setDone(milk.id, true)
    await model.wallpaper.finishWork()
    #expect(model.notes.list.notes.map(\.text) == ["Call mum", "Buy milk", "Water plants"])
    #expect(model.wallpaper.layout?.placed.map(\.text) == ["Call mum", "Water plants"])
    #expect(world.dependencies.store.read(NoteList.key).notes.first { $0.id == milk.id }?.isDone == true, "saved")
    model.notes.setDone(milk.id, false)
    await model.wallpaper.finishWork()
    #expect(model.wallpaper.layout?.placed.map(\.text) == ["Call mum", "Buy milk", "Water plants"])
    // A notes file from before "done" existed reads every note as not done.
    let old = #"{"notes":[{"id":"\#(UUID().uuidString)","text":"Old note"}]}"#
    let list = try JSONDecoder().decode(NoteList.self, from: Data(old.utf8))
    #expect(list.notes.map(\.isDone) == [false] && list.wallpaperTexts == ["Old note"])
    await model.lockScreen.remindersFinished()
  }

  @Test("NW-9.1: a saved note longer than today's limit is read whole and written back whole; blank ones hold nothing")
  func longSavedNoteKept() throws {
    let long = String(repeating: "word ", count: 120)
    let id = UUID()
    let json =
      #"{"notes":[{"id":"\#(id.uuidString)","text":"  \#(long)"},{"id":"\#(UUID().uuidString)","text":"   "}]}"#
    let list = try JSONDecoder().decode(NoteList.self, from: Data(json.utf8))
    let trimmed = long.trimmingCharacters(in: .whitespaces)
    #expect(list.notes == [WallNote(id: id, text: trimmed)] && trimmed.count > WallpaperLayout.maximumCharacters)
    let again = try JSONDecoder().decode(NoteList.self, from: JSONEncoder().encode(list))
    #expect(again == list, "the next save writes it back unchanged")
  }
}
