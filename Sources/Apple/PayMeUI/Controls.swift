#if os(iOS)
  import Localization
  import LocalizationUI
  import PayMeCore
  import SwiftUI
  import UIKit

  extension UIKeyboardType {
    /// The keyboard a field of the core asks for.
    init(_ keyboard: FieldKeyboard) {
      switch keyboard {
      case .decimalPad: self = .decimalPad
      case .numberPad: self = .numberPad
      case .default: self = .default
      }
    }
  }
#endif
