import Foundation
import Testing

@testable import VocaPinCore

/// The widget's buttons change the user's data, so a locked iPhone asks for the unlock first
/// (`VocaPinWidgetAction`; Apple's default policy runs an intent on a locked phone).
@Suite("VocaPin widget buttons on a locked iPhone")
struct WidgetActionUnlockTests {
  @Test("The checklist box and Next Note ask for the unlock, whether or not Lock VocaPin is on")
  func bothAsk() {
    for action in VocaPinWidgetAction.allCases {
      #expect(action.requiresUnlockedPhone, "\(action)")
    }
    #expect(VocaPinWidgetAction.allCases == [.toggleItem, .nextNote], "the widget's two buttons")
  }

  @Test("Each of the widget extension's intents reads its own value for its authenticationPolicy")
  func intentsReadTheValue() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let source = try String(
      contentsOf: root.appendingPathComponent("Apps/VocaPin/Widgets/SelectNoteIntent.swift"), encoding: .utf8)
    for (intent, action) in [("NextNoteIntent", "nextNote"), ("ToggleItemIntent", "toggleItem")] {
      // The intent's declaration, up to the next type's.
      let body =
        try #require(source.components(separatedBy: "struct \(intent)").dropFirst().first)
        .components(separatedBy: "\n  struct ").first ?? ""
      #expect(
        body.contains(
          "VocaPinWidgetAction.\(action).requiresUnlockedPhone ? .requiresLocalDeviceAuthentication : .alwaysAllowed"),
        "\(intent)")
    }
  }
}
