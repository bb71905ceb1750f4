import ArgumentParser
import DesignSystem
import Foundation
import Localization
import NoteWallCore
import Rendering
import RenderingCairo
import ToolSupport

@main
struct NoteWall: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "notewall",
    abstract: "NoteWall's lock screen wallpaper, drawn on Linux with the app's layout rules.",
    subcommands: [Render.self, Devices.self, GuideFrames.self], defaultSubcommand: Render.self)
}

struct Devices: ParsableCommand {
  static let configuration = CommandConfiguration(abstract: "The iPhone profiles: wallpaper size and free region.")

  func run() {
    for device in DeviceProfile.all {
      let region = WallpaperLayout.freeRegion(on: device, widgets: true)
      print(
        "\(device.models.map { "iPhone " + $0 }.joined(separator: ", ")): \(device.pixelWidth)x\(device.pixelHeight) "
          + "(\(Int(device.pointWidth))x\(Int(device.pointHeight)) pt), notes from y=\(Int(region.y)) to y=\(Int(region.maxY)) pt"
      )
    }
  }
}

struct Render: ParsableCommand {
  static let configuration = CommandConfiguration(abstract: "Draw the lock screen wallpaper to a PNG or JPEG.")

  @Option(help: "The iPhone, e.g. \"iPhone 16 Pro\" (see `notewall devices`).") var device = "iPhone 16"
  @Option(help: "A JSON array of note texts.") var notes: String
  @Option(help: "A JPEG or PNG photo behind the notes.") var background: String?
  @Option(help: "A colour preset: \(ColorPreset.allCases.map(\.rawValue).joined(separator: ", ")).") var color: String?
  @Option(help: "on: notes start below the lock screen widget row; off: just under the clock.") var widgets = "on"
  // Unconditional, so "--notes-lower -5" reads -5 (and is refused as out of range), not a missing value.
  @Option(
    parsing: .unconditional, help: "Points to start the notes lower, 0 to 300 (for iOS 26's large clock).")
  var notesLower = 0.0
  @Option(help: "The image to write: .png, or .jpg / .jpeg for JPEG.") var out = "lock.png"

  func run() throws {
    guard let profile = DeviceProfile.named(device) else {
      throw ValidationError("Unknown device \"\(device)\". `notewall devices` lists them.")
    }
    guard widgets == "on" || widgets == "off" else { throw ValidationError("--widgets must be on or off.") }
    guard WallpaperSettings.topOffsetRange.contains(notesLower) else {
      throw ValidationError("--notes-lower must be between 0 and 300 points.")
    }
    guard background == nil || color == nil else { throw ValidationError("Give --background or --color, not both.") }
    let format = URL(fileURLWithPath: out).pathExtension.lowercased()
    guard ["png", "jpg", "jpeg"].contains(format) else {
      throw ValidationError("--out must end in .png, .jpg or .jpeg (got \"\(out)\").")
    }
    let data = try readFile(
      notes, limit: 1_000_000, tooLarge: "\(notes) is larger than 1 MB: a lock screen holds a few notes.")
    guard let texts = try? JSONDecoder().decode([String].self, from: data) else {
      throw Failure("\(notes) must be a JSON array of strings, like [\"Call mum\", \"Gym at 7\"].")
    }
    guard texts.contains(where: { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }) else {
      throw Failure("\(notes) has no notes: add at least one.")
    }
    let renderer = CairoRenderer()
    let backdrop = try backdrop(for: profile, renderer: renderer)
    let layout = WallpaperLayout.make(
      notes: texts, device: profile, widgets: widgets == "on", extraTopOffset: notesLower, measurer: renderer)
    let scene = WallpaperScene.make(layout: layout, background: backdrop)
    let image: Data
    do {
      // The app writes JPEG (docs/benchmarks.md); PNG when asked, for exact comparisons.
      image =
        format == "png"
        ? try renderer.renderPNG(scene, pixelWidth: profile.pixelWidth)
        : try renderer.renderJPEG(scene, pixelWidth: profile.pixelWidth, quality: WallpaperGenerator.jpegQuality)
    } catch {
      throw Failure("The wallpaper could not be drawn: \(error).")
    }
    do {
      try image.write(to: URL(fileURLWithPath: out), options: .atomic)
    } catch {
      throw Failure("\(out) cannot be written (\(fileErrorWords(error))).")
    }
    let count = layout.placed.count
    print(
      "Wrote \(out): \(profile.pixelWidth)x\(profile.pixelHeight), \(count) \(count == 1 ? "note" : "notes") "
        + "at \(Int(layout.fontSize)) pt.")
    for text in layout.unfit {
      // A note is named by its first words: a 100,000-character note is not printed whole.
      let shown = text.count > 60 ? String(text.prefix(60)) + "…" : text
      FileHandle.standardError.write(Data("warning: no room for \"\(shown)\"\n".utf8))
    }
  }

