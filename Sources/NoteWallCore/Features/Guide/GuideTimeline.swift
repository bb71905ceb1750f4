import DesignSystem
import Rendering

/// A gesture the walkthrough's finger makes on a named target of the drawn screen.
public struct GuideGesture: Equatable, Sendable {
  public enum Kind: Equatable, Sendable {
    case tap, longPress, swipeUp
    /// How long the finger stays down.
    var pressSeconds: Double {
      switch self {
      case .tap: 0.3
      case .longPress: 1.0
      case .swipeUp: 0.7
      }
    }
  }

  /// The target's name in the drawn screen's `targets` (a button's own label, "red image", "home indicator").
  public let target: String
  public let kind: Kind

  public init(_ target: String, _ kind: Kind = .tap) {
    self.target = target
    self.kind = kind
  }
}

/// One step of a walkthrough: the screen the user meets, what the finger does there, and the guide's words as
/// the caption under the phone for the whole step.
public struct GuideShot: Equatable, Sendable {
  /// A short heading over the caption ("Step 3: Long-Press the Image", "Allow 3 Permissions: 1 of 3").
  public let heading: String
  /// The guide's own words.
  public let caption: String
  public let screen: GuideScreen
  public let gestures: [GuideGesture]
  /// The screen shown once the last gesture is done (the sheet a tap opens), if the step changes it.
  public let then: GuideScreen?

  public init(
    heading: String, caption: String, screen: GuideScreen, gestures: [GuideGesture] = [], then: GuideScreen? = nil
  ) {
    self.heading = heading
    self.caption = caption
    self.screen = screen
    self.gestures = gestures
    self.then = then
  }

  /// Seconds to read the caption: a second to find it, then 0.24 s a word (250 words a minute).
  public var readingSeconds: Double {
    max(2.5, 1.0 + 0.24 * Double(caption.split(whereSeparator: \.isWhitespace).count))
  }

  /// After the last gesture: long enough to see what it did, and what it opens.
  var tail: Double { then == nil ? 0.8 : 1.0 }

  /// When each gesture's finger touches down, from the start of the step: the finger first travels there.
  public var pressTimes: [Double] {
    var times: [Double] = []
    // The gestures end a moment before the step does, so what a tap opens is not shown under the previous words
    // for long; and never before the finger has had time to travel.
    let pressing =
      gestures.reduce(0) { $0 + $1.kind.pressSeconds } + Double(max(0, gestures.count - 1))
      * GuideTimeline.betweenGestures
    var next = max(GuideTimeline.firstPress, readingSeconds - tail - pressing)
    for gesture in gestures {
      times.append(next)
      next += gesture.kind.pressSeconds + GuideTimeline.betweenGestures
    }
    return times
  }

  /// When the last gesture lifts (0 without gestures).
  var gesturesEnd: Double {
    guard let last = gestures.last, let time = pressTimes.last else { return 0 }
    return time + last.kind.pressSeconds
  }

  /// Long enough to read the caption and to see the gestures and what they lead to.
  public var duration: Double {
    max(readingSeconds, gestures.isEmpty ? 0 : gesturesEnd + tail)
  }
}

/// What the video shows at one moment: the frame drawn, and what the tests check it against.
public struct GuideFrame: Equatable, Sendable {
  public let scene: DisplayList
  /// The step on screen and the caption under the phone.
  public let shotIndex: Int
  public let caption: String
  /// The finger's centre, when it is on screen.
  public let finger: Point?
  /// The target pressed down at this moment, and where it is drawn.
  public let pressed: String?
  public let pressedFrame: Rect?
  /// Every drawn target of the screen on show (button labels to their frames).
  public let targets: [String: Rect]
}

/// The guide videos as timelines: which steps each shows, for how long, and the frame at any time. The tool
/// `notewall guide-frames` draws these frames at `framesPerSecond` and scripts/make-guide-videos encodes them.
public enum GuideTimeline {
  public static let framesPerSecond = 24
  /// 9:16 frames, drawn at 540 x 960 pixels.
  public static let size = Size(width: 360, height: 640)
  public static let pixelWidth = 540
  /// A step cross-fades in over this long; the finger then travels to its first target.
  static let transition = 0.4
  static let firstPress = 1.0
  static let travel = 0.7
  static let betweenGestures = 0.8

  public static func shots(for video: GuideVideo) -> [GuideShot] {
    switch video {
    case .welcome: welcomeShots
    case .installSteps: installShots
    case .permissions: permissionShots
    case .howToFix: howToFixShots
    }
  }

  public static func duration(of video: GuideVideo) -> Double {
    shots(for: video).reduce(0) { $0 + $1.duration }
  }

  /// The step showing at `time`, and the time within it.
  static func locate(_ time: Double, in shots: [GuideShot]) -> (index: Int, local: Double) {
    var start = 0.0
    for (index, shot) in shots.enumerated() {
      if time < start + shot.duration || index == shots.count - 1 {
        return (index, min(max(0, time - start), shot.duration))
      }
      start += shot.duration
    }
    return (0, 0)
  }

