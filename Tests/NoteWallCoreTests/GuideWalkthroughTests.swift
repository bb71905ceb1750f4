import Rendering
import RenderingCairo
import Testing

@testable import NoteWallCore

/// The guide videos are drawn from GuideTimeline frame by frame (`notewall guide-frames`), so what a video shows
/// is checked here on the frames themselves.
@Suite("NoteWall guide videos: the walkthroughs' timelines")
struct GuideWalkthroughTests {
  let renderer = CairoRenderer()
  static let step = 1.0 / Double(GuideTimeline.framesPerSecond)

  /// Every frame time of a video.
  func times(_ video: GuideVideo) -> [Double] {
    let count = Int((GuideTimeline.duration(of: video) * Double(GuideTimeline.framesPerSecond)).rounded(.up))
    return (0..<count).map { Double($0) * Self.step }
  }

  func texts(_ frame: GuideFrame) -> [String] {
    frame.scene.items.compactMap { item in
      if case .text(let text) = item, text.color.alpha > 0.5 { return text.text }
      return nil
    }
  }

  @Test("NW-3.1 / NW-4.2 / NW-4.5 / NW-7.2: each guide video runs 10 to 25 seconds, 9:16")
  func lengths() {
    for video in GuideVideo.allCases {
      let duration = GuideTimeline.duration(of: video)
      #expect(duration >= 10 && duration <= 25, "\(video.rawValue): \(duration) s")
      let frame = GuideTimeline.frame(of: video, at: 0, measurer: renderer)
      #expect(frame.scene.size == GuideTimeline.size)
    }
  }

