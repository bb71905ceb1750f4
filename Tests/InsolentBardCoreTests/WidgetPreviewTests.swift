import DesignSystem
import Foundation
import InsolentBardCore
import Rendering
import RenderingCairo
import Testing

@Suite("Widget previews (bard widget)")
struct WidgetPreviewTests {
  let renderer = CairoRenderer()

  func entry(_ insult: String) -> WidgetEntry {
    WidgetEntry(
      date: date("2026-11-21T14:05:00Z"), insult: insult, updatedLabel: "5 minutes ago",
      updatedAt: date("2026-11-21T14:00:00Z"), isFallback: false)
  }

  /// The hardest insults to fit: the kit's longest words by characters, its widest words as IM FELL English
  /// draws them at the medium widget's size, and the fallback line.
  var longestInsults: [String] {
    let kit = InsultKit.full
    let font = FontSpec(role: .oldStyleSerif, size: BardWidgetLayout.of(.medium).insultFont.basePointSize)
    func width(_ word: String) -> Double {
      renderer.measure(word, font: font, width: 10_000, lineSpacing: 0).size.width
    }
    let longest = Insult(
      adjective: kit.adjectives.max { $0.text.count < $1.text.count }!,
      compound: kit.compounds.max { $0.text.count < $1.text.count }!,
      noun: kit.nouns.max { $0.text.count < $1.text.count }!)
    let widest = Insult(
      adjective: kit.adjectives.max { width($0.text) < width($1.text) }!,
      compound: kit.compounds.max { width($0.text) < width($1.text) }!,
      noun: kit.nouns.max { width($0.text) < width($1.text) }!)
    return [longest.text, widest.text, BardCopy.fallbackInsult]
  }

  @Test("IB-3.2 / IB-3.3: medium and large previews fit the longest insult whole, under the title, in IM FELL English")
  func longestInsultFits() throws {
    for family in [BardWidgetFamily.medium, .large] {
      for insult in longestInsults {
        let scene = BardWidgetScene.make(family: family, entry: entry(insult), scheme: .light, measurer: renderer)
        #expect(!scene.overflows, "\(family): \(insult)")
        let texts = scene.list.items.compactMap { item -> TextItem? in
          if case .text(let text) = item { return text }
          return nil
        }
        #expect(texts.contains { $0.text.contains("THE INSOLENT BARD") })
        #expect(texts.contains { $0.text == insult })
        #expect(texts.contains { $0.text == "Updated 5 minutes ago" })
        let insultItem = try #require(texts.first { $0.text == insult })
        #expect(insultItem.font.role == .oldStyleSerif)
        // Measured with the font the widget ships (Apps/InsolentBard/Fonts), not a stand-in of other widths.
        #expect(renderer.familiesDrawn(insult, font: insultItem.font) == ["IM FELL English"], "\(family): \(insult)")
      }
    }
  }

  @Test(
    "IB-3.2 / IB-3.3: the whole insult fits at every Dynamic Type size the widgets follow, titles scaling too",
    arguments: DynamicTypeSize.allCases.filter { $0 <= BardWidgetLayout.largestTypeSize })
  func fitsAtEveryTypeSize(typeSize: DynamicTypeSize) throws {
    for family in [BardWidgetFamily.medium, .large] {
      for insult in longestInsults {
        let scene = BardWidgetScene.make(
          family: family, entry: entry(insult), scheme: .light, measurer: renderer, typeSize: typeSize)
        #expect(!scene.overflows, "\(family) at \(typeSize): \(insult)")
        let texts = scene.list.items.compactMap { item -> TextItem? in
          if case .text(let text) = item { return text }
          return nil
        }
        let title = try #require(texts.first { $0.text.contains("THE INSOLENT BARD") })
        #expect(title.font.size == BardWidgetLayout.of(family).titleFont.metrics(at: typeSize).pointSize)
        let bounds = Rect(x: 0, y: 0, width: family.previewSize.width, height: family.previewSize.height)
        for item in texts { #expect(bounds.contains(item.frame), "\(family) at \(typeSize): \(item.text)") }
      }
    }
  }

  @Test("The another-insult button is a 44-point target, inside the widget, clear of the insult")
  func anotherInsultTarget() throws {
    for family in [BardWidgetFamily.medium, .large] {
      for typeSize in [DynamicTypeSize.xSmall, .default, BardWidgetLayout.largestTypeSize] {
        let insult = longestInsults[0]
        let scene = BardWidgetScene.make(
          family: family, entry: entry(insult), scheme: .light, measurer: renderer, typeSize: typeSize)
        let button = try #require(scene.anotherInsultButton)
        #expect(button.width >= 44 && button.height >= 44)
        let bounds = Rect(x: 0, y: 0, width: family.previewSize.width, height: family.previewSize.height)
        #expect(bounds.contains(button))
        let insultItem = try #require(
          scene.list.items.compactMap { item -> TextItem? in
            if case .text(let text) = item, text.text == insult { return text }
            return nil
          }.first)
        #expect(!insultItem.frame.intersects(button), "\(family) at \(typeSize)")
      }
    }
    #expect(
      BardWidgetScene.make(family: .small, entry: entry("x"), scheme: .light, measurer: renderer)
        .anotherInsultButton == nil)
  }

  @Test("Every family renders at its size, @3x, in light and dark")
  func everyFamilyRenders() throws {
    for family in BardWidgetFamily.allCases {
      let (width, height) = family.previewSize
      var corners: [ColorScheme: UInt8] = [:]
      for scheme in ColorScheme.allCases {
        let scene = BardWidgetScene.make(
          family: family, entry: entry(longestInsults[0]), scheme: scheme, measurer: renderer)
        let bitmap = try renderer.renderPixels(scene.list, pixelWidth: Int(width) * 3)
        #expect(bitmap.width == Int(width) * 3 && bitmap.height == Int(height) * 3)
        corners[scheme] = bitmap.color(x: bitmap.width / 2, y: 6).red
      }
      if !family.isLockScreen {
        // IB-3.5 as drawn: the parchment is light in light mode and dark in dark mode.
        #expect(corners[.light]! > 200 && corners[.dark]! < 60, "\(family)")
      }
    }
  }

  @Test("bard widget writes a PNG of the widget; bad families are refused")
  func commandLine() throws {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("bard-\(UUID().uuidString).png")
    let result = try runBard([
      "widget", "--family", "medium", "--out", out.path, "--at", "2026-11-21T14:05:00Z", "--time-zone", "UTC",
      "--appearance", "dark",
    ])
    #expect(result.status == 0, "\(result.error)")
    let bitmap = try Bitmap(png: Data(contentsOf: out))
    #expect(bitmap.width == 338 * 3 && bitmap.height == 158 * 3)
    let expected = InsultSchedule(interval: .hour, timeZone: utc).insult(at: date("2026-11-21T14:05:00Z")).text
    #expect(result.output == expected + "\n", "prints the insult it drew")
    let bad = try runBard(["widget", "--family", "huge", "--out", out.path])
    #expect(bad.status != 0 && bad.error.contains("--family must be one of"))
    let unwritable = try runBard(["widget", "--family", "small", "--out", "/nonexistent/dir/x.png"])
    #expect(unwritable.status != 0 && unwritable.error.contains("cannot write"))
  }
}
