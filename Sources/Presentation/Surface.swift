/// How a presented surface covers the one below it, as SwiftUI presents it.
public enum PresentationStyle: Hashable, Sendable {
  /// `sheet(item:)`: slides up as a card; the user may swipe it down.
  case sheet
  /// `fullScreenCover(item:)`: covers everything; only the app dismisses it.
  case fullScreenCover
}

/// One presented surface: what it shows (`destination`, the payload its content reads) and how it is presented.
/// The id is new for every presentation, so presenting the same destination again is a new surface, as
/// `sheet(item:)` treats a new item.
public struct Surface<Destination: Hashable & Sendable>: Identifiable, Hashable, Sendable {
  public let id: Int
  public let destination: Destination
  public let style: PresentationStyle

  public init(id: Int, destination: Destination, style: PresentationStyle) {
    self.id = id
    self.destination = destination
    self.style = style
  }
}
