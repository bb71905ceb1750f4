import AppServices
import AppServicesTestSupport
import DesignSystem
import Foundation
import Rendering
import RenderingCairo
import SharedStore
import Testing

@testable import QuoteVaultCore

/// A photo of one colour, as a JPEG the picker could hand over (`width` x `height` pixels).
func solidPhoto(_ color: RGBAColor, width: Int = 400, height: Int = 300) throws -> Data {
  let frame = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
  let list = DisplayList(size: frame.size, items: [.fill(ShapeFill(shape: .rect(frame), paint: .solid(color)))])
  return try CairoRenderer().renderJPEG(list, pixelWidth: width, quality: 0.95)
}

/// A fresh folder for one test's store, removed by the caller.
func themeFolder() -> URL {
  FileManager.default.temporaryDirectory.appendingPathComponent("qv-theme-\(UUID().uuidString)")
}

/// Reading mode's theme: backgrounds whose text reads at WCAG AA over every colour they show, the choice kept on
/// the device, a damaged file that costs only the choice (never the photo), and photos made safe to keep.
@MainActor
@Suite("QuoteVault reading theme: backgrounds, fonts and the user's photo")
struct ReadingThemeTests {
  let renderer = CairoRenderer()

  @Test(
    "Every background keeps the quote and its author at 4.5:1 over every colour it shows, the photo's over any photo")
  func everyBackgroundReads() {
    #expect(ReadingBackground.builtIn.count >= 8 && ReadingBackground.builtIn.contains { $0.isGradient })
    #expect(ReadingBackground.builtIn.contains { !$0.isGradient })
    for background in ReadingBackground.allCases {
      // What the reading view draws: the theme's ink and softer author ink, over the background's colours
      // (`colors`, the stops of its gradient), sampled at every 5 % between them, as the gradient passes.
      let theme = ReadingTheme(background: background, font: .serif)
      let samples = (0...20).map { background.color(at: Double($0) / 20) }
      // The photo's worst cases: a pure white and a pure black photo under its scrim.
      let photos: [RGBAColor] = background.scrim.map { _ in [.white, .black] } ?? []
      let shown =
        photos.isEmpty
        ? samples : photos.compactMap { photo in background.scrim.map { $0.composited(over: photo) } }
      for color in shown {
        #expect(Contrast.ratio(theme.ink, on: color) >= Contrast.minimumForText, "\(background): quote on \(color)")
        #expect(
          Contrast.ratio(theme.secondaryInk, on: color) >= Contrast.minimumForText, "\(background): author on \(color)"
        )
      }
      // The card paints the same colours the view reads.
      if case .linearGradient(_, _, let stops) = background.paint(in: Size(width: 10, height: 10)) {
        #expect(stops.map(\.color) == background.colors)
      } else {
        #expect(background.paint(in: Size(width: 10, height: 10)) == .solid(background.colors[0]))
      }
    }
    #expect(ReadingBackground.photo.scrim != nil && ReadingBackground.builtIn.allSatisfy { $0.scrim == nil })
  }

  @Test("A background and a font chosen are kept: the next sheet, and the app after a relaunch, start with them")
  func choiceIsKept() throws {
    let folder = themeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = SharedStore(directory: folder)
    let sheet = ReadingThemeModel(store: store, renderer: renderer)
    #expect(sheet.theme == .standard && sheet.photo == nil)
    #expect(!sheet.backgrounds.contains(.photo), "no photo offered before one is chosen")
    var told: [ReadingTheme] = []
    sheet.onChange = { theme, _ in told.append(theme) }
    sheet.select(.ocean)
    sheet.select(.oldStyle)
    sheet.select(.photo)
    #expect(sheet.theme == ReadingTheme(background: .ocean, font: .oldStyle), "no photo yet: nothing to choose")
    #expect(
      told == [ReadingTheme(background: .ocean, font: .serif), ReadingTheme(background: .ocean, font: .oldStyle)])
    let again = ReadingThemeModel(store: SharedStore(directory: folder), renderer: renderer)
    #expect(again.theme == ReadingTheme(background: .ocean, font: .oldStyle))
    #expect(sheet.problem == nil)
  }

  @Test("A picked photo is kept as a 1080 x 1920 JPEG and becomes the background; Remove Photo takes it away")
  func photoBecomesBackground() async throws {
    let folder = themeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = SharedStore(directory: folder)
    let sheet = ReadingThemeModel(store: store, renderer: renderer)
    await sheet.photoPicked(try solidPhoto(RGBAColor(hex: 0x3366CC), width: 4000, height: 3000))
    #expect(sheet.problem == nil && sheet.theme.background == .photo)
    let kept = try #require(ReadingPhoto.load(from: folder))
    #expect(sheet.photo == kept && kept.starts(with: [0xFF, 0xD8, 0xFF]))
    let size = try #require(ImageHeader.dimensions(of: kept))
    #expect(size.0 == ReadingPhoto.pixelWidth && size.1 == ReadingPhoto.pixelHeight, "downscaled and cropped")
    #expect(kept.count < 2_000_000)
    #expect(sheet.backgrounds.last == .photo)
    sheet.removePhoto()
    #expect(ReadingPhoto.load(from: folder) == nil && sheet.photo == nil)
    #expect(sheet.theme.background == ReadingTheme.standard.background && !sheet.backgrounds.contains(.photo))
  }

  @Test("A new photo over Your Photo reaches the open reader and the widget: a new revision, written, reloaded")
  func secondPhotoReplacesFirst() async throws {
    let folder = themeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let widgetCenter = SimulatedWidgetCenter(kinds: QuoteVaultShared.appGroup.widgetKinds)
    let store = SharedStore(
      directory: folder, onWrite: widgetCenter.reloadHook(kinds: QuoteVaultShared.appGroup.widgetKinds))
    let reader = QuoteReaderModel(source: .favorites, showing: nil, list: { [] })
    let sheet = ReadingThemeModel(store: store, renderer: renderer)
    sheet.onChange = { [weak reader] theme, photo in reader?.show(theme: theme, photo: photo) }
    await sheet.photoPicked(try solidPhoto(RGBAColor(hex: 0x3366CC)))
    let first = try #require(reader.photo)
    let firstRevision = reader.theme.photoRevision
    let reloads = (widgetCenter.reloaded.count + widgetCenter.refused.count)

    await sheet.photoPicked(try solidPhoto(RGBAColor(hex: 0xCC6633)))
    #expect(sheet.problem == nil && reader.theme.background == .photo)
    #expect(reader.theme.photoRevision != firstRevision, "the reader reads the second photo's revision")
    let second = try #require(reader.photo)
    #expect(second != first && second == ReadingPhoto.load(from: folder), "the reader draws the new photo")
    #expect(ReadingThemeModel.read(store).photoRevision == reader.theme.photoRevision, "written, for the widget")
    #expect((widgetCenter.reloaded.count + widgetCenter.refused.count) > reloads, "the widget is asked to reload")
    #expect(ReadingPhoto.loadForWidget(from: folder) != nil)
  }

  @Test("A damaged theme file falls back to the default theme; the photo is kept and can be chosen again")
  func damagedFileKeepsPhoto() async throws {
    let folder = themeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = SharedStore(directory: folder)
    let sheet = ReadingThemeModel(store: store, renderer: renderer)
    sheet.select(.handwritten)
    await sheet.photoPicked(try solidPhoto(.white))
    let photo = try #require(ReadingPhoto.load(from: folder))
    let file = folder.appendingPathComponent("\(QuoteVaultShared.readingTheme.name).json")
    try Data("{\"schemaVersion\":1,\"value\":{\"backgr".utf8).write(to: file)
    let after = ReadingThemeModel(store: SharedStore(directory: folder), renderer: renderer)
    #expect(after.theme == .standard, "the default theme")
    #expect(after.photo == photo && after.backgrounds.contains(.photo), "the photo is still there to choose")
    after.select(.photo)
    #expect(after.theme.background == .photo)
    // A field a newer build wrote costs that field alone.
    try Data(#"{"schemaVersion":1,"value":{"background":"aurora","font":"oldStyle"}}"#.utf8).write(to: file)
    #expect(ReadingThemeModel.read(SharedStore(directory: folder)) == ReadingTheme(font: .oldStyle))
  }

  @Test("A huge, oversized or corrupt photo is refused in words, and the background and earlier photo stay")
  func hostilePhotosRefused() async throws {
    let folder = themeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let sheet = ReadingThemeModel(store: SharedStore(directory: folder), renderer: renderer)
    await sheet.photoPicked(try solidPhoto(RGBAColor(hex: 0x224488)))
    let earlier = try #require(ReadingPhoto.load(from: folder))
    sheet.select(.forest)
    // A PNG header claiming 30,000 x 30,000 pixels (900 megapixels) in a few bytes: refused before decoding.
    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
    png += [0, 0, 0x75, 0x30, 0, 0, 0x75, 0x30, 8, 6, 0, 0, 0, 0, 0, 0, 0]
    let cases: [(Data, String)] = [
      (Data(count: ReadingPhoto.maximumInput + 1), "That photo is over 40 MB. Choose a smaller one."),
      (Data(png), "That photo is too large to use. Choose one under 60 megapixels."),
      (Data("not a photo at all".utf8), "That photo can't be read. Choose a JPEG, PNG or HEIC photo."),
      (Data(try solidPhoto(.white).prefix(300)), "That photo can't be read. Choose a JPEG, PNG or HEIC photo."),
      (Data(), "That photo can't be read. Choose a JPEG, PNG or HEIC photo."),
    ]
    for (data, words) in cases {
      await sheet.photoPicked(data)
      #expect(sheet.problem == words)
      #expect(sheet.theme.background == .forest && ReadingPhoto.load(from: folder) == earlier)
      #expect(sheet.photo == earlier)
    }
    // The picker could not hand a photo over (iCloud offline): its own words, not a wrong format's.
    sheet.photoUnavailable()
    #expect(
      sheet.problem
        == "That photo couldn't be loaded from your library. If it is in iCloud, check your connection and try again.")
    sheet.select(.ocean)
    #expect(sheet.problem == nil, "the next choice clears what was said")
  }

  @Test("A photo that cannot be saved says so and keeps the previous background")
  func failedSaveKeepsBackground() async throws {
    let folder = themeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = SharedStore(directory: folder)
    // A file where the photo's folder must be: the write fails as a full or broken disk would (root ignores
    // permissions, so a read-only folder cannot stand in).
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let blocker = folder.appendingPathComponent("blocked")
    try Data("x".utf8).write(to: blocker)
    let sheet = ReadingThemeModel(store: store, renderer: renderer, photoFolder: blocker.appendingPathComponent("in"))
    sheet.select(.ember)
    await sheet.photoPicked(try solidPhoto(.white))
    #expect(sheet.problem == "The photo could not be saved, so your background is unchanged.")
    #expect(sheet.theme.background == .ember && sheet.photo == nil)
    #expect(ReadingThemeModel.read(store).background == .ember)
  }

  @Test("My Theme on the share card draws the reading theme: its gradient, ink and font, the photo under its scrim")
  func shareCardDrawsTheme() throws {
    let quote = Quote(id: 7, text: "Begin anywhere.", author: "John Cage", category: "Motivation")
    let theme = ReadingTheme(background: .ocean, font: .oldStyle)
    let card = ShareCard.make(quote, style: ShareCardStyle(background: .myTheme), theme: theme, measurer: renderer)
    #expect(card.quoteText.font.role == .oldStyleSerif && card.quoteText.color == theme.ink)
    let pixels = try renderer.renderPixels(card.list, pixelWidth: 270)
    let top = pixels.color(x: 2, y: 2)
    let bottom = pixels.color(x: 2, y: pixels.height - 3)
    let (first, last) = (ReadingBackground.ocean.colors[0], ReadingBackground.ocean.colors[1])
    #expect(abs(Double(top.red) - first.red * 255) < 6 && abs(Double(top.blue) - first.blue * 255) < 6)
    #expect(abs(Double(bottom.red) - last.red * 255) < 6 && abs(Double(bottom.blue) - last.blue * 255) < 6)
    // A white photo under the 60 % black scrim: 40 % grey behind the text.
    let photo = try ReadingPhoto.prepare(try solidPhoto(.white), renderer: renderer)
    let photoCard = ShareCard.make(
      quote, style: ShareCardStyle(background: .myTheme), theme: ReadingTheme(background: .photo, font: .sans),
      photo: photo, measurer: renderer)
    let corner = try renderer.renderPixels(photoCard.list, pixelWidth: 270).color(x: 2, y: 2)
    #expect(abs(Int(corner.red) - 102) <= 4 && abs(Int(corner.green) - 102) <= 4, "the scrim over the photo")
    // The share sheet's model reads the theme kept on the device.
    let folder = themeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = SharedStore(directory: folder)
    try store.write(theme, for: QuoteVaultShared.readingTheme)
    let sheet = ShareCardModel(quote: quote, renderer: renderer, photos: SimulatedPhotoLibrary(), store: store)
    sheet.background = .myTheme
    #expect(sheet.theme == theme && sheet.card.quoteText.font.role == .oldStyleSerif)
  }

  @Test("Use on Widget is kept; the widget draws the theme's background and ink, the photo as a 540-pixel copy")
  func widgetDrawsTheme() async throws {
    let folder = themeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = SharedStore(directory: folder)
    let sheet = ReadingThemeModel(store: store, renderer: renderer)
    #expect(!sheet.theme.onWidget, "the widget keeps the app's look until asked")
    sheet.select(.forest)
    sheet.setOnWidget(true)
    let kept = ReadingThemeModel.read(SharedStore(directory: folder))
    #expect(kept == ReadingTheme(background: .forest, font: .serif, onWidget: true))
    let quote = Quote(id: 9, text: "Act as if what you do makes a difference.", author: "William James", category: "")
    let scene = QuoteWidgetScene.make(
      family: .medium, quote: quote, scheme: .light, reading: kept, measurer: renderer)
    #expect(scene.quoteText.color == kept.ink && scene.quoteFits)
    let drawn = try renderer.renderPixels(scene.list, pixelWidth: 338)
    let top = drawn.color(x: drawn.width / 2, y: 1)
    let first = ReadingBackground.forest.colors[0]
    #expect(abs(Double(top.green) - first.green * 255) < 8 && abs(Double(top.red) - first.red * 255) < 8)
    // The photo: the widget reads its own small copy, kept beside the full one.
    await sheet.photoPicked(try solidPhoto(.white, width: 3000, height: 4000))
    let copy = try #require(ReadingPhoto.loadForWidget(from: folder))
    let size = try #require(ImageHeader.dimensions(of: copy))
    #expect(size.0 == ReadingPhoto.widgetPixelWidth && size.1 == 960, "about 2 MB once decoded")
    let photoScene = QuoteWidgetScene.make(
      family: .small, quote: quote, scheme: .dark, reading: sheet.theme, photo: copy, measurer: renderer)
    let middle = try renderer.renderPixels(photoScene.list, pixelWidth: 170).color(x: 85, y: 4)
    #expect(abs(Int(middle.red) - 102) <= 4, "white photo under the scrim")
    sheet.removePhoto()
    #expect(ReadingPhoto.loadForWidget(from: folder) == nil, "the widget's copy goes with the photo")
  }
}
