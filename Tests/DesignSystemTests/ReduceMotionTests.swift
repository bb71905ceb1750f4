import Testing

@testable import DesignSystem

@Suite("Reduce Motion")
struct ReduceMotionTests {
  @Test("With Reduce Motion every custom animation is a cross-fade, no longer and without a stagger")
  func everyEffectFades() {
    for effect in MotionEffect.all {
      let reduced = effect.respecting(reduceMotion: true)
      #expect(reduced.movement == .fade)
      #expect(reduced.delay == 0)
      #expect(reduced.motion.duration <= effect.motion.duration)
      #expect(reduced.motion.bounce == 0 && reduced.motion.curve == .easeInOut)
    }
  }

  @Test("Without it, each effect plays as designed")
  func unchangedWithoutReduceMotion() {
    for effect in MotionEffect.all {
      #expect(effect.respecting(reduceMotion: false) == effect)
      #expect(effect.plays)
    }
    #expect(MotionEffect.hookArrival.movement == .travel && MotionEffect.hookArrival.delay > 0)
  }

  @Test("A repeating float does not run at all with Reduce Motion; one-off effects still fade")
  func floatStops() {
    #expect(!MotionEffect.hookFloat.respecting(reduceMotion: true).plays)
    #expect(MotionEffect.confetti.respecting(reduceMotion: true).plays)
    #expect(MotionEffect.celebrationBeat.respecting(reduceMotion: true).plays)
  }
}
