import DesignSystem
import Foundation
import Rendering

/// What is behind the notes (NW-6.3): a photo, a colour preset, or nothing chosen (black).
public enum WallpaperBackground: Equatable, Sendable {
  case photo(Data, averageLuminance: Double)
  case color(ColorPreset)
  case none

  /// The relative luminance behind the notes, which picks the ink.
  public var luminance: Double {
    switch self {
    case .photo(_, let luminance): min(max(luminance, 0), 1)
    case .color(let preset): Contrast.relativeLuminance(preset.color)
    case .none: 0
    }
  }
}

/// The lock screen colour presets.
public enum ColorPreset: String, CaseIterable, Codable, Sendable {
  case black, gray, white, navy, forest, plum

  public var displayName: String { rawValue.capitalized }
  public var color: RGBAColor {
    switch self {
    case .black: .black
    case .gray: RGBAColor(hex: 0x8E8E93)
    case .white: .white
    case .navy: RGBAColor(hex: 0x1B2A4A)
    case .forest: RGBAColor(hex: 0x1E4D2B)
    case .plum: RGBAColor(hex: 0x4A2545)
    }
  }
}

/// The ink that reads on a background: white or black, whichever contrasts more, with a soft shadow of the
/// other colour so busy photos stay readable too.
public struct NoteInk: Equatable, Sendable {
  public let color: RGBAColor
  public let shadow: Shadow

  public static func on(luminance: Double) -> NoteInk {
    // White on L contrasts (1.05)/(L+0.05); black contrasts (L+0.05)/0.05.
    let whiteContrast = 1.05 / (luminance + 0.05)
    let blackContrast = (luminance + 0.05) / 0.05
    return whiteContrast >= blackContrast
      ? NoteInk(
        color: .white, shadow: Shadow(color: RGBAColor.black.withAlpha(0.6), offset: Point(x: 0, y: 1), blur: 3))
      : NoteInk(
        color: .black, shadow: Shadow(color: RGBAColor.white.withAlpha(0.6), offset: Point(x: 0, y: 1), blur: 3))
  }

  /// The contrast of the ink against a flat background of that luminance.
  public func contrast(onLuminance luminance: Double) -> Double {
    let ink = Contrast.relativeLuminance(color)
    return (max(ink, luminance) + 0.05) / (min(ink, luminance) + 0.05)
  }
}

/// The lock screen wallpaper as a display list in the device's points; render it at the device's pixel width.
public enum WallpaperScene {
  public static func make(layout: WallpaperLayout, background: WallpaperBackground) -> DisplayList {
    let bounds = layout.device.bounds
    var items: [DisplayItem] = []
    switch background {
    case .photo(let data, _): items.append(.image(ImageItem(data: data, frame: bounds, contentMode: .fill)))
    case .color(let preset): items.append(.fill(ShapeFill(shape: .rect(bounds), paint: .solid(preset.color))))
    case .none: items.append(.fill(ShapeFill(shape: .rect(bounds), paint: .solid(.black))))
    }
    let ink = NoteInk.on(luminance: background.luminance)
    for note in layout.placed {
      items.append(
        .text(
          TextItem(
            text: note.text, frame: note.frame, font: FontSpec(role: WallpaperLayout.font, size: layout.fontSize),
            color: ink.color, shadow: ink.shadow)))
    }
    return DisplayList(size: Size(width: bounds.width, height: bounds.height), items: items)
  }

  /// The instruction wallpaper the How-to-Fix guide saves to Photos (NW-4.6).
  public static func instruction(for device: DeviceProfile) -> DisplayList {
    let bounds = device.bounds
    return DisplayList(
      size: Size(width: bounds.width, height: bounds.height),
      items: [
        .fill(ShapeFill(shape: .rect(bounds), paint: .solid(RGBAColor(hex: 0xFF0000)))),
        .text(
          TextItem(
            text: "SET THIS AS YOUR WALLPAPER",
            frame: Rect(x: 32, y: bounds.height * 0.42, width: bounds.width - 64, height: 120),
            font: FontSpec(role: .system, weight: .bold, size: 34), color: .white, alignment: .center)),
      ])
  }
}
