#if os(iOS)
  import Foundation
  import LocalizationUI
  import SwiftUI
  import VocaPinCore
  import WidgetKit

  /// The Lock Screen's New Voice Note button: a circular widget whose tap opens VocaPin on a new note with the
  /// microphone ready, through the `vocapin://voice-note` link; as iOS does not tell a widget's link from another
  /// app's, recording starts on the user's tap (its description says so), unlike the quick action's. It shows no note, so it has
  /// nothing private to hide and one entry that never changes.
  public struct VoiceNoteWidget: Widget {
    public init() {}

    public var body: some WidgetConfiguration {
      StaticConfiguration(kind: VocaPinShared.voiceNoteWidgetKind, provider: VoiceNoteProvider()) { _ in
        VoiceNoteWidgetView()
      }
      .configurationDisplayName(Text(VocaPinCopy.Widget.voiceNoteName))
      .description(Text(VocaPinCopy.Widget.voiceNoteDescription))
      .supportedFamilies([.accessoryCircular])
    }
  }

  struct VoiceNoteEntry: TimelineEntry {
    let date: Date
  }

  /// One entry for good: the button looks the same whatever happens in the app.
  struct VoiceNoteProvider: TimelineProvider {
    func placeholder(in context: Context) -> VoiceNoteEntry { VoiceNoteEntry(date: Date()) }

    func getSnapshot(in context: Context, completion: @escaping (VoiceNoteEntry) -> Void) {
      completion(VoiceNoteEntry(date: Date()))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<VoiceNoteEntry>) -> Void) {
      completion(Timeline(entries: [VoiceNoteEntry(date: Date())], policy: .never))
    }
  }

  struct VoiceNoteWidgetView: View {
    var body: some View {
      ZStack {
        AccessoryWidgetBackground()
        Image(systemName: "mic.fill")
          .font(.title2)
          .widgetAccentable()
      }
      .accessibilityElement(children: .ignore)
      .accessibilityLabel(Text(VocaPinCopy.Widget.voiceNoteName))
      .widgetURL(VocaPinShared.voiceNoteWidgetURL)
      .containerBackground(for: .widget) { Color.clear }
    }
  }

  struct VoiceNoteWidget_Previews: PreviewProvider {
    static var previews: some View {
      VoiceNoteWidgetView()
        .previewContext(WidgetPreviewContext(family: .accessoryCircular))
        .previewDisplayName("New Voice Note, Lock Screen")
    }
  }
#endif
