import Foundation
import Localization
import Rendering
import SharedStore

/// The user's own reading background: any picked photo kept as one portrait JPEG of `size` in the app's
/// container, beside the theme's file (a damaged theme file leaves it as it was). Decoding is the renderer's
/// (ImageIO on iOS, which reads HEIC; Cairo on Linux), so what is kept is always a JPEG this app can draw.
public enum ReadingPhoto {
  /// 1080 x 1920 pixels: sharp on a phone's screen behind large text, and about 8 MB once decoded, a quarter of
  /// a widget extension's memory budget (platform-behaviour.md).
  public static let pixelWidth = 1080
  public static let pixelHeight = 1920
  /// Larger picks are refused before anything is decoded.
  public static let maximumInput = 40 * 1024 * 1024
  /// A photo whose header claims more pixels than this is refused before it is decoded: a 48-megapixel iPhone
  /// photo passes; a hostile 30,000-pixel-square PNG of a few kilobytes does not.
  public static let maximumPixels = 60_000_000
  /// The kept file's name in the store's folder.
  public static let fileName = "quotevault-reading-photo.jpg"
  /// The widget's copy: 540 x 960, about 2 MB decoded, well inside a widget extension's 30 MB
  /// (platform-behaviour.md). The widget draws each family's own frame from it (`widgetImage`), which is what
  /// WidgetKit archives.
  public static let widgetFileName = "quotevault-reading-photo-widget.jpg"
  public static let widgetPixelWidth = 540

  public enum Problem: Error, Equatable, Sendable {
    case tooLarge
    case tooManyPixels
    case unreadable
    /// The file could not be written: the disk full, or another cause.
    case notSaved(FileProblem)

    public var message: String {
      switch self {
      case .tooLarge:
        LocalizedCopy("quotevault.theme.photoTooLarge", "That photo is over 40 MB. Choose a smaller one.").text
      case .tooManyPixels:
        LocalizedCopy(
          "quotevault.theme.photoTooManyPixels", "That photo is too large to use. Choose one under 60 megapixels."
        ).text
      case .unreadable:
        LocalizedCopy(
          "quotevault.theme.photoUnreadable", "That photo can't be read. Choose a JPEG, PNG or HEIC photo."
        ).text
      case .notSaved(.diskFull):
        LocalizedCopy(
          "quotevault.theme.photoNotSavedFull",
          "The photo could not be saved because your iPhone's storage is full, so your background is unchanged."
        ).text
      case .notSaved:
        LocalizedCopy(
          "quotevault.theme.photoNotSaved", "The photo could not be saved, so your background is unchanged."
        ).text
      }
    }
  }

  /// The picked photo as the kept JPEG, cropped to fill the portrait frame and turned upright by the renderer.
  public static func prepare(
    _ data: Data, renderer: any Renderer, pixelWidth: Int = ReadingPhoto.pixelWidth
  ) throws(Problem) -> Data {
    guard data.count <= maximumInput else { throw .tooLarge }
    guard !data.isEmpty else { throw .unreadable }
    if let pixels = ImageHeader.pixelCount(of: data), pixels > maximumPixels { throw .tooManyPixels }
    return try drawJPEG(
      data, width: Double(Self.pixelWidth), height: Double(Self.pixelHeight), pixelWidth: pixelWidth,
      renderer: renderer)
  }

  /// `data` cropped to fill a `width` x `height` frame, as JPEG `pixelWidth` wide.
  static func drawJPEG(
    _ data: Data, width: Double, height: Double, pixelWidth: Int, renderer: any Renderer
  ) throws(Problem) -> Data {
    let frame = Rect(x: 0, y: 0, width: width, height: height)
    let list = DisplayList(
      size: frame.size,
      items: [
        // JPEG has no alpha: a transparent PNG lands on black, as the scrim would darken it anyway.
        .fill(ShapeFill(shape: .rect(frame), paint: .solid(.black))),
        .image(ImageItem(data: data, frame: frame, contentMode: .fill)),
      ])
    do {
      return try renderer.renderJPEG(list, pixelWidth: pixelWidth, quality: 0.85)
    } catch {
      throw .unreadable
    }
  }

