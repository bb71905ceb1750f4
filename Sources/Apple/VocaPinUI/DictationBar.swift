#if os(iOS)
  import DesignSystem
  import DesignSystemUI
  import SwiftUI
  import VocaPinCore

  /// The editor's microphone and what it is hearing, or why it cannot, in words.
  @MainActor
  struct DictationBar: View {
    let dictation: Dictation

    var body: some View {
      HStack(alignment: .firstTextBaseline, spacing: Spacing.small) {
        Button {
          Task { await dictation.toggle() }
        } label: {
          Label(dictation.buttonTitle, systemImage: dictation.isActive ? "stop.circle.fill" : "mic.fill")
            .labelStyle(.iconOnly)
            .font(.title2)
            .frame(minWidth: HitTarget.minimum, minHeight: HitTarget.minimum)
        }
        .accessibilityLabel(dictation.buttonTitle)
        if let status = dictation.status {
          Text(status)
            .font(.footnote)
            .foregroundStyle(Color(Theme.vocaPin.secondaryText))
            .frame(maxWidth: .infinity, alignment: .leading)
          if dictation.canDismissMessage {
            Button(VocaPinCopy.dismissMessage, systemImage: "xmark.circle.fill") { dictation.dismissMessage() }
              .labelStyle(.iconOnly)
              .foregroundStyle(Color(Theme.vocaPin.secondaryText))
              .frame(minWidth: HitTarget.minimum, minHeight: HitTarget.minimum)
          }
          if dictation.offersSettings {
            Button(VocaPinCopy.openSettings) { Task { await dictation.openSettings() } }
              .font(.footnote)
              .frame(minHeight: HitTarget.minimum)
          }
        } else {
          Spacer(minLength: 0)
        }
      }
    }
  }
#endif
