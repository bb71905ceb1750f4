#if os(iOS)
  import SwiftUI

  // More of SwiftUI's `StringProtocol` title forms, made deprecated for a `String` or a string literal as in
  // UnlookedUpStrings.swift (the same reason: check-apple-only fails on the warning). Each forwards a
  // `Substring` to SwiftUI's own `StringProtocol` form, so a call let through behaves exactly as SwiftUI's.

  extension Menu where Label == SwiftUI.Label<Text, Image> {
    @available(*, deprecated, message: "Menu(String) is looked up nowhere: Menu { } label: { Label(copy, …) }")
    public init(_ title: String, systemImage: String, @ViewBuilder content: () -> Content) {
      self.init(title[...], systemImage: systemImage, content: content)
    }
  }

  extension Toggle where Label == SwiftUI.Label<Text, Image> {
    @available(*, deprecated, message: "Toggle(String) is looked up nowhere: Toggle(isOn:) { Label(copy, …) }")
    public init(_ title: String, systemImage: String, isOn: Binding<Bool>) {
      self.init(title[...], systemImage: systemImage, isOn: isOn)
    }
  }

  extension Stepper where Label == Text {
    @available(*, deprecated, message: "Stepper(String) is looked up nowhere: Stepper(value:in:) { Text(copy) }")
    public init<V: Strideable>(
      _ title: String, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
      onEditingChanged: @escaping (Bool) -> Void
    ) {
      self.init(title[...], value: value, in: bounds, step: step, onEditingChanged: onEditingChanged)
    }

    @available(*, deprecated, message: "Stepper(String) is looked up nowhere: Stepper(value:) { Text(copy) }")
    public init<V: Strideable>(
      _ title: String, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
      self.init(title[...], value: value, step: step, onEditingChanged: onEditingChanged)
    }

    @available(*, deprecated, message: "Stepper(String) is looked up nowhere: Stepper { Text(copy) } onIncrement:")
    public init(
      _ title: String, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
      onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
      self.init(title[...], onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }
  }

  extension Link where Label == Text {
    @available(*, deprecated, message: "Link(String) is looked up nowhere: Link(copy, destination:)")
    public init(_ title: String, destination: URL) {
      self.init(title[...], destination: destination)
    }
  }

  extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    @available(*, deprecated, message: "ProgressView(String) is looked up nowhere: ProgressView(copy)")
    public init(_ title: String) {
      self.init(title[...])
    }

    @available(*, deprecated, message: "ProgressView(String) is looked up nowhere: ProgressView(value:) { Text(copy) }")
    public init<V: BinaryFloatingPoint>(_ title: String, value: V?, total: V = 1.0) {
      self.init(title[...], value: value, total: total)
    }
  }

  extension GroupBox where Label == Text {
    @available(*, deprecated, message: "GroupBox(String) is looked up nowhere: GroupBox { } label: { Text(copy) }")
    public init(_ title: String, @ViewBuilder content: () -> Content) {
      self.init(title[...], content: content)
    }
  }

  extension DisclosureGroup where Label == Text {
    @available(*, deprecated, message: "DisclosureGroup(String) is looked up nowhere: DisclosureGroup { } label:")
    public init(_ label: String, @ViewBuilder content: @escaping () -> Content) {
      self.init(label[...], content: content)
    }

    @available(*, deprecated, message: "DisclosureGroup(String) is looked up nowhere: DisclosureGroup { } label:")
    public init(_ label: String, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
      self.init(label[...], isExpanded: isExpanded, content: content)
    }
  }

  extension View {
    @available(*, deprecated, message: "alert(String) is looked up nowhere: alert(Text(copy), …, presenting:)")
    public func alert<A: View, T>(
      _ title: String, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
      alert(title[...], isPresented: isPresented, presenting: data, actions: actions)
    }

    @available(*, deprecated, message: "alert(String) is looked up nowhere: alert(Text(copy), …, presenting:)")
    public func alert<A: View, M: View, T>(
      _ title: String, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
      @ViewBuilder message: (T) -> M
    ) -> some View {
      alert(title[...], isPresented: isPresented, presenting: data, actions: actions, message: message)
    }

    @available(
      *, deprecated, message: "confirmationDialog(String) is looked up nowhere: confirmationDialog(Text(copy), …)"
    )
    public func confirmationDialog<A: View, T>(
      _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
      @ViewBuilder actions: (T) -> A
    ) -> some View {
      confirmationDialog(
        title[...], isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions)
    }

    @available(
      *, deprecated, message: "confirmationDialog(String) is looked up nowhere: confirmationDialog(Text(copy), …)"
    )
    public func confirmationDialog<A: View, M: View, T>(
      _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
      @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
      confirmationDialog(
        title[...], isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions,
        message: message)
    }
  }
#endif
