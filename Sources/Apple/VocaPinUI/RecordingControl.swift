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
    /// Where it is shown: leaving the screen stops only what was started here (`RecordingPlayback.left`).
    var place = PlaybackPlace.board
    /// False while the editor's microphone is on (`EditorModel.canPlayRecordings`).
    var isEnabled = true
    /// The row's "Delete Recording" (the editor's rows; the model asks first); none on the board.
    var onDelete: (@MainActor () -> Void)?

    var body: some View {
      VStack(alignment: .leading, spacing: Spacing.xSmall) {
        Button {
          Task { await playback.toggle(at: place) }
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
        .contextMenu {
          if let onDelete {
            Button(role: .destructive) {
              onDelete()
            } label: {
              Label(VocaPinCopy.deleteRecording, systemImage: "trash")
            }
          }
        }
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
      // The control went away (the editor closed, the board's page scrolled off): what it started stops; what
      // the other place started plays on (the board's and the editor's control are one).
      .onDisappear { Task { await playback.left(place) } }
    }
  }

  /// The editor's recordings: its note's, and those of sessions not saved yet, oldest first.
  @MainActor
  struct EditorRecordings: View {
    let editor: EditorModel

    var body: some View {
      // The latest few rows, then "Show All (N)"; all of them scroll in a bounded height (`EditorRecordingList`).
      let list = editor.recordingList
      if !list.rows.isEmpty {
        VStack(alignment: .leading, spacing: 0) {
          if list.scrolls {
            ScrollView { rows(list) }
              .frame(maxHeight: HitTarget.minimum * Double(EditorRecordingList.collapsedRows) * 1.5)
          } else {
            rows(list)
          }
          if let title = list.toggleTitle {
            Button {
              editor.toggleAllRecordings()
            } label: {
              Text(title).frame(minHeight: HitTarget.minimum).contentShape(Rectangle())
            }
            .font(.footnote)
          }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
      }
    }

    private func rows(_ list: EditorRecordingList) -> some View {
      VStack(alignment: .leading, spacing: 0) {
        ForEach(list.rows, id: \.recording.id) { playback in
          RecordingControl(
            playback: playback, place: .editor(editor), isEnabled: editor.canPlayRecordings,
            onDelete: { editor.requestDeleteRecording(playback.recording.id) })
        }
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
