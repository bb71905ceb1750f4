// render-bench: the in-process half of benchmarks/render. Prints one `name: value unit` line per figure.
//
//   render-bench <photo.jpg> [--profile WORKLOAD [COUNT] | --write FOLDER]
//
// `--profile` draws a fixed workload instead and prints nothing, for `valgrind --tool=callgrind`, whose
// instruction counts compare builds on a busy machine where wall-clock figures cannot
// (benchmarks/render-instructions.py). Every workload starts with the warm-up wallpaper; then
// `all` (three rounds of a PNG and a JPEG wallpaper, each drawn first and redrawn, and 30 share cards),
// `wallpapers` or `cards` (one half of `all`), or COUNT (default 10) of one kind: `png-first` / `jpeg-first` (the
// photo decoded each time), `png-redraw` / `jpeg-redraw` (after one first drawing, a note changed each time) or
// `card` (the three templates in turn). A run with COUNT 0 does only the fixed part, so the difference between
// two counts divided by theirs is the cost of one.
// `--write` writes the benchmark's images (wallpaper PNG and JPEG, first and redrawn, and the three cards) into
// FOLDER, so two builds' outputs can be compared byte for byte.
//
// A 1179 x 2556 lock screen wallpaper (the photo, five notes in the handwritten font, shadowed for legibility),
// and 100 of QuoteVault's share cards (1080 x 1350, the three templates in turn), each drawn and encoded to PNG.
import DesignSystem
import Foundation
import NoteWallCore
import QuoteVaultCore
import Rendering
import RenderingCairo

let arguments = CommandLine.arguments
let workloads = ["all", "wallpapers", "cards", "png-first", "png-redraw", "jpeg-first", "jpeg-redraw", "card"]
let profiling = (3...5).contains(arguments.count) && arguments[2] == "--profile"
let profiled = arguments.count >= 4 ? arguments[3] : "all"
let profileCount = arguments.count == 5 ? Int(arguments[4]) : 10
let writing = arguments.count == 4 && arguments[2] == "--write"
guard arguments.count == 2 || writing || (profiling && workloads.contains(profiled) && (profileCount ?? -1) >= 0),
  let photo = FileManager.default.contents(atPath: arguments[1])
else {
  FileHandle.standardError.write(
    Data(
      "usage: render-bench <photo.jpg> [--profile all|wallpapers|cards|png-first|png-redraw|jpeg-first|jpeg-redraw|card [COUNT] | --write FOLDER]\n"
        .utf8))
  exit(64)
}

let notes = [
  "Call the dentist before Friday", "Water the plants 🌱", "Finish the quarterly report",
  "Pick up Maya at 5:30", "Read 20 pages tonight",
]

/// NoteWall's lock screen wallpaper on an iPhone 15/16 (393 x 852 pt @3x), as the app lays it out: the photo
/// and the notes in the free region, shadowed for legibility.
let device = DeviceProfile.named("iPhone 16")!
func wallpaper(measurer: some TextMeasurer, notes: [String] = notes) -> DisplayList {
  let layout = WallpaperLayout.make(notes: notes, device: device, widgets: true, measurer: measurer)
  return WallpaperScene.make(layout: layout, background: .photo(photo, brightness: .uniform(0.2)))
}

/// QuoteVault's share cards, as the app draws them: the three templates in turn, each 1080 x 1350 pixels.
let cardQuotes = [
  Quote(
    id: 1, text: "The best way to get started is to quit talking and begin doing.", author: "Walt Disney",
    category: "Motivation"),
  Quote(id: 2, text: "Love all, trust a few, do wrong to none.", author: "William Shakespeare", category: "Love"),
  Quote(
    id: 3, text: "It is not length of life, but depth of life.", author: "Ralph Waldo Emerson", category: "Wisdom"),
]

@Sendable func shareCard(_ index: Int, measurer: some TextMeasurer) -> DisplayList {
  let template = ShareCardTemplate.allCases[index % ShareCardTemplate.allCases.count]
  return ShareCard.make(cardQuotes[index % cardQuotes.count], template: template, measurer: measurer).list
}

func milliseconds(_ work: () throws -> Void) rethrows -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  try work()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

func peakMegabytes() -> Double {
  let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
  let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? "VmHWM: 0 kB"
  return Double(line.split(separator: " ").dropFirst().first ?? "0").map { $0 / 1024 } ?? 0
}

func print(_ name: String, _ value: Double, _ unit: String) {
  Swift.print("\(name): \(String(format: "%.2f", value)) \(unit)")
}

let renderer = CairoRenderer()
let standard = CairoRenderer(pngCompression: .standard)
let runs = 15

// Warm up fonts and caches once, as an app that has drawn before.
_ = try renderer.renderPNG(wallpaper(measurer: renderer), pixelWidth: 1179)

