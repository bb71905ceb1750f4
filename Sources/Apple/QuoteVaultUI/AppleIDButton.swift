#if os(iOS)
  import AuthenticationServices
  import SwiftUI

  /// Apple's own Sign in with Apple button (`ASAuthorizationAppleIDButton`), its title in the app's language by
  /// the system. SwiftUI's `SignInWithAppleButton` runs its own request when tapped; this one only calls `action`,
  /// so the sign-in goes through the app's `AppleIDAuthorizationClient` (the model's nonce, tested flow). White on a dark
  /// screen, black on a light one, as Apple's guidelines pair them; at least 44 points high.
  struct AppleIDButton: View {
    let action: () -> Void
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
      AppleIDButtonView(style: colorScheme == .dark ? .white : .black, action: action)
        // The style is fixed when the button is made: a new scheme makes a new button.
        .id(colorScheme)
        .frame(maxWidth: .infinity, minHeight: 44)
    }
  }

  private struct AppleIDButtonView: UIViewRepresentable {
    let style: ASAuthorizationAppleIDButton.Style
    let action: () -> Void

    func makeCoordinator() -> Coordinator { Coordinator(action: action) }

    func makeUIView(context: Context) -> ASAuthorizationAppleIDButton {
      let button = ASAuthorizationAppleIDButton(authorizationButtonType: .signIn, authorizationButtonStyle: style)
      button.addTarget(context.coordinator, action: #selector(Coordinator.tapped), for: .touchUpInside)
      return button
    }

    func updateUIView(_ button: ASAuthorizationAppleIDButton, context: Context) {
      context.coordinator.action = action
      // `.disabled` reaches a UIKit control only through the environment.
      button.isEnabled = context.environment.isEnabled
      button.alpha = context.environment.isEnabled ? 1 : 0.5
    }

    @MainActor
    final class Coordinator: NSObject {
      var action: () -> Void
      init(action: @escaping () -> Void) { self.action = action }
      @objc func tapped() { action() }
    }
  }
#endif
