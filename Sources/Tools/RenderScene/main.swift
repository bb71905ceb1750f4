// render-scene: draws a display list described in JSON to a PNG, so a person can look at any scene.
//
//   render-scene scene.json --out scene.png [--width 1179]
//
// The JSON is a `DisplayList`: {"size": {"width": 393, "height": 852}, "items": [{"type": "fill", …}, …]}.
// Colours are "#RRGGBB" or "#RRGGBBAA"; image data is base64; see docs/rendering.md.
import ArgumentParser
import Foundation
import Rendering
import RenderingCairo

@main
struct RenderScene: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render-scene", abstract: "Draw a display list described in JSON to a PNG.")

  @Argument(help: "The scene as JSON (a DisplayList), or - for standard input.")
  var scene: String

  @Option(help: "Where to write the PNG.")
  var out: String

  @Option(help: "Width in pixels (default: the scene's width in points times 3).")
  var width: Int?

  func run() throws {
    let data: Data
    do {
      data =
        scene == "-"
        ? FileHandle.standardInput.readDataToEndOfFile() : try Data(contentsOf: URL(fileURLWithPath: scene))
    } catch {
      throw ValidationError("cannot read \(scene): \(error.localizedDescription)")
    }
    let list: DisplayList
    do {
      list = try JSONDecoder().decode(DisplayList.self, from: data)
    } catch {
      throw ValidationError("\(scene) is not a display list: \(describe(error))")
    }
    let png = try CairoRenderer().renderPNG(list, pixelWidth: width ?? Int(list.size.width * 3))
    do {
      try png.write(to: URL(fileURLWithPath: out))
    } catch {
      throw ValidationError("cannot write \(out): \(error.localizedDescription)")
    }
    print("wrote \(out) (\(png.count) bytes)")
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
