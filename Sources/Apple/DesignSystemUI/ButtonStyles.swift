#if os(iOS)
  // Colours and fonts come from the UIKit-backed bridges in Color+DesignSystem and Font+DesignSystem.
  import DesignSystem
  import LocalizationUI
  import SwiftUI

  /// A large rounded-rectangle call-to-action, filled with the theme's accent: no shadow, no gradient (PM-3).
  /// Faded while disabled: a custom style draws every state itself, SwiftUI dims nothing for it.
  public struct PrimaryButtonStyle: ButtonStyle {
    let appearance: ButtonAppearance
    let kind: ButtonAppearance.Kind
    @Environment(\.isEnabled) private var isEnabled

    public init(theme: Theme, role: ButtonRole? = nil) {
      kind = role == .destructive ? .destructive : .primary
      appearance = .of(kind, in: theme)
    }

    public func makeBody(configuration: Configuration) -> some View {
      configuration.label
        .font(.system(appearance.textStyle))
        .foregroundStyle(Color(appearance.text))
        .frame(maxWidth: .infinity, minHeight: appearance.minimumHeight)
        .background {
          RoundedRectangle(cornerRadius: appearance.cornerRadius, style: .continuous)
            .fill(Color(appearance.fill ?? appearance.text))
        }
        .opacity(opacity(pressed: configuration.isPressed))
        .animation(.easeOut(duration: Motion.quick.duration), value: configuration.isPressed)
        .animation(.easeOut(duration: Motion.quick.duration), value: isEnabled)
        .contentShape(Rectangle())
    }

    private func opacity(pressed: Bool) -> Double {
      guard isEnabled else { return ButtonAppearance.disabledOpacity }
      return pressed ? ButtonAppearance.pressedOpacity(kind) : 1
    }
  }

  /// Plain text in gray, at least 44 points tall: secondary actions (PM-3.3). Faded while disabled.
  public struct SecondaryButtonStyle: ButtonStyle {
    let appearance: ButtonAppearance
    @Environment(\.isEnabled) private var isEnabled

    public init(theme: Theme) { appearance = .of(.secondary, in: theme) }

    public func makeBody(configuration: Configuration) -> some View {
      configuration.label
        .font(.system(appearance.textStyle))
        .foregroundStyle(Color(appearance.text))
        .frame(minWidth: HitTarget.minimum, minHeight: appearance.minimumHeight)
        .opacity(
          isEnabled
            ? (configuration.isPressed ? ButtonAppearance.pressedOpacity(.secondary) : 1)
            : ButtonAppearance.disabledOpacity
        )
        .contentShape(Rectangle())
    }
  }

  extension ButtonStyle where Self == PrimaryButtonStyle {
    public static func primary(_ theme: Theme, role: ButtonRole? = nil) -> PrimaryButtonStyle {
      PrimaryButtonStyle(theme: theme, role: role)
    }
  }

  extension ButtonStyle where Self == SecondaryButtonStyle {
    public static func secondary(_ theme: Theme) -> SecondaryButtonStyle { SecondaryButtonStyle(theme: theme) }
  }
#endif
