/// The actions a quote offers where it is shown whole (the Quote of the Day card, a quote's own page), and which
/// of them stay in sight. Six labelled buttons never fit one row on a phone, and stacked they take ~300 pt of
/// Home (more than the screen at the accessibility sizes): the card keeps the two a reader reaches for first in
/// sight and the rest in a "More" menu, as iOS apps do. Decided here so a test checks what the card shows.
public enum QuoteAction: String, Sendable, CaseIterable {
  case favorite, share, read, listen, shareAsCard, addToCollection
}

public struct QuoteActionLayout: Equatable, Sendable {
  /// Buttons in sight, in this order.
  public var visible: [QuoteAction]
  /// In the "More" menu, in this order; empty: no menu.
  public var more: [QuoteAction]

  public enum Placement: Sendable {
    /// On Home, above the feed: it must leave the feed in sight.
    case quoteOfTheDay
    /// A quote's own page, which scrolls: every action in sight.
    case detail
  }

  /// The layout at `placement`; Listen only where the app has a voice (`QuoteListening.canListen`).
  public static func at(_ placement: Placement, canListen: Bool) -> QuoteActionLayout {
    let all: [QuoteAction] = [.favorite, .share, .read, .listen, .shareAsCard, .addToCollection]
    let offered = all.filter { $0 != .listen || canListen }
    switch placement {
    case .quoteOfTheDay:
      let primary: [QuoteAction] = [.favorite, .share]
      return QuoteActionLayout(visible: primary, more: offered.filter { !primary.contains($0) })
    case .detail:
      return QuoteActionLayout(visible: offered, more: [])
    }
  }
}

extension QuoteVaultModel {
  /// What a quote shown whole offers at `placement` on this device.
  public func quoteActions(at placement: QuoteActionLayout.Placement) -> QuoteActionLayout {
    .at(placement, canListen: listening.canListen)
  }
}
