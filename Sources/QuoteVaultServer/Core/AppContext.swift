import Hummingbird

/// The request context of every route.
public struct AppContext: RequestContext {
  public var coreContext: CoreRequestContextStorage

  public init(source: Source) {
    coreContext = .init(source: source)
  }
}
