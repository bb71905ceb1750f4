import Foundation
import Rendering

/// PayMe's iMessage app icon: the "iMessage App Icon" set (`.stickersiconset`) in the extension's asset catalog,
/// which Messages shows in the app drawer, on a bubble, in Settings and in the Messages App Store. The images are
/// PayMe's app icon drawn again (`PayMeIcon.scene(height:)`) at each size Apple's asset catalog format lists for
/// a Messages extension, mostly landscape (4:3 or near it), each at its exact pixel size.
/// `scripts/generate-app-icons` writes them with their Contents.json (`render-scene --messages-icons`); the
/// golden test and `scripts/check-app-bundles` check them.
public enum MessagesIcon {
  /// `ASSETCATALOG_COMPILER_APPICON_NAME` of the extension, as Xcode's iMessage extension template names it.
  public static let setName = "iMessage App Icon"
  public static let catalogFolder = "Apps/PayMe/Messages/Assets.xcassets"
  public static var setPath: String { catalogFolder + "/" + setName + ".stickersiconset" }

  /// One slot of the set: the size in points (as Contents.json spells it), its scale and idiom.
  public struct Image: Sendable, Equatable {
    public let idiom: String
    public let pointWidth: Int
    public let pointHeight: Int
    public let scale: Int
    /// Only for the universal idiom and the marketing 1024 x 768, as Xcode writes them.
    public let platform: String?

    public var pixelWidth: Int { pointWidth * scale }
    public var pixelHeight: Int { pointHeight * scale }
    public var size: String { "\(pointWidth)x\(pointHeight)" }
    public var filename: String { "\(idiom)-\(size)@\(scale)x.png" }

    init(_ idiom: String, _ pointWidth: Int, _ pointHeight: Int, scale: Int, platform: String? = nil) {
      self.idiom = idiom
      self.pointWidth = pointWidth
      self.pointHeight = pointHeight
      self.scale = scale
      self.platform = platform
    }
  }

  /// Every slot Apple lists for a Messages extension: Settings (29 x 29), the app drawer and bubbles on iPhone
  /// (60 x 45) and iPad (67 x 50, 74 x 55), the smaller Messages icons (27 x 20, 32 x 24), the Messages App
  /// Store (1024 x 768) and the App Store (1024 x 1024), as Xcode's template holds them.
  public static let images: [Image] = [
    Image("iphone", 29, 29, scale: 2),
    Image("iphone", 29, 29, scale: 3),
    Image("iphone", 60, 45, scale: 2),
    Image("iphone", 60, 45, scale: 3),
    Image("ipad", 29, 29, scale: 2),
    Image("ipad", 67, 50, scale: 2),
    Image("ipad", 74, 55, scale: 2),
    Image("ios-marketing", 1024, 1024, scale: 1),
    Image("universal", 27, 20, scale: 2, platform: "ios"),
    Image("universal", 27, 20, scale: 3, platform: "ios"),
    Image("universal", 32, 24, scale: 2, platform: "ios"),
    Image("universal", 32, 24, scale: 3, platform: "ios"),
    Image("ios-marketing", 1024, 768, scale: 1, platform: "ios"),
  ]

  /// The drawing for one slot: 1024 points wide with the slot's proportions, so drawn `pixelWidth` wide it is
  /// exactly `pixelWidth` x `pixelHeight` pixels.
  public static func scene(for image: Image) -> DisplayList {
    PayMeIcon.scene(height: AppIcon.side * Double(image.pixelHeight) / Double(image.pixelWidth))
  }

  /// The set's Contents.json, in Xcode's layout (keys sorted, two-space indent).
  public static var contentsJSON: String {
    let entries = images.map { image in
      var fields = [
        ("filename", image.filename), ("idiom", image.idiom), ("scale", "\(image.scale)x"), ("size", image.size),
      ]
      if let platform = image.platform { fields.append(("platform", platform)) }
      let body = fields.sorted { $0.0 < $1.0 }.map { "      \"\($0.0)\" : \"\($0.1)\"" }.joined(separator: ",\n")
      return "    {\n" + body + "\n    }"
    }
    return "{\n  \"images\" : [\n" + entries.joined(separator: ",\n")
      + "\n  ],\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n"
  }
}