  /// The widget's smaller copy of a kept photo (drawn from the kept JPEG, already upright and cropped).
  public static func widgetCopy(of kept: Data, renderer: any Renderer) throws(Problem) -> Data {
    try prepare(kept, renderer: renderer, pixelWidth: widgetPixelWidth)
  }

  /// The picked photo prepared, its widget copy drawn and both written, all away from the main actor: decoding
  /// and encoding a 12-megapixel photo, and writing two files, would stall the screen. Returns the kept JPEG.
  @concurrent
  public static func prepareAndSaveInBackground(
    _ data: Data, renderer: any Renderer, in directory: URL
  ) async throws(Problem) -> Data {
    let jpeg = try prepare(data, renderer: renderer)
    try save(jpeg, widgetCopy: try widgetCopy(of: jpeg, renderer: renderer), in: directory)
    return jpeg
  }

  public static func url(in directory: URL) -> URL { directory.appendingPathComponent(fileName) }
  static func widgetURL(in directory: URL) -> URL { directory.appendingPathComponent(widgetFileName) }

  /// The widget's copy, or nil when there is none.
  public static func loadForWidget(from directory: URL) -> Data? {
    guard let data = try? Data(contentsOf: widgetURL(in: directory)), !data.isEmpty else { return nil }
    return data
  }

  /// The kept photo, or nil when there is none (or it cannot be read: the view then draws the stand-in).
  public static func load(from directory: URL) -> Data? {
    guard let data = try? Data(contentsOf: url(in: directory)), !data.isEmpty else { return nil }
    return data
  }

  /// Replaces the kept photo whole (written beside it, then moved over it), so a failed write leaves the
  /// previous one; the widget's copy, when given, is written first, so a kept photo always has its own.
  public static func save(_ jpeg: Data, widgetCopy: Data? = nil, in directory: URL) throws(Problem) {
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      if let widgetCopy { try widgetCopy.write(to: widgetURL(in: directory), options: .atomic) }
      try jpeg.write(to: url(in: directory), options: .atomic)
    } catch {
      throw .notSaved(FileProblem(error))
    }
  }

  public static func remove(from directory: URL) {
    try? FileManager.default.removeItem(at: url(in: directory))
    try? FileManager.default.removeItem(at: widgetURL(in: directory))
  }
}

/// Width x height from a PNG's or JPEG's header, read without decoding; nil for anything else (HEIC, whose
/// decoding ImageIO bounds itself) or a header too short to say.
enum ImageHeader {
  static func pixelCount(of data: Data) -> Int? {
    guard let (width, height) = dimensions(of: data) else { return nil }
    return width.multipliedReportingOverflow(by: height).overflow ? Int.max : width * height
  }

  static func dimensions(of data: Data) -> (Int, Int)? {
    let bytes = [UInt8](data.prefix(64 * 1024))
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), bytes.count >= 24 {
      return (bigEndian(bytes, at: 16, count: 4), bigEndian(bytes, at: 20, count: 4))
    }
    guard bytes.starts(with: [0xFF, 0xD8]) else { return nil }
    // JPEG: walk the segments to the first start-of-frame marker (C0 to CF, but not C4, C8 or CC).
    var index = 2
    while index + 9 <= bytes.count {
      guard bytes[index] == 0xFF else { return nil }
      let marker = bytes[index + 1]
      if marker == 0xFF {
        index += 1
        continue
      }
      let length = bigEndian(bytes, at: index + 2, count: 2)
      if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
        return (bigEndian(bytes, at: index + 7, count: 2), bigEndian(bytes, at: index + 5, count: 2))
      }
      guard length >= 2 else { return nil }
      index += 2 + length
    }
    return nil
  }

  private static func bigEndian(_ bytes: [UInt8], at offset: Int, count: Int) -> Int {
    guard offset >= 0, offset + count <= bytes.count else { return 0 }
    return bytes[offset..<(offset + count)].reduce(0) { $0 << 8 | Int($1) }
  }
}
