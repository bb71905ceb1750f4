#if os(iOS)
  import DesignSystem
  import DesignSystemUI
  import Localization
  import LocalizationUI
  import SwiftUI
  import VocaPinCore

  /// Said once under the microphone, the first time dictation keeps its audio (`EditorModel.recordingNotice`):
  /// the recording is on this iPhone, and Keep Recordings turns it off. A footnote, not an alert, so nothing
  /// covers the words while they are spoken.
  @MainActor
  struct RecordingNotice: View {
    let notice: LocalizedCopy
    let dismiss: () -> Void

    var body: some View {
      HStack(alignment: .firstTextBaseline) {
        Text(notice)
          .font(.footnote)
          .foregroundStyle(Color(Theme.vocaPin.secondaryText))
          .frame(maxWidth: .infinity, alignment: .leading)
        Button(VocaPinCopy.dismissMessage, systemImage: "xmark.circle.fill", action: dismiss)
          .labelStyle(.iconOnly)
          .foregroundStyle(Color(Theme.vocaPin.secondaryText))
          .frame(minWidth: HitTarget.minimum, minHeight: HitTarget.minimum)
      }
      // VoiceOver hears it as it appears: a footnote is not read by itself.
      .onAppear { AccessibilityNotification.Announcement(notice.text).post() }
    }
  }

  struct RecordingNotice_Previews: PreviewProvider {
    static var previews: some View {
      RecordingNotice(notice: VocaPinCopy.recordingsKeptNotice) {}
        .padding()
        .previewLayout(.sizeThatFits)
        .previewDisplayName("Recordings kept, said once")
      RecordingNotice(notice: VocaPinCopy.recordingsKeptNotice) {}
        .padding()
        .environment(\.dynamicTypeSize, .accessibility3)
        .previewLayout(.sizeThatFits)
        .previewDisplayName("Recordings kept, AX3")
    }
  }
#endif
