#if os(iOS)
  import DesignSystem
  import SwiftUI
  import UIKit

  extension Color {
    /// A dynamic colour that follows the trait collection's light or dark appearance.
    public init(_ pair: ColorPair) {
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
    public convenience init(_ color: RGBAColor) {
      self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }
  }
#endif
