#if os(iOS)
  import Localization
  import LocalizationUI
  import SwiftUI

  /// The system's prominent button, full width and large, as Apple Cash's Pay: the system draws its disabled
  /// state, Button Shapes and Increase Contrast; the root's tint makes it system blue (PM-2.3, PM-3.1, PM-3.4).
  /// PayMe's screens and its Messages extension draw the same one.
  @MainActor
  public struct ProminentButton: View {
    let title: LocalizedCopy
    let action: () -> Void

    public init(_ title: LocalizedCopy, action: @escaping () -> Void) {
      self.title = title
      self.action = action
    }

    public var body: some View {
      Button(action: action) {
        Text(title).font(.system(.body).weight(.semibold)).frame(maxWidth: .infinity)
      }
      // Criterion: PM-3.4, PM-3.5 (the system's prominent button: system blue, rounded, no custom look)
      .buttonStyle(.borderedProminent)
      .buttonBorderShape(.roundedRectangle)
      .controlSize(.large)
    }
  }
#endif
