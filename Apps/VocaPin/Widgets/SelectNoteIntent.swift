#if os(iOS)
  import AppIntents
  import Foundation
  import VocaPinCore
  import VocaPinWidgets

  // Declared in the widget extension's own sources, where Xcode extracts App Intents metadata ("By default, your
  // app intents are part of your application bundle": https://developer.apple.com/documentation/appintents/appintentspackage).
  // Declared in a statically linked package module instead, "Edit Widget" could list no notes.

  /// Each widget instance chooses which note it shows: "Pinned note" (the default, which follows the pin) or
  /// one note. The default is an entity of its own, so a configuration that keeps it still follows the pin.
  struct SelectNoteIntent: NoteChoosing {
    // Computed, with literal keys and English, which Xcode reads at build time; the words come from the
    // extension's Localizable.xcstrings.
    static var title: LocalizedStringResource {
      LocalizedStringResource("vocapin.widget.intent.chooseNote", defaultValue: "Choose Note")
    }
    static var description: IntentDescription? {
      IntentDescription(
        LocalizedStringResource(
          "vocapin.widget.intent.chooseNoteDescription",
          defaultValue: "The note this widget shows. \"Pinned note\" follows the note you pin in VocaPin."))
    }

    @Parameter(title: LocalizedStringResource("vocapin.widget.intent.note", defaultValue: "Note"))
    var note: NoteEntity?

    // The widget's own look: left alone, the note's colour and handwriting, as the app draws it.
    @Parameter(
      title: LocalizedStringResource("vocapin.widget.intent.colour", defaultValue: "Color"), default: .noteColour)
    var colour: WidgetColourOption

    @Parameter(
      title: LocalizedStringResource("vocapin.widget.intent.lettering", defaultValue: "Lettering"),
      default: .handwritten)
    var lettering: WidgetLetteringOption

    var choice: WidgetNoteChoice { note.flatMap { WidgetNoteChoice(identifier: $0.id) } ?? .pinned }

    var style: VocaPinWidgetStyle {
      VocaPinWidgetStyle(paperIdentifier: colour.rawValue, letteringIdentifier: lettering.rawValue)
    }
  }

  /// The paper a widget draws its note on: the note's own colour, or one of the note colours. Raw values are
  /// `VocaPinWidgetStyle`'s identifiers, which the core reads.
  enum WidgetColourOption: String, AppEnum {
    case noteColour = "note"
    case yellow, pink, blue, green, orange, purple

    static var typeDisplayRepresentation: TypeDisplayRepresentation {
      TypeDisplayRepresentation(
        name: LocalizedStringResource("vocapin.widget.intent.colour", defaultValue: "Color"))
    }
    // Computed (DisplayRepresentation is not Sendable), with literal keys and English, as Xcode reads them.
    static var caseDisplayRepresentations: [WidgetColourOption: DisplayRepresentation] {
      [
        .noteColour: DisplayRepresentation(
          title: LocalizedStringResource("vocapin.widget.style.noteColour", defaultValue: "Note's Color")),
        .yellow: DisplayRepresentation(
          title: LocalizedStringResource("vocapin.widget.style.yellow", defaultValue: "Yellow")),
        .pink: DisplayRepresentation(title: LocalizedStringResource("vocapin.widget.style.pink", defaultValue: "Pink")),
        .blue: DisplayRepresentation(title: LocalizedStringResource("vocapin.widget.style.blue", defaultValue: "Blue")),
        .green: DisplayRepresentation(
          title: LocalizedStringResource("vocapin.widget.style.green", defaultValue: "Green")),
        .orange: DisplayRepresentation(
          title: LocalizedStringResource("vocapin.widget.style.orange", defaultValue: "Orange")),
        .purple: DisplayRepresentation(
          title: LocalizedStringResource("vocapin.widget.style.purple", defaultValue: "Purple")),
      ]
    }
  }

  /// How a widget letters its note: handwritten (the default) or printed. Raw values are `WidgetLettering`'s.
  enum WidgetLetteringOption: String, AppEnum {
    case handwritten, printed

    static var typeDisplayRepresentation: TypeDisplayRepresentation {
      TypeDisplayRepresentation(
        name: LocalizedStringResource("vocapin.widget.intent.lettering", defaultValue: "Lettering"))
    }
    // Computed (DisplayRepresentation is not Sendable), with literal keys and English, as Xcode reads them.
    static var caseDisplayRepresentations: [WidgetLetteringOption: DisplayRepresentation] {
      [
        .handwritten: DisplayRepresentation(
          title: LocalizedStringResource("vocapin.widget.style.handwritten", defaultValue: "Handwritten")),
        .printed: DisplayRepresentation(
          title: LocalizedStringResource("vocapin.widget.style.printed", defaultValue: "Printed")),
      ]
    }
  }

  /// A note as App Intents sees it: what the widget's configuration lists ("Edit Widget" > Note).
  struct NoteEntity: AppEntity {
    /// `WidgetNoteChoice.identifier`: "pinned" or a note's UUID.
    let id: String
    let title: String

    static var typeDisplayRepresentation: TypeDisplayRepresentation {
      TypeDisplayRepresentation(name: LocalizedStringResource("vocapin.widget.intent.note", defaultValue: "Note"))
    }
    // The note's own words (or "Untitled note" or, while locked, "Note 1", already looked up): shown as they are, never a catalog key. An
    // interpolation is an argument of the format "%@", which no catalog holds, so the words are never looked up
    // (a literal resource would be: a note titled like a key of the catalog would show that key's words).
    var displayRepresentation: DisplayRepresentation {
      DisplayRepresentation(title: "\(title)")
    }
    static var defaultQuery: NoteQuery { NoteQuery() }

    init(_ choice: WidgetNoteChoices.Choice) {
      id = choice.id
      title = choice.title
    }
  }

  /// Finds notes in the App Group's files; "Pinned note" is the default. While Lock VocaPin is on the notes are
  /// named by place and a search finds none (`WidgetNoteChoices`, from the core's `VocaPinIntentNotes`).
  struct NoteQuery: EntityStringQuery {
    func entities(for identifiers: [String]) async throws -> [NoteEntity] {
      WidgetNoteChoices.find(identifiers).map(NoteEntity.init)
    }

    func entities(matching string: String) async throws -> [NoteEntity] {
      WidgetNoteChoices.matching(string).map(NoteEntity.init)
    }

    func suggestedEntities() async throws -> [NoteEntity] { WidgetNoteChoices.all().map(NoteEntity.init) }

    func defaultResult() async -> NoteEntity? { NoteEntity(WidgetNoteChoices.pinned) }
  }
