import DesignSystem
import Rendering

/// A guide video as slides: each a heading, the guide's own words, and a simple, clearly labelled drawing of
/// the screen the user will see (a phone with the button to tap). `scripts/make-guide-videos` draws them through
/// the renderer and encodes them with ffmpeg into Apps/NoteWall/Videos, where the app finds them.
public struct GuideSlide: Equatable, Sendable {
  public let heading: String
  public let text: String
  /// The button the drawn screen shows highlighted, if any ("Add Shortcut", "Allow").
  public let button: String?
  /// Which app the drawn screen is: it labels the screen, so nobody mistakes it for a screenshot.
  public let screen: String

  public static let seconds = 3.0
  /// 9:16 frames, drawn at 540 x 960 pixels.
  public static let size = Size(width: 360, height: 640)
  public static let pixelWidth = 540

  public static func slides(for video: GuideVideo) -> [GuideSlide] {
    switch video {
    case .welcome:
      return Guide.welcome.cards.map { card in
        GuideSlide(
          heading: card.title, text: card.highlight ?? card.paragraphs.first ?? "", button: nil, screen: "NoteWall")
      }
    case .howToFix:
      return [
        GuideSlide(
          heading: Guide.howToFix.title, text: Guide.howToFix.cards[0].highlight ?? "", button: nil, screen: "NoteWall")
      ]
        + Guide.howToFix.steps.enumerated().map { index, step in
          GuideSlide(
            heading: Guide.howToFix.stepHeading(index) ?? step.title, text: step.text, button: nil, screen: "Photos")
        }
    case .permissions:
      return OnboardingCopy.permissionsList.enumerated().map { index, line in
        GuideSlide(
          heading: "\(OnboardingCopy.permissionsTitle): \(index + 1) of 3", text: line, button: "Allow",
          screen: index == 0 ? "NoteWall" : "Shortcuts")
      }
    case .installSteps:
      return [
        GuideSlide(
          heading: "Install the shortcut", text: "In NoteWall, tap \(OnboardingCopy.installAndContinue).",
          button: OnboardingCopy.installAndContinue, screen: "NoteWall"),
        GuideSlide(
          heading: "Add it to Shortcuts", text: "Shortcuts opens the NoteWall shortcut: tap Add Shortcut.",
          button: "Add Shortcut", screen: "Shortcuts"),
        GuideSlide(
          heading: "Come back", text: "Return to NoteWall and tap \(OnboardingCopy.itWorked)",
          button: OnboardingCopy.itWorked, screen: "NoteWall"),
      ]
    }
  }

  /// The slide drawn: the words at the top, a phone showing the labelled screen and its button below.
  public func scene(measurer: some TextMeasurer) -> DisplayList {
    let theme = Theme.noteWall
    let width = Self.size.width
    let ink = RGBAColor.white
    var items: [DisplayItem] = [
      .fill(
        ShapeFill(
          shape: .rect(Rect(x: 0, y: 0, width: width, height: Self.size.height)),
          paint: .solid(RGBAColor(hex: 0x111114))))
    ]
    let headingFont = FontSpec(role: .system, weight: .bold, size: 24)
    let headingFit = measurer.fit(
      heading, in: Size(width: width - 48, height: 70), font: headingFont, maximumSize: 24, minimumSize: 16,
      lineSpacing: 0)
    items.append(
      .text(
        TextItem(
          text: heading, frame: Rect(x: 24, y: 32, width: width - 48, height: 70), font: headingFit.font, color: ink,
          alignment: .center)))
    let bodyFont = FontSpec(role: .system, size: 17)
    let bodyFit = measurer.fit(
      text, in: Size(width: width - 48, height: 150), font: bodyFont, maximumSize: 17, minimumSize: 12,
      lineSpacing: 2)
    items.append(
      .text(
        TextItem(
          text: text, frame: Rect(x: 24, y: 108, width: width - 48, height: 150), font: bodyFit.font,
          color: ink.withAlpha(0.85), alignment: .center, lineSpacing: 2)))
    // The phone: an outline with the app's name on its screen and the button to tap.
    let phone = Rect(x: 90, y: 280, width: 180, height: 330)
    items.append(
      .fill(ShapeFill(shape: .roundedRect(phone, cornerRadius: 28), paint: .solid(RGBAColor(hex: 0x3A3A3C)))))
    items.append(
      .fill(
        ShapeFill(
          shape: .roundedRect(
            Rect(x: phone.x + 8, y: phone.y + 8, width: phone.width - 16, height: phone.height - 16), cornerRadius: 22),
          paint: .solid(RGBAColor(hex: 0xF2F2F7)))))
    items.append(
      .text(
        TextItem(
          text: screen, frame: Rect(x: phone.x + 16, y: phone.y + 30, width: phone.width - 32, height: 24),
          font: FontSpec(role: .system, weight: .semibold, size: 15), color: RGBAColor(hex: 0x1C1C1E),
          alignment: .center, maximumLines: 1)))
    if let button {
      let frame = Rect(x: phone.x + 20, y: phone.maxY - 90, width: phone.width - 40, height: 40)
      items.append(.fill(ShapeFill(shape: .roundedRect(frame, cornerRadius: 12), paint: .solid(theme.accent.light))))
      items.append(
        .text(
          TextItem(
            text: button, frame: Rect(x: frame.x + 4, y: frame.y + 10, width: frame.width - 8, height: 22),
            font: FontSpec(role: .system, weight: .semibold, size: 14), color: .white, alignment: .center,
            maximumLines: 1)))
    }
    return DisplayList(size: Self.size, items: items)
  }
}
