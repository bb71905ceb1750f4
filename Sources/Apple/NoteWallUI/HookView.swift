#if os(iOS)
  import Foundation
  import DesignSystem
  import DesignSystemUI
  import NoteWallCore
  import Localization
  import LocalizationUI
  import SwiftUI

  /// The pre-onboarding hook (NW-1): note cards fly in from different directions, a phone mockup floats in,
  /// then the tagline and "Get Started".
  @MainActor
  struct HookView: View {
    let model: OnboardingModel
    @State private var arrived = false
    @State private var floating = false
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    private var arrival: MotionEffect { .hookArrival.respecting(reduceMotion: reduceMotion) }
    private var float: MotionEffect { .hookFloat.respecting(reduceMotion: reduceMotion) }
    private let theme = Theme.noteWall

    /// Each card's text and where it flies in from (points off its resting place).
    private static let cards: [(text: LocalizedCopy, from: (x: Double, y: Double), tilt: Double)] = {
      let places: [(from: (x: Double, y: Double), tilt: Double)] = [
        ((-420, -120), -6), ((420, -60), 5), ((-380, 260), 4), ((380, 300), -5),
      ]
      return zip(OnboardingCopy.hookNotes, places).map { (text: $0, from: $1.from, tilt: $1.tilt) }
    }()

    @ScaledMetric(relativeTo: .title3) private var taglineRoom = 1.0

    var body: some View {
      // The animation shrinks on short screens and the tagline scrolls, so at accessibility sizes on an SE or
      // mini nothing is cut; "Get Started" stays at the bottom.
      VStack(spacing: 0) {
        ScrollView {
          VStack(spacing: Spacing.large) {
            animation
            Text(OnboardingCopy.tagline)
              .font(.title3).bold()
              .multilineTextAlignment(.center)
              .padding(.horizontal, Spacing.medium)
              .opacity(arrived ? 1 : 0)
              .accessibilityAddTraits(.isHeader)
          }
          .padding(.vertical, Spacing.medium)
        }
        Button(OnboardingCopy.getStarted) { model.getStarted() }
          .buttonStyle(.primary(theme))
          .padding(Spacing.medium)
          .opacity(arrived ? 1 : 0)
      }
      .onAppear {
        withAnimation(.effect(arrival)) { arrived = true }
        if float.plays { withAnimation(.effect(float)) { floating = true } }
      }
    }

    private var animation: some View {
      ZStack {
        // Criterion: NW-1.1 — the floating mockup preview.
        RoundedRectangle(cornerRadius: 36)
          .fill(Color.black)
          .frame(width: 180, height: 370)
          .overlay {
            VStack(spacing: Spacing.xSmall) {
              Text(verbatim: "9:41").font(.largeTitle).bold().foregroundStyle(Color.white)
              ForEach(Self.cards.prefix(3), id: \.text) { card in
                Text(card.text).font(.caption).foregroundStyle(Color.white)
              }
            }
          }
          .offset(y: float.plays && floating ? -8 : float.plays ? 8 : 0)
          .opacity(arrived ? 1 : 0)
        // Criterion: NW-1.1 — note cards fly in from different directions.
        ForEach(Array(Self.cards.enumerated()), id: \.offset) { index, card in
          Text(card.text)
            .font(.callout)
            .padding(Spacing.xSmall)
            .background(Color(theme.surface), in: RoundedRectangle(cornerRadius: CornerRadius.button))
            .shadow(color: Color.black.opacity(0.15), radius: 6, y: 3)
            .rotationEffect(.degrees(card.tilt))
            // With Reduce Motion the cards rest in place and fade in (MotionEffect.respecting).
            .offset(
              x: arrived || arrival.movement == .fade ? (index.isMultiple(of: 2) ? -110 : 110) : card.from.x,
              y: arrived || arrival.movement == .fade ? Double(index) * 70 - 110 : card.from.y
            )
            .opacity(arrived ? 1 : 0)
            .animation(.effect(arrival, index: index), value: arrived)
        }
      }
      // Smaller when large text needs the room: the cards and mockup scale down together.
      .frame(height: 400)
      .scaleEffect(taglineRoom > 1.4 ? 0.7 : 1)
      .frame(height: taglineRoom > 1.4 ? 280 : 400)
      .accessibilityHidden(true)
    }
  }
#endif
