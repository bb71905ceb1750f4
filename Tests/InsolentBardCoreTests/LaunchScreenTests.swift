import DesignSystem
import Foundation
import Testing

@Suite("The app's launch")
struct LaunchScreenTests {
  @Test("The launch screen is the parchment, light and dark, so nothing flashes white or black at launch")
  func launchScreen() throws {
    let apps = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Apps")
    let project = try String(contentsOf: apps.appendingPathComponent("project.yml"), encoding: .utf8)
    let bard =
      try #require(project.components(separatedBy: "\n  InsolentBard:\n").dropFirst().first)
      .components(separatedBy: "\n  InsolentBardWidgetExtension:").first ?? ""
    #expect(bard.contains("UILaunchScreen:\n          UIColorName: LaunchBackground"))
    let json = try String(
      contentsOf: apps.appendingPathComponent(
        "InsolentBard/App/Assets.xcassets/LaunchBackground.colorset/Contents.json"),
      encoding: .utf8)
    let background = Theme.insolentBard.background
    for color in [background.light, background.dark] {
      let hex = [color.red, color.green, color.blue].map { String(format: "0x%02X", Int(($0 * 255).rounded())) }
      #expect(json.contains("\"blue\" : \"\(hex[2])\", \"green\" : \"\(hex[1])\", \"red\" : \"\(hex[0])\""))
    }
  }
}
