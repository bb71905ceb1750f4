#if os(iOS)
  import SwiftUI

  // SwiftUI's title, label and prompt parameters take a `LocalizedStringKey` (a literal, looked up in the
  // module's own bundle, not the app's catalog through `Localizer`) or, disfavored, `some StringProtocol`
  // (shown as it is). These deprecated `String` forms are chosen over both for a `String` or a string literal,
  // so check-apple-only (which fails on warnings) finds every English literal and unlocalised `String` handed to
  // them in a module that imports LocalizationUI. Each forwards a `Substring`, which only SwiftUI's
  // `StringProtocol` form takes, so it behaves exactly as SwiftUI's own.

  extension Button where Label == Text {
    @available(*, deprecated, message: "Button(String) is looked up nowhere: Button(copy)")
    public init(_ title: String, action: @escaping () -> Void) {
      self.init(title[...], action: action)
    }

    @available(*, deprecated, message: "Button(String) is looked up nowhere: Button(copy, role:)")
    public init(_ title: String, role: ButtonRole?, action: @escaping () -> Void) {
      self.init(title[...], role: role, action: action)
    }
  }

  extension Button where Label == SwiftUI.Label<Text, Image> {
    @available(*, deprecated, message: "Button(String) is looked up nowhere: Button(copy, systemImage:)")
    public init(_ title: String, systemImage: String, action: @escaping () -> Void) {
      self.init(title[...], systemImage: systemImage, action: action)
    }
  }

  extension Label where Title == Text, Icon == Image {
    @available(*, deprecated, message: "Label(String) is looked up nowhere: Label(copy, systemImage:)")
    public init(_ title: String, systemImage: String) {
      self.init(title[...], systemImage: systemImage)
    }
  }

  extension Toggle where Label == Text {
    @available(*, deprecated, message: "Toggle(String) is looked up nowhere: Toggle(copy, isOn:)")
    public init(_ title: String, isOn: Binding<Bool>) {
      self.init(title[...], isOn: isOn)
    }
  }

  extension Section where Parent == Text, Content: View, Footer == EmptyView {
    @available(*, deprecated, message: "Section(String) is looked up nowhere: Section(copy) {}")
    public init(_ title: String, @ViewBuilder content: () -> Content) {
      self.init(title[...], content: content)
    }
  }

  extension Picker where Label == Text {
    @available(*, deprecated, message: "Picker(String) is looked up nowhere: Picker(copy, selection:) {}")
    public init(_ title: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
      self.init(title[...], selection: selection, content: content)
    }
  }

  extension Menu where Label == Text {
    @available(*, deprecated, message: "Menu(String) is looked up nowhere: Menu { } label: { Text(copy) }")
    public init(_ title: String, @ViewBuilder content: () -> Content) {
      self.init(title[...], content: content)
    }
  }

  extension LabeledContent where Label == Text, Content == Text {
    @available(*, deprecated, message: "LabeledContent(String) is looked up nowhere: LabeledContent(copy, value:)")
    public init(_ title: String, value: some StringProtocol) {
      self.init(title[...], value: value)
    }

    @available(*, deprecated, message: "LabeledContent(String) is looked up nowhere: LabeledContent(copy, value:)")
    public init<F: FormatStyle>(_ title: String, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
      self.init(title[...], value: value, format: format)
    }
  }

  extension LabeledContent where Label == Text, Content: View {
    @available(*, deprecated, message: "LabeledContent(String) is looked up nowhere: LabeledContent(copy) {}")
    public init(_ title: String, @ViewBuilder content: () -> Content) {
      self.init(title[...], content: content)
    }
  }

  extension TextField where Label == Text {
    @available(*, deprecated, message: "TextField(String) is looked up nowhere: TextField(copy, text:)")
    public init(_ title: String, text: Binding<String>) {
      self.init(title[...], text: text)
    }

    @available(*, deprecated, message: "TextField(String) is looked up nowhere: TextField(copy, text:, axis:)")
    public init(_ title: String, text: Binding<String>, axis: Axis) {
      self.init(title[...], text: text, axis: axis)
    }

    @available(*, deprecated, message: "TextField(String) is looked up nowhere: TextField(copy, text:)")
    public init(_ title: String, text: Binding<String>, prompt: Text?) {
      self.init(title[...], text: text, prompt: prompt)
    }
  }

  extension SecureField where Label == Text {
    @available(*, deprecated, message: "SecureField(String) is looked up nowhere: SecureField(copy, text:)")
    public init(_ title: String, text: Binding<String>) {
      self.init(title[...], text: text)
    }

    @available(*, deprecated, message: "SecureField(String) is looked up nowhere: SecureField(copy, text:)")
    public init(_ title: String, text: Binding<String>, prompt: Text?) {
      self.init(title[...], text: text, prompt: prompt)
    }
  }

  extension DatePicker where Label == Text {
    @available(*, deprecated, message: "DatePicker(String) is looked up nowhere: DatePicker(copy, selection:)")
    public init(
      _ title: String, selection: Binding<Date>,
      displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
      self.init(title[...], selection: selection, displayedComponents: displayedComponents)
    }
  }

  extension Stepper where Label == Text {
    @available(*, deprecated, message: "Stepper(String) is looked up nowhere: Stepper(copy, value:, in:)")
    public init<V: Strideable>(_ title: String, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) {
      self.init(title[...], value: value, in: bounds, step: step)
    }
  }

  extension NavigationLink where Label == Text {
    @available(
      *, deprecated, message: "NavigationLink(String) is looked up nowhere: NavigationLink(value:) { Text(copy) }"
    )
    public init(_ title: String, @ViewBuilder destination: () -> Destination) {
      self.init(title[...], destination: destination)
    }
  }

  extension NavigationLink where Label == Text, Destination == Never {
    @available(*, deprecated, message: "NavigationLink(String) is looked up nowhere: NavigationLink(value:) {}")
    public init<P: Hashable>(_ title: String, value: P?) {
      self.init(title[...], value: value)
    }
  }

  extension ContentUnavailableView
  where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    @available(
      *, deprecated, message: "ContentUnavailableView(String) is looked up nowhere: ContentUnavailableView(copy, …)"
    )
    public init(_ title: String, systemImage: String, description: Text? = nil) {
      self.init(title[...], systemImage: systemImage, description: description)
    }
  }

  extension View {
    @available(*, deprecated, message: "navigationTitle(String) is looked up nowhere: navigationTitle(copy)")
    public func navigationTitle(_ title: String) -> some View {
      navigationTitle(title[...])
    }

    @available(*, deprecated, message: "searchable(prompt: String) is looked up nowhere: prompt: Text(copy)")
    public func searchable(
      text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: String
    ) -> some View {
      searchable(text: text, placement: placement, prompt: prompt[...])
    }

    @available(*, deprecated, message: "alert(String) is looked up nowhere: alert(Text(copy), isPresented:)")
    public func alert<A: View>(
      _ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
      alert(title[...], isPresented: isPresented, actions: actions)
    }

    @available(*, deprecated, message: "alert(String) is looked up nowhere: alert(Text(copy), isPresented:)")
    public func alert<A: View, M: View>(
      _ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
      alert(title[...], isPresented: isPresented, actions: actions, message: message)
    }

    @available(
      *, deprecated, message: "confirmationDialog(String) is looked up nowhere: confirmationDialog(Text(copy), …)"
    )
    public func confirmationDialog<A: View>(
      _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
      @ViewBuilder actions: () -> A
    ) -> some View {
      confirmationDialog(title[...], isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
    }

    @available(
      *, deprecated, message: "confirmationDialog(String) is looked up nowhere: confirmationDialog(Text(copy), …)"
    )
    public func confirmationDialog<A: View, M: View>(
      _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
      @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
      confirmationDialog(
        title[...], isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message)
    }

    @available(*, deprecated, message: "accessibilityLabel(String) is looked up nowhere: accessibilityLabel(copy)")
    public func accessibilityLabel(_ label: String) -> some View {
      accessibilityLabel(label[...])
    }

    @available(*, deprecated, message: "accessibilityValue(String) is looked up nowhere: accessibilityValue(copy)")
    public func accessibilityValue(_ value: String) -> some View {
      accessibilityValue(value[...])
    }

    @available(*, deprecated, message: "accessibilityHint(String) is looked up nowhere: accessibilityHint(copy)")
    public func accessibilityHint(_ hint: String) -> some View {
      accessibilityHint(hint[...])
    }

    @available(*, deprecated, message: "help(String) is looked up nowhere: help(Text(copy))")
    public func help(_ text: String) -> some View {
      help(text[...])
    }
  }

#endif
