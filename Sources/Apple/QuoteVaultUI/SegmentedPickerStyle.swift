#if os(iOS)
  import SwiftUI

  extension View {
    /// A picker as segments at the usual text sizes, and as a menu at the accessibility sizes, where segments
    /// cut their titles short (Apple's HIG: segmented controls suit short titles that fit).
    func segmentedUnlessAccessibilitySize() -> some View { modifier(SegmentedUnlessAccessibilitySize()) }
  }

  private struct SegmentedUnlessAccessibilitySize: ViewModifier {
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    func body(content: Content) -> some View {
      if dynamicTypeSize.isAccessibilitySize {
        content.pickerStyle(.menu)
      } else {
        content.pickerStyle(.segmented)
      }
    }
  }
#endif
