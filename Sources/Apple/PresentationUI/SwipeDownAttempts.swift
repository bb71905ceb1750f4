#if os(iOS)
  import LocalizationUI
  import SwiftUI
  import UIKit

  extension View {
    /// Calls `action` when the user tries to swipe this sheet down while `.interactiveDismissDisabled(true)`
    /// holds it: UIKit reports the attempt to the presentation controller's delegate
    /// (`presentationControllerDidAttemptToDismiss`), so the app can ask, as Mail does for a draft.
    func onSwipeDownAttempt(_ action: @escaping @MainActor () -> Void) -> some View {
      background(SwipeDownAttemptReader(action: action).frame(width: 0, height: 0).accessibilityHidden(true))
    }
  }

  private struct SwipeDownAttemptReader: UIViewControllerRepresentable {
    let action: @MainActor () -> Void

    func makeUIViewController(context: Context) -> AttemptReaderController { AttemptReaderController() }

    func updateUIViewController(_ controller: AttemptReaderController, context: Context) {
      controller.action = action
    }
  }

  /// Sits inside the sheet; once it is on screen, the sheet's presentation controller is known and its delegate
  /// (SwiftUI's) is wrapped, so every other message still reaches SwiftUI.
  final class AttemptReaderController: UIViewController {
    var action: (@MainActor () -> Void)?
    private var proxy: AttemptDelegateProxy?

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      guard let controller = presentationController, !(controller.delegate is AttemptDelegateProxy) else { return }
      let proxy = AttemptDelegateProxy(wrapping: controller.delegate) { [weak self] in self?.action?() }
      controller.delegate = proxy
      self.proxy = proxy
    }
  }

  /// Answers the attempt, and forwards everything else to the delegate it replaced.
  final class AttemptDelegateProxy: NSObject, UIAdaptivePresentationControllerDelegate {
    nonisolated(unsafe) private weak var original: (any UIAdaptivePresentationControllerDelegate)?
    private let onAttempt: @MainActor () -> Void

    init(wrapping original: (any UIAdaptivePresentationControllerDelegate)?, onAttempt: @escaping @MainActor () -> Void)
    {
      self.original = original
      self.onAttempt = onAttempt
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
      original?.presentationControllerDidAttemptToDismiss?(presentationController)
      onAttempt()
    }

    override nonisolated func responds(to selector: Selector!) -> Bool {
      super.responds(to: selector) || (original?.responds(to: selector) ?? false)
    }

    override nonisolated func forwardingTarget(for selector: Selector!) -> Any? {
      original?.responds(to: selector) == true ? original : super.forwardingTarget(for: selector)
    }
  }
#endif
