import Foundation
import TestSupport
import Testing

@testable import VocaPinCore

@Suite("vocapin")
struct ToolTests {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vocapin-tool-\(UUID().uuidString)").path

  func run(_ arguments: String...) async throws -> TestTools.Result {
    try await TestTools.run("vocapin", arguments + ["--notes", folder])
  }

  @Test("VP-0.1 / VP-0.2: vocapin lists, adds, edits, colours, moves, pins and deletes, and draws the widget")
  func commands() async throws {
    #expect(try await run("add", "Buy oat milk").status == 0)
    #expect(try await run("add", "Call Grandma", "--color", "pink").status == 0)
    #expect(try await run("add", "Gym at 7").status == 0)
    #expect(try await run("edit", "1", "Buy oat milk and bread").status == 0)
    #expect(try await run("color", "3", "green").status == 0)
    #expect(try await run("move", "3", "1").status == 0)
    #expect(try await run("pin", "2").status == 0)
    #expect(try await run("delete", "3").status == 0)
    let list = try await run("list")
    #expect(list.output.contains("1.    [green] Gym at 7"))
    #expect(list.output.contains("2. 📌 [yellow] Buy oat milk and bread"))
    #expect(!list.output.contains("Grandma"))
    #expect(list.output.contains("Widget: not chosen yet"), "no choice on a fresh install, as in the app")

    #expect(try await run("widget-toggle", "off").status == 0)
    let on = try await run("widget-toggle", "on")
    #expect(on.output.contains(WidgetSetupGuide.title.text) && on.output.contains("5. "))
    let png = folder + "/medium.png"
    let drawn = try await run("widget", "--family", "medium", "--note", "1", "--out", png, "--scale", "1")
    #expect(drawn.status == 0)
    #expect(FileManager.default.fileExists(atPath: png))
    #expect(try await run("widget-toggle", "off").status == 0)
    let off = try await run("widget", "--family", "small", "--out", png)
    #expect(off.output.contains("The widget is off"))
  }

  @Test("vocapin explains bad input and exits non-zero")
  func badInput() async throws {
    let blank = try await run("add", "   ")
    #expect(blank.status != 0 && blank.error.contains(VocaPinCopy.blankNote.text))
    #expect(!blank.error.contains("Usage"), "a refused note is not a usage error")
    let missing = try await run("pin", "4")
    #expect(missing.status != 0 && missing.error.contains("there are no notes yet"))
    _ = try await run("add", "One")
    let range = try await run("delete", "0")
    #expect(range.status != 0 && range.error.contains("there is no note 0 (1 to 1)"))
    let color = try await run("add", "x", "--color", "mauve")
    #expect(color.status != 0 && color.error.contains("--color must be one of"))
    let family = try await run("widget", "--family", "circular", "--out", "/tmp/x.png")
    #expect(family.status != 0 && family.error.contains("--family must be one of small, medium, large"))
    let unwritable = try await run("widget", "--family", "small", "--out", "/nonexistent/dir/x.png")
    #expect(unwritable.status != 0 && unwritable.error.contains("cannot write"))
    let size = try await TestTools.run("vocapin", ["setup-sheet", "--type-size", "huge", "--out", "/tmp/x.png"])
    #expect(size.status != 0 && size.error.contains("--type-size must be one of"))
  }

  @Test("A notes path that is a file: every command says so in words and exits non-zero, writing nothing")
  func folderIsAFile() async throws {
    try Data("a file".utf8).write(to: URL(fileURLWithPath: folder))
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for arguments in [["list"], ["add", "Hello"], ["widget-toggle", "on"], ["widget-toggle", "off"]] {
      let result = try await TestTools.run("vocapin", arguments + ["--notes", folder])
      #expect(result.status != 0, "\(arguments)")
      #expect(result.error.contains("a file is where VocaPin's folder should be"), "\(arguments): \(result.error)")
      #expect(!result.error.contains("NSCocoaErrorDomain") && !result.output.contains(VocaPinCopy.emptyBoardTitle.text))
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: folder)) == Data("a file".utf8))
  }

  @Test("Damaged settings are reported, listed as off, and kept aside when the widget is turned on")
  func damagedSettings() async throws {
    _ = try await run("add", "One")
    _ = try await run("widget-toggle", "on")
    let settings = URL(fileURLWithPath: folder).appendingPathComponent("settings.json")
    try Data("{ broken".utf8).write(to: settings)
    let list = try await run("list")
    #expect(list.status == 0 && list.error.contains(VocaPinCopy.damagedSettings.text))
    #expect(list.output.contains("Widget: off"))
    let on = try await run("widget-toggle", "on")
    #expect(on.status == 0 && on.output.contains("settings.damaged.json"))
    let aside = URL(fileURLWithPath: folder).appendingPathComponent("settings.damaged.json")
    #expect(try Data(contentsOf: aside) == Data("{ broken".utf8))
    #expect(try await run("list").output.contains("Widget: on"))
  }

  @Test("A damaged pinned note keeps the pin through an add; list says so")
  func damagedPinnedNote() async throws {
    _ = try await run("add", "First")
    _ = try await run("add", "Second")
    let file = try #require(
      try FileManager.default.contentsOfDirectory(atPath: folder).first {
        $0.hasPrefix("notes-item-")
          && (try? String(
            contentsOfFile: folder + "/" + $0, encoding: .utf8
          ).contains("First")) == true
      })
    try Data("{ damaged".utf8).write(to: URL(fileURLWithPath: folder + "/" + file))
    let add = try await run("add", "Third")
    #expect(add.status == 0 && add.error.contains(VocaPinCopy.damagedNotes(1).text))
    let list = try await run("list")
    #expect(list.output.contains("The pinned note could not be read"))
    #expect(!list.output.contains("📌 [yellow]"), "no readable note took the pin")
    #expect(try String(contentsOfFile: folder + "/" + file, encoding: .utf8) == "{ damaged")
  }
}
