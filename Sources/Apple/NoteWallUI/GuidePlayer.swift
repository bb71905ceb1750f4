#if os(iOS)
  import Foundation
  import AVKit
  import NoteWallCore
  import SwiftUI
  import UIKit

  /// One guide video, looping without a gap: a queue player kept full by a looper (NW-3.1). The model holds the
  /// playback state (muted, playing, position); this object only carries it out.
  @MainActor
  final class GuidePlayer {
    let player = AVQueuePlayer(items: [])
    private var looper: AVPlayerLooper?

    private let url: URL
    /// Whether the video has a sound track; nil until read (`loadSound`).
    private(set) var hasSound: Bool?

    init(url: URL) {
      self.url = url
      looper = AVPlayerLooper(player: player, templateItem: AVPlayerItem(url: url))
    }

    /// Reads whether there is sound to mute; a file that cannot be read counts as silent.
    func loadSound() async {
      let tracks = try? await AVURLAsset(url: url).loadTracks(withMediaType: .audio)
      hasSound = !(tracks ?? []).isEmpty
    }

    /// The item could not be loaded (a remote video while offline).
    var failed: Bool { player.currentItem?.status == .failed || player.error != nil }

    /// Seconds, or nil until the item knows its length.
    var duration: Double? {
      guard let seconds = player.currentItem?.duration.seconds, seconds.isFinite, seconds > 0 else { return nil }
      return seconds
    }

    var position: Double {
      let seconds = player.currentTime().seconds
      return seconds.isFinite ? seconds : 0
    }

    func apply(_ playback: VideoPlayback?, pictureInPicture: Bool, audio: GuideAudio) {
      let unmuted = !(playback?.isMuted ?? true)
      Task { await audio.playing(pictureInPicture: pictureInPicture, unmuted: unmuted) }
      player.isMuted = playback?.isMuted ?? true
      if playback?.isPlaying ?? true { player.play() } else { player.pause() }
    }

    func seek(to seconds: Double) { player.seek(to: CMTime(seconds: seconds, preferredTimescale: 600)) }
  }

  /// The video's layer: filling its frame (cropping any black bars, NW-7.2) or fitting it; optionally able to
  /// continue picture-in-picture when the app leaves for Shortcuts (NW-4.2).
  struct PlayerLayerView: UIViewRepresentable {
    let player: AVQueuePlayer
    let fills: Bool
    let pictureInPicture: Bool
    /// Start picture-in-picture when the app goes to the background (only while leaving for Shortcuts).
    var startsOnLeaving = false

    final class LayerView: UIView {
      override class var layerClass: AnyClass { AVPlayerLayer.self }
      var playerLayer: AVPlayerLayer? { layer as? AVPlayerLayer }
      /// Kept for as long as the view lives: picture-in-picture stops when its controller is released.
      var pictureInPictureController: AVPictureInPictureController?
    }

    func makeUIView(context: Context) -> LayerView {
      let view = LayerView(frame: .zero)
      view.playerLayer?.player = player
      view.playerLayer?.videoGravity = fills ? .resizeAspectFill : .resizeAspect
      // Criterion: NW-4.2 — the install video follows the user into Shortcuts, where supported.
      if pictureInPicture, AVPictureInPictureController.isPictureInPictureSupported(), let layer = view.playerLayer,
        let controller = AVPictureInPictureController(playerLayer: layer)
      {
        controller.canStartPictureInPictureAutomaticallyFromInline = startsOnLeaving
        view.pictureInPictureController = controller
      }
      return view
    }

    func updateUIView(_ view: LayerView, context: Context) {
      view.playerLayer?.videoGravity = fills ? .resizeAspectFill : .resizeAspect
      view.pictureInPictureController?.canStartPictureInPictureAutomaticallyFromInline = startsOnLeaving
    }
  }
#endif
