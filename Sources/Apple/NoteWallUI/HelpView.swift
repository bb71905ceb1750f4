#if os(iOS)
  import DesignSystem
  import NoteWallCore
  import Localization
  import LocalizationUI
  import SwiftUI

  /// Help without a configured support page: both guides' text versions.
  @MainActor
  struct HelpView: View {
    let done: () -> Void

    var body: some View {
      NavigationStack {
        ScrollView {
          VStack(spacing: Spacing.large) {
            GuideTextView(guide: .welcome)
            GuideTextView(guide: .howToFix)
          }
          .padding(Spacing.medium)
        }
        .navigationTitle(OnboardingCopy.help)
        .toolbar { ToolbarItem(placement: .confirmationAction) { Button(NoteWallCopy.done) { done() } } }
      }
    }
  }
#endif
