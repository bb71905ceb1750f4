#if os(iOS)
  import AppIntents
  import DesignSystem
  import DesignSystemUI
  import Localization
  import LocalizationUI
  import SharedStoreWidgetKit
  import SwiftUI
  import VocaPinCore
  import WidgetKit

  /// VocaPin's widget: a sticky note on the Home Screen (small, medium, large) and its first words on the Lock
  /// Screen (rectangular, inline). Tapping it opens that note (VP-0.2).
  /// Generic over the configuration intent, the "next note" button's intent and the checklist box's intent, which
  /// the widget extension declares (see `NoteChoosing`).
  public struct NoteWidget<Intent: NoteChoosing, NextNote: AppIntent, ToggleItem: ItemToggling>: Widget {
    public init() {}

    public var body: some WidgetConfiguration {
      AppIntentConfiguration(
        kind: VocaPinShared.widgetKind, intent: Intent.self, provider: NoteTimelineProvider<Intent>()
      ) {
        entry in NoteWidgetView<NextNote, ToggleItem>(entry: entry)
      }
      .configurationDisplayName(Text(VocaPinCopy.Widget.galleryName))
      .description(Text(VocaPinCopy.Widget.galleryDescription))
      .supportedFamilies([.systemSmall, .systemMedium, .systemLarge, .accessoryRectangular, .accessoryInline])
      .contentMarginsDisabled()
    }
  }

  struct NoteWidgetView<NextNote: AppIntent, ToggleItem: ItemToggling>: View {
    let entry: NoteWidgetEntry
    @Environment(\.widgetFamily) private var widgetFamily
    @Environment(\.showsWidgetContainerBackground) private var showsBackground
    @Environment(\.widgetRenderingMode) private var renderingMode
    @Environment(\.isLuminanceReduced) private var isLuminanceReduced
    @Environment(\.redactionReasons) private var redactionReasons

    var body: some View {
      let family = WidgetFamilyID(widgetFamily)
      let layout = VocaPinWidgetLayout.of(family)
      // StandBy, the Always-On display and iOS's own privacy redaction get the Lock Screen's face (a note's
      // words only with Show Notes on Lock Screen on), chosen here rather than left to `privacySensitive()`,
      // which hides words only where iOS applies the privacy redaction (VocaPinWidgetSurroundings).
      let surroundings = VocaPinWidgetSurroundings(
        isLockScreenFamily: family.isLockScreen, showsContainerBackground: showsBackground,
        isFullColor: renderingMode == .fullColor, isLuminanceReduced: isLuminanceReduced,
        isPrivacyRedacted: redactionReasons.contains(.privacy))
      let face = surroundings.face(home: entry.face, lockScreen: entry.lockScreenFace)
      let look = entry.look
      Group {
        if family.isLockScreen {
          // The face's words: the note's own only with Show Notes on Lock Screen on (`lockScreenFace`), else
          // the widget's copy already looked up in its catalog.
          let lockScreenFace = face
          Label {
            Text(verbatim: layout.text(for: lockScreenFace))
          } icon: {
            Image(systemName: lockScreenFace.lockScreenSymbol)
          }
          // A text style, so it follows Dynamic Type like the rest of the Lock Screen.
          .font(.theme(VocaPinWidgetLayout.systemTextFont))
          .lineLimit(layout.lineLimit)
          // At the accessibility sizes the line shrinks rather than losing all but its first words.
          .minimumScaleFactor(0.6)
          .widgetAccentable()
          // A note's words reach the Lock Screen only when the user chose Show Notes on Lock Screen (off by
          // default: anyone can see the Lock Screen). Shown, they are still private: iOS redacts them on a
          // locked phone when the user has also turned off "Lock Screen Widgets" under Face ID & Passcode >
          // Allow Access When Locked.
          .privacySensitive()
        } else {
          HomeScreenNote<NextNote, ToggleItem>(
            face: face, look: look, layout: layout, showsNextNote: entry.followsPin && face.isPinned && family != .small
          )
          // A second layer: the Today View of a locked phone cannot be told from the Home Screen, and there only
          // iOS's redaction (Allow Access When Locked) hides the words.
          .privacySensitive()
        }
      }
      .widgetURL(face.route.url)
      .containerBackground(for: .widget) {
        if layout.usesPaperBackground { Color(look.paper) } else { Color.clear }
      }
    }
  }

  /// A widget's checklist box: iOS 17 `Button(intent:)` with an intent the extension declares, made from the item as
  /// drawn (`VocaPinWidgetItem`); it runs `VocaPinQuickActions.toggleItem`.
  public protocol ItemToggling: AppIntent {
    init(item: VocaPinWidgetItem)
  }

  struct HomeScreenNote<NextNote: AppIntent, ToggleItem: ItemToggling>: View {
    let face: VocaPinWidgetFace
    /// The face in this widget's colour and lettering (`VocaPinWidgetStyle`), as `VocaPinWidgetScene` draws it.
    let look: VocaPinWidgetLook
    let layout: VocaPinWidgetLayout
    /// The widget follows the pin: its button pins the next note (iOS 17 `Button(intent:)`).
    let showsNextNote: Bool
    @Environment(\.dynamicTypeSize) private var typeSize
    @Environment(\.widgetRenderingMode) private var renderingMode
    @Environment(\.showsWidgetContainerBackground) private var showsBackground

    /// The paper's ink and the red pin only where the paper is drawn in full colour; tinted (accented, vibrant)
    /// and StandBy (no container background) draw the system's primary style, the pin and button accented, as
    /// the Bard's and QuoteVault's widgets do.
    private var usesPaperInk: Bool { renderingMode == .fullColor && showsBackground }
    private var ink: Color { usesPaperInk ? Color(look.ink) : .primary }
    private var accent: Color { usesPaperInk ? Color(Theme.vocaPin.accent) : .primary }

    /// Body's scale at the reader's Dynamic Type size (100 at the default), so printed lettering grows as the
    /// handwriting does (`relativeTo: .body`).
    @ScaledMetric(relativeTo: .body) private var bodyScale = 100.0

    /// The scene's lettering (`VocaPinWidgetLayout.bodyFont`): handwriting, or the system font printed at the same
    /// size (22/24/48 pt on the Home Screen), both grown with Dynamic Type as body is.
    private var bodyFont: Font {
      let font = layout.bodyFont(for: face, look: look)
      switch font.role {
      case .handwritten:
        return .custom(
          FontRole.handwritten.applePostScriptNames(for: .regular).first ?? "", size: font.size, relativeTo: .body)
      case .system, .emoji, .oldStyleSerif, .classicSerif:
        return .system(size: font.size * bodyScale / 100, weight: font.weight == .regular ? .regular : .medium)
      }
    }

    /// The note's words: one text, so the family's line limit and shrinking apply to the whole note; a note with
    /// checklist items, one row a line (`checklist`).
    @ViewBuilder private var noteWords: some View {
      let lines = layout.lines(for: face)
      if lines.contains(where: { $0.box != nil }) {
        checklist(lines)
      } else {
        Text(verbatim: layout.text(for: face))
      }
    }

    /// One row a line: an item's box is a button (an SF Symbol) that checks or unchecks it in the App Group's
    /// files, the intent refusing if the note changed since this was drawn; the item's words (a checked item's
    /// struck through and dimmed, `VocaPinWidgetLine`) open the note, as a row of Reminders' widget does: a link of
    /// their own where the family allows one (`wordsLink`), else the widget's link, which names the same note.
    /// The box and the words share one text baseline, so a row is no taller than a line of words.
    /// VoiceOver reads each box as the item's words and state, never the symbol's name. A blank line keeps its
    /// height (a space).
    private func checklist(_ lines: [VocaPinWidgetLine]) -> some View {
      VStack(alignment: .leading, spacing: 0) {
        ForEach(Array(lines.enumerated()), id: \.offset) { _, line in
          if let item = line.item, let box = line.box, let symbol = line.symbol {
            HStack(alignment: .firstTextBaseline, spacing: 0) {
              Button(intent: ToggleItem(item: item)) {
                (Text(Image(systemName: symbol)).foregroundStyle(accent) + Text(verbatim: " "))
                  .contentShape(Rectangle())
              }
              .buttonStyle(.plain)
              .accessibilityLabel(VocaPinCopy.Widget.checklistItemLabel(line.words, isChecked: box))
              itemWords(line)
            }
          } else if line.isMore {
            styledWords(line)
          } else {
            Text(verbatim: line.words.isEmpty ? " " : line.words)
          }
        }
      }
    }

    /// An item's words: the note's link where the family gives them one, else plain (the widget's link).
    @ViewBuilder private func itemWords(_ line: VocaPinWidgetLine) -> some View {
      if let link = layout.wordsLink(of: line) {
        Link(destination: link) {
          styledWords(line).frame(maxWidth: .infinity, alignment: .leading).contentShape(Rectangle())
        }
      } else {
        styledWords(line).frame(maxWidth: .infinity, alignment: .leading)
      }
    }

    private func styledWords(_ line: VocaPinWidgetLine) -> Text {
      var words = Text(verbatim: line.words)
      if line.isStruckThrough { words = words.strikethrough() }
      if line.isDimmed { words = words.foregroundStyle(ink.opacity(VocaPinWidgetLine.dimmedOpacity)) }
      return words
    }

    var body: some View {
      VStack(alignment: .leading, spacing: Spacing.xSmall / 2) {
        if layout.centersVertically { Spacer(minLength: 0) }
        if let title = face.title {
          Text(verbatim: title).font(.theme(VocaPinWidgetLayout.titleFont))
            .lineLimit(1)
            .minimumScaleFactor(VocaPinWidgetLayout.titleMinimumScaleFactor)
        } else if layout.showsPin && face.isPinned {
          // The first line keeps clear of the pin, as VocaPinWidgetScene lays it out (14 pt).
          Spacer().frame(height: 14)
        }
        noteWords
          .font(bodyFont)
          .lineLimit(layout.lineLimit)
          // Grown by Dynamic Type, it may shrink back to the default's smallest size, so a note at the
          // accessibility sizes is not cut to its first words.
          .minimumScaleFactor(layout.minimumScaleFactor(at: DesignSystem.DynamicTypeSize(typeSize)))
          // The text ends above the Next Note button, which sits in the bottom corner.
          .padding(.trailing, showsNextNote ? HitTarget.minimum : 0)
        Spacer(minLength: 0)
      }
      .foregroundStyle(ink)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      .overlay(alignment: .topTrailing) {
        if layout.showsPin && face.isPinned {
          Image(systemName: "pin.fill").foregroundStyle(accent).widgetAccentable().accessibilityHidden(true)
        }
      }
      .overlay(alignment: .bottomTrailing) {
        if showsNextNote {
          Button(intent: NextNote()) {
            Image(systemName: "arrow.forward.circle.fill").font(.title3)
              .frame(width: HitTarget.minimum, height: HitTarget.minimum)
              .contentShape(Rectangle())
          }
          .buttonStyle(.plain)
          .foregroundStyle(accent)
          .widgetAccentable()
          .accessibilityLabel(VocaPinCopy.Widget.nextNote)
        }
      }
      .padding(layout.padding)
    }
  }
#endif
