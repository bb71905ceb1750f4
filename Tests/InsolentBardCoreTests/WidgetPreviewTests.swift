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
  func longestInsultFits() async throws {
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
    "IB-3.2 / IB-3.3: the whole insult fits, as the widget lays it out, on every iPhone at every Dynamic Type size it follows",
    arguments: DynamicTypeSize.allCases.filter { $0 <= BardWidgetLayout.largestTypeSize })
  func fitsAtEveryTypeSize(typeSize: DynamicTypeSize) async throws {
    for family in [BardWidgetFamily.small, .medium, .large] {
      let layout = BardWidgetLayout.of(family)
      let metrics = layout.metrics(at: typeSize)
      for size in family.sizesOnPhones {
        // The box the SwiftUI view gives the insult (BardWidgetMetrics): what is fitted is what is drawn.
        let box = metrics.insultFrame(width: size.width, height: size.height)
        for insult in longestInsults {
          let scene = BardWidgetScene.make(
            family: family, entry: entry(insult), scheme: .light, measurer: renderer, typeSize: typeSize, size: size)
          #expect(!scene.overflows, "\(family) \(size) at \(typeSize): \(insult)")
          let texts = scene.list.items.compactMap { item -> TextItem? in
            if case .text(let text) = item { return text }
            return nil
          }
          // The small widget shows the epithet from xLarge up: the view shows this same text.
          let shown = layout.text(for: insult, at: typeSize)
          #expect((shown == insult) == !(family == .small && typeSize >= .xLarge))
          let drawn = try #require(texts.first { $0.text == shown })
          #expect(box.contains(drawn.frame), "\(family) \(size) at \(typeSize)")
          #expect(drawn.font.size >= metrics.insultMinimumSize - 0.01)
          let title = texts.first { $0.text.contains("THE INSOLENT BARD") }
          #expect((title != nil) == layout.showsTitle(at: typeSize), "the title goes only past xxxLarge, medium only")
          if let title {
            #expect(title.font.size == layout.titleFont.metrics(at: typeSize).pointSize)
            #expect(!drawn.frame.intersects(title.frame))
          }
          let bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
          for item in texts { #expect(bounds.contains(item.frame), "\(family) \(size) at \(typeSize): \(item.text)") }
        }
      }
    }
  }

  @Test(
    "IB-3.4: the circular widget's epithet fits whole on every iPhone's disc, the SE's 68 points included, at every Dynamic Type size it follows",
    arguments: DynamicTypeSize.allCases)
  func circularFitsOnEveryPhone(typeSize: DynamicTypeSize) throws {
    let layout = BardWidgetLayout.of(.circular)
    let smallest = try #require(BardWidgetFamily.circular.sizesOnPhones.min { $0.width < $1.width })
    #expect(smallest.width == 68 && smallest.height == 68, "the 375-point SE's disc")
    #expect(layout.metrics(at: typeSize).typeSize == min(typeSize, layout.typeSizeLimit), "the view caps it there")
    let kit = InsultKit.full
    let insults =
      kit.nouns.map { Insult(adjective: kit.adjectives[0], compound: kit.compounds[0], noun: $0).text }
      + [BardCopy.fallbackInsult]
    for size in BardWidgetFamily.circular.sizesOnPhones {
      let bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
      for insult in insults {
        let scene = BardWidgetScene.make(
          family: .circular, entry: entry(insult), scheme: .dark, measurer: renderer, typeSize: typeSize, size: size)
        let shown = layout.text(for: insult, at: typeSize)
        let place = "\(size) at \(typeSize): \(shown)"
        #expect(!scene.overflows, "\(place)")
        let drawn = try #require(
          scene.list.items.compactMap { item -> TextItem? in
            if case .text(let text) = item, text.text == shown { return text }
            return nil
          }.first)
        #expect(bounds.insetBy(dx: layout.padding, dy: layout.padding).contains(drawn.frame), "\(place)")
        #expect(drawn.font.size >= 9, "readable on the Lock Screen: \(place)")
        // Each line inside the disc, not only its square: both ends of its top and bottom edges within the radius.
        let lines = shown.split(separator: "\n").map(String.init)
        let measured = renderer.measure(shown, font: drawn.font, width: drawn.frame.width, lineSpacing: 0)
        #expect(measured.lineCount == lines.count, "no word broken onto a line of its own: \(place)")
        let lineHeight = measured.size.height / Double(lines.count)
        for (index, line) in lines.enumerated() {
          let half = renderer.measure(line, font: drawn.font, width: 10_000, lineSpacing: 0).size.width / 2
          let radius = size.width / 2
          for edge in [drawn.frame.y + Double(index) * lineHeight, drawn.frame.y + Double(index + 1) * lineHeight] {
            let dy = edge - size.height / 2
            #expect(half * half + dy * dy <= radius * radius, "\(place): \(line) passes the disc's edge")
          }
        }
      }
    }
  }

  @Test("The widget's rows add up to its height at every size: padding, title, gap, insult, footer, padding")
  func metricsAddUp() {
    for family in [BardWidgetFamily.small, .medium, .large] {
      for typeSize in DynamicTypeSize.allCases {
        let metrics = BardWidgetLayout.of(family).metrics(at: typeSize)
        #expect(metrics.typeSize <= BardWidgetLayout.largestTypeSize, "the view caps Dynamic Type there too")
        for size in family.sizesOnPhones {
          let box = metrics.insultFrame(width: size.width, height: size.height)
          let rows =
            metrics.padding + metrics.logoHeight + metrics.titleHeight + metrics.gap + box.height
            + metrics.footerHeight + metrics.padding
          #expect(abs(rows - size.height) < 0.001, "\(family) \(size) at \(typeSize)")
          #expect(box.height > 0 && box.width == size.width - 2 * metrics.padding)
        }
      }
    }
  }

  @Test("The another-insult button is a 44-point target, inside the widget, clear of the insult")
  func anotherInsultTarget() async throws {
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
  func everyFamilyRenders() async throws {
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
  func commandLine() async throws {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("bard-\(UUID().uuidString).png")
    defer { try? FileManager.default.removeItem(at: out) }
    let result = try await runBard([
      "widget", "--family", "medium", "--out", out.path, "--at", "2026-11-21T14:05:00Z", "--time-zone", "UTC",
      "--appearance", "dark",
    ])
    #expect(result.status == 0, "\(result.error)")
    let bitmap = try Bitmap(png: Data(contentsOf: out))
    #expect(bitmap.width == 338 * 3 && bitmap.height == 158 * 3)
    let expected = InsultSchedule(interval: .hour, timeZone: utc).insult(at: date("2026-11-21T14:05:00Z")).text
    #expect(result.output == expected + "\n", "prints the insult it drew")
    let bad = try await runBard(["widget", "--family", "huge", "--out", out.path])
    #expect(bad.status != 0 && bad.error.contains("--family must be one of"))
    let unwritable = try await runBard(["widget", "--family", "small", "--out", "/nonexistent/dir/x.png"])
    #expect(unwritable.status != 0 && unwritable.error.contains("cannot write"))
  }

  @Test("bard widget --language es draws the widget's words from its catalog in Spanish, the insult unchanged")
  func commandLineInSpanish() async throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let catalog = root.appendingPathComponent("Apps/InsolentBard/Widgets/Localizable.xcstrings").path
    let moment = ["--at", "2026-11-21T14:25:00Z", "--time-zone", "UTC", "--family", "medium"]
    var drawn: [Data] = []
    for language in [[], ["--language", "es", "--catalog", catalog]] {
      let out = FileManager.default.temporaryDirectory.appendingPathComponent("bard-\(UUID().uuidString).png")
      defer { try? FileManager.default.removeItem(at: out) }
      let result = try await runBard(["widget", "--out", out.path] + moment + language)
      #expect(result.status == 0, "\(result.error)")
      #expect(result.output.hasPrefix("Thou "), "the insult is Shakespeare's English in every language")
      drawn.append(try Data(contentsOf: out))
    }
    #expect(
      drawn.count == 2 && drawn[0] != drawn[1], "\"Updated 25 minutes ago\" is drawn as \"Actualizado hace 25 minutos\""
    )
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("bard-\(UUID().uuidString).png")
    defer { try? FileManager.default.removeItem(at: out) }
    let french = try await runBard(["widget", "--out", out.path, "--language", "fr", "--catalog", catalog] + moment)
    #expect(french.status != 0 && french.error.contains("has no fr; it has en, es"))
  }
}

