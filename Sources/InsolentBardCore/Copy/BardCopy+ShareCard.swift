import Localization

extension BardCopy {
  /// The share card's pickers: its style and its size (`ShareCardLook`).
  public enum ShareCard {
    public static let style = LocalizedCopy("bard.shareCard.style", "Style")
    public static let size = LocalizedCopy("bard.shareCard.size", "Size")
    public static let parchment = LocalizedCopy("bard.shareCard.parchment", "Parchment")
    public static let dark = LocalizedCopy("bard.shareCard.dark", "Dark")
    public static let minimal = LocalizedCopy("bard.shareCard.minimal", "Minimal")
    public static let square = LocalizedCopy("bard.shareCard.square", "Square")
    /// The 9:16 size, for Instagram's and Snapchat's stories.
    public static let story = LocalizedCopy("bard.shareCard.story", "Story")
  }
}
