#if os(iOS)
  import AppServices
  import DesignSystem
  import DesignSystemUI
  import Localization
  import LocalizationUI
  import SwiftUI
  import UIKit
  import VocaPinCore

  /// The cover's content: the lock screen while locked, else the plain cover the app switcher shows.
  @MainActor
  struct AppLockShield: View {
    let lock: AppLockModel

    var body: some View {
      if lock.isLocked { AppLockScreen(lock: lock) } else { AppLockPrivacyCover() }
    }
  }

  /// VocaPin Is Locked, and Unlock VocaPin, which asks the device owner again (after a Cancel, only when tapped).
  @MainActor
  struct AppLockScreen: View {
    let lock: AppLockModel

    var body: some View {
      VStack(spacing: Spacing.medium) {
        Image(systemName: "lock.fill").font(.largeTitle).foregroundStyle(Color(Theme.vocaPin.secondaryText))
          .accessibilityHidden(true)
        Text(VocaPinCopy.Lock.locked).font(.title2.weight(.semibold)).accessibilityAddTraits(.isHeader)
        Button {
          lock.unlockTapped()
        } label: {
          Label {
            Text(VocaPinCopy.Lock.unlock)
          } icon: {
            Image(systemName: lock.method.systemImage)
          }
          .frame(minHeight: HitTarget.minimum)
        }
        .buttonStyle(.borderedProminent)
        .tint(Color(Theme.vocaPin.accent))
      }
      .padding(.horizontal, Spacing.screenEdgeRegular)
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .background { Color(Theme.vocaPin.background).ignoresSafeArea() }
    }
  }

  /// What the app switcher shows instead of notes: the board's cream and a note symbol, no words.
  @MainActor
  struct AppLockPrivacyCover: View {
    var body: some View {
      ZStack {
        Color(Theme.vocaPin.background).ignoresSafeArea()
        Image(systemName: "note.text").font(.largeTitle).foregroundStyle(Color(Theme.vocaPin.secondaryText))
      }
      .accessibilityHidden(true)
    }
  }

  struct AppLockScreen_Previews: PreviewProvider {
    static var previews: some View {
      AppLockScreen(lock: VocaPinPreviewValues.model().appLock).previewDisplayName("VocaPin Is Locked")
      AppLockPrivacyCover().previewDisplayName("App switcher cover")
    }
  }
#endif
