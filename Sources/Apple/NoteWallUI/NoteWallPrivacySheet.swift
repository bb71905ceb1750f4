#if os(iOS)
  import AppServices
  import DesignSystemUI
  import NoteWallCore
  import Localization
  import LocalizationUI
  import SwiftUI

  /// What NoteWall keeps, in the app, when the build configures no privacy policy page (App Review 5.1.1(i)).
  @MainActor
  struct NoteWallPrivacySheet: View {
    let summary: [PrivacyPolicy.Section]
    let done: () -> Void

    var body: some View {
      NavigationStack {
        PrivacySummaryView(summary: summary, title: NoteWallPrivacy.title)
          .toolbar {
            ToolbarItem(placement: .confirmationAction) { Button(NoteWallCopy.done) { done() } }
          }
      }
    }
  }
#endif
