#if os(iOS)
  import DesignSystem
  import DesignSystemUI
  import Localization
  import LocalizationUI
  import PayMeCore
  import SwiftUI

  /// The amount as Apple Cash shows it while it is typed: large, centred, shrinking to fit its line rather than
  /// wrapping or cutting a digit. VoiceOver reads it as money ("$12.50"), not character by character. The
  /// payment, Add Money / Transfer to Bank and Split a Bill each show their own (`AmountKeypadInput`).
  @MainActor
  struct AmountDisplay<Input: AmountKeypadInput>: View {
    let payment: Input
    /// Grows with Dynamic Type as the large title does; `minimumScaleFactor` shrinks a long amount to fit.
    @ScaledMetric(relativeTo: .largeTitle) private var size = AmountKeypadLayout.baseAmountSize
    /// The sheet's layout, when it measured its height: the amount may be held smaller to stay on screen.
    @Environment(\.amountKeypadLayout) private var layout
    private var pointSize: CGFloat { CGFloat(layout?.amountSize ?? size) }

    var body: some View {
      Text(verbatim: payment.amountDisplay)
        .font(.system(size: pointSize, weight: .semibold, design: .rounded))
        .monospacedDigit()
        .lineLimit(1)
        .minimumScaleFactor(0.3)
        .frame(maxWidth: .infinity)
        .contentTransition(.numericText())
        .accessibilityLabel(PayMeCopy.amount)
        .accessibilityValue(Text(verbatim: payment.amountSpoken))
        .accessibilityHint(payment.amountHint)
    }
  }

  /// PayMe's own keypad: the digits, the user's decimal separator (none for a currency without cents) and
  /// Delete, each a button the sheet's model takes or refuses (`AmountKeypadInput.press`), felt either way through
  /// the app's haptics. Paste goes through the system's Paste button, which reads the pasteboard without the "Allow Paste"
  /// prompt, and through the same paste rules as before.
  @MainActor
  struct AmountKeypadView<Input: AmountKeypadInput>: View {
    let payment: Input
    @ScaledMetric(relativeTo: .title) private var scaledKeyHeight = AmountKeypadLayout.baseKeyHeight
    /// The sheet's layout, when it measured its height: the keys grow only as far as the sheet holds them.
    @Environment(\.amountKeypadLayout) private var layout
    private var keyHeight: CGFloat { CGFloat(layout?.keyHeight ?? scaledKeyHeight) }

    var body: some View {
      let keypad = payment.keypad
      VStack(spacing: Spacing.xSmall) {
        ForEach(Array(keypad.rows.enumerated()), id: \.offset) { _, row in
          HStack(spacing: Spacing.xSmall) {
            ForEach(Array(row.enumerated()), id: \.offset) { _, key in
              if let key {
                keyButton(key, keypad: keypad)
              } else {
                Color.clear.frame(maxWidth: .infinity, minHeight: keyHeight).accessibilityHidden(true)
              }
            }
          }
        }
        // Where the sheet has no room for both, a note in the bar takes Paste's place until it goes.
        if layout?.showsPaste(with: payment.barNote) ?? true {
          PasteButton(payloadType: String.self) { strings in
            let text = strings.first ?? ""
            Task { @MainActor in payment.paste(text) }
          }
          .labelStyle(.titleAndIcon)
          .buttonBorderShape(.capsule)
        }
      }
    }

    private func keyButton(_ key: AmountKey, keypad: AmountKeypad) -> some View {
      Button {
        payment.press(key)
      } label: {
        Group {
          if key == .delete {
            Image(systemName: AmountKeypad.deleteSymbol).accessibilityHidden(true)  // the button is labelled
          } else {
            Text(verbatim: keypad.face(of: key))
          }
        }
        // Held to what the key's height holds (`keyLabelSize`), so a label never makes its row taller than the
        // sheet's layout planned; the Large Content Viewer shows it full size.
        .font(
          layout.map { .system(size: CGFloat($0.keyLabelSize), weight: .medium) } ?? .system(.title).weight(.medium)
        )
        .monospacedDigit()
        .frame(maxWidth: .infinity, minHeight: max(keyHeight, CGFloat(HitTarget.minimum)))
        .contentShape(Rectangle())
      }
      .buttonStyle(.plain)
      .accessibilityShowsLargeContentViewer()
      .accessibilityLabel(keypad.label(of: key))
      // VoiceOver's own keyboard trait: each key is said as it is touched and typed on lift, as the system's.
      .accessibilityAddTraits(.isKeyboardKey)
    }
  }

  /// The sheet's note in its keypad's bar (`KeypadBarNote`), above the keys: a problem in the error colour, a
  /// warning beside its sign, a notice in the secondary colour (left to the form where the bar has no room:
  /// `AmountKeypadLayout.shows`); held to accessibility1, as the layout keeps two such lines for it
  /// (`AmountKeypadLayout.noteRow`). The sheet's model says a problem or a warning to VoiceOver as it appears.
  @MainActor
  struct KeypadBarNoteText: View {
    let note: KeypadBarNote
    @Environment(\.amountKeypadLayout) private var layout

    var body: some View {
      if layout?.shows(note) ?? true {
        Group {
          switch note.kind {
          case .problem:
            Text(note.text).foregroundStyle(Color(Theme.payMe.errorText))
          case .warning:
            Label {
              Text(note.text)
            } icon: {
              Image(systemName: "exclamationmark.circle.fill").foregroundStyle(Color(SystemColors.orange))
                .accessibilityHidden(true)
            }
          case .notice:
            Text(note.text).foregroundStyle(Color(Theme.payMe.secondaryText))
          }
        }
        .font(.system(.footnote))
        .frame(maxWidth: .infinity, alignment: .leading)
        .fixedSize(horizontal: false, vertical: true)
        .dynamicTypeSize(...SwiftUI.DynamicTypeSize.accessibility1)
      }
    }
  }

  extension EnvironmentValues {
    /// The amount's and the keys' sizes for the sheet's height and text size (`amountKeypadSizing()`).
    var amountKeypadLayout: AmountKeypadLayout? {
      get { self[AmountKeypadLayoutKey.self] }
      set { self[AmountKeypadLayoutKey.self] = newValue }
    }
  }

  private struct AmountKeypadLayoutKey: EnvironmentKey {
    static let defaultValue: AmountKeypadLayout? = nil
  }

  /// Measures the sheet's height and hands the amount and keypad inside it their sizes, decided in the core
  /// (`AmountKeypadLayout`), so at the accessibility sizes the keypad never pushes the amount off the sheet.
  struct AmountKeypadSizing: ViewModifier {
    /// The form's rows above the amount, which the keypad must not push it under (`AmountKeypadLayout.amountFirst`).
    var above: Double = 0
    /// What stays above the amount whatever the order (a section header): the amount and keys share what is left.
    var reserved: Double = 0
    @Environment(\.dynamicTypeSize) private var typeSize

    func body(content: Content) -> some View {
      // The sheet's own frame (the sheet's form fills it anyway): the keypad's size never changes it, so the layout
      // settles in one pass, and no view state holds the height.
      GeometryReader { proxy in
        content.environment(
          \.amountKeypadLayout,
          AmountKeypadLayout.of(
            availableHeight: Double(proxy.size.height) - reserved, size: DesignSystem.DynamicTypeSize(typeSize),
            above: above))
      }
    }
  }

  extension View {
    /// Sizes the amount and PayMe's keypad inside this view for its height (`AmountKeypadSizing`).
    func amountKeypadSizing(above: Double = 0, reserved: Double = 0) -> some View {
      modifier(AmountKeypadSizing(above: above, reserved: reserved))
    }
  }

  struct AmountKeypadView_Previews: PreviewProvider {
    static var previews: some View {
      let payment = PayMePreviewValues.payment(.send)
      let _ = payment.choose(DemoData.contacts[0])
      VStack {
        AmountDisplay(payment: payment)
        Spacer()
        AmountKeypadView(payment: payment)
      }
      .padding()
      .previewDisplayName("Amount keypad")
    }
  }
#endif
