#if os(iOS)
  import DesignSystem
  import NoteWallCore
  import Localization
  import LocalizationUI
  import SwiftUI

  /// The main app's Appearance sheet: the wallpaper choices Step 5 also shows (the destination's
  /// `AppearanceModel`), with the wallpaper's status under them, and Done; it reads only that model.
  @MainActor
  struct AppearanceSheet: View {
    let appearance: AppearanceModel

    var body: some View {
      NavigationStack {
        ScrollView {
          AppearanceControls(model: appearance)
            .padding(Spacing.medium)
        }
        .navigationTitle(NoteWallCopy.appearanceTitle)
        .toolbar {
          ToolbarItem(placement: .confirmationAction) { Button(NoteWallCopy.done) { appearance.done() } }
        }
      }
    }
  }
#endif
