#if os(iOS)
  import Foundation
  import DesignSystem
  import DesignSystemUI
  import NoteWallCore
  import Localization
  import LocalizationUI
  import SwiftUI
  import UIKit

  /// The transition before the overview (NW-8.1): the model steps through the beats; this draws the one on
  /// screen — a word, a count, or confetti.
  @MainActor
  struct CelebrationView: View {
    let beat: CompletionSequence.Beat
    private let theme = Theme.noteWall
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    private var effect: MotionEffect { .celebrationBeat.respecting(reduceMotion: reduceMotion) }

    var body: some View {
      ZStack {
        Color(theme.background).ignoresSafeArea()
        switch beat {
        case .word(let word):
          Text(word).font(.largeTitle).bold().transition(.effect(effect)).id(word.key)
        case .count(let count):
          Text(count, format: .number).font(.largeTitle).bold().foregroundStyle(Color(theme.accent))
            .transition(.effect(effect)).id(count)
        case .confetti, .overview:
          ConfettiView()
        }
      }
      .animation(.effect(effect), value: beat)
      .accessibilityElement(children: .combine)
    }
  }

  /// Confetti: pieces in the app's colours fall from above the screen, spinning, each at its own pace.
  @MainActor
  struct ConfettiView: View {
    @State private var fallen = false
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    private var effect: MotionEffect { .confetti.respecting(reduceMotion: reduceMotion) }
    private static let colors: [RGBAColor] = [
      RGBAColor(hex: 0xD92D20), RGBAColor(hex: 0xFFB020), RGBAColor(hex: 0x34C759), RGBAColor(hex: 0x0A84FF),
      RGBAColor(hex: 0xAF52DE),
    ]

    var body: some View {
      GeometryReader { proxy in
        ForEach(0..<60, id: \.self) { index in
          // A fixed scatter (no randomness), so the same confetti falls every time.
          let x = Double((index * 37) % 100) / 100 * proxy.size.width
          let drift = Double((index * 53) % 40) - 20
          // With Reduce Motion the pieces appear where they are scattered and fade in: nothing falls or spins.
          let still = effect.movement == .fade
          let restingY = Double((index * 71) % 100) / 100 * proxy.size.height
          RoundedRectangle(cornerRadius: 2)
            .fill(Color(Self.colors[index % Self.colors.count]))
            .frame(width: 8, height: 14)
            .rotationEffect(.degrees(still ? Double(index * 47 % 180) : fallen ? Double(index * 47 % 360) + 540 : 0))
            .offset(
              x: x + (fallen && !still ? drift : 0),
              y: still ? restingY : fallen ? proxy.size.height + 40 : -40
            )
            .opacity(still && !fallen ? 0 : 1)
            .animation(.effect(effect, index: index % 10), value: fallen)
        }
      }
      .ignoresSafeArea()
      .accessibilityHidden(true)
      .onAppear { fallen = true }
    }
  }

  /// The lock screen image as saved, small, in a phone-shaped frame.
  @MainActor
  struct WallpaperPreview: View {
    let wallpaper: WallpaperModel
    let height: Double

    var body: some View {
      if wallpaper.lockScreenImage != nil {
        DownsampledImage(
          data: wallpaper.lockScreenImage, revision: wallpaper.revision, maximumPoints: height
        ) {
          ProgressView()
        }
        .frame(height: height)
        .clipShape(RoundedRectangle(cornerRadius: 24))
        .frame(maxWidth: .infinity)
        .accessibilityLabel(NoteWallCopy.Accessibility.wallpaperPreview)
      }
    }
  }
#endif
