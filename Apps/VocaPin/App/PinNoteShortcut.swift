#if os(iOS)
  import AppIntents
  import AppServices
  import Foundation
  import Localization
  import SharedStore
  import SharedStoreWidgetKit
  import VocaPinCore
  import VocaPinUI

  // Declared in the app target's own sources, where Xcode extracts App Intents metadata
  // (platform-behaviour.md, "App Intents"): Siri, Spotlight and Shortcuts offer it with no setup.

  /// A note as the "Pin note" shortcut lists it.
  struct PinnableNote: AppEntity {
    let id: UUID
    /// The note's title, or its place ("Note 1") while Lock VocaPin is on.
    let title: String

    init(_ entry: VocaPinIntentNotes.Entry) {
      id = entry.id
      title = entry.name
    }

    static var typeDisplayRepresentation: TypeDisplayRepresentation {
      TypeDisplayRepresentation(name: LocalizedStringResource("vocapin.intent.note", defaultValue: "Note"))
    }
    // The note's own words (or "Untitled note", already looked up): shown as they are, never a catalog key. An
    // interpolation is an argument of the format "%@", which no catalog holds, so the words are never looked up.
    var displayRepresentation: DisplayRepresentation {
      DisplayRepresentation(title: "\(title)")
    }
    static var defaultQuery: PinnableNoteQuery { PinnableNoteQuery() }
  }

  /// Lists notes as the core names them: titles, or "Note 1" and no search while Lock VocaPin is on
  /// (`VocaPinIntentNotes`), as the lock cannot be asked from Siri or Shortcuts.
  struct PinnableNoteQuery: EntityStringQuery {
    /// Read with the store's lock waited for on a Dispatch thread, never on one of the cooperative pool's.
    private func listed() async throws -> VocaPinIntentNotes {
      try await SharedStore.appGroup(VocaPinShared.appGroup).offCooperativePool {
        VocaPinIntentNotes.read(from: $0, surface: .shortcuts)
      }
    }

    func entities(for identifiers: [UUID]) async throws -> [PinnableNote] {
      try await listed().entries(for: identifiers).map(PinnableNote.init)
    }

    func entities(matching string: String) async throws -> [PinnableNote] {
      try await listed().matching(string).map(PinnableNote.init)
    }

    func suggestedEntities() async throws -> [PinnableNote] { try await listed().entries.map(PinnableNote.init) }
  }

  /// "Pin note": the note every widget on "Pinned note" shows.
  struct PinNoteIntent: AppIntent {
    // Computed, with literal keys and English, which Xcode reads at build time; the words come from the app's
    // Localizable.xcstrings.
    static var title: LocalizedStringResource {
      LocalizedStringResource("vocapin.intent.pinNote", defaultValue: "Pin Note")
    }
    static var description: IntentDescription? {
      IntentDescription(
        LocalizedStringResource("vocapin.intent.pinNoteDescription", defaultValue: "Pin a note to VocaPin's widget."))
    }
    static var openAppWhenRun: Bool { false }
    /// Notes are private: Siri lists their titles and says the pinned one, so the iPhone running it must be
    /// unlocked first, even when asked from an unlocked Apple Watch (the default, `.alwaysAllowed`, runs it on a
    /// locked phone). VocaPin's own lock cannot be asked here: while it is on, the words are not said at all.
    static var authenticationPolicy: IntentAuthenticationPolicy { .requiresLocalDeviceAuthentication }

    @Parameter(title: LocalizedStringResource("vocapin.intent.note", defaultValue: "Note"))
    var note: PinnableNote

    func perform() async throws -> some IntentResult & ProvidesDialog {
      let id = note.id
      let store = SharedStore.appGroup(VocaPinShared.appGroup, widgetCenter: .live)
      do {
        // The store's lock is waited for on a Dispatch thread, never on one of the cooperative pool's, as the
        // widget's Next Note does. The core's words, already in the app's language, with the note's title in them
        // unless Lock VocaPin is on: an argument of "%@", never a key to look up.
        let said = try await store.offCooperativePool { store in
          let pinned = try VocaPinQuickActions.pin(id, in: store)
          return VocaPinIntentNotes.read(from: store, surface: .shortcuts).pinnedWords(pinned).text
        }
        let words: LocalizedStringResource = "\(said)"
        return .result(dialog: IntentDialog(words))
      } catch {
        // Siri and Shortcuts show an error's own words only when it gives them as a LocalizedStringResource.
        let failure = error as? VocaPinQuickActions.Failure ?? .unavailable
        throw PinNoteError(message: failure.description)
      }
    }
  }

  /// The core's failure ("No notes yet", files locked), worded for Siri and Shortcuts.
  struct PinNoteError: Error, CustomLocalizedStringResourceConvertible {
    let message: String
    // Already in the app's language: an argument of "%@", never a key to look up.
    var localizedStringResource: LocalizedStringResource { "\(message)" }
  }

  /// "New Note": opens VocaPin to a new note, as the Home Screen quick action does, starting with the words
  /// given ("Create note with text"), if any. Nothing is saved until Done.
  struct NewNoteIntent: AppIntent {
    static var title: LocalizedStringResource {
      LocalizedStringResource("vocapin.intent.newNote", defaultValue: "New Note")
    }
    static var description: IntentDescription? {
      IntentDescription(
        LocalizedStringResource(
          "vocapin.intent.newNoteDescription",
          defaultValue: "Open VocaPin to a new note, optionally starting with some text."))
    }
    static var openAppWhenRun: Bool { true }

    @Parameter(title: LocalizedStringResource("vocapin.intent.text", defaultValue: "Text"))
    var text: String?

    static var parameterSummary: some ParameterSummary { Summary("Create note with \(\.$text)") }

    @MainActor
    func perform() async throws -> some IntentResult {
      VocaPinAppDelegate.quickActions.deliver(VocaPinRoute.newNote(text: text).url)
      return .result()
    }
  }

  /// "New Voice Note": opens VocaPin to a new note with the microphone listening, as the board's microphone
  /// and the Home Screen quick action do. Offered as an App Shortcut, so Siri, Spotlight and the Action button
  /// run it with no setup. Nothing is saved until Done.
  struct NewVoiceNoteIntent: AppIntent {
    static var title: LocalizedStringResource {
      LocalizedStringResource("vocapin.intent.newVoiceNote", defaultValue: "New Voice Note")
    }
    static var description: IntentDescription? {
      IntentDescription(
        LocalizedStringResource(
          "vocapin.intent.newVoiceNoteDescription", defaultValue: "Open VocaPin to a new note and start dictating."))
    }
    static var openAppWhenRun: Bool { true }

    @MainActor
    func perform() async throws -> some IntentResult {
      VocaPinAppDelegate.quickActions.deliver(VocaPinRoute.newVoiceNote.url)
      return .result()
    }
  }

  struct VocaPinShortcuts: AppShortcutsProvider {
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] {
      AppShortcut(
        intent: PinNoteIntent(), phrases: ["Pin a note in \(.applicationName)", "\(.applicationName) pin note"],
        shortTitle: LocalizedStringResource("vocapin.intent.pinNote", defaultValue: "Pin Note"), systemImageName: "pin")
      AppShortcut(
        intent: NewNoteIntent(),
        phrases: [
          "New note in \(.applicationName)", "Create a note in \(.applicationName)", "\(.applicationName) new note",
        ],
        shortTitle: LocalizedStringResource("vocapin.intent.newNote", defaultValue: "New Note"),
        systemImageName: "square.and.pencil")
      AppShortcut(
        intent: NewVoiceNoteIntent(),
        phrases: ["New voice note in \(.applicationName)", "Dictate a note in \(.applicationName)"],
        shortTitle: LocalizedStringResource("vocapin.intent.newVoiceNote", defaultValue: "New Voice Note"),
        systemImageName: "mic")
    }
  }
#endif
