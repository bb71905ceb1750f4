import Rendering

/// An iPhone's lock screen as NoteWall draws for it: the wallpaper's pixel size and the zones, in points from
/// the top-left, that the system draws over (the date and clock, the widget row, the Dynamic Island, the flashlight
/// and camera buttons). Figures from ../shared/reference/ios-facts.md; where a screen was never measured the
/// profile says what it is derived from.
public struct DeviceProfile: Equatable, Sendable, Identifiable {
  public let id: String
  /// The models that share this screen, as a user names them.
  public let models: [String]
  public let pointWidth: Double
  public let pointHeight: Double
  public let pixelWidth: Int
  public let pixelHeight: Int
  /// Bottom of the clock's digits (its baseline plus descent room).
  public let clockBottom: Double
  /// Bottom of the lock screen widget row under the clock.
  public let widgetRowBottom: Double
  public let hasDynamicIsland: Bool
  /// Where the figures come from, when not measured on that screen.
  public let derivation: String?

  public var scale: Double { Double(pixelWidth) / pointWidth }
  /// The drawing's canvas: the point width, and the height that makes exactly the panel's pixel height at
  /// `scale`. Equal to the point height on @2x and @3x screens; on the 12 and 13 mini (375 x 812 pt at 2.88,
  /// a 1080 x 2340 panel) it is 812.5 pt, so the image is 2340 pixels tall, not 812 x 2.88 = 2338.56 rounded.
  public var bounds: Rect { Rect(x: 0, y: 0, width: pointWidth, height: Double(pixelHeight) / scale) }

  /// The date line and the clock: from the top edge to below the clock, across the screen.
  public var clockZone: Rect { Rect(x: 0, y: 0, width: pointWidth, height: clockBottom) }
  public var widgetZone: Rect { Rect(x: 0, y: clockBottom, width: pointWidth, height: widgetRowBottom - clockBottom) }
  /// 126 x 37.33 pt, 11 pt from the top, centred.
  public var dynamicIslandZone: Rect? {
    hasDynamicIsland ? Rect(x: (pointWidth - 126) / 2, y: 11, width: 126, height: 37.33) : nil
  }
  /// The flashlight and camera buttons: 50 pt wide, centred 75 pt (83 pt on screens taller than 812 pt) above
  /// the bottom edge, 71-79 pt in from each side; kept clear across the whole width, with the home indicator.
  public var bottomControlsZone: Rect {
    let centre = pointHeight - (pointHeight > 812 ? 83 : 75)
    let top = centre - 25
    return Rect(x: 0, y: top, width: pointWidth, height: pointHeight - top)
  }

  /// Where iOS stacks notifications, Now Playing and Live Activities on the lock screen for much of the day: the
  /// bottom fifth of the screen, above and including the flashlight and camera buttons (the original app keeps
  /// about this much clear). Notes stay above it, so the notifications never cover them.
  public static let notificationShare = 0.2
  public var notificationZone: Rect {
    let top = min(pointHeight * (1 - Self.notificationShare), bottomControlsZone.y)
    return Rect(x: 0, y: top, width: pointWidth, height: bounds.height - top)
  }

  /// Every zone notes must keep out of.
  public func reservedZones(widgets: Bool) -> [Rect] {
    [clockZone, bottomControlsZone, notificationZone] + (widgets ? [widgetZone] : [])
      + (dynamicIslandZone.map { [$0] } ?? [])
  }

  public func matches(_ name: String) -> Bool {
    let wanted = name.lowercased().replacingOccurrences(of: "iphone", with: "").trimmingCharacters(in: .whitespaces)
    return id == name.lowercased() || models.contains { $0.lowercased() == wanted }
  }
}

