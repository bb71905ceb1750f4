#if os(iOS)
  import Localization
  import LocalizationUI
  import PayMeCore
  import SwiftUI
  import UIKit

  /// The system's prominent button, full width and large, as Apple Cash's Pay: the system draws its disabled
  /// state, Button Shapes and Increase Contrast; the root's tint makes it system blue (PM-2.3, PM-3.1, PM-3.4).
  @MainActor
  struct ProminentButton: View {
    let title: LocalizedCopy
    let action: () -> Void

    init(_ title: LocalizedCopy, action: @escaping () -> Void) {
      self.title = title
      self.action = action
    }

    var body: some View {
      Button(action: action) {
        Text(title).font(.system(.body).weight(.semibold)).frame(maxWidth: .infinity)
      }
      // Criterion: PM-3.4, PM-3.5 (the system's prominent button: system blue, rounded, no custom look)
      .buttonStyle(.borderedProminent)
      .buttonBorderShape(.roundedRectangle)
      .controlSize(.large)
    }
  }

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