  private func backdrop(for profile: DeviceProfile, renderer: CairoRenderer) throws -> WallpaperBackground {
    if let color {
      guard let preset = ColorPreset(rawValue: color.lowercased()) else {
        throw ValidationError("--color must be one of \(ColorPreset.allCases.map(\.rawValue).joined(separator: ", ")).")
      }
      return .color(preset)
    }
    guard let background else { return .none }
    let photo = try readFile(background, limit: 50_000_000, tooLarge: "\(background) is larger than 50 MB.")
    // The photo's brightness where each note goes picks its ink, and a backing where neither ink would read.
    guard let brightness = PhotoLuminance.measure(photo: photo, on: profile, renderer: renderer) else {
      throw Failure("\(background) is not a readable JPEG or PNG photo (damaged, cut short, or another format).")
    }
    return .photo(photo, brightness: brightness)
  }
}

struct GuideFrames: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "guide-frames",
    abstract: "Draw a guide video's frames (NoteWallCore's GuideTimeline) as numbered PNGs for ffmpeg.")
  @Option(help: "welcome-video, how-to-fix-guide, notifications-of-permissions or shortcut-install-steps.")
  var video: String
  @Option(help: "The folder for the frames.") var out: String
  @Option(help: "A language of the catalog to draw the words in, e.g. es (English without it).") var language: String?
  @Option(help: "The String Catalog to read --language from.") var catalog = "Apps/NoteWall/App/Localizable.xcstrings"

  func run() throws {
    guard let chosen = GuideVideo(rawValue: video) else {
      throw ValidationError("--video must be one of \(GuideVideo.allCases.map(\.rawValue).joined(separator: ", ")).")
    }
    guard let language else { return try draw(chosen) }
    let strings: StringCatalog
    do {
      strings = try StringCatalog(contentsOf: URL(fileURLWithPath: catalog))
    } catch {
      throw Failure("The String Catalog \(catalog) could not be read (\(fileErrorWords(error))).")
    }
    guard strings.languages.contains(language) else {
      throw ValidationError(
        "\(catalog) has no \(language); it has \(strings.languages.sorted().joined(separator: ", ")).")
    }
    try Localizer.with(.catalog(strings, language: language)) { try draw(chosen) }
  }

  private func draw(_ chosen: GuideVideo) throws {
    let renderer = CairoRenderer()
    let folder = URL(fileURLWithPath: out, isDirectory: true)
    let rate = Double(GuideTimeline.framesPerSecond)
    let count = Int((GuideTimeline.duration(of: chosen) * rate).rounded(.up))
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      for index in 0..<count {
        let frame = GuideTimeline.frame(of: chosen, at: Double(index) / rate, measurer: renderer)
        let png = try renderer.renderPNG(frame.scene, pixelWidth: GuideTimeline.pixelWidth)
        try png.write(to: folder.appendingPathComponent(String(format: "frame-%04d.png", index)))
      }
    } catch {
      throw Failure("The frames could not be written to \(out) (\(fileErrorWords(error))).")
    }
    print("Wrote \(count) frames (\(GuideTimeline.framesPerSecond) a second) to \(out).")
  }
}
