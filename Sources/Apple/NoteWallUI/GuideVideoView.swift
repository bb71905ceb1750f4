#if os(iOS)
  import Foundation
  import AVKit
  import DesignSystem
  import DesignSystemUI
  import NoteWallCore
  import Localization
  import LocalizationUI
  import SwiftUI

  /// A guide video with NoteWall's own controls (NW-3.1, NW-3.2): 70 % of the screen's width, 9:16, rounded
  /// and shadowed, muted and playing from the start, looping. Without a source it shows `fallback` instead of an
  /// empty player (NW-3.5).
  @MainActor
  struct GuideVideoView<Fallback: View>: View {
    let guide: GuideModel
    let video: GuideVideo
    /// 70 % of the screen's width (OnboardingView measures the screen).
    let width: Double
    /// Fill the frame, cropping black bars (the permissions video, NW-7.2), instead of fitting it.
    var fills = false
    var pictureInPicture = false
    /// Whether leaving the app now starts picture-in-picture by itself (the app model's: only to install, NW-4.2).
    var startsOnLeaving = false
    @ViewBuilder var fallback: () -> Fallback
    @State private var player: GuidePlayer?
    /// The round controls grow with the text size, from the 44 pt hit target up, so their symbols stay inside.
    @ScaledMetric(relativeTo: .body) private var controlDiameter = HitTarget.minimum

    var body: some View {
      switch guide.source(of: video) {
      case .textOnly: fallback()
      case .remote(let url), .bundled(let url): playerView(url: url)
      }
    }

    private func playerView(url: URL) -> some View {
      ZStack {
        if let player {
          PlayerLayerView(
            player: player.player, fills: fills, pictureInPicture: pictureInPicture,
            startsOnLeaving: pictureInPicture && startsOnLeaving)
        }
        controls
      }
      .frame(width: width, height: width * 16 / 9)
      .clipShape(RoundedRectangle(cornerRadius: CornerRadius.sheet))
      .shadow(color: Color.black.opacity(0.25), radius: 12, y: 6)
      .frame(maxWidth: .infinity)
      // Leaving the installation step ends what needed the playback session: the user's music may resume.
      .onDisappear { Task { await guide.audio.stopped() } }
      .task(id: url) {
        let loading = GuidePlayer(url: url)
        player = loading
        loading.apply(guide.videos[video], pictureInPicture: pictureInPicture, audio: guide.audio)
        // The player's clock into the model four times a second, for the progress bar and skips.
        await loading.loadSound()
        while !Task.isCancelled {
          // Offline, a remote video fails: the model switches to the bundled copy, which changes `url`.
          if loading.failed { guide.remoteVideoFailed(video) }
          if let duration = loading.duration {
            guide.videoLoaded(video, duration: duration, hasSound: loading.hasSound ?? false)
          }
          guide.videoTime(video, seconds: loading.position)
          try? await Task.sleep(for: .milliseconds(250))
        }
      }
      // Only the controls' state, not the clock's four ticks a second, reaches the player.
      .onChange(of: [guide.videos[video]?.isMuted, guide.videos[video]?.isPlaying]) {
        player?.apply(guide.videos[video], pictureInPicture: pictureInPicture, audio: guide.audio)
      }
    }

    private var controls: some View {
      let playback = guide.videos[video]
      return VStack(spacing: 0) {
        // Progress bar at the top.
        GeometryReader { bar in
          Capsule().fill(Color.white.opacity(0.35))
            .overlay(alignment: .leading) {
              Capsule().fill(Color.white).frame(width: bar.size.width * (playback?.progress ?? 0))
            }
        }
        .frame(height: 3)
        .padding(.horizontal, Spacing.xSmall)
        .padding(.top, Spacing.xSmall)
        .accessibilityElement()
        .accessibilityLabel(NoteWallCopy.Accessibility.progress)
        .accessibilityValue(NoteWallCopy.Accessibility.percent(playback?.progress ?? 0))
        HStack {
          // NW-3.2's mute button, only where there is sound to mute.
          if playback?.offersMute == true {
            controlButton(
              playback?.isMuted ?? true ? "speaker.slash.fill" : "speaker.wave.2.fill",
              label: NoteWallCopy.Accessibility.mute(playback?.isMuted ?? true)
            ) { guide.toggleMute(video) }
          }
          Spacer()
          controlButton(
            playback?.isPlaying ?? true ? "pause.fill" : "play.fill",
            label: NoteWallCopy.Accessibility.play(playback?.isPlaying ?? true)
          ) { guide.togglePlay(video) }
        }
        Spacer()
        HStack {
          controlButton("gobackward", label: NoteWallCopy.Accessibility.skipBack) { seek(forward: false) }
          Spacer()
          controlButton("goforward", label: NoteWallCopy.Accessibility.skipForward) { seek(forward: true) }
        }
        Spacer()
      }
    }

    private func seek(forward: Bool) {
      if let target = guide.skip(video, forward: forward) { player?.seek(to: target) }
    }

    private func controlButton(_ symbol: String, label: LocalizedCopy, action: @escaping () -> Void) -> some View {
      Button(action: action) {
        Image(systemName: symbol)
          .font(.body)
          .foregroundStyle(Color.white)
          .frame(width: controlDiameter, height: controlDiameter)
          .background { Circle().fill(Color.black.opacity(0.35)) }
      }
      .accessibilityLabel(label)
      .padding(Spacing.xSmall)
    }
  }
#endif
