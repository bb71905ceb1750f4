#if os(iOS)
  import DesignSystem
  import DesignSystemUI
  import Localization
  import LocalizationUI
  import SwiftUI
  import VocaPinCore

  /// The editor's microphone and what it is hearing, or why it cannot, in words.
  @MainActor
  struct DictationBar: View {
    let dictation: Dictation
    /// Said before the first tap when a link opened the recorder ready (`EditorModel.dictationPrompt`).
    var prompt: LocalizedCopy?
    @Environment(\.dynamicTypeSize) private var typeSize

    /// In a row; stacked at accessibility sizes, where a message beside three buttons wraps a few letters a line.
    private var layout: AnyLayout {
      typeSize.isAccessibilitySize
        ? AnyLayout(VStackLayout(alignment: .leading, spacing: Spacing.xSmall))
        : AnyLayout(HStackLayout(alignment: .firstTextBaseline, spacing: Spacing.small))
    }

    var body: some View {
      layout {
        Button {
          Task { await dictation.toggle() }
        } label: {
          Label(dictation.buttonTitle, systemImage: dictation.isActive ? "stop.circle.fill" : "mic.fill")
            .labelStyle(.iconOnly)
            .font(.title2)
            .frame(minWidth: HitTarget.minimum, minHeight: HitTarget.minimum)
        }
        .accessibilityLabel(dictation.buttonTitle)
        if let status = dictation.status ?? prompt {
          Text(status)
            .font(.footnote)
            .foregroundStyle(Color(Theme.vocaPin.secondaryText))
            .frame(maxWidth: .infinity, alignment: .leading)
          if dictation.canDismissMessage {
            // The hit target's size inside the label: outside, a frame grows the layout but not the tap area.
            Button {
              dictation.dismissMessage()
            } label: {
              Label(VocaPinCopy.dismissMessage, systemImage: "xmark.circle.fill")
                .labelStyle(.iconOnly)
                .frame(minWidth: HitTarget.minimum, minHeight: HitTarget.minimum)
                .contentShape(Rectangle())
            }
            .foregroundStyle(Color(Theme.vocaPin.secondaryText))
          }
          if dictation.offersSettings {
            Button {
              Task { await dictation.openSettings() }
            } label: {
              Text(VocaPinCopy.openSettings).frame(minHeight: HitTarget.minimum).contentShape(Rectangle())
            }
            .font(.footnote)
          }
        } else {
          Spacer(minLength: 0)
        }
      }
      // A failure is said to VoiceOver as it happens: the bar's footnote is not read by itself.
      .onChange(of: dictation.status) { _, status in
        if dictation.canDismissMessage, let status { AccessibilityNotification.Announcement(status.text).post() }
      }
    }
  }
#endif
