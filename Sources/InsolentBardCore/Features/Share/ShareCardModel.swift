import AppServices
import Observation
import Presentation

/// The share card sheet's own model, held by `BardDestination.shareCard` and nothing else: what it shares (kept
/// while the sheet slides away, whatever the insult does meanwhile) and the look chosen on it. The look starts
/// square in the colours remembered, and each change is reported (`onLookChanged`), so the app's model remembers
/// the colours for the next card and the one-tap Shares; the size is this card's share alone.
@MainActor
@Observable
public final class ShareCardModel: HashableObject {
  /// The share text: the insult and the app's name.
  public let text: String
  public var look: ShareCardLook {
    didSet { if look != oldValue { onLookChanged?(look) } }
  }
  @ObservationIgnored var onLookChanged: (@MainActor (ShareCardLook) -> Void)?
  /// A failed save of the look was said on this card: later picker taps do not say it again.
  @ObservationIgnored var saveFailureSaid = false
  /// The app's pictures as this card reads them (ShareCardModel+Intents.swift).
  @ObservationIgnored var pictures = Pictures()
  @ObservationIgnored var onShare: @MainActor (ShareCardModel, Sharing) async -> Void = unimplemented(
    "ShareCardModel.onShare")
  @ObservationIgnored var onDone: @MainActor (ShareCardModel) -> Void = unimplemented("ShareCardModel.onDone")

  /// How the card reads and asks for the app's drawn pictures.
  struct Pictures {
    var picture: @MainActor (ShareCardKey) -> SharePicture? = { _ in nil }
    var failed: @MainActor (ShareCardKey) -> Bool = { _ in false }
    var sharing: @MainActor (String) -> Bool = { _ in false }
    var prepare: @MainActor (ShareCardKey) async -> Void = unimplemented("ShareCardModel.prepare")
  }

  public init(text: String, look: ShareCardLook = ShareCardLook()) {
    self.text = text
    self.look = look
  }

  /// The insult the card draws.
  public var insult: String { BardCopy.insult(ofShareText: text) }

  /// The style picker's binding.
  public var style: ShareCardStyle {
    get { look.style }
    set { look.style = newValue }
  }

  /// The size picker's binding.
  public var size: ShareCardSize {
    get { look.size }
    set { look.size = newValue }
  }

  /// The card's picture in the chosen look, to draw or wait for.
  public var key: ShareCardKey { ShareCardKey(insult: insult, look: look) }
}
