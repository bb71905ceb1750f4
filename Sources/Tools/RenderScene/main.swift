// render-scene: draws a display list described in JSON to a PNG, so a person can look at any scene.
//
//   render-scene scene.json --out scene.png [--width 1179]
//   render-scene --app-icon VocaPin --out icon.png          # an app's icon, 1024 x 1024 (AppIcons)
//
// The JSON is a `DisplayList`: {"size": {"width": 393, "height": 852}, "items": [{"type": "fill", …}, …]}.
// Colours are "#RRGGBB" or "#RRGGBBAA"; image data is base64; see docs/rendering.md.
import AppIcons
import ArgumentParser
import Foundation
import Rendering
import RenderingCairo

@main
struct RenderScene: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render-scene", abstract: "Draw a display list described in JSON to a PNG.")

  @Argument(help: "The scene as JSON (a DisplayList), or - for standard input.")
  var scene: String?

  @Option(help: "Draw an app's icon instead: \(AppIcon.allCases.map(\.rawValue).joined(separator: ", ")).")
  var appIcon: String?

  @Option(help: "Where to write the PNG.")
  var out: String

  @Option(help: "Width in pixels (default: the scene's width in points times 3).")
  var width: Int?

  func run() throws {
    let list = try loadScene()
    let png = try CairoRenderer().renderPNG(list, pixelWidth: width ?? Int(list.size.width * (appIcon == nil ? 3 : 1)))
    do {
      try png.write(to: URL(fileURLWithPath: out))
    } catch {
      throw ValidationError("cannot write \(out): \(error.localizedDescription)")
    }
    print("wrote \(out) (\(png.count) bytes)")
  }

  private func loadScene() throws -> DisplayList {
    if let appIcon {
      guard let icon = AppIcon(rawValue: appIcon) else {
        throw ValidationError(
          "no app icon named \(appIcon); choose \(AppIcon.allCases.map(\.rawValue).joined(separator: ", "))")
      }
      return icon.scene
    }
    guard let scene else { throw ValidationError("give a scene file (or - for standard input), or --app-icon") }
    let data: Data
    do {
      data =
        scene == "-"
        ? FileHandle.standardInput.readDataToEndOfFile() : try Data(contentsOf: URL(fileURLWithPath: scene))
    } catch {
      throw ValidationError("cannot read \(scene): \(error.localizedDescription)")
    }
    do {
      return try JSONDecoder().decode(DisplayList.self, from: data)
    } catch {
      throw ValidationError("\(scene) is not a display list: \(describe(error))")
    }
  }

  private func describe(_ error: any Error) -> String {
    switch error {
    case DecodingError.dataCorrupted(let context), DecodingError.typeMismatch(_, let context),
      DecodingError.valueNotFound(_, let context):
      let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
      return "\(path.isEmpty ? "" : path + ": ")\(context.debugDescription)"
    case DecodingError.keyNotFound(let key, let context):
      let path = context.codingPath.map(\.stringValue).joined(separator: ".")
      return "missing \"\(key.stringValue)\"\(path.isEmpty ? "" : " in " + path)"
    default:
      return "\(error)"
    }
  }
}
