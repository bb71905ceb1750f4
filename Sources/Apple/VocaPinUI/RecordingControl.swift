#if os(iOS)
  import DesignSystem
  import DesignSystemUI
  import Localization
  import LocalizationUI
  import SwiftUI
  import VocaPinCore

  /// One recording's play control: play/pause, its length (what is left while playing), and why it cannot
  /// play, in words. Everything shown is `RecordingPlayback`'s (tested in RecordingTests); the button only asks
  /// it to play or pause.
  @MainActor
  struct RecordingControl: View {
    let playback: RecordingPlayback
    /// False while the editor's microphone is on (`VocaPinModel.canPlayRecordings(in:)`).
    var isEnabled = true

    var body: some View {
      VStack(alignment: .leading, spacing: Spacing.xSmall) {
        Button {
          Task { await playback.toggle() }
        } label: {
          HStack(spacing: Spacing.xSmall) {
            Image(systemName: playback.symbol)
            Image(systemName: "waveform").foregroundStyle(Color(Theme.vocaPin.secondaryText))
            Text(verbatim: playback.durationText).monospacedDigit()
          }
          .font(.body)
          .frame(minWidth: HitTarget.minimum, minHeight: HitTarget.minimum, alignment: .leading)
          .contentShape(Rectangle())
        }
        .disabled(!isEnabled)
        // "Play recording, 12 seconds" / "Pause recording": the symbol and the digits say nothing to VoiceOver.
        .accessibilityLabel(playback.accessibilityLabel)
        if let problem = playback.problem {
          Text(problem)
            .font(.footnote)
            .foregroundStyle(Color(Theme.vocaPin.secondaryText))
            .frame(maxWidth: .infinity, alignment: .leading)
        }
      }
      // A failure is said to VoiceOver as it happens, as the dictation bar's are.
      .onChange(of: playback.problem) { _, problem in
        if let problem { AccessibilityNotification.Announcement(problem.text).post() }
      }
      // The control went away (the editor closed): what it was playing stops.
      .onDisappear { Task { await playback.stop() } }
    }
  }

  /// The editor's recordings: its note's, and those of sessions not saved yet, oldest first.
  @MainActor
  struct EditorRecordings: View {
    let model: VocaPinModel
    let editor: EditorModel

    var body: some View {
      let recordings = model.recordings(in: editor)
      if !recordings.isEmpty {
        let enabled = model.canPlayRecordings(in: editor)
        VStack(alignment: .leading, spacing: 0) {
          ForEach(recordings, id: \.recording.id) { RecordingControl(playback: $0, isEnabled: enabled) }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
      }
    }
  }

  struct RecordingControl_Previews: PreviewProvider {
    /// A control that cannot play (previews have no audio session): tapping it shows the words said then.
    static func control(seconds: Double) -> RecordingPlayback {
      RecordingPlayback(
        recording: NoteRecording(duration: seconds),
        file: FileManager.default.temporaryDirectory.appendingPathComponent("preview.m4a"),
        player: InertVoicePlayer(), session: RefusingAudioSession())
    }

    static var previews: some View {
      RecordingControl(playback: control(seconds: 12))
        .padding()
        .previewLayout(.sizeThatFits)
        .previewDisplayName("Recording, 0:12")
      RecordingControl(playback: control(seconds: 75), isEnabled: false)
        .padding()
        .environment(\.dynamicTypeSize, .accessibility3)
        .previewLayout(.sizeThatFits)
        .previewDisplayName("Recording while dictating, AX3")
    }
  }
#endif
