#if os(iOS)
  import SwiftUI

  // `verbatim:` forms, as `Text(verbatim:)`: for the user's own words (a collection's name) and for words a core
  // has already looked up (`copy.text` it built into a `String`), which must not be looked up again. Anything
  // else is a `LocalizedCopy` (LocalizedViews.swift). Each hands SwiftUI a `Substring`, which only its
  // `StringProtocol` form takes, so it shows the words as they are.

  extension Button where Label == Text {
    public init(verbatim title: String, action: @escaping () -> Void) {
      self.init(title[...], action: action)
    }

    public init(verbatim title: String, role: ButtonRole?, action: @escaping () -> Void) {
      self.init(title[...], role: role, action: action)
    }
  }

  extension Label where Title == Text, Icon == Image {
    public init(verbatim title: String, systemImage: String) {
      self.init(title[...], systemImage: systemImage)
    }
  }

  extension LabeledContent where Label == Text, Content == Text {
    public init(verbatim title: String, value: some StringProtocol) {
      self.init(title[...], value: value)
    }
  }

  extension TextField where Label == Text {
    public init(verbatim title: String, text: Binding<String>) {
      self.init(title[...], text: text)
    }
  }

  extension SecureField where Label == Text {
    public init(verbatim title: String, text: Binding<String>) {
      self.init(title[...], text: text)
    }
  }

  extension ContentUnavailableView
  where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    public init(verbatim title: String, systemImage: String, description: Text? = nil) {
      self.init(title[...], systemImage: systemImage, description: description)
    }
  }

  extension View {
    public func navigationTitle(verbatim title: String) -> some View {
      navigationTitle(title[...])
    }

    public func accessibilityLabel(verbatim label: String) -> some View {
      accessibilityLabel(label[...])
    }

    public func accessibilityValue(verbatim value: String) -> some View {
      accessibilityValue(value[...])
    }

    public func accessibilityHint(verbatim hint: String) -> some View {
      accessibilityHint(hint[...])
    }
  }

#endif
