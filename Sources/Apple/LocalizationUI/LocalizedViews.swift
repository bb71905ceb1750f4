#if os(iOS)
  import Localization
  import SwiftUI

  // A core's copy reaches SwiftUI only through these: each looks the copy up (`LocalizedCopy.text`, the app's
  // String Catalog through `Localizer.current`) and shows the result as it is. `Text(verbatim:)` is right for an
  // already looked-up string; `Text(String)` would take it for English and look nothing up in the catalog.

  extension Text {
    /// A core's copy in the app's language.
    public init(_ copy: LocalizedCopy) {
      self.init(verbatim: copy.text)
    }

    /// Chosen over SwiftUI's `Text(LocalizedStringKey)` and `Text(StringProtocol)` for a `String` or a string
    /// literal, so that check-apple-only (which fails on warnings) finds every `Text("English")` and
    /// `Text(someString)` in an app: neither goes through the core's copy and its catalog.
    @available(
      *, deprecated, message: "Text(String) is looked up nowhere: Text(copy), or Text(verbatim:) for user data"
    )
    public init(_ string: String) {
      self.init(verbatim: string)
    }
  }

  extension Button where Label == Text {
    public init(_ copy: LocalizedCopy, role: ButtonRole? = nil, action: @escaping () -> Void) {
      self.init(role: role, action: action) { Text(copy) }
    }
  }

  extension Button where Label == SwiftUI.Label<Text, Image> {
    public init(_ copy: LocalizedCopy, systemImage: String, action: @escaping () -> Void) {
      self.init(action: action) { SwiftUI.Label(copy, systemImage: systemImage) }
    }
  }

  extension Label where Title == Text, Icon == Image {
    public init(_ copy: LocalizedCopy, systemImage: String) {
      self.init {
        Text(copy)
      } icon: {
        Image(systemName: systemImage)
      }
    }
  }

  extension Toggle where Label == Text {
    public init(_ copy: LocalizedCopy, isOn: Binding<Bool>) {
      self.init(isOn: isOn) { Text(copy) }
    }
  }

  extension View {
    public func navigationTitle(_ copy: LocalizedCopy) -> some View {
      navigationTitle(Text(copy))
    }

    public func accessibilityLabel(_ copy: LocalizedCopy) -> some View {
      accessibilityLabel(Text(copy))
    }

    public func accessibilityValue(_ copy: LocalizedCopy) -> some View {
      accessibilityValue(Text(copy))
    }

    public func accessibilityHint(_ copy: LocalizedCopy) -> some View {
      accessibilityHint(Text(copy))
    }
  }

#endif
