import DesignSystem
import Foundation
import Localization
import Rendering

/// What is behind the notes (NW-6.3): a photo, a colour preset, or nothing chosen (black).
public enum WallpaperBackground: Equatable, Sendable {
  /// A photo and its brightness, measured cell by cell over the screen (PhotoLuminance).
  case photo(Data, brightness: PhotoBrightness)
  case color(ColorPreset)
  case none

  /// The background's brightness over the screen: measured for a photo, one value for a colour.
  public var brightness: PhotoBrightness {
    switch self {
    case .photo(_, let brightness): brightness
    case .color(let preset): .uniform(Contrast.relativeLuminance(preset.color))
    case .none: .uniform(0)
    }
  }

  /// The average relative luminance behind the notes.
  public var luminance: Double { min(max(brightness.average, 0), 1) }
}

/// The lock screen colour presets.
public enum ColorPreset: String, CaseIterable, Codable, Sendable {
  case black, gray, white, navy, forest, plum

  public var displayName: LocalizedCopy {
    switch self {
    case .black: LocalizedCopy("notewall.color.black", "Black")
    case .gray: LocalizedCopy("notewall.color.gray", "Gray")
    case .white: LocalizedCopy("notewall.color.white", "White")
    case .navy: LocalizedCopy("notewall.color.navy", "Navy")
    case .forest: LocalizedCopy("notewall.color.forest", "Forest")
    case .plum: LocalizedCopy("notewall.color.plum", "Plum")
    }
  }
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

/// How one note is drawn so it reads where it lies (NW-6.3): the ink with the better worst case over the
/// photo under it (its darkest and brightest), and where neither ink reaches 4.5:1 against every part of that
/// background, a translucent backing under the note, as the best lock screen apps draw, just dark (or light)
/// enough that it does.
public struct NoteTreatment: Equatable, Sendable {
  public let ink: NoteInk
  /// A rounded backing behind the note, or nil when the photo alone is enough.
  public let backing: RGBAColor?
  /// The contrast the ink has against the darkest or brightest part of its background, backing included.
  public let worstContrast: Double

  public static let minimumContrast = 4.5

  public static func on(darkest: Double, brightest: Double) -> NoteTreatment {
    let low = min(max(darkest.isFinite ? darkest : 0, 0), 1)
    let high = min(max(brightest.isFinite ? brightest : 0, low), 1)
    let white = NoteInk.on(luminance: 0)
    let black = NoteInk.on(luminance: 1)
    let whiteWorst = 1.05 / (high + 0.05)
    let blackWorst = (low + 0.05) / 0.05
    if max(whiteWorst, blackWorst) >= minimumContrast {
      return whiteWorst >= blackWorst
        ? NoteTreatment(ink: white, backing: nil, worstContrast: whiteWorst)
        : NoteTreatment(ink: black, backing: nil, worstContrast: blackWorst)
    }
    // The backing is composited in sRGB (as Core Graphics and Cairo do): targets are set as encoded values,
    // with margin, so the brightest part under white ink ends darker than luminance 0.16 (over 5:1), and the
    // darkest part under black ink brighter than 0.2 (5:1).
    let brightestEncoded = encode(high)
    let darkestEncoded = encode(low)
    let darken = min(max(1 - encode(0.16) / max(brightestEncoded, 0.001), 0.3), 0.9)
    let lighten = min(max((encode(0.2) - darkestEncoded) / max(1 - darkestEncoded, 0.001), 0.3), 0.9)
    if darken <= lighten {
      let after = decode(brightestEncoded * (1 - darken))
      return NoteTreatment(
        ink: white, backing: RGBAColor.black.withAlpha(darken), worstContrast: 1.05 / (after + 0.05))
    }
    let after = decode(darkestEncoded * (1 - lighten) + lighten)
    return NoteTreatment(ink: black, backing: RGBAColor.white.withAlpha(lighten), worstContrast: (after + 0.05) / 0.05)
  }

  /// The sRGB transfer function and its inverse, for a grey of that relative luminance.
  static func encode(_ linear: Double) -> Double {
    linear <= 0.0031308 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055
  }
  static func decode(_ encoded: Double) -> Double {
    encoded <= 0.04045 ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4)
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
    for (note, treatment) in treatments(layout: layout, background: background) {
      if let backing = treatment.backing {
        items.append(
          .fill(
            ShapeFill(
              shape: .roundedRect(backingFrame(note.frame, in: bounds), cornerRadius: 10), paint: .solid(backing))))
      }
      items.append(
        .text(
          TextItem(
            text: note.text, frame: note.frame, font: FontSpec(role: WallpaperLayout.font, size: layout.fontSize),
            color: treatment.ink.color, shadow: treatment.ink.shadow)))
    }
    return DisplayList(size: Size(width: bounds.width, height: bounds.height), items: items)
  }

  /// Each placed note with how it is drawn, measured on the background where it lies.
  public static func treatments(layout: WallpaperLayout, background: WallpaperBackground) -> [(
    WallpaperLayout.PlacedNote, NoteTreatment
  )] {
    let brightness = background.brightness
    return layout.placed.map { note in
      let range = brightness.range(in: note.frame)
      return (note, NoteTreatment.on(darkest: range.darkest, brightest: range.brightest))
    }
  }

  /// The backing: the note's box widened a little (zones span the width, so this never reaches one).
  public static func backingFrame(_ frame: Rect, in bounds: Rect) -> Rect {
    let x = max(bounds.minX, frame.minX - 10)
    let maxX = min(bounds.maxX, frame.maxX + 10)
    return Rect(x: x, y: frame.minY, width: maxX - x, height: frame.height)
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
            text: OnboardingCopy.instructionWallpaperText.text,
            // Room for four lines: the English takes two, a translation may take more.
            frame: Rect(x: 32, y: bounds.height * 0.42, width: bounds.width - 64, height: 200),
            font: FontSpec(role: .system, weight: .bold, size: 34), color: .white, alignment: .center)),
      ])
  }
}
