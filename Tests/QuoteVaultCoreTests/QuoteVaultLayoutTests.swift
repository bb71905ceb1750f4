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

  @Test("A reminder set's weekday buttons: 44-point targets, seven a row only where seven fit, else four a row")
  func weekdayButtons() {
    #expect(QuoteVaultLayout.minimumTapTarget >= 44, "Apple's smallest tap target")
    // An iPhone 15's inset form row (about 330 points) holds seven; an iPhone SE's (about 248) does not.
    #expect(QuoteVaultLayout.weekdaysFitOneRow(width: 330, at: .large))
    #expect(QuoteVaultLayout.weekdaysFitOneRow(width: 7 * 44, at: .xxxLarge))
    #expect(!QuoteVaultLayout.weekdaysFitOneRow(width: 7 * 44 - 1, at: .large))
    #expect(!QuoteVaultLayout.weekdaysFitOneRow(width: 248, at: .large))
    #expect(!QuoteVaultLayout.weekdaysFitOneRow(width: 0, at: .large), "unmeasured: the grid, which fits")
    for size in DynamicTypeSize.allCases where size >= .accessibility1 {
      #expect(!QuoteVaultLayout.weekdaysFitOneRow(width: 1_000, at: size), "wrapped at \(size)")
    }
    // Wrapped, a row of four 44-point targets still fits the narrowest phone's row.
    #expect(Double(QuoteVaultLayout.wrappedWeekdaysPerRow) * QuoteVaultLayout.minimumTapTarget <= 248)
    #expect(QuoteVaultLayout.wrappedWeekdaysPerRow < 7)
  }
}
