import DesignSystem
import Foundation
import Rendering
import RenderingCairo
import SharedStore
import TestSupport
import Testing

@testable import NoteWallCore

@Suite("NoteWall wallpaper layout")
struct WallpaperLayoutTests {
  let renderer = CairoRenderer()

  static let short = ["Call mum", "Gym at 7", "Buy milk 🥛", "Read 20 pages", "Pay rent"]
  static let long =
    "Remember to send the quarterly report to Alex before the Friday meeting, and bring the printed slides"

  @Test(
    "NW-10.4: on every iPhone, with 1 to 20 short or very long notes and widgets on or off, no note touches the clock, the Dynamic Island, the widget row or the bottom controls",
    arguments: DeviceProfile.all)
  func noOverlap(device: DeviceProfile) {
    for widgets in [true, false] {
      for count in [1, 3, 5, 10, 20] {
        for texts in [Array(repeating: Self.short, count: 4).flatMap { $0 }, Array(repeating: Self.long, count: 20)] {
          let layout = WallpaperLayout.make(
            notes: Array(texts.prefix(count)), device: device, widgets: widgets, measurer: renderer)
          #expect(layout.placed.count + layout.unfit.count == count)
          for note in layout.placed {
            #expect(note.frame.x >= 0 && note.frame.maxX <= device.pointWidth)
            #expect(note.frame.y >= 0 && note.frame.maxY <= device.pointHeight)
            for zone in device.reservedZones(widgets: widgets) {
              #expect(!note.frame.intersects(zone), "\(device.id): \(note.frame) in \(zone)")
            }
          }
          for (first, second) in zip(layout.placed, layout.placed.dropFirst()) {
            #expect(!first.frame.intersects(second.frame))
          }
        }
      }
    }
  }

  @Test("NW-6.5: with widgets on the notes start below the widget row; off, just under the clock")
  func widgetsToggle() throws {
    let device = try #require(DeviceProfile.named("iPhone 16"))
    let on = WallpaperLayout.make(notes: Self.short, device: device, widgets: true, measurer: renderer)
    let off = WallpaperLayout.make(notes: Self.short, device: device, widgets: false, measurer: renderer)
    #expect(try #require(on.placed.first).frame.y > device.widgetRowBottom)
    #expect(try #require(off.placed.first).frame.y < device.widgetRowBottom)
    #expect(try #require(off.placed.first).frame.y > device.clockBottom)
  }

  @Test(
    "NW-10.4: text that does not fit shrinks to a readable minimum, then the notes left over are reported, never cut")
  func shrinkThenReport() throws {
    let device = try #require(DeviceProfile.named("iPhone SE"))
    let few = WallpaperLayout.make(
      notes: Array(Self.short.prefix(2)), device: device, widgets: true, measurer: renderer)
    #expect(few.fontSize == WallpaperLayout.maximumFontSize)
    let many = WallpaperLayout.make(
      notes: Array(repeating: Self.long, count: 12), device: device, widgets: true, measurer: renderer)
    #expect(many.fontSize == WallpaperLayout.minimumFontSize)
    #expect(!many.unfit.isEmpty)
    #expect(many.placed.allSatisfy { $0.text == Self.long }, "placed notes are whole")
    let middle = WallpaperLayout.make(
      notes: Array(repeating: "A note of middling length here", count: 8), device: device, widgets: true,
      measurer: renderer)
    #expect(middle.fontSize < WallpaperLayout.maximumFontSize && middle.fontSize > WallpaperLayout.minimumFontSize)
    #expect(middle.unfit.isEmpty)
  }

  @Test("NW-6.3: white, black and mid-grey backgrounds get the ink that reads (WCAG 4.5:1 or better)")
  func ink() {
    for preset in ColorPreset.allCases {
      let background = WallpaperBackground.color(preset)
      let ink = NoteInk.on(luminance: background.luminance)
      #expect(ink.contrast(onLuminance: background.luminance) >= Contrast.minimumForText, "\(preset)")
    }
    #expect(NoteInk.on(luminance: 1).color == .black)
    #expect(NoteInk.on(luminance: 0).color == .white)
  }