if writing {
  let folder = URL(fileURLWithPath: arguments[3])
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  var changed = notes
  changed[0] += " (done)"
  renderer.purgeImageCache()
  try renderer.renderPNG(wallpaper(measurer: renderer), pixelWidth: 1179).write(
    to: folder.appendingPathComponent("wallpaper.png"))
  try renderer.renderPNG(wallpaper(measurer: renderer, notes: changed), pixelWidth: 1179)
    .write(to: folder.appendingPathComponent("wallpaper-redraw.png"))
  renderer.purgeImageCache()
  try renderer.renderJPEG(wallpaper(measurer: renderer), pixelWidth: 1179, quality: WallpaperGenerator.jpegQuality)
    .write(to: folder.appendingPathComponent("wallpaper.jpg"))
  try renderer.renderJPEG(
    wallpaper(measurer: renderer, notes: changed), pixelWidth: 1179, quality: WallpaperGenerator.jpegQuality
  ).write(to: folder.appendingPathComponent("wallpaper-redraw.jpg"))
  for index in 0..<6 {
    try renderer.renderPNG(shareCard(index, measurer: renderer), pixelWidth: 1080)
      .write(to: folder.appendingPathComponent("card-\(index).png"))
  }
  exit(0)
}

if profiling, profiled != "all", profiled != "wallpapers", profiled != "cards", let count = profileCount {
  let jpeg = profiled.hasPrefix("jpeg")
  func draw(_ list: DisplayList) throws {
    if jpeg {
      _ = try renderer.renderJPEG(list, pixelWidth: 1179, quality: WallpaperGenerator.jpegQuality)
    } else {
      _ = try renderer.renderPNG(list, pixelWidth: 1179)
    }
  }
  if profiled.hasSuffix("redraw") {
    renderer.purgeImageCache()
    try draw(wallpaper(measurer: renderer))
  }
  for run in 0..<count {
    var changed = notes
    changed[run % notes.count] += " (done)"
    switch profiled {
    case "card": _ = try renderer.renderPNG(shareCard(run, measurer: renderer), pixelWidth: 1080)
    case "png-redraw", "jpeg-redraw": try draw(wallpaper(measurer: renderer, notes: changed))
    default:
      renderer.purgeImageCache()
      try draw(wallpaper(measurer: renderer))
    }
  }
  exit(0)
}

if profiling {
  for run in 0..<(profiled == "cards" ? 0 : 3) {
    var changed = notes
    changed[run % notes.count] += " (done)"
    renderer.purgeImageCache()
    _ = try renderer.renderPNG(wallpaper(measurer: renderer), pixelWidth: 1179)
    _ = try renderer.renderPNG(wallpaper(measurer: renderer, notes: changed), pixelWidth: 1179)
    renderer.purgeImageCache()
    _ = try renderer.renderJPEG(
      wallpaper(measurer: renderer), pixelWidth: 1179, quality: WallpaperGenerator.jpegQuality)
    _ = try renderer.renderJPEG(
      wallpaper(measurer: renderer, notes: changed), pixelWidth: 1179, quality: WallpaperGenerator.jpegQuality)
  }
  for index in 0..<(profiled == "wallpapers" ? 0 : 30) {
    _ = try renderer.renderPNG(shareCard(index, measurer: renderer), pixelWidth: 1080)
  }
  exit(0)
}

var total: [Double] = []
var drawing: [Double] = []
var layout: [Double] = []
var standardTotal: [Double] = []
var regenerate: [Double] = []
var jpegTotal: [Double] = []
var jpegRegenerate: [Double] = []
var size = 0
var jpegSize = 0
for run in 0..<runs {
  // A note change between redraws, as typing one does: the layout is measured again, the photo is not decoded.
  var changed = notes
  changed[run % notes.count] += " (done)"
  var list = DisplayList(size: Size(width: 1, height: 1))
  layout.append(milliseconds { list = wallpaper(measurer: renderer) })
  renderer.purgeImageCache()
  total.append(
    try milliseconds { size = try renderer.renderPNG(wallpaper(measurer: renderer), pixelWidth: 1179).count })
  regenerate.append(
    try milliseconds { _ = try renderer.renderPNG(wallpaper(measurer: renderer, notes: changed), pixelWidth: 1179) })
  renderer.purgeImageCache()
  jpegTotal.append(
    try milliseconds {
      jpegSize = try renderer.renderJPEG(
        wallpaper(measurer: renderer), pixelWidth: 1179, quality: WallpaperGenerator.jpegQuality
      ).count
    })
  jpegRegenerate.append(
    try milliseconds {
      _ = try renderer.renderJPEG(
        wallpaper(measurer: renderer, notes: changed), pixelWidth: 1179, quality: WallpaperGenerator.jpegQuality)
    })
  renderer.purgeImageCache()
  drawing.append(try milliseconds { _ = try renderer.renderPixels(list, pixelWidth: 1179) })
  // An app has one renderer with one decoded photo: the comparison renderer does not add a second, nor keep a
  // second canvas and row buffer (so its figure includes allocating them).
  renderer.purgeImageCache()
  standard.purgeImageCache()
  standardTotal.append(try milliseconds { _ = try standard.renderPNG(wallpaper(measurer: standard), pixelWidth: 1179) })
  standard.purgeImageCache()
  standard.purgeScratch()
}
// NoteWall writes JPEG (docs/benchmarks.md says why): these two are the goals' figures.
print("peak_after_wallpapers_mb", peakMegabytes(), "MB")
print("wallpaper_ms", median(jpegTotal), "ms")
print("wallpaper_regenerate_ms", median(jpegRegenerate), "ms")
print("wallpaper_jpeg_kb", Double(jpegSize) / 1024, "KiB")
print("wallpaper_png_ms", median(total), "ms")
print("wallpaper_png_regenerate_ms", median(regenerate), "ms")
print("wallpaper_layout_ms", median(layout), "ms")
// Decode and draw without encoding (renderPixels also converts to straight RGBA for tests: an upper bound).
print("wallpaper_draw_ms", median(drawing), "ms")
print("wallpaper_png_kb", Double(size) / 1024, "KiB")
print("wallpaper_best_compression_ms", median(standardTotal), "ms")

