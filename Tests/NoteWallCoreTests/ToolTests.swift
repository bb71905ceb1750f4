import Foundation
import RenderingCairo
import TestSupport
import Testing

@Suite("notewall tool")
struct NoteWallToolTests {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notewall-tool-\(UUID().uuidString)")

  func notes(_ json: String) throws -> String {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("notes-\(UUID().uuidString).json").path
    try Data(json.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test("NW-10.4: `notewall render` draws the wallpaper at the device's native size, over a colour or a photo")
  func render() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let list = try notes(#"["Call mum", "Gym at 7", "Read 20 pages"]"#)
    let out = folder.appendingPathComponent("lock.png").path
    let result = try await TestTools.run(
      "notewall", ["render", "--device", "iPhone 16 Pro", "--notes", list, "--color", "white", "--out", out])
    #expect(result.status == 0, "\(result.error)")
    let image = try Bitmap(png: Data(contentsOf: URL(fileURLWithPath: out)))
    #expect(image.width == 1206 && image.height == 2622)
    // Over a photo (the white wallpaper just drawn), written as JPEG as the app writes it.
    let jpeg = folder.appendingPathComponent("lock.jpg").path
    let overPhoto = try await TestTools.run(
      "notewall", ["render", "--device", "SE", "--notes", list, "--background", out, "--out", jpeg])
    #expect(overPhoto.status == 0, "\(overPhoto.error)")
    #expect(overPhoto.output.contains("750x1334, 3 notes"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: jpeg)).starts(with: [0xFF, 0xD8, 0xFF]))
    let lower = try await TestTools.run(
      "notewall", ["render", "--device", "SE", "--notes", list, "--notes-lower", "120", "--out", jpeg])
    #expect(lower.status == 0 && lower.output.contains("3 notes"), "\(lower.error)")
    #expect(
      try await TestTools.run("notewall", ["devices"]).output.contains(
        "iPhone 16 Pro Max, iPhone 17 Pro Max: 1320x2868"))
    // The panel's size, not points times a rounded scale: the 12 mini is 1080 x 2340, the XR 828 x 1792.
    for (device, size) in [("iPhone 12 mini", (1080, 2340)), ("iPhone XR", (828, 1792)), ("iPhone 16e", (1170, 2532))] {
      let png = folder.appendingPathComponent("\(device).png").path
      let drawn = try await TestTools.run("notewall", ["render", "--device", device, "--notes", list, "--out", png])
      #expect(drawn.status == 0, "\(drawn.error)")
      let bitmap = try Bitmap(png: Data(contentsOf: URL(fileURLWithPath: png)))
      #expect(bitmap.width == size.0 && bitmap.height == size.1, "\(device)")
    }
  }

  @Test("A damaged photo, an unwritable or unknown output, a huge note: words, and a non-zero exit where it failed")
  func carefulOutput() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let list = try notes(#"["Call mum"]"#)
    // A JPEG cut short is damaged, not a photo with a grey half.
    let photo = folder.appendingPathComponent("photo.jpg").path
    #expect(
      try await TestTools.run("notewall", ["render", "--notes", list, "--color", "navy", "--out", photo]).status == 0)
    let whole = try Data(contentsOf: URL(fileURLWithPath: photo))
    let cut = folder.appendingPathComponent("cut.jpg")
    try whole.prefix(whole.count / 2).write(to: cut)
    let damaged = try await TestTools.run(
      "notewall",
      ["render", "--notes", list, "--background", cut.path, "--out", folder.appendingPathComponent("o.png").path])
    #expect(damaged.status != 0 && damaged.error.contains("cut short"), "\(damaged.error)")
    // An output that cannot be written says why in words.
    let unwritable = try await TestTools.run(
      "notewall", ["render", "--notes", list, "--out", "/nonexistent/folder/lock.png"])
    #expect(unwritable.status != 0 && unwritable.error.contains("its folder does not exist"), "\(unwritable.error)")
    #expect(!unwritable.error.contains("NSCocoaErrorDomain"))
    // Only the formats the tool writes.
    let gif = try await TestTools.run(
      "notewall", ["render", "--notes", list, "--out", folder.appendingPathComponent("x.gif").path])
    #expect(gif.status != 0 && gif.error.contains("--out must end in .png, .jpg or .jpeg"))
    // One note is one note; a note too long for the screen is named by its first words.
    let one = try await TestTools.run(
      "notewall", ["render", "--notes", list, "--out", folder.appendingPathComponent("1.png").path])
    #expect(one.output.contains(", 1 note at"), "\(one.output)")
    let huge = try notes("[\"" + String(repeating: "word ", count: 20_000) + "\"]")
    let long = try await TestTools.run(
      "notewall", ["render", "--device", "SE", "--notes", huge, "--out", folder.appendingPathComponent("h.png").path])
    #expect(long.error.contains("warning: no room for"), "\(long.error.prefix(200))")
    #expect(long.error.count < 300, "the warning names the note by its first words")
  }

  @Test("Bad input: unknown device, unreadable photo, empty or malformed notes get a clear message and a non-zero exit")
  func badInput() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let good = try notes(#"["Call mum"]"#)
    let cases: [([String], String)] = [
      (["render", "--device", "iPhone 3G", "--notes", good], "Unknown device"),
      (["render", "--notes", good, "--notes-lower=-5"], "between 0 and 300"),
      (["render", "--notes", good, "--notes-lower", "-5"], "between 0 and 300"),
      (["render", "--notes", good, "--notes-lower", "nan"], "between 0 and 300"),
      (["render", "--notes", try notes("[]")], "has no notes"),
      (["render", "--notes", try notes(#"["  "]"#)], "has no notes"),
      (["render", "--notes", try notes(#"{"notes": 1}"#)], "JSON array of strings"),
      (["render", "--notes", good, "--background", "/nonexistent.jpg"], "Cannot read"),
      // Endless or huge inputs are refused at the limit, never read whole.
      (["render", "--notes", "/dev/zero"], "larger than 1 MB"),
      (["render", "--notes", good, "--background", "/dev/zero"], "larger than 50 MB"),
      (["render", "--notes", "/nonexistent.json"], "Cannot read"),
      (["render", "--notes", "/tmp"], "Cannot read"),
      (["render", "--notes", good, "--background", good], "not a readable JPEG or PNG"),
      (["render", "--notes", good, "--color", "chartreuse"], "--color must be one of"),
    ]
    for (arguments, message) in cases {
      let result = try await TestTools.run(
        "notewall", arguments + ["--out", folder.appendingPathComponent("x.png").path])
      #expect(result.status != 0, "\(arguments)")
      #expect(result.error.contains(message), "\(arguments): \(result.error)")
    }
  }
}