  @Test("NW-6.3: a photo's ink follows its brightness where the notes go, not elsewhere")
  func photoInk() throws {
    let renderer = CairoRenderer()
    let device = try #require(DeviceProfile.named("15"))
    let free = WallpaperLayout.freeRegion(on: device, widgets: true)
    // Black above the notes' region, white from its top down: the average is of the white part only.
    let photo = try renderer.renderJPEG(
      DisplayList(
        size: Size(width: device.pointWidth, height: device.pointHeight),
        items: [
          .fill(ShapeFill(shape: .rect(device.bounds), paint: .solid(.black))),
          .fill(
            ShapeFill(
              shape: .rect(Rect(x: 0, y: free.y, width: device.pointWidth, height: device.pointHeight - free.y)),
              paint: .solid(.white))),
        ]), pixelWidth: 393, quality: 0.9)
    let bitmap = try renderer.renderRGBA(
      PhotoLuminance.sampleScene(photo: photo, on: device), pixelWidth: PhotoLuminance.sampleWidth(for: device))
    #expect(
      PhotoLuminance.measure(photo: photo, on: device, renderer: renderer)?.range(in: free).mean
        == PhotoLuminance.average(of: bitmap, region: free, on: device))
    let underNotes = PhotoLuminance.average(of: bitmap, region: free, on: device)
    #expect(underNotes > 0.9)
    #expect(NoteInk.on(luminance: underNotes).color == .black)
    let underClock = PhotoLuminance.average(of: bitmap, region: device.clockZone, on: device)
    #expect(underClock < 0.05)
    // An empty sample or a region off the screen never divides by zero or reads outside the pixels.
    #expect(PhotoLuminance.average(of: RGBAPixels(width: 0, height: 0, rgba: []), region: free, on: device) == 0)
    // Bytes that do not cover the stated size are cut to the rows they hold, never read past (the region then
    // lies below them, so the rows there are averaged).
    let short = RGBAPixels(width: 98, height: 213, rgba: [UInt8](repeating: 255, count: 98 * 4 * 10 + 7))
    #expect(short.height == 10 && PhotoLuminance.average(of: short, region: free, on: device) > 0.99)
    #expect(PhotoLuminance.measure(photo: Data("not a photo".utf8), on: device, renderer: renderer) == nil)
    let offScreen = Rect(x: -500, y: 5000, width: 10, height: 10)
    #expect(PhotoLuminance.average(of: bitmap, region: offScreen, on: device).isFinite)
  }

  @Test("Device profiles: every supported iPhone, wallpapers at native pixel size, unmeasured screens say so")
  func profiles() throws {
    for name in ["iPhone SE", "iPhone 12 mini", "iPhone 13", "iPhone 15 Pro", "iPhone 14 Plus", "iPhone 16 Pro Max"] {
      #expect(DeviceProfile.named(name) != nil, "\(name)")
    }
    let pro = try #require(DeviceProfile.named("iPhone 16 Pro"))
    #expect(pro.pixelWidth == 1206 && pro.pixelHeight == 2622 && pro.scale == 3)
    #expect(pro.derivation != nil)
    #expect(DeviceProfile.named("iPhone 7") == nil)
  }

  @Test("NW-4.6: the instruction wallpaper is bright red and says SET THIS AS YOUR WALLPAPER")
  func instruction() throws {
    let device = try #require(DeviceProfile.named("iPhone 16"))
    let list = WallpaperScene.instruction(for: device)
    let pixels = try renderer.renderPixels(list, pixelWidth: 393)
    let corner = pixels.color(x: 5, y: 5)
    #expect(corner.red == 255 && corner.green == 0 && corner.blue == 0)
    #expect(
      list.items.contains { if case .text(let text) = $0 { text.text == "SET THIS AS YOUR WALLPAPER" } else { false } })
  }
}

@Suite("NoteWall notes")
struct NoteListTests {
  @Test(
    "NW-5.2 / NW-5.3 / NW-5.5 / NW-10.1: add, edit, delete and reorder; blank notes refused; Continue waits for one")
  func notes() throws {
    var list = NoteList()
    #expect(!list.canContinue)
    #expect(NoteList.emptyMessage == "Add at least one note to continue")
    #expect(NoteList.placeholder == "Type a note...")
    #expect(throws: NoteListError.blank) { try list.add("   \n") }
    #expect(throws: NoteListError.tooLong) { try list.add(String(repeating: "a", count: 401)) }
    let first = try list.add("  Call mum ")
    let second = try list.add("Gym at 7")
    #expect(list.canContinue)
    #expect(list.notes.map(\.text) == ["Call mum", "Gym at 7"])
    try list.edit(first.id, to: "Call dad")
    #expect(throws: NoteListError.blank) { try list.edit(first.id, to: "") }
    list.move(from: 1, to: 0)
    #expect(list.notes.map(\.id) == [second.id, first.id])
    list.move(from: 9, to: -3)
    list.delete(second.id)
    #expect(list.notes.map(\.text) == ["Call dad"])
  }

