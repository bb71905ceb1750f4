#if os(iOS)
  import DesignSystem
  import LocalizationUI
  import SwiftUI
  import UIKit

  extension Color {
    /// UIKit's own semantic colour when the pair is one (Increase Contrast included), else a dynamic colour
    /// that follows the trait collection's light or dark appearance.
    public init(_ pair: ColorPair) {
      if let role = pair.system {
        self.init(uiColor: UIColor(role))
        return
      }
      self.init(
        uiColor: UIColor { traits in
          UIColor(pair.resolved(in: traits.userInterfaceStyle == .dark ? .dark : .light))
        })
    }

    public init(_ color: RGBAColor) {
      self.init(.sRGB, red: color.red, green: color.green, blue: color.blue, opacity: color.alpha)
    }
  }

  extension UIColor {
    /// The UIKit colour of a semantic role.
    public convenience init(_ role: SystemColorRole) {
      let color: UIColor =
        switch role {
        case .systemBlue: .systemBlue
        case .systemRed: .systemRed
        case .systemGreen: .systemGreen
        case .systemOrange: .systemOrange
        case .systemIndigo: .systemIndigo
        case .systemGray: .systemGray
        case .systemGray5: .systemGray5
        case .systemGray6: .systemGray6
        case .label: .label
        case .secondaryLabel: .secondaryLabel
        case .separator: .separator
        case .systemBackground: .systemBackground
        case .systemGroupedBackground: .systemGroupedBackground
        case .secondarySystemGroupedBackground: .secondarySystemGroupedBackground
        }
      self.init(dynamicProvider: { color.resolvedColor(with: $0) })
    }

    public convenience init(_ color: RGBAColor) {
      self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }
  }
#endif
