import AppServices
import ArgumentParser
import DesignSystem
import Foundation
import QuoteVaultCore
import Rendering
import RenderingCairo
import ToolSupport

struct Card: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "share-card", abstract: "Draw a quote as a share card (PNG).")
  @OptionGroup var options: DeviceOptions
  @Argument(help: "The quote's ID; default: today's quote.") var id: Int64?
  @Option(help: "1, 2 or 3, or classic, bold or minimal.") var template = "classic"
  @Option(help: "original, dark, paper, accent or myTheme (the reading theme kept in the store).") var background =
    "original"
  @Option(help: "original, serif, sans or handwritten.") var font = "original"
  @Option(help: "The PNG to write.") var out = "quote-card.png"

  @MainActor func run() async throws {
    let numbered = Int(template).flatMap {
      ShareCardTemplate.allCases.indices.contains($0 - 1) ? ShareCardTemplate.allCases[$0 - 1] : nil
    }
    guard let style = numbered ?? ShareCardTemplate(rawValue: template) else {
      throw ValidationError(
        "--template must be one of \(ShareCardTemplate.allCases.map(\.rawValue).joined(separator: ", ")).")
    }
    guard let paint = ShareCardBackground(rawValue: background) else {
      throw ValidationError(
        "--background must be one of \(ShareCardBackground.allCases.map(\.rawValue).joined(separator: ", ")).")
    }
    guard let face = ShareCardFont(rawValue: font) else {
      throw ValidationError("--font must be one of \(ShareCardFont.allCases.map(\.rawValue).joined(separator: ", ")).")
    }
    let model = try options.model()
    let chosen: Quote
    if let id {
      chosen = try await quote(id, in: model)
    } else {
      await model.daily.refresh()
      guard let today = model.daily.quote else { throw Failure(model.daily.error ?? "No quote of the day.") }
      chosen = today
    }
    let share = ShareCardModel(quote: chosen, renderer: CairoRenderer(), photos: FileSaver(path: out))
    share.style = ShareCardStyle(template: style, background: paint, font: face)
    var said: String?
    share.onMessage = { said = $0 }
    await share.save()
    // A card that could not be written is a failure: a message and a non-zero exit, never "done".
    guard said == PhotoSaveResult.saved.message else {
      throw Failure(said ?? "The card could not be written to \(out).")
    }
    print("Wrote \(out).")
  }
}

struct WidgetPreview: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "widget", abstract: "Draw the Quote of the Day widget as the home screen shows it (PNG).")
  @OptionGroup var options: DeviceOptions
  @Option(help: "small, medium or large.") var family = "medium"
  @Option(help: "light or dark.") var scheme = "light"
  @Option(help: "The PNG to write.") var out = "quote-widget.png"

  @MainActor func run() async throws {
    guard let chosen = WidgetFamilyID(rawValue: family), QuoteVaultShared.widgetFamilies.contains(chosen) else {
      throw ValidationError(
        "--family must be one of \(QuoteVaultShared.widgetFamilies.map(\.rawValue).joined(separator: ", ")).")
    }
    guard let colors = ColorScheme(rawValue: scheme) else { throw ValidationError("--scheme must be light or dark.") }
    let model = try options.model()
    await model.daily.refresh()
    let renderer = CairoRenderer()
    let scene = QuoteWidgetScene.make(
      family: chosen, quote: model.daily.quote, scheme: colors, theme: model.settings.settings.theme,
      measurer: renderer)
    let (width, _) = chosen.previewSize
    do {
      try renderer.renderPNG(scene.list, pixelWidth: Int(width * 3)).write(
        to: URL(fileURLWithPath: out), options: .atomic)
    } catch let error as RenderingError {
      throw Failure("The widget could not be drawn: \(error).")
    } catch {
      throw Failure("\(out) cannot be written (\(fileErrorWords(error))).")
    }
    print("Wrote \(out).")
  }
}
