import Foundation
import RenderingCairo
import SharedStore
import TestSupport
import Testing

@testable import QuoteVaultCore

/// The theme file is read each time reading mode, the Theme sheet or a share card opens, and a picked photo's
/// header is read before anything is decoded: whatever a damaged disk, another build or a hostile file holds must
/// read as a theme that can be drawn, or a photo refused in words, never a trap.
@MainActor
@Suite("QuoteVault reading theme file and photo headers: ReadingThemeFuzzTests")
struct ReadingThemeFuzzTests {
  @Test("Theme file: mutated files read as a drawable theme, and the photo beside it is never touched")
  func themeFile() throws {
    let folder = themeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = SharedStore(directory: folder)
    let file = folder.appendingPathComponent("\(QuoteVaultShared.readingTheme.name).json")
    var seeds: [[UInt8]] = try [
      ReadingTheme.standard, ReadingTheme(background: .photo, font: .oldStyle),
      ReadingTheme(background: .chalk, font: .handwritten),
    ].map { theme in
      try store.write(theme, for: QuoteVaultShared.readingTheme)
      return Array(try Data(contentsOf: file))
    }
    seeds.append(Array(#"{"schemaVersion":1,"value":{"background":7,"font":null,"extra":[1,{"a":"b"}]}}"#.utf8))
    seeds.append(Array(#"{"schemaVersion":99,"value":"dusk"}"#.utf8))
    let photo = Data([0xFF, 0xD8, 0xFF, 0xD9])
    try ReadingPhoto.save(photo, in: folder)
    var fuzzer = Fuzzer(seed: 0x7E4E)
    // Runs for FUZZ_SECONDS under scripts/fuzz, else a fixed number of inputs.
    try fuzzer.run(iterations: Fuzzer.iterations(standard: 300)) { fuzzer in
      let bytes = fuzzer.chance(0.1) ? fuzzer.bytes(upTo: 120) : fuzzer.mutate(fuzzer.pick(seeds))
      try Data(bytes).write(to: file)
      let theme = ReadingThemeModel.read(SharedStore(directory: folder))
      #expect(ReadingBackground.allCases.contains(theme.background) && ReadingFont.allCases.contains(theme.font))
      #expect(!theme.background.colors.isEmpty)
      #expect(ReadingPhoto.load(from: folder) == photo, "reading the theme never touches the photo")
    }
  }

  @Test("Photo headers: mutated PNG and JPEG headers give a size or none, never a trap or a negative size")
  func photoHeaders() throws {
    let jpeg = Array(try solidPhoto(.white, width: 64, height: 48).prefix(700))
    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
    png += [0, 0, 0, 64, 0, 0, 0, 48, 8, 6, 0, 0, 0, 0, 0, 0, 0]
    #expect(ImageHeader.dimensions(of: Data(jpeg))?.0 == 64 && ImageHeader.dimensions(of: Data(png))?.1 == 48)
    let renderer = CairoRenderer()
    var fuzzer = Fuzzer(seed: 0x1A6E)
    try fuzzer.run(iterations: Fuzzer.iterations(standard: 300)) { fuzzer in
      let bytes = fuzzer.mutate(fuzzer.pick([jpeg, png]), alphabet: (0...255).map { UInt8($0) })
      if let (width, height) = ImageHeader.dimensions(of: Data(bytes)) { #expect(width >= 0 && height >= 0) }
      #expect((ImageHeader.pixelCount(of: Data(bytes)) ?? 0) >= 0)
      // A damaged photo is kept as a JPEG or refused in words; nothing else.
      if fuzzer.chance(0.1) {
        do throws(ReadingPhoto.Problem) {
          let kept = try ReadingPhoto.prepare(Data(bytes), renderer: renderer)
          #expect(kept.starts(with: [0xFF, 0xD8, 0xFF]))
        } catch {
          #expect(!error.message.isEmpty)
        }
      }
    }
  }
}
