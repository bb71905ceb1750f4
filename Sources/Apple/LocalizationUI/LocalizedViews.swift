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

  extension Section where Parent == Text, Content: View, Footer == EmptyView {
    public init(_ copy: LocalizedCopy, @ViewBuilder content: () -> Content) {
      self.init(content: content) { Text(copy) }
    }
  }

  extension Picker where Label == Text {
    public init(_ copy: LocalizedCopy, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
      self.init(selection: selection, content: content) { Text(copy) }
    }
  }

  extension LabeledContent where Label == Text, Content == Text {
    /// `value` is shown as it is: a number the core formatted, or the user's own words.
    public init(_ copy: LocalizedCopy, value: some StringProtocol) {
      self.init(copy.text[...], value: value)
    }
  }

  extension LabeledContent where Label == Text, Content: View {
    public init(_ copy: LocalizedCopy, @ViewBuilder content: () -> Content) {
      self.init(content: content) { Text(copy) }
    }
  }

  // A text field's title is its placeholder: handed to SwiftUI's `StringProtocol` form (a `Substring`, which
  // no deprecated `String` form takes), so it is the placeholder exactly as SwiftUI makes one.
  extension TextField where Label == Text {
    public init(_ copy: LocalizedCopy, text: Binding<String>) {
      self.init(copy.text[...], text: text)
    }

    public init(_ copy: LocalizedCopy, text: Binding<String>, axis: Axis) {
      self.init(copy.text[...], text: text, axis: axis)
    }
  }

  extension SecureField where Label == Text {
    public init(_ copy: LocalizedCopy, text: Binding<String>) {
      self.init(copy.text[...], text: text)
    }
  }

  extension DatePicker where Label == Text {
    public init(
      _ copy: LocalizedCopy, selection: Binding<Date>,
      displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
      self.init(copy.text[...], selection: selection, displayedComponents: displayedComponents)
    }
  }

  extension Stepper where Label == Text {
    public init<V: Strideable>(
      _ copy: LocalizedCopy, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1
    ) {
      self.init(copy.text[...], value: value, in: bounds, step: step)
    }
  }

  extension Toggle where Label == SwiftUI.Label<Text, Image> {
    public init(_ copy: LocalizedCopy, systemImage: String, isOn: Binding<Bool>) {
      self.init(isOn: isOn) { SwiftUI.Label(copy, systemImage: systemImage) }
    }
  }

  extension Menu where Label == SwiftUI.Label<Text, Image> {
    public init(_ copy: LocalizedCopy, systemImage: String, @ViewBuilder content: () -> Content) {
      self.init(content: content) { SwiftUI.Label(copy, systemImage: systemImage) }
    }
  }

  extension Link where Label == Text {
    public init(_ copy: LocalizedCopy, destination: URL) {
      self.init(destination: destination) { Text(copy) }
    }
  }

  extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    public init(_ copy: LocalizedCopy) {
      self.init { Text(copy) }
    }
  }

  extension ContentUnavailableView
  where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    public init(_ copy: LocalizedCopy, systemImage: String, description: Text? = nil) {
      self.init(copy.text[...], systemImage: systemImage, description: description)
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
