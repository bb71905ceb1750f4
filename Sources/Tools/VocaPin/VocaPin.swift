import ArgumentParser
import DesignSystem
import Foundation
import Rendering
import RenderingCairo
import SharedStore
import ToolSupport
import VocaPinCore

@main
struct VocaPin: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "vocapin",
    abstract: "VocaPin's sticky notes on the command line, in the same files and rules as the app.",
    subcommands: [
      List.self, Add.self, Edit.self, Color.self, Move.self, Pin.self, Delete.self, WidgetToggleCommand.self,
      WidgetPreview.self, SetupSheet.self,
    ],
    defaultSubcommand: List.self)
}

/// The notes folder every subcommand works on.
struct NotesOptions: ParsableArguments {
  @Option(help: "The notes folder (created when needed). Default: ./vocapin-notes")
  var notes: String = "vocapin-notes"

  var store: SharedStore { SharedStore(directory: URL(fileURLWithPath: notes, isDirectory: true)) }
  var repository: NotesRepository { NotesRepository(store: store) }

  /// The folder as saved: unreadable note files and settings are reported and left alone; a folder that
  /// cannot be used at all (a file, no permission) is an error, never an empty board.
  func loadAll() throws -> NotesLoad {
    let loaded = repository.load()
    if let problem = loaded.folderProblem { throw Failure(VocaPinCopy.unusableFolder(problem).text) }
    for error in loaded.damaged { FileHandle.standardError.write(Data("warning: \(error)\n".utf8)) }
    for warning in loaded.warnings { FileHandle.standardError.write(Data("warning: \(warning)\n".utf8)) }
    return loaded
  }

  func load() throws -> NoteBoard { try loadAll().board }

  /// Applies a change to the board and saves it, turning a refused change into a clear message.
  func change(_ body: (inout NoteBoard) throws(NoteError) -> Void) throws {
    let old = try load()
    var board = old
    do {
      try body(&board)
    } catch {
      throw Failure(error.description)
    }
    do {
      try repository.save(board, replacing: old)
    } catch {
      throw Failure("cannot save to \(notes): \(error). Nothing was changed.")
    }
  }

  /// The note at a 1-based position in the list.
  func note(at position: Int, in board: NoteBoard) throws -> Note {
    guard position >= 1, position <= board.notes.count else {
      throw Failure(
        board.notes.isEmpty ? "there are no notes yet" : "there is no note \(position) (1 to \(board.notes.count))")
    }
    return board.notes[position - 1]
  }
}

func parseColor(_ name: String) throws -> NoteColor {
  guard let color = NoteColor(rawValue: name.lowercased()) else {
    throw ValidationError(
      "--color must be one of \(NoteColor.allCases.map(\.rawValue).joined(separator: ", ")) (got \"\(name)\").")
  }
  return color
}

struct List: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "List the notes in order; 📌 marks the one on the widget (the default).")
  @OptionGroup var options: NotesOptions

  func run() throws {
    let loaded = try options.loadAll()
    let board = loaded.board
    if board.notes.isEmpty { print(VocaPinCopy.emptyBoardTitle) }
    for (index, note) in board.notes.enumerated() {
      let pin = note.id == board.pinnedID ? "📌" : "  "
      print("\(index + 1). \(pin) [\(note.color.rawValue)] \(note.title)")
    }
    if let pinned = board.pinnedID, board.pinned == nil, board.unavailableIDs.contains(pinned) {
      print("📌 The pinned note could not be read; it stays pinned until you pin another.")
    }
    print("Widget: \(loaded.settings.widgetEnabled.map { $0 ? "on" : "off" } ?? "not chosen yet")")
  }
}

struct Add: ParsableCommand {
  static let configuration = CommandConfiguration(abstract: "Add a note at the end.")
  @OptionGroup var options: NotesOptions
  @Argument(help: "The note's text.") var text: String
  @Option(help: "yellow, pink, blue, green, orange or purple.") var color: String = NoteColor.default.rawValue

