#if os(iOS)
  import Foundation
  import DesignSystem
  import DesignSystemUI
  import NoteWallCore
  import Localization
  import LocalizationUI
  import SwiftUI
  import UIKit

  /// Step 5 (NW-6): the wallpaper choices, "Edit Notes" back to Step 4, and Help (in the toolbar).
  @MainActor
  struct ChooseWallpapersView: View {
    let model: OnboardingModel
    private let theme = Theme.noteWall

    var body: some View {
      VStack(alignment: .leading, spacing: Spacing.medium) {
        Text(NoteWallCopy.chooseWallpapersTitle).font(.largeTitle).bold().accessibilityAddTraits(.isHeader)
        AppearanceControls(model: model.appearance)
        Button(OnboardingCopy.editNotes) { model.editNotes() }.buttonStyle(.secondary(theme))
      }
    }
  }
#endif
