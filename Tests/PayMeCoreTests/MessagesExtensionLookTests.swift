import Testing

@testable import PayMeCore

/// The Messages extension looks as the app's payment sheet does: the system's prominent button, and an amount
/// that grows with Dynamic Type from the sheet's own size (it was a custom-drawn button and a fixed 48 points).
@Suite("PayMe's Messages extension shares the app's button and amount size")
struct MessagesExtensionLookTests {
  @Test(
    "Source guard: the Messages extension's amount scales with Dynamic Type; its buttons are the system's prominent one"
  )
  func sharesTheAppsLook() throws {
    let source = try PayMeMessagesSource.text()
    #expect(
      source.contains(
        "@ScaledMetric(relativeTo: .largeTitle) private var amountSize = AmountKeypadLayout.baseAmountSize"))
    #expect(source.contains(".font(.system(size: CGFloat(amountSize)"))
    #expect(!source.contains("size: 48"), "no fixed amount size")
    // The app's own ProminentButton: the system draws its disabled state, Button Shapes and Increase Contrast.
    let button = try PayMeUISource.prominentButton()
    #expect(source.contains("ProminentButton(") && !source.contains("struct ProminentButton"))
    #expect(button.contains(".buttonStyle(.borderedProminent)") && button.contains(".controlSize(.large)"))
    #expect(!source.contains("PrimaryButtonStyle"), "no custom-drawn button")
    #expect(AmountKeypadLayout.baseAmountSize >= 34, "never under the Large Title it scales with")
  }
}
