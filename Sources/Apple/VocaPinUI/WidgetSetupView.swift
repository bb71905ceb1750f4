#if os(iOS)
  import DesignSystem
  import DesignSystemUI
  import Localization
  import LocalizationUI
  import SwiftUI
  import VocaPinCore

  /// The Widget Setup sheet. Every value it shows comes from `WidgetSetupGuide` (tested on Linux): the text,
  /// Marker Felt at sizes relative to Dynamic Type, the cream paper, the spacing, the three-quarter detent.
  @MainActor
  struct WidgetSetupView: View {
    /// The detent that makes the sheet three quarters of the window (`WidgetSetupModel.detent`).
    let detent: WidgetSetupDetent
    /// What VoiceOver reads (`WidgetSetupModel.accessibility`: Got it! names the screen it returns to).
    var accessibility = WidgetSetupGuide.accessibilityElements
    /// Said above the steps while the user has the widget turned off (`WidgetSetupModel.widgetOffNotice`).
    var widgetOffNotice: LocalizedCopy?
    /// The notice's Turn On Widget button (`WidgetSetupModel.turnOnFromGuide`).
    var turnOn: () -> Void = {}
    let gotIt: () -> Void
    @Environment(\.dynamicTypeSize) private var typeSize
    private let guide = WidgetSetupGuide.self

    var body: some View {
      ScrollView {
        VStack(alignment: .leading, spacing: guide.sectionSpacing) {
          VStack(spacing: Spacing.xSmall) {
            // Criterion: VP-3.1
            Text(guide.title)
              .font(.theme(guide.titleFont))
              .accessibilityAddTraits(.isHeader)
            // Criterion: VP-3.2
            Text(guide.subtitle)
              .font(.theme(guide.subtitleFont))
          }
          .multilineTextAlignment(.center)
          .frame(maxWidth: .infinity)
          // The heading stops growing so the steps start in view at the accessibility sizes (the scene's rule).
          .dynamicTypeSize(...SwiftUI.DynamicTypeSize(guide.headingTypeSizeLimit))
          // The widget is off: the steps alone would end at a widget saying so.
          if let widgetOffNotice {
            VStack(alignment: .leading, spacing: Spacing.xSmall) {
              Text(widgetOffNotice)
                .font(.theme(guide.stepFont))
                .fixedSize(horizontal: false, vertical: true)
              Button(action: turnOn) {
                Text(VocaPinCopy.guideTurnOn).font(.theme(guide.buttonFont)).frame(minHeight: HitTarget.minimum)
              }
              .buttonStyle(.borderedProminent)
              .tint(Color(guide.buttonFill))
              // Criterion: VP-6.5 (the notice reads as text, then this button with its hint, as `accessibility`)
              .accessibilityHint(
                verbatim: accessibility.first { $0.label == VocaPinCopy.guideTurnOn.text }?.hint ?? "")
            }
          }
          // Criterion: VP-1.3, VP-3.3, VP-3.4
          VStack(alignment: .leading, spacing: guide.stepSpacing) {
            ForEach(Array(guide.steps.enumerated()), id: \.offset) { index, step in
              HStack(alignment: .firstTextBaseline, spacing: 0) {
                Text(verbatim: guide.stepNumber(index))
                  .font(.theme(guide.stepNumberFont))
                  .frame(
                    minWidth: guide.stepNumberWidth(at: DesignSystem.DynamicTypeSize(typeSize)), alignment: .leading)
                Text(step)
                  .font(.theme(guide.stepFont))
                  .fixedSize(horizontal: false, vertical: true)
              }
              // Criterion: VP-6.5
              .accessibilityElement(children: .ignore)
              // The label from the step itself, never a fixed place in the list, so a step added or taken away
              // cannot read the wrong words or run off the end.
              .accessibilityLabel(guide.stepLabel(index, step))
            }
          }
          // Criterion: VP-1.3 (the Lock Screen's widgets too: a note, and New Voice Note)
          VStack(alignment: .leading, spacing: Spacing.xSmall) {
            Text(guide.lockScreenTitle)
              .font(.theme(guide.subtitleFont))
              .accessibilityAddTraits(.isHeader)
            Text(guide.lockScreen)
              .font(.theme(guide.stepFont))
              .fixedSize(horizontal: false, vertical: true)
          }
        }
        .foregroundStyle(Color(guide.ink))
        .padding(guide.contentPadding)
      }
      // Criterion: VP-4.1, VP-3.5 (pinned below the steps, which scroll when they must)
      .safeAreaInset(edge: .bottom) {
        Button(action: gotIt) {
          Text(guide.gotIt)
            .font(.theme(guide.buttonFont))
            .foregroundStyle(Color(guide.buttonText))
            .frame(maxWidth: .infinity, minHeight: guide.buttonHeight)
            .background {
              RoundedRectangle(cornerRadius: guide.buttonCornerRadius, style: .continuous).fill(Color(guide.buttonFill))
            }
        }
        .buttonStyle(.plain)
        .accessibilityHint(verbatim: accessibility.last { $0.traits.contains(.button) }?.hint ?? "")
        .padding(guide.contentPadding)
        // The button's strip is the sheet's paper, not the steps scrolling through under it.
        .background(Color(guide.background))
      }
      // Criterion: VP-2.1, VP-6.4 (three quarters of the window's height, in points, in every orientation; at
      // the accessibility sizes the sheet can also be dragged up to full height)
      .presentationDetents(
        Set(WidgetSetupGuide.detents(detent, at: DesignSystem.DynamicTypeSize(typeSize)).map { PresentationDetent($0) })
      )
      // Criterion: VP-2.2
      .presentationDragIndicator(guide.showsDragIndicator ? .visible : .hidden)
      .interactiveDismissDisabled(!guide.allowsInteractiveDismissal)
      // Criterion: VP-5.1
      .presentationBackground(Color(guide.background))
      // Criterion: VP-5.2, VP-6.4 (the corners of every VocaPin sheet; stays a sheet in iPhone landscape)
      .vocaPinSheet(style: .widgetSetup)
      // Criterion: VP-2.5, VP-5.4, VP-5.5 (Apple-only: a sheet below full height dims what is behind it with the
      // system's own dimming view, which is not restyled, and rises and falls with the system's own sheet
      // transition; only a device shows them)
    }
  }

  extension PresentationDetent {
    /// The core's detent as SwiftUI takes it.
    init(_ detent: WidgetSetupDetent) {
      switch detent {
      case .height(let points): self = .height(CGFloat(points))
      case .large: self = .large
      }
    }
  }
#endif
