#if os(iOS)
  import AppIntents
  import Foundation
  import SwiftUI
  import VocaPinCore
  import WidgetKit

  // Xcode canvas previews of the VocaPin widget in each family it supports, from sample entries (no App Group
  // read). PreviewProvider rather than #Preview: see docs/architecture.md, "The Apple-only type-check".

  /// Stands in for the widget extension's `NextNoteIntent` (declared in the extension's own sources): the
  /// preview's button does nothing.
  struct PreviewNextNoteIntent: AppIntent {
    static var title: LocalizedStringResource {
      LocalizedStringResource("vocapin.widget.intent.nextNote", defaultValue: "Next Note")
    }
    static var isDiscoverable: Bool { false }
    func perform() async throws -> some IntentResult { .result() }
  }

  /// Stands in for the widget extension's `ToggleItemIntent`: the preview's boxes check nothing.
  struct PreviewToggleItemIntent: ItemToggling {
    static var title: LocalizedStringResource {
      LocalizedStringResource("vocapin.widget.intent.toggleItem", defaultValue: "Check Item")
    }
    static var isDiscoverable: Bool { false }
    init() {}
    init(item: VocaPinWidgetItem) {}
    func perform() async throws -> some IntentResult { .result() }
  }

  enum VocaPinWidgetPreviewValues {
    static let note = Note(
      text: "Call Mom back about Sunday lunch, and ask about the garden", color: .yellow,
      createdAt: Date().addingTimeInterval(-3_600))

    static let checklist = Note(
      text: "Shopping\n- [ ] Oat milk\n- [x] Lemons\n- [ ] Basil", color: .green,
      createdAt: Date().addingTimeInterval(-3_600))

    static func entry(
      _ face: VocaPinWidgetFace, style: VocaPinWidgetStyle = .standard, followsPin: Bool = false,
      lockScreenShowsNotes: Bool = true
    ) -> NoteWidgetEntry {
      NoteWidgetEntry(
        date: Date(), face: face, look: face.look(style), followsPin: followsPin,
        lockScreenFace: face.onLockScreen(showingNotes: lockScreenShowsNotes))
    }
  }

  struct NoteWidget_Previews: PreviewProvider {
    static let families: [(WidgetFamily, String)] = [
      (.systemSmall, "Small"), (.systemMedium, "Medium"), (.systemLarge, "Large"),
      (.accessoryRectangular, "Lock screen, rectangular"), (.accessoryInline, "Lock screen, inline"),
    ]

    static var previews: some View {
      ForEach(families, id: \.1) { family, name in
        NoteWidgetView<PreviewNextNoteIntent, PreviewToggleItemIntent>(
          entry: VocaPinWidgetPreviewValues.entry(
            .note(VocaPinWidgetPreviewValues.note, isPinned: true), followsPin: true)
        )
        .previewContext(WidgetPreviewContext(family: family))
        .previewDisplayName("Pinned note, \(name)")
      }
      // A widget configured with its own colour and printed lettering.
      NoteWidgetView<PreviewNextNoteIntent, PreviewToggleItemIntent>(
        entry: VocaPinWidgetPreviewValues.entry(
          .note(VocaPinWidgetPreviewValues.note, isPinned: true),
          style: VocaPinWidgetStyle(paper: .blue, lettering: .printed))
      )
      .previewContext(WidgetPreviewContext(family: .systemMedium))
      .previewDisplayName("Blue, printed")
      // A checklist: boxes, a checked item struck through and dimmed.
      NoteWidgetView<PreviewNextNoteIntent, PreviewToggleItemIntent>(
        entry: VocaPinWidgetPreviewValues.entry(.note(VocaPinWidgetPreviewValues.checklist, isPinned: true))
      )
      .previewContext(WidgetPreviewContext(family: .systemMedium))
      .previewDisplayName("Checklist, medium")
      NoteWidgetView<PreviewNextNoteIntent, PreviewToggleItemIntent>(
        entry: VocaPinWidgetPreviewValues.entry(.turnedOff)
      )
      .previewContext(WidgetPreviewContext(family: .systemSmall))
      .previewDisplayName("Widget turned off")
      NoteWidgetView<PreviewNextNoteIntent, PreviewToggleItemIntent>(entry: VocaPinWidgetPreviewValues.entry(.empty))
        .previewContext(WidgetPreviewContext(family: .systemMedium))
        .previewDisplayName("No notes yet")
      NoteWidgetView<PreviewNextNoteIntent, PreviewToggleItemIntent>(
        entry: VocaPinWidgetPreviewValues.entry(.noteDeleted)
      )
      .previewContext(WidgetPreviewContext(family: .systemSmall))
      .previewDisplayName("Its note was deleted")
      NoteWidgetView<PreviewNextNoteIntent, PreviewToggleItemIntent>(
        entry: VocaPinWidgetPreviewValues.entry(
          .note(VocaPinWidgetPreviewValues.note, isPinned: true), lockScreenShowsNotes: false)
      )
      .previewContext(WidgetPreviewContext(family: .accessoryRectangular))
      .previewDisplayName("Lock screen, note hidden")
    }
  }
#endif