  func run() throws {
    let color = try parseColor(color)
    try options.change { board throws(NoteError) in _ = try board.add(text, color: color, at: Date()) }
    print("Added note \(try options.repository.load().board.notes.count).")
  }
}

struct Edit: ParsableCommand {
  static let configuration = CommandConfiguration(abstract: "Replace a note's text.")
  @OptionGroup var options: NotesOptions
  @Argument(help: "The note's number in the list.") var number: Int
  @Argument(help: "The new text.") var text: String

  func run() throws {
    let id = try options.note(at: number, in: try options.load()).id
    try options.change { board throws(NoteError) in try board.edit(id, text: text, at: Date()) }
  }
}

struct Color: ParsableCommand {
  static let configuration = CommandConfiguration(commandName: "color", abstract: "Change a note's paper color.")
  @OptionGroup var options: NotesOptions
  @Argument(help: "The note's number in the list.") var number: Int
  @Argument(help: "yellow, pink, blue, green, orange or purple.") var color: String

  func run() throws {
    let id = try options.note(at: number, in: try options.load()).id
    let color = try parseColor(color)
    try options.change { board throws(NoteError) in try board.recolor(id, to: color, at: Date()) }
  }
}

struct Move: ParsableCommand {
  static let configuration = CommandConfiguration(abstract: "Move a note to another place in the list.")
  @OptionGroup var options: NotesOptions
  @Argument(help: "The note's number in the list.") var number: Int
  @Argument(help: "Its new number.") var to: Int

  func run() throws {
    let board = try options.load()
    _ = try options.note(at: number, in: board)
    _ = try options.note(at: to, in: board)
    // SwiftUI's onMove counts the destination before removal: moving down lands after the target.
    let destination = to > number ? to : to - 1
    try options.change { board throws(NoteError) in
      board.move(fromOffsets: IndexSet(integer: number - 1), toOffset: destination)
    }
  }
}

struct Pin: ParsableCommand {
  static let configuration = CommandConfiguration(abstract: "Pin a note to the widget.")
  @OptionGroup var options: NotesOptions
  @Argument(help: "The note's number in the list.") var number: Int

  func run() throws {
    let id = try options.note(at: number, in: try options.load()).id
    try options.change { board throws(NoteError) in try board.pin(id) }
  }
}

struct Delete: ParsableCommand {
  static let configuration = CommandConfiguration(abstract: "Delete a note.")
  @OptionGroup var options: NotesOptions
  @Argument(help: "The note's number in the list.") var number: Int

  func run() throws {
    let id = try options.note(at: number, in: try options.load()).id
    try options.change { board throws(NoteError) in try board.delete(id) }
  }
}

struct WidgetToggleCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "widget-toggle",
    abstract: "Turn the widget on or off, as the Profile Settings toggle does; on shows the setup steps.")
  @OptionGroup var options: NotesOptions
  @Argument(help: "on or off.") var state: String

  func validate() throws {
    guard ["on", "off"].contains(state) else { throw ValidationError("state must be on or off (got \"\(state)\").") }
  }

  func run() throws {
    let loaded = try options.loadAll()
    var toggle = WidgetToggle(preference: loaded.settings.widgetEnabled)
    // A command line shows no sheet: the setup steps are printed whenever the app would present them.
    let effects = toggle.setOn(state == "on", setupIsUp: false)
    // Before any choice the switch shows "off" while no widget is placed; saying "off" still records the choice.
    let choosing = loaded.settings.widgetEnabled == nil ? state == "on" : nil
    guard let preference = effects.savePreference ?? choosing else {
      print("The widget is already \(state).")
      return
    }
    do {
      try options.repository.updateSettings { $0.widgetEnabled = preference }
    } catch {
      throw Failure("cannot save to \(options.notes): \(error). Nothing was changed.")
    }
    if loaded.settingsProblem != nil { print("The damaged settings file was kept as settings.damaged.json.") }
    guard effects.presentSetup else { return }
    print(WidgetSetupGuide.title)
    print(WidgetSetupGuide.subtitle)
    for (index, step) in WidgetSetupGuide.steps.enumerated() { print("\(index + 1). \(step)") }
  }
}

