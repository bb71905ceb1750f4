// render-scene: draws a display list described in JSON to a PNG, so a person can look at any scene.
//
//   render-scene scene.json --out scene.png [--width 1179]
//   render-scene --app-icon VocaPin --out icon.png          # an app's icon, 1024 x 1024 (AppIcons)
//   render-scene --messages-icons <folder>                  # PayMe's iMessage App Icon set, every size
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

  @Option(help: "Write PayMe's iMessage App Icon set (every image and its Contents.json) into this folder.")
  var messagesIcons: String?

  @Option(help: "Where to write the PNG.")
  var out: String?

  @Option(help: "Width in pixels (default: the scene's width in points times 3).")
  var width: Int?

  func run() throws {
    if let messagesIcons { return try writeMessagesIcons(into: messagesIcons) }
    guard let out else { throw ValidationError("give --out, where to write the PNG") }
    let list = try loadScene()
    let png = try CairoRenderer().renderPNG(list, pixelWidth: width ?? Int(list.size.width * (appIcon == nil ? 3 : 1)))
    do {
      try png.write(to: URL(fileURLWithPath: out))
    } catch {
      throw ValidationError("cannot write \(out): \(error.localizedDescription)")
    }
    print("wrote \(out) (\(png.count) bytes)")
  }

  /// Each image at its exact pixel size, from the same drawing as PayMe's icon, and the set's Contents.json.
  private func writeMessagesIcons(into folder: String) throws {
    let renderer = CairoRenderer()
    let base = URL(fileURLWithPath: folder, isDirectory: true)
    do {
      try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
      for image in MessagesIcon.images {
        let png = try renderer.renderPNG(MessagesIcon.scene(for: image), pixelWidth: image.pixelWidth)
        try png.write(to: base.appendingPathComponent(image.filename))
      }
      try Data(MessagesIcon.contentsJSON.utf8).write(to: base.appendingPathComponent("Contents.json"))
    } catch {
      throw ValidationError("cannot write the Messages icons into \(folder): \(error)")
    }
    print("wrote \(MessagesIcon.images.count) Messages icons into \(folder)")
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
