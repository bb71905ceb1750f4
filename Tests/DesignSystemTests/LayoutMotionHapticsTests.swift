import DesignSystem
import Testing

@Suite("Layout, buttons, motion and haptics")
struct LayoutMotionHapticsTests {
  @Test("Every spacing token is on the 8-point grid (PayMe's use of them: PayMeCoreTests)")
  func eightPointGrid() {
    for value in Spacing.all { #expect(value.truncatingRemainder(dividingBy: 8) == 0, "\(value)") }
    #expect(Spacing.all == Spacing.all.sorted())
  }

  @Test("Screen edges get 16-20 pt of padding at every iPhone width")
  func screenEdges() {
    for width in [320.0, 375, 390, 393, 402, 414, 428, 430, 440] {
      #expect((16...20).contains(Spacing.screenEdge(forWidth: width)), "\(width)")
    }
    #expect(Spacing.screenEdge(forWidth: 375) == 16)
    #expect(Spacing.screenEdge(forWidth: 430) == 20)
  }

  @Test("DesignSystem's primary button appearance is filled with system blue")
  func primaryButton() {
    let button = ButtonAppearance.of(.primary, in: .payMe)
    #expect(button.fill?.light.hexString == "#007AFF")
    #expect(button.text.light == .white)
  }

  @Test("DesignSystem's destructive button appearance is system red")
  func destructiveButton() {
    #expect(ButtonAppearance.of(.destructive, in: .payMe).fill == SystemColors.red)
  }

  @Test("PM-3.3: secondary buttons are gray text with no fill")
  func secondaryButton() {
    let button = ButtonAppearance.of(.secondary, in: .payMe)
    #expect(button.fill == nil)
    #expect(button.text == SystemColors.readableGray)
  }

  @Test("A large CTA's appearance is a plain rounded rectangle, not a capsule, with one flat fill")
  func ctaShape() {
    let button = ButtonAppearance.of(.primary, in: .payMe)
    #expect(button.cornerRadius > 0)
    #expect(button.cornerRadius < button.minimumHeight / 2, "a rounded rectangle, not a capsule")
    // The appearance model has exactly one flat fill colour: there is nothing to carry a shadow or gradient.
    #expect(
      Mirror(reflecting: button).children.map(\.label) == [
        "fill", "text", "cornerRadius", "minimumHeight", "textStyle",
      ])
  }

  @Test("NW-5.3: a disabled button is fainter than any pressed one, so a disabled Continue never looks tappable")
  func disabledIsVisible() {
    for kind in ButtonAppearance.Kind.allCases {
      let pressed = ButtonAppearance.pressedOpacity(kind)
      #expect(pressed < 1 && ButtonAppearance.disabledOpacity < pressed - 0.1, "\(kind)")
    }
    #expect(ButtonAppearance.disabledOpacity > 0.2, "still readable: it says what would happen")
  }

  @Test("DesignSystem's controls are at least 44 x 44 points")
  func hitTargets() {
    #expect(HitTarget.minimum == 44)
    for kind in ButtonAppearance.Kind.allCases {
      #expect(ButtonAppearance.of(kind, in: .payMe).minimumHeight >= 44)
    }
    let padded = HitTarget.padded(width: 20, height: 30)
    #expect(padded.width == 44 && padded.height == 44)
    #expect(HitTarget.padded(width: 300, height: 50).width == 300)
  }

  @Test("Every motion token lasts 200-300 ms")
  func durations() {
    for motion in Motion.all { #expect((0.2...0.3).contains(motion.duration)) }
  }

  @Test("Motion tokens: no bounce, system curves, and reduced motion keeps the length without movement")
  func noBounce() {
    for motion in Motion.all {
      #expect(motion.bounce == 0)
      #expect([.easeInOut, .easeOut, .spring].contains(motion.curve), "system curves only")
      #expect(motion.reduced.curve == .easeInOut)
      #expect(motion.reduced.duration == motion.duration)
    }
  }

  @Test("PM-11.1: a button press plays a light impact")
  func buttonHaptic() { #expect(HapticIntent.buttonPress.feedback == .impact(.light)) }

  @Test("PM-11.2: a confirmation plays a medium impact")
  func confirmationHaptic() { #expect(HapticIntent.confirmation.feedback == .impact(.medium)) }

  @Test("PM-11.3: biometric success plays a heavy impact")
  func biometricHaptic() { #expect(HapticIntent.biometricSuccess.feedback == .impact(.heavy)) }

  @Test("PM-11.4: rapid button presses do not each buzz; confirmations always do")
  func throttle() {
    var throttle = HapticThrottle(minimumInterval: 0.1)
    let played = [
      throttle.shouldPlay(.buttonPress, at: 0), throttle.shouldPlay(.buttonPress, at: 0.05),
      throttle.shouldPlay(.confirmation, at: 0.06), throttle.shouldPlay(.buttonPress, at: 0.2),
    ]
    #expect(played == [true, false, true, true])
  }

  @Test("PM-11.1: the same haptic twice in a row is two events, so SwiftUI plays it twice")
  func repeatedHapticsAreDistinctEvents() {
    var emitter = HapticEmitter()
    emitter.emit(.confirmation)
    let first = emitter.last
    emitter.emit(.confirmation)
    #expect(first?.intent == .confirmation && emitter.last?.intent == .confirmation)
    #expect(first != emitter.last)
  }
}