@Suite("The share card (Share as Image)")
struct ShareCardTests {
  let renderer = CairoRenderer()

  @Test("The share card draws the whole insult in IM FELL English, the longest ones included, on a 1080-pixel square")
  func wholeInsultInTheBardsFont() async throws {
    let kit = InsultKit.full
    let longest = Insult(
      adjective: kit.adjectives.max { $0.text.count < $1.text.count }!,
      compound: kit.compounds.max { $0.text.count < $1.text.count }!,
      noun: kit.nouns.max { $0.text.count < $1.text.count }!)
    for insult in [longest.text, BardCopy.fallbackInsult, kit.insult(at: 0).text] {
      let scene = ShareCardScene.make(insult: insult, measurer: renderer)
      #expect(!scene.overflows, "\(insult)")
      let texts = scene.list.items.compactMap { item -> TextItem? in
        if case .text(let text) = item { return text }
        return nil
      }
      #expect(texts.map(\.text) == [BardCopy.widgetTitle, insult])
      let drawn = try #require(texts.last)
      #expect(drawn.font.role == ShareCardLayout.insultRole)
      #expect(drawn.font.size >= ShareCardLayout.minimumInsultSize)
      #expect(renderer.familiesDrawn(insult, font: drawn.font) == ["IM FELL English"])
      let card = Rect(x: 0, y: 0, width: ShareCardLayout.side, height: ShareCardLayout.side)
      for item in texts {
        #expect(card.insetBy(dx: ShareCardLayout.padding, dy: ShareCardLayout.padding).contains(item.frame))
      }
      #expect(!drawn.frame.intersects(texts[0].frame))
    }
    let bitmap = try renderer.renderPixels(
      ShareCardScene.make(insult: longest.text, measurer: renderer).list, pixelWidth: Int(ShareCardLayout.side))
    #expect(bitmap.width == 1080 && bitmap.height == 1080)
  }
}