  @Test("NW-3.1 / NW-4.2 / NW-4.5 / NW-7.2: every caption is the guide's words, in its order, on screen long enough")
  func captionsInOrder() {
    let expected: [GuideVideo: [String]] = [
      .howToFix: Guide.howToFix.steps.map { GuideTimeline.shortCaption($0.text.text) },
      .permissions: OnboardingCopy.permissionsList.map(\.text),
    ]
    for video in GuideVideo.allCases {
      var seen: [String] = []
      var onScreen: [String: Double] = [:]
      for time in times(video) {
        let frame = GuideTimeline.frame(of: video, at: time, measurer: renderer)
        let drawn = frame.scene.items.contains { item in
          if case .text(let text) = item {
            return text.text == frame.caption && text.frame == GuideTimeline.captionFrame
          }
          return false
        }
        #expect(drawn, "\(video.rawValue) at \(time): the caption is drawn under the phone")
        if seen.last != frame.caption { seen.append(frame.caption) }
        onScreen[frame.caption, default: 0] += Self.step
      }
      #expect(seen == GuideTimeline.shots(for: video).map(\.caption), "\(video.rawValue): no caption comes back")
      if let words = expected[video] { #expect(seen == words, "\(video.rawValue)") }
      for (caption, seconds) in onScreen {
        #expect(seconds >= 2.4, "\(video.rawValue): \"\(caption)\" is on screen \(seconds) s")
        let words = Double(caption.split(separator: " ").count)
        #expect(seconds >= 1 + 0.24 * words - Self.step, "\(video.rawValue): \"\(caption)\" can be read")
      }
    }
    // The How-to-Fix captions are the guide's steps verbatim: whole, or the step's first sentence.
    for step in Guide.howToFix.steps {
      #expect(step.text.text.hasPrefix(GuideTimeline.shortCaption(step.text.text)))
    }
  }

  @Test("NW-4.5: the How-to-Fix video heads each step as the guide numbers it, Step 1 to Step 7")
  func howToFixSteps() {
    let headings = GuideTimeline.shots(for: .howToFix).map(\.heading)
    #expect(headings == Guide.howToFix.steps.indices.compactMap { Guide.howToFix.stepHeading($0) })
  }

  @Test("NW-3.1 / NW-4.2 / NW-4.5 / NW-7.2: the finger is over the named button whenever it presses it")
  func fingerOnTarget() {
    for video in GuideVideo.allCases {
      var presses: [(shot: Int, target: String)] = []
      for time in times(video) {
        let frame = GuideTimeline.frame(of: video, at: time, measurer: renderer)
        guard let pressed = frame.pressed, let target = frame.pressedFrame, let finger = frame.finger else { continue }
        if presses.last?.shot != frame.shotIndex || presses.last?.target != pressed {
          presses.append((frame.shotIndex, pressed))
        }
        let gesture = GuideTimeline.shots(for: video)[frame.shotIndex].gestures.first { $0.target == pressed }
        if gesture?.kind == .swipeUp {
          #expect(abs(finger.x - target.midX) < 0.01 && finger.y <= target.maxY, "\(video.rawValue) swipe")
        } else {
          #expect(finger.x >= target.minX && finger.x <= target.maxX, "\(video.rawValue) \(pressed) at \(time)")
          #expect(finger.y >= target.minY && finger.y <= target.maxY, "\(video.rawValue) \(pressed) at \(time)")
        }
      }
      let planned = GuideTimeline.shots(for: video).flatMap { $0.gestures.map(\.target) }
      #expect(presses.map(\.target) == planned, "\(video.rawValue): every planned press happens, in order")
    }
    // What the install video presses: NoteWall's button, Shortcuts' blue Add Shortcut, a wallpaper, It Worked.
    #expect(
      GuideTimeline.shots(for: .installSteps).flatMap { $0.gestures.map(\.target) } == [
        OnboardingCopy.installAndContinue.text, "Add Shortcut", GuideScreens.firstWallpaper,
        OnboardingCopy.itWorked.text,
      ])
    #expect(
      GuideTimeline.shots(for: .permissions).flatMap { $0.gestures.map(\.target) } == ["Allow", "Allow", "Allow"])
  }

  @Test("NW-7.2: the permissions video shows iOS's notification alert, then both folder prompts, each with Allow")
  func permissionAlerts() {
    let titles = GuideTimeline.shots(for: .permissions).compactMap { shot -> String? in
      if case .alert(let alert, _) = shot.screen { return alert.title }
      return nil
    }
    #expect(
      titles == [
        "\u{201C}NoteWall\u{201D} Would Like to Send You Notifications",
        "Allow \u{201C}NoteWall\u{201D} to access \u{201C}LockScreen\u{201D}?",
        "Allow \u{201C}NoteWall\u{201D} to access \u{201C}HomeScreen\u{201D}?",
      ])
    for (index, shot) in GuideTimeline.shots(for: .permissions).enumerated() {
      let press = shot.pressTimes[0]
      let start = GuideTimeline.shots(for: .permissions).prefix(index).reduce(0) { $0 + $1.duration }
      let frame = GuideTimeline.frame(of: .permissions, at: start + press + 0.1, measurer: renderer)
      #expect(texts(frame).contains(shot.screen.alertTitle ?? ""))
      #expect(texts(frame).contains("Don\u{2019}t Allow") && texts(frame).contains("Allow"))
    }
  }

  @Test("NW-3.1 / NW-4.2 / NW-4.5 / NW-7.2: every drawn text fits its frame, and the phone is labelled an illustration")
  func textFits() {
    for video in GuideVideo.allCases {
      for time in stride(from: 0, to: GuideTimeline.duration(of: video), by: 0.5) {
        let frame = GuideTimeline.frame(of: video, at: time, measurer: renderer)
        #expect(texts(frame).contains("Illustration"))
        for item in frame.scene.items {
          guard case .text(let text) = item, text.color.alpha > 0.05 else { continue }
          let measured = renderer.measure(
            text.text, font: text.font, width: text.frame.width, lineSpacing: text.lineSpacing)
          #expect(
            measured.size.height <= text.frame.height + 1 && measured.lineCount <= (text.maximumLines ?? .max),
            "\(video.rawValue) at \(time): \"\(text.text)\" does not fit \(text.frame)")
          #expect(
            GuideTimeline.size.width >= text.frame.maxX && text.frame.minX >= 0,
            "\(video.rawValue): \"\(text.text)\" inside the frame")
        }
        #expect(!GuideTimeline.captionFit(frame.caption, measurer: renderer).overflows)
      }
    }
  }

  @Test("NW-3.1: the first and last moments are still, so the looping video does not jump at its start or end")
  func stillEnds() {
    for video in GuideVideo.allCases {
      let duration = GuideTimeline.duration(of: video)
      let first = GuideTimeline.frame(of: video, at: 0, measurer: renderer)
      #expect(GuideTimeline.frame(of: video, at: 0.25, measurer: renderer).scene == first.scene)
      let last = GuideTimeline.frame(of: video, at: duration - Self.step, measurer: renderer)
      #expect(GuideTimeline.frame(of: video, at: duration - 0.3, measurer: renderer).scene == last.scene)
      #expect(first.finger == nil && last.finger == nil)
    }
  }

  @Test("A sheet slides up from below the screen and an alert scales in, then both stand still")
  func motion() {
    let install = GuideTimeline.shots(for: .installSteps)
    let sheetStart = install[0].duration
    func buttonY(_ time: Double) -> Double? {
      let frame = GuideTimeline.frame(of: .installSteps, at: time, measurer: renderer)
      return frame.scene.items.compactMap { item -> Double? in
        if case .text(let text) = item, text.text == "Add Shortcut" { return text.frame.y }
        return nil
      }.first
    }
    // Early on, the button is still below the screen (left out); then it rises; then it stays.
    #expect(buttonY(sheetStart + 0.2) == nil)
    let rising = buttonY(sheetStart + 0.6)
    let settled = buttonY(sheetStart + 1.0)
    #expect(rising != nil && settled != nil)
    if let rising, let settled { #expect(rising > settled) }
    #expect(buttonY(sheetStart + 1.0) == buttonY(sheetStart + 1.2))
  }
}

extension GuideScreen {
  var alertTitle: String? {
    if case .alert(let alert, _) = self { return alert.title }
    return nil
  }
}
