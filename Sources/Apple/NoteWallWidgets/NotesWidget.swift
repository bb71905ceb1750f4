#if os(iOS)
  import AppServices
  import Foundation
  import NoteWallCore
  import SharedStore
  import SharedStoreWidgetKit
  import Localization
  import LocalizationUI
  import SwiftUI
  import WidgetKit

  public struct NotesEntry: TimelineEntry {
    public let date: Date
    public let face: NoteWallWidgetFace
  }

  /// The notes do not change with time: one entry that never expires, redrawn when the app writes new notes
  /// (its reload after each change). Files that cannot be read yet (before the first unlock) are tried again
  /// within minutes of the restart (UnreadableRetry). `NoteWallWidgetTimeline` decides it, tested on Linux.
  struct NotesTimelineProvider: TimelineProvider {
    func placeholder(in context: Context) -> NotesEntry {
      NotesEntry(date: Date(), face: NoteWallWidgetTimeline.face(NoteWallWidgetTimeline.sampleNotes, lines: 3))
    }

    func getSnapshot(in context: Context, completion: @escaping (NotesEntry) -> Void) {
      completion(NotesEntry(date: Date(), face: plan(context).face))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<NotesEntry>) -> Void) {
      let plan = plan(context)
      completion(
        Timeline(
          entries: [NotesEntry(date: Date(), face: plan.face)], policy: plan.reloadAt.map { .after($0) } ?? .never))
    }

    private func plan(_ context: Context) -> NoteWallWidgetPlan {
      NoteWallWidgetTimeline.plan(
        store: .appGroup(NoteWallShared.appGroup), lines: context.family == .accessoryInline ? 1 : 3,
        context: WidgetRequestContext(isPreview: context.isPreview), now: Date(),
        sinceStart: ProcessInfo.processInfo.systemUptime)
    }
  }

  /// NoteWall's Lock Screen widget: the wallpaper's notes (rectangular, three lines; inline, the first), live
  /// after each change, for phones where the shortcut is not set up. A tap opens the app.
  public struct NotesWidget: Widget {
    public init() {}

    public var body: some WidgetConfiguration {
      StaticConfiguration(kind: NoteWallShared.notesWidgetKind, provider: NotesTimelineProvider()) { entry in
        NotesWidgetView(face: entry.face)
      }
      .configurationDisplayName(Text(NoteWallCopy.Widget.galleryName))
      .description(Text(NoteWallCopy.Widget.galleryDescription))
      .supportedFamilies([.accessoryRectangular, .accessoryInline])
    }
  }

  struct NotesWidgetView: View {
    let face: NoteWallWidgetFace
    @Environment(\.widgetFamily) private var family

    var body: some View {
      Group {
        switch face {
        case .notes(let texts, let more):
          if family == .accessoryInline {
            // The first note (the user's words, verbatim) and how many more, in the widget's language.
            Label {
              Text(verbatim: ([texts.first ?? ""] + (more.map { [$0.text] } ?? [])).joined(separator: " "))
            } icon: {
              Image(systemName: "note.text")
            }
          } else {
            VStack(alignment: .leading, spacing: 0) {
              ForEach(Array(texts.enumerated()), id: \.offset) { _, text in
                Text(verbatim: text).lineLimit(1).font(.headline).widgetAccentable()
              }
              if let more { Text(more).lineLimit(1).font(.caption) }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
          }
        case .empty: Label(NoteWallCopy.Widget.empty, systemImage: "note.text.badge.plus")
        case .unavailable: Label(NoteWallCopy.Widget.unavailable, systemImage: "lock")
        }
      }
      // The notes are on the wallpaper already, for anyone to see; hidden only where the user turned off
      // Lock Screen widgets under Allow Access When Locked, as iOS does for privacy-sensitive content.
      .privacySensitive()
      .containerBackground(for: .widget) { Color.clear }
    }
  }

  // PreviewProvider rather than #Preview: see docs/architecture.md, "The Apple-only type-check".
  struct NotesWidget_Previews: PreviewProvider {
    static let faces: [(NoteWallWidgetFace, String)] = [
      (NoteWallWidgetTimeline.face(NoteWallWidgetTimeline.sampleNotes, lines: 3), "Three notes"),
      (NoteWallWidgetTimeline.face(["One", "Two", "Three", "Four"], lines: 3), "More than fit"),
      (.empty, "No notes yet"), (.unavailable, "Before the first unlock"),
    ]

    static var previews: some View {
      ForEach(faces, id: \.1) { face, name in
        NotesWidgetView(face: face)
          .previewContext(WidgetPreviewContext(family: .accessoryRectangular))
          .previewDisplayName(name)
      }
      NotesWidgetView(face: NoteWallWidgetTimeline.face(NoteWallWidgetTimeline.sampleNotes, lines: 1))
        .previewContext(WidgetPreviewContext(family: .accessoryInline))
        .previewDisplayName("Inline")
    }
  }
#endif