#endif

#if os(iOS)
  import SharedStore
  import SharedStoreWidgetKit

  /// The widget's "next note" button (iOS 17 `Button(intent:)`): pins the note after the pinned one in the App
  /// Group's files; the store's write hook reloads the widgets, and the app reads the new pin on return.
  /// Declared here, in the widget extension, for the same reason as `SelectNoteIntent`.
  struct NextNoteIntent: AppIntent {
    static var title: LocalizedStringResource {
      LocalizedStringResource("vocapin.widget.intent.nextNote", defaultValue: "Next Note")
    }
    static var description: IntentDescription? {
      IntentDescription(
        LocalizedStringResource(
          "vocapin.widget.intent.nextNoteDescription", defaultValue: "Pin the next note to the widget."))
    }
    /// The widget's button only: kept out of Shortcuts and Siri, where it would run on a locked phone.
    static var isDiscoverable: Bool { false }
    /// It moves the pin, so it runs only on an unlocked iPhone. A widget's buttons are inactive on a locked device
    /// until the owner unlocks it (Apple, "Adding interactivity to widgets"); this policy says the same for every
    /// other way the intent could run. A literal: Xcode reads intent metadata at build time.
    static var authenticationPolicy: IntentAuthenticationPolicy { .requiresLocalDeviceAuthentication }

    func perform() async throws -> some IntentResult {
      // The store's lock is waited for on a Dispatch thread, never on one of the cooperative pool's.
      let store = SharedStore.appGroup(VocaPinShared.appGroup, widgetCenter: .live)
      try await store.offCooperativePool { _ = try VocaPinQuickActions.pinNext(in: $0) }
      return .result()
    }
  }

  /// A checklist box on the widget (iOS 17 `Button(intent:)`): checks or unchecks the item in the App Group's
  /// files (`VocaPinQuickActions.toggleItem`, the board's change: the note's words and edit date, which iCloud Sync
  /// sends at the app's next sync); the store's write hook reloads the widgets. The item carries its line and its
  /// words as drawn, so a note changed since is left alone. Declared here for the same reason as `SelectNoteIntent`.
  struct ToggleItemIntent: ItemToggling {
    static var title: LocalizedStringResource {
      LocalizedStringResource("vocapin.widget.intent.toggleItem", defaultValue: "Check Item")
    }
    /// The widget's box only: kept out of Shortcuts and Siri.
    static var isDiscoverable: Bool { false }
    /// It changes a note's words, so it runs only on an unlocked iPhone, as Next Note (a literal, for the same
    /// reason).
    static var authenticationPolicy: IntentAuthenticationPolicy { .requiresLocalDeviceAuthentication }

    @Parameter(title: LocalizedStringResource("vocapin.widget.intent.toggleItem.note", defaultValue: "Note"))
    var noteID: String
    @Parameter(title: LocalizedStringResource("vocapin.widget.intent.toggleItem.line", defaultValue: "Line"))
    var line: Int
    @Parameter(title: LocalizedStringResource("vocapin.widget.intent.toggleItem.words", defaultValue: "Words"))
    var words: String

    init() {}

    init(item: VocaPinWidgetItem) {
      noteID = item.noteID.uuidString
      line = item.line
      words = item.words
    }

    func perform() async throws -> some IntentResult {
      guard let id = UUID(uuidString: noteID) else { throw VocaPinQuickActions.Failure.noSuchNote }
      // The store's lock is waited for on a Dispatch thread, never on one of the cooperative pool's.
      let item = VocaPinWidgetItem(noteID: id, line: line, words: words)
      let store = SharedStore.appGroup(VocaPinShared.appGroup, widgetCenter: .live)
      try await store.offCooperativePool { _ = try VocaPinQuickActions.toggleItem(item, in: $0, now: Date()) }
      return .result()
    }
  }
#endif