/// Options for drawing a PNG.
struct DrawingOptions: ParsableArguments {
  @Option(help: "Where to write the PNG.") var out: String
  @Option(help: "light or dark.") var appearance: String = "light"
  @Option(help: "Pixels per point (an iPhone 15 is 3).") var scale: Int = 3

  func validate() throws {
    guard ColorScheme(rawValue: appearance) != nil else {
      throw ValidationError("--appearance must be light or dark (got \"\(appearance)\").")
    }
    guard (1...4).contains(scale) else { throw ValidationError("--scale must be 1 to 4 (got \(scale)).") }
  }

  var scheme: ColorScheme { ColorScheme(rawValue: appearance) ?? .light }

  func write(_ list: DisplayList, with renderer: CairoRenderer) throws {
    let png = try renderer.renderPNG(list, pixelWidth: Int(list.size.width) * scale)
    do {
      try png.write(to: URL(fileURLWithPath: out))
    } catch {
      throw Failure("cannot write \(out): \(fileErrorWords(error)).")
    }
  }
}

struct WidgetPreview: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "widget", abstract: "Draw the widget as the Home or Lock Screen shows it, to a PNG.")
  @OptionGroup var options: NotesOptions
  @OptionGroup var drawing: DrawingOptions
  @Option(help: "small, medium, large, rectangular or inline.") var family: String
  @Option(help: "The note's number in the list. Default: the pinned note.") var note: Int?

  func validate() throws {
    guard let id = WidgetFamilyID(rawValue: family), VocaPinWidget.families.contains(id) else {
      throw ValidationError(
        "--family must be one of \(VocaPinWidget.families.map(\.rawValue).joined(separator: ", ")) (got \"\(family)\")."
      )
    }
  }

  func run() throws {
    let loaded = try options.loadAll()
    let board = loaded.board
    let configured = try note.map { try options.note(at: $0, in: board).id }
    let settings = loaded.settings
    let familyID = WidgetFamilyID(rawValue: family) ?? .small
    let resolved = VocaPinWidgetFace.resolve(settings: settings, notes: board.notes, configuredNoteID: configured)
    // The Lock Screen shows a note's words only when the settings say so, as the widget does.
    let face = familyID.isLockScreen ? resolved.onLockScreen(showingNotes: settings.lockScreenShowsNotes) : resolved
    let renderer = CairoRenderer()
    let scene = VocaPinWidgetScene.make(family: familyID, face: face, scheme: drawing.scheme, measurer: renderer)
    try drawing.write(scene.list, with: renderer)
    if face == .turnedOff { print("The widget is off: it shows no note (vocapin widget-toggle on).") }
    if scene.overflows { print("warning: the note does not fit this widget even at its smallest size; it ends in …") }
  }
}

struct SetupSheet: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "setup-sheet", abstract: "Draw the Widget Setup sheet over the board, to a PNG.")
  @OptionGroup var drawing: DrawingOptions
  @Option(help: "Screen width in points.") var width: Double = 393
  @Option(help: "Screen height in points.") var height: Double = 852
  @Option(name: .customLong("type-size"), help: "Dynamic Type: xSmall … xxxLarge, accessibility1 … accessibility5.")
  var typeSize: String = DynamicTypeSize.default.rawValue

  func validate() throws {
    guard (200...1400).contains(width), (200...1400).contains(height) else {
      throw ValidationError("--width and --height must be 200 to 1400 points.")
    }
    guard DynamicTypeSize(rawValue: typeSize) != nil else {
      throw ValidationError(
        "--type-size must be one of \(DynamicTypeSize.allCases.map(\.rawValue).joined(separator: ", ")).")
    }
  }

  func run() throws {
    let renderer = CairoRenderer()
    let scene = WidgetSetupScene.make(
      screen: Size(width: width, height: height), typeSize: DynamicTypeSize(rawValue: typeSize) ?? .default,
      scheme: drawing.scheme, measurer: renderer)
    try drawing.write(scene.list, with: renderer)
    if scene.needsScrolling { print("The steps scroll at this size; the Got it! button stays in view.") }
  }
}
