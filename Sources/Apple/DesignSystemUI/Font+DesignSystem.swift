#if os(iOS)
  import DesignSystem
  import LocalizationUI
  import SwiftUI
  import UIKit

  extension Font.TextStyle {
    // Inside an extension of Font, `TextStyle` means SwiftUI's own: name the design system's explicitly.
    init(_ style: DesignSystem.TextStyle) {
      switch style {
      case .largeTitle: self = .largeTitle
      case .title1: self = .title
      case .title2: self = .title2
      case .title3: self = .title3
      case .headline: self = .headline
      case .body: self = .body
      case .callout: self = .callout
      case .subheadline: self = .subheadline
      case .footnote: self = .footnote
      case .caption1: self = .caption
      case .caption2: self = .caption2
      }
    }
  }

  extension Font.Weight {
    init(_ weight: FontWeight) {
      switch weight {
      case .regular: self = .regular
      case .medium: self = .medium
      case .semibold: self = .semibold
      case .bold: self = .bold
      }
    }
  }

  extension DesignSystem.DynamicTypeSize {
    /// SwiftUI's setting as the design system's, so views can ask the core for sizes.
    public init(_ size: SwiftUI.DynamicTypeSize) {
      switch size {
      case .xSmall: self = .xSmall
      case .small: self = .small
      case .medium: self = .medium
      case .large: self = .large
      case .xLarge: self = .xLarge
      case .xxLarge: self = .xxLarge
      case .xxxLarge: self = .xxxLarge
      case .accessibility1: self = .accessibility1
      case .accessibility2: self = .accessibility2
      case .accessibility3: self = .accessibility3
      case .accessibility4: self = .accessibility4
      case .accessibility5: self = .accessibility5
      @unknown default: self = .large
      }
    }
  }

  extension SwiftUI.DynamicTypeSize {
    /// The design system's setting as SwiftUI's, for `.dynamicTypeSize(...)` limits the core decides.
    public init(_ size: DesignSystem.DynamicTypeSize) {
      switch size {
      case .xSmall: self = .xSmall
      case .small: self = .small
      case .medium: self = .medium
      case .large: self = .large
      case .xLarge: self = .xLarge
      case .xxLarge: self = .xxLarge
      case .xxxLarge: self = .xxxLarge
      case .accessibility1: self = .accessibility1
      case .accessibility2: self = .accessibility2
      case .accessibility3: self = .accessibility3
      case .accessibility4: self = .accessibility4
      case .accessibility5: self = .accessibility5
      }
    }
  }

  extension Font {
    /// A system text style in the design system's weight; it scales with Dynamic Type.
    public static func system(_ style: DesignSystem.TextStyle) -> Font {
      .system(Font.TextStyle(style), weight: Font.Weight(style.weight))
    }

    /// A theme font. Custom faces scale relative to their text style, exactly like `TypeScale.scaled`; a
    /// missing bundled face falls back to the role's fallback family instead of Helvetica.
    public static func theme(_ font: ThemeFont) -> Font {
      switch font.role {
      case .system, .emoji:
        // San Francisco at its text style: the system applies the Dynamic Type table itself.
        return .system(Font.TextStyle(font.style), weight: Font.Weight(font.weight))
      case .handwritten, .oldStyleSerif, .classicSerif:
        // The face is chosen by the core (FontRole.appleFace), asking UIFont what is installed.
        let face = font.role.appleFace(for: font.weight) { UIFont(name: $0, size: 12) != nil }
        let custom = Font.custom(face.name, size: font.basePointSize, relativeTo: Font.TextStyle(font.style))
        return face.isFallback ? custom.weight(Font.Weight(font.weight)) : custom
      }
    }
  }
#endif