extension DeviceProfile {
  /// Every iPhone that runs iOS 17 or later, XR and XS to the 17 Pro Max and Air. Clock bottoms are the measured
  /// clock baselines plus 20 pt for the digits' descent and breathing room; widget rows are as measured. Pixel
  /// sizes are the panels' (Apple's technical specifications), never points times a rounded scale.
  public static let all: [DeviceProfile] = [
    DeviceProfile(
      id: "se", models: ["SE (2nd generation)", "SE (3rd generation)", "SE"], pointWidth: 375, pointHeight: 667,
      pixelWidth: 750, pixelHeight: 1334, clockBottom: 174, widgetRowBottom: 234, hasDynamicIsland: false,
      derivation: nil),
    DeviceProfile(
      id: "xs", models: ["XS", "11 Pro"], pointWidth: 375, pointHeight: 812, pixelWidth: 1125, pixelHeight: 2436,
      clockBottom: 221, widgetRowBottom: 288, hasDynamicIsland: false,
      derivation: "Measured on the X and XS (the 11 Pro shares the screen); widget row bottom as read, ~288 pt."),
    DeviceProfile(
      id: "xr", models: ["XR", "11"], pointWidth: 414, pointHeight: 896, pixelWidth: 828, pixelHeight: 1792,
      clockBottom: 241, widgetRowBottom: 314, hasDynamicIsland: false,
      derivation: "Measured on the 11 and XR (414 x 896 pt at @2x); widget row bottom as read, ~314 pt."),
    DeviceProfile(
      id: "xs-max", models: ["XS Max", "11 Pro Max"], pointWidth: 414, pointHeight: 896, pixelWidth: 1242,
      pixelHeight: 2688, clockBottom: 241, widgetRowBottom: 314, hasDynamicIsland: false,
      derivation: "Measured on the XS Max (414 x 896 pt at @3x, the 11 Pro Max shares it); widget row as read."),
    DeviceProfile(
      id: "mini", models: ["12 mini", "13 mini"], pointWidth: 375, pointHeight: 812, pixelWidth: 1080,
      pixelHeight: 2340, clockBottom: 221, widgetRowBottom: 288, hasDynamicIsland: false, derivation: nil),
    DeviceProfile(
      id: "6.1", models: ["12", "12 Pro", "13", "13 Pro", "14", "16e"], pointWidth: 390, pointHeight: 844,
      pixelWidth: 1170,
      pixelHeight: 2532, clockBottom: 221, widgetRowBottom: 288, hasDynamicIsland: false, derivation: nil),
    DeviceProfile(
      id: "6.1-island", models: ["14 Pro", "15", "15 Pro", "16"], pointWidth: 393, pointHeight: 852,
      pixelWidth: 1179, pixelHeight: 2556, clockBottom: 235, widgetRowBottom: 302, hasDynamicIsland: true,
      derivation: "Measured on the 14 Pro; the 15, 15 Pro and 16 share its screen."),
    DeviceProfile(
      id: "6.7", models: ["12 Pro Max", "13 Pro Max", "14 Plus"], pointWidth: 428, pointHeight: 926,
      pixelWidth: 1284, pixelHeight: 2778, clockBottom: 241, widgetRowBottom: 314, hasDynamicIsland: false,
      derivation: "Measured on the 14 Plus (widget row bottom taken as 314 pt, the larger of the two readings)."),
    DeviceProfile(
      id: "6.7-island", models: ["14 Pro Max", "15 Plus", "15 Pro Max", "16 Plus"], pointWidth: 430,
      pointHeight: 932, pixelWidth: 1290, pixelHeight: 2796, clockBottom: 241, widgetRowBottom: 314,
      hasDynamicIsland: true, derivation: "Measured on the 14 Pro Max; the others share its screen."),
    DeviceProfile(
      id: "16-pro", models: ["16 Pro", "17", "17 Pro"], pointWidth: 402, pointHeight: 874, pixelWidth: 1206,
      pixelHeight: 2622,
      clockBottom: 241, widgetRowBottom: 310, hasDynamicIsland: true,
      derivation:
        "Not measured: the 393 x 852 screen's figures scaled by height (874/852) and rounded up, so notes stay clear; "
        + "the 17 and 17 Pro share the 16 Pro's 1206 x 2622 panel."),
    DeviceProfile(
      id: "16-pro-max", models: ["16 Pro Max", "17 Pro Max"], pointWidth: 440, pointHeight: 956, pixelWidth: 1320,
      pixelHeight: 2868, clockBottom: 248, widgetRowBottom: 322, hasDynamicIsland: true,
      derivation:
        "Not measured: the 430 x 932 screen's figures scaled by height (956/932) and rounded up, so notes stay clear; "
        + "the 17 Pro Max shares the 16 Pro Max's 1320 x 2868 panel."),
    DeviceProfile(
      id: "air", models: ["Air"], pointWidth: 420, pointHeight: 912, pixelWidth: 1260, pixelHeight: 2736,
      clockBottom: 241, widgetRowBottom: 314, hasDynamicIsland: true,
      derivation:
        "Not measured: the Air's 420 x 912 pt screen (a 1260 x 2736 panel) takes the 430 x 932 screen's figures "
        + "unscaled: a zone is never made smaller than a measured one, so notes stay clear."),
  ]

  public static func named(_ name: String) -> DeviceProfile? { all.first { $0.matches(name) } }

  /// The profile for a screen of this size in points, in either orientation: the exact one, else the closest
  /// (a future iPhone draws with the nearest known layout until it has its own profile).
  /// Screens of one size in points can differ in scale (the XR at @2x and the XS Max at @3x; the 12 mini at
  /// 2.88 and the XS at @3x): given the screen's native scale, the profile with that scale wins.
  public static func matching(width: Double, height: Double, scale: Double? = nil) -> DeviceProfile {
    let (short, long) = (min(width, height), max(width, height))
    let distance = { (profile: DeviceProfile) -> Double in
      let points = abs(profile.pointWidth - short) + abs(profile.pointHeight - long)
      guard let scale, scale.isFinite, scale > 0 else { return points }
      return points + abs(profile.scale - scale) * 10
    }
    return all.min { distance($0) < distance($1) } ?? fallback
  }

  /// Used until the screen is measured: the most common screen (iPhone 15 and 16).
  public static var fallback: DeviceProfile { all.first { $0.id == "6.1-island" } ?? all[0] }
}
