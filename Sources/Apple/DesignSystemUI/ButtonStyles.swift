#if os(iOS)
  // Colours and fonts come from the UIKit-backed bridges in Color+DesignSystem and Font+DesignSystem.
  import DesignSystem
  import SwiftUI

  /// A large rounded-rectangle call-to-action, filled with the theme's accent: no shadow, no gradient (PM-3).
  public struct PrimaryButtonStyle: ButtonStyle {
    let appearance: ButtonAppearance

    public init(theme: Theme, role: ButtonRole? = nil) {
      appearance = .of(role == .destructive ? .destructive : .primary, in: theme)
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
        .opacity(configuration.isPressed ? 0.7 : 1)
        .animation(.easeOut(duration: Motion.quick.duration), value: configuration.isPressed)
        .contentShape(Rectangle())
    }
  }

  /// Plain text in gray, at least 44 points tall: secondary actions (PM-3.3).
  public struct SecondaryButtonStyle: ButtonStyle {
    let appearance: ButtonAppearance

    public init(theme: Theme) { appearance = .of(.secondary, in: theme) }

    public func makeBody(configuration: Configuration) -> some View {
      configuration.label
        .font(.system(appearance.textStyle))
        .foregroundStyle(Color(appearance.text))
        .frame(minWidth: HitTarget.minimum, minHeight: appearance.minimumHeight)
        .opacity(configuration.isPressed ? 0.5 : 1)
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
