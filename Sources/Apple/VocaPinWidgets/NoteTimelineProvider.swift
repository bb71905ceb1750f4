#if os(iOS)
  import AppServices
  import Foundation
  import SharedStore
  import SharedStoreWidgetKit
  import VocaPinCore
  import WidgetKit

  public struct NoteWidgetEntry: TimelineEntry {
    public let date: Date
    public let face: VocaPinWidgetFace
    /// The face as this widget's configuration draws it (its colour and lettering).
    public var look: VocaPinWidgetLook
    /// The widget is on "Pinned note": its "next note" button moves the pin.
    public var followsPin = false
    /// What the Lock Screen families show (`VocaPinWidgetPlan.lockScreenFace`): a note's words only if the user
    /// chose Show Notes on Lock Screen.
    public var lockScreenFace: VocaPinWidgetFace
  }

  /// A note does not change with time, so the timeline is one entry that never expires: the app's model asks
  /// WidgetKit to reload after each save the widget shows (a note, the pin, a setting) and on each return to
  /// the app; the store's own write hook is off in VocaPinApp. Files that cannot be read yet (before the first
  /// unlock) are tried again within minutes of the restart (UnreadableRetry). `VocaPinWidgetTimeline` decides
  /// all of it, tested on Linux.
  public struct NoteTimelineProvider<Intent: NoteChoosing>: AppIntentTimelineProvider {
    public init() {}

    public func placeholder(in context: Context) -> NoteWidgetEntry {
      let face = VocaPinWidgetFace.note(VocaPinWidgetTimeline.sampleNote, isPinned: true)
      return NoteWidgetEntry(date: Date(), face: face, look: face.look(), lockScreenFace: face)
    }

    public func snapshot(for configuration: Intent, in context: Context) async -> NoteWidgetEntry {
      let plan = plan(for: configuration, in: context)
      return NoteWidgetEntry(date: Date(), face: plan.face, look: plan.look, lockScreenFace: plan.lockScreenFace)
    }

    public func timeline(for configuration: Intent, in context: Context) async -> Timeline<NoteWidgetEntry> {
      let plan = plan(for: configuration, in: context)
      return Timeline(
        entries: [
          NoteWidgetEntry(
            date: Date(), face: plan.face, look: plan.look, followsPin: configuration.choice == .pinned,
            lockScreenFace: plan.lockScreenFace)
        ],
        policy: plan.reloadAt.map { .after($0) } ?? .never)
    }

    private func plan(for configuration: Intent, in context: Context) -> VocaPinWidgetPlan {
      // A damaged note file is skipped by the repository: the widget never crashes on one.
      VocaPinWidgetTimeline.plan(
        store: .appGroup(VocaPinShared.appGroup), choice: configuration.choice, style: configuration.style,
        context: WidgetRequestContext(isPreview: context.isPreview), now: Date(),
        sinceStart: ProcessInfo.processInfo.systemUptime)
    }
  }
#endif
