import DesignSystem
import QuoteVaultCore
import Testing

/// What the onboarding's buttons and Settings' profile row do at each Dynamic Type size (the views read these).
@Suite("QuoteVault: layouts at accessibility text sizes")
struct QuoteVaultLayoutTests {
  @Test("Onboarding's buttons scroll with the step at accessibility sizes, and stay pinned below them")
  func onboardingButtons() {
    for size in DynamicTypeSize.allCases {
      #expect(QuoteVaultLayout.pinsOnboardingButtons(at: size) == (size < .accessibility1), "\(size)")
    }
    #expect(!QuoteVaultLayout.pinsOnboardingButtons(at: .accessibility5))
    #expect(QuoteVaultLayout.pinsOnboardingButtons(at: .xxxLarge))
  }

  @Test("Settings' profile row stacks the photo above the name at accessibility sizes, photo capped")
  func profileRow() {
    #expect(QuoteVaultLayout.stacksProfileRow(at: .accessibility5))
    #expect(QuoteVaultLayout.stacksProfileRow(at: .accessibility1))
    #expect(!QuoteVaultLayout.stacksProfileRow(at: .xxxLarge))
    #expect(!QuoteVaultLayout.stacksProfileRow(at: .large))
    #expect(QuoteVaultLayout.largestAvatar >= 56, "never smaller than the photo at the default size")
  }
}