  @Test("NW-9.1: notes are stored as JSON and read back")
  func persisted() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notewall-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = SharedStore(directory: folder)
    var list = NoteList()
    try list.add("Water the plants")
    try store.write(list, for: NoteList.key)
    #expect(store.read(NoteList.key) == list)
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    let file = try #require(files.first { $0.hasPrefix("notewall-notes") })
    let json = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
    #expect(json.contains("Water the plants"))
  }
}

@Suite("NoteWall hostile input")
struct NoteWallFuzzTests {
  @Test(
    "Links the app is opened with: mutated notewall:// URLs are a callback or nothing, never a crash; messages stay short"
  )
  @MainActor func linkFuzz() throws {
    var fuzzer = Fuzzer(seed: 0x0CA11)
    let seeds = [
      "notewall://wallpaper-updated?run=T", "notewall://wallpaper-failed?run=T&errorMessage=No%20wallpaper%20selected",
      "notewall://wallpaper-failed?run=T", "notewall://wallpaper-updated",
      "shortcuts://x-callback-url/run-shortcut?name=NoteWall",
    ].map { Array($0.utf8) }
    let world = World()
    let model = world.model()
    try fuzzer.run(iterations: Fuzzer.iterations(standard: 2_000)) { (fuzzer: inout Fuzzer) throws in
      let bytes = fuzzer.chance(0.7) ? fuzzer.mutate(fuzzer.pick(seeds)) : fuzzer.bytes(upTo: 120)
      guard let url = URL(string: String(decoding: bytes, as: UTF8.self)) else { return }
      model.tapMessageOK()
      // A run the app started, so the mutated callbacks that carry its token are heard.
      model.lockScreen.pendingRun = "T"
      model.handle(url)
      if case .failed(let reason) = ShortcutRunner.callback(from: url) {
        #expect((reason?.count ?? 0) <= 200 && reason?.contains("\n") != true)
      }
      #expect((model.messageUp?.count ?? 0) < 500)
    }
    // The loop's last message is dismissed first: messages queue, so a new one waits behind one still up.
    model.tapMessageOK()
    model.lockScreen.pendingRun = "T"
    let long = "notewall://wallpaper-failed?run=T&errorMessage=" + String(repeating: "x", count: 5_000)
    model.handle(try #require(URL(string: long)))
    #expect(model.messageUp == NoteWallCopy.shortcutFailed(String(repeating: "x", count: 200)))
  }

  @Test("Notes file: a thousand mutated files read as notes or as the empty list, never a crash")
  func notesFile() throws {
    var fuzzer = Fuzzer(seed: 0x4E07)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notewall-fuzz-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = SharedStore(directory: folder)
    var list = NoteList()
    try list.add("Call mum")
    try list.add("Gym at 7 🏋️")
    try store.write(list, for: NoteList.key)
    let file = try #require(
      try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil).first)
    let original = try [UInt8](Data(contentsOf: file))
    #expect(store.read(NoteList.key) == list)
    try fuzzer.run(iterations: Fuzzer.iterations(standard: 1_000)) { (fuzzer: inout Fuzzer) throws in
      try Data(fuzzer.mutate(original)).write(to: file)
      let read = store.read(NoteList.key)
      #expect(read.notes.allSatisfy { !$0.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty })
    }
  }

  @Test(
    "Notes from a file or the user: random counts, lengths and characters always lay out inside the free region, every note placed or reported"
  )
  func layoutInput() throws {
    var fuzzer = Fuzzer(seed: 0x1A70)
    let renderer = CairoRenderer()
    let alphabet = Array("abc XYZ 123 e 7\n\t".utf8)
    let seeds = ["Call mum", String(repeating: "long words here ", count: 40), "🙂🙂🙂 中文 éß", " "]
    fuzzer.run(iterations: Fuzzer.iterations(standard: 150)) { fuzzer in
      let count = fuzzer.int(0...60)
      let notes = (0..<count).map { _ -> String in
        let bytes =
          fuzzer.chance(0.5)
          ? fuzzer.mutate(Array(fuzzer.pick(seeds).utf8)) : fuzzer.bytes(upTo: 600, alphabet: alphabet)
        return String(decoding: bytes, as: UTF8.self)
      }
      let device = fuzzer.pick(DeviceProfile.all)
      let widgets = fuzzer.chance(0.5)
      let layout = WallpaperLayout.make(notes: notes, device: device, widgets: widgets, measurer: renderer)
      let nonBlank = notes.filter { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
      #expect(layout.placed.map(\.text) + layout.unfit == nonBlank, "order kept, nothing lost")
      for note in layout.placed {
        #expect(note.frame.y >= layout.region.y && note.frame.maxY <= layout.region.maxY)
        #expect(device.reservedZones(widgets: widgets).allSatisfy { !note.frame.intersects($0) })
      }
    }
  }
}
