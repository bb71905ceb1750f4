#if os(iOS)
  import AppServices
  import DesignSystem
  import DesignSystemUI
  import Localization
  import LocalizationUI
  import SwiftUI
  import UIKit
  import VocaPinCore

  /// Lock VocaPin's cover as its own window at alert level + 1 over the app's window scene, as PayMe's privacy
  /// cover is: it hides the board, All Notes, the editor and any sheet or alert alike, on the app switcher's
  /// card and in its snapshot. It follows the scene as UIKit reports it (`UIScene.willDeactivateNotification`
  /// and `didEnterBackgroundNotification` are posted as `sceneWillResignActive` and `sceneDidEnterBackground`
  /// are called, before the switcher draws the card), so the cover is up in that same call, not one SwiftUI
  /// update later. The board's own `scenePhase` reaches the lock too, later; the lock takes a phase twice alike.
  @MainActor
  final class AppLockCoverWindow {
    private var window: UIWindow?
    /// The app's window that had the keyboard before the cover took it.
    private weak var previousKey: UIWindow?
    private var observers: [any NSObjectProtocol] = []

    /// Reports each phase change to `lock` as UIKit posts it, then puts the cover up or down at once.
    func follow(_ lock: AppLockModel) {
      guard observers.isEmpty else { return }
      let phases: [(Notification.Name, AppScenePhase)] = [
        (UIScene.willDeactivateNotification, .inactive), (UIScene.didEnterBackgroundNotification, .background),
        (UIScene.didActivateNotification, .active),
      ]
      observers = phases.map { name, phase in
        NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self, weak lock] _ in
          // UIKit posts scene notifications on the main thread.
          MainActor.assumeIsolated {
            guard let lock else { return }
            lock.scenePhaseChanged(to: phase)
            self?.update(lock)
          }
        }
      }
      update(lock)
    }

    func update(_ lock: AppLockModel) {
      guard lock.isCovered || lock.isLocked else {
        guard let cover = window else { return }
        cover.isHidden = true
        window = nil
        // The keyboard goes back to the window it came from: an open editor is typed in again.
        if let previous = previousKey, previous.windowScene != nil, !previous.isHidden { previous.makeKey() }
        previousKey = nil
        AccessibilityNotification.ScreenChanged(nil).post()
        return
      }
      // Locked: the editor behind the lock lets go of the keyboard (its words stay in the draft as typed).
      if lock.isLocked { Self.scene?.windows.filter { $0 !== window }.forEach { $0.endEditing(true) } }
      guard window == nil, let scene = Self.scene else { return }
      let cover = UIWindow(windowScene: scene)
      cover.windowLevel = .alert + 1
      cover.rootViewController = UIHostingController(rootView: AppLockShield(lock: lock))
      // Modal for VoiceOver and key for a hardware keyboard: neither reaches a note behind the cover.
      cover.accessibilityViewIsModal = true
      previousKey = scene.keyWindow
      cover.makeKeyAndVisible()
      window = cover
      AccessibilityNotification.ScreenChanged(nil).post()
    }

    private static var scene: UIWindowScene? {
      UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
        .first { $0.activationState != .unattached }
    }
  }

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