// The app's own drawings, as NoteWallModel runs them (WallpaperJob): the first one samples the photo's brightness
// where the notes go and draws and writes both images (lock over the photo, home as a preset); after a note
// change only the lock screen is drawn and written, with the brightness already known.
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("render-bench-\(UUID().uuidString)")
let generator = WallpaperGenerator(device: device, renderer: renderer, exporter: WallpaperExporter(root: folder))
var settings = WallpaperSettings()
settings.lock = .photo
settings.home = .preset(.black)
func noteList(changing run: Int?) -> NoteList {
  var list = NoteList()
  for (index, note) in notes.enumerated() { _ = try? list.add(index == run ? note + " (done)" : note) }
  return list
}
var appFirst: [Double] = []
var appRedraw: [Double] = []
for run in 0..<runs {
  renderer.purgeImageCache()
  var luminance = PhotoBrightness.uniform(0)
  appFirst.append(
    milliseconds {
      luminance = PhotoLuminance.measure(photo: photo, on: device, renderer: renderer) ?? .uniform(0)
      _ = generator.regenerate(notes: noteList(changing: nil), settings: settings, lockPhoto: (photo, luminance))
    })
  appRedraw.append(
    milliseconds {
      _ = generator.regenerate(
        notes: noteList(changing: run % notes.count), settings: settings, lockPhoto: (photo, luminance),
        redrawHome: false)
    })
}
try? FileManager.default.removeItem(at: folder)
print("wallpaper_app_first_ms", median(appFirst), "ms")
print("wallpaper_app_redraw_ms", median(appRedraw), "ms")

let cards = 100
var cardBytes = 0
let cardTime = try milliseconds {
  for index in 0..<cards {
    cardBytes += try renderer.renderPNG(shareCard(index, measurer: renderer), pixelWidth: 1080).count
  }
}
print("share_cards_per_s", Double(cards) / (cardTime / 1000), "cards/s")
print("share_card_png_kb", Double(cardBytes) / Double(cards) / 1024, "KiB")
print("peak_mb", peakMegabytes(), "MB")
// After peak_mb, which covers one renderer at a time. A batch across the cores, one renderer each (as a share extension exporting many cards would).
let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)
let batchTime = milliseconds {
  DispatchQueue.concurrentPerform(iterations: cores) { worker in
    let own = CairoRenderer()
    for index in stride(from: worker, to: cards, by: cores) {
      _ = try? own.renderPNG(shareCard(index, measurer: own), pixelWidth: 1080)
    }
  }
}
print("share_cards_per_s_all_cores", Double(cards) / (batchTime / 1000), "cards/s")

// Where a wallpaper's time goes: the photo alone, and the notes alone on a flat background.
let full = wallpaper(measurer: renderer)
let photoOnly = DisplayList(size: full.size, items: Array(full.items.prefix(1)))
let flat = DisplayItem.fill(ShapeFill(shape: .rect(Rect(x: 0, y: 0, width: 393, height: 852)), paint: .solid(.black)))
let notesOnly = DisplayList(size: full.size, items: [flat] + full.items.dropFirst())
let flatOnly = DisplayList(size: full.size, items: [flat])
print(
  "wallpaper_photo_only_ms",
  median(
    try (0..<runs).map { _ in
      renderer.purgeImageCache()
      return try milliseconds { _ = try renderer.renderPNG(photoOnly, pixelWidth: 1179) }
    }), "ms")
print(
  "wallpaper_notes_only_ms",
  median(try (0..<runs).map { _ in try milliseconds { _ = try renderer.renderPNG(notesOnly, pixelWidth: 1179) } }), "ms"
)
print(
  "flat_canvas_ms",
  median(try (0..<runs).map { _ in try milliseconds { _ = try renderer.renderPNG(flatOnly, pixelWidth: 1179) } }), "ms")