  /// The frame of `video` at `time` seconds (clamped to the video).
  public static func frame(of video: GuideVideo, at time: Double, measurer: some TextMeasurer) -> GuideFrame {
    let shots = shots(for: video)
    let (index, local) = locate(time, in: shots)
    let shot = shots[index]
    let phone = GuidePhone.standard
    var items: [DisplayItem] = [
      .fill(
        ShapeFill(
          shape: .rect(Rect(x: 0, y: 0, width: size.width, height: size.height)),
          paint: .solid(GuidePhone.backdrop)))
    ]
    items += phone.bezel()

    // The screen: the step's own, cross-faded from the previous step's last one as it comes in; its sheet or
    // alert slides or scales in a little later; the screen a tap opens cross-fades in after that tap.
    let appear = ease((local - transition * 0.5) / 0.45)
    // A step that goes on from the screen the previous one opened shows it as it stands.
    let continues = index == 0 || shots[index - 1].then ?? shots[index - 1].screen == shot.screen
    var drawn = GuideScreens.draw(shot.screen, in: phone.screen, appear: continues ? 1 : appear, measurer: measurer)
    if !continues, local < transition {
      let previous = shots[index - 1]
      let before = GuideScreens.draw(
        previous.then ?? previous.screen, in: phone.screen, appear: 1, measurer: measurer)
      let progress = ease(local / transition)
      items += GuideDrawing.faded(before.items, opacity: 1 - progress)
      items += GuideDrawing.faded(drawn.items, opacity: progress)
    } else if let then = shot.then, local > shot.gesturesEnd + 0.2 {
      let progress = ease((local - shot.gesturesEnd - 0.2) / 0.45)
      let after = GuideScreens.draw(then, in: phone.screen, appear: progress, measurer: measurer)
      if progress < 1 { items += drawn.items }
      items += GuideDrawing.faded(after.items, opacity: progress)
      drawn = progress < 0.5 ? drawn : after
    } else {
      items += drawn.items
    }

    // The finger: it travels to each target, presses it (the target darkens, a ring pulses), and lifts.
    var finger: Point?
    var pressed: String?
    var pressedFrame: Rect?
    var fingerOpacity = 1.0
    // Targets as the step's screen stands once in (the finger sets off while a sheet is still arriving).
    let settled = GuideScreens.draw(shot.screen, in: phone.screen, appear: 1, measurer: measurer).targets
    var rest = Point(x: phone.screen.midX + 50, y: phone.screen.maxY - 60)
    for (gesture, press) in zip(shot.gestures, shot.pressTimes) {
      guard let target = settled[gesture.target] else { continue }
      let spot = Point(x: target.midX, y: target.midY)
      let release = press + gesture.kind.pressSeconds
      if local >= press - travel, local < press {
        let progress = ease((local - (press - travel)) / travel)
        fingerOpacity = min(1, (local - (press - travel)) / 0.15)
        finger = Point(x: rest.x + (spot.x - rest.x) * progress, y: rest.y + (spot.y - rest.y) * progress)
      } else if local >= press, local <= release {
        let down = (local - press) / gesture.kind.pressSeconds
        finger = gesture.kind == .swipeUp ? Point(x: spot.x, y: spot.y - 140 * ease(down)) : spot
        pressed = gesture.target
        pressedFrame = target
        if gesture.kind != .swipeUp {
          items.append(GuideDrawing.pressHighlight(target))
        }
        items += GuideDrawing.pulse(at: spot, progress: min(1, (local - press) / 0.5))
      } else if local > release, local < release + 0.3 {
        fingerOpacity = 1 - (local - release) / 0.3
        finger = gesture.kind == .swipeUp ? Point(x: spot.x, y: spot.y - 140) : spot
      }
      rest = spot
    }
    if let finger {
      let lifted = shot.gestures.indices.allSatisfy { offset in
        let press = shot.pressTimes[offset]
        return !(local >= press && local <= press + shot.gestures[offset].kind.pressSeconds)
      }
      items += GuideDrawing.faded(GuideDrawing.finger(at: finger, down: !lifted), opacity: fingerOpacity)
    }

    items += captionItems(shot, index: index, local: local, measurer: measurer)
    return GuideFrame(
      scene: DisplayList(size: size, items: items), shotIndex: index, caption: shot.caption, finger: finger,
      pressed: pressed, pressedFrame: pressedFrame, targets: drawn.targets)
  }

  /// Where the heading and the caption go under the phone, and how they are fitted.
  public static let headingFrame = Rect(x: 20, y: 512, width: 320, height: 22)
  public static let captionFrame = Rect(x: 20, y: 538, width: 320, height: 92)
  static let captionFont = FontSpec(role: .system, weight: .semibold, size: 20)

  public static func captionFit(_ caption: String, measurer: some TextMeasurer) -> TextFit {
    measurer.fit(
      caption, in: captionFrame.size, font: captionFont, maximumSize: 20, minimumSize: 14, lineSpacing: 2,
      maximumLines: 4)
  }

  static func captionItems(_ shot: GuideShot, index: Int, local: Double, measurer: some TextMeasurer)
    -> [DisplayItem]
  {
    // The first step's caption is there from the first frame, so the loop's start is still; later ones fade in.
    let opacity = index == 0 ? 1 : ease(local / 0.3)
    let fit = captionFit(shot.caption, measurer: measurer)
    // A longer heading (a translation's) shrinks to stay on its one line.
    let headingFit = measurer.fit(
      shot.heading, in: headingFrame.size, font: FontSpec(role: .system, weight: .semibold, size: 14),
      maximumSize: 14, minimumSize: 10, maximumLines: 1)
    let items: [DisplayItem] = [
      .text(
        TextItem(
          text: shot.heading, frame: headingFrame, font: headingFit.font, color: RGBAColor(hex: 0xFF8A80),
          alignment: .center, maximumLines: 1)),
      .text(
        TextItem(
          text: shot.caption, frame: captionFrame, font: fit.font, color: .white, alignment: .center, lineSpacing: 2,
          maximumLines: 4)),
    ]
    return GuideDrawing.faded(items, opacity: opacity)
  }

  /// Ease in and out over 0...1 (clamped).
  static func ease(_ value: Double) -> Double {
    let clamped = min(1, max(0, value.isFinite ? value : 1))
    return clamped * clamped * (3 - 2 * clamped)
  }
}
