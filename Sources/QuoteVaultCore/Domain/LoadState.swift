/// Loading, loaded, empty, failed: what a list shows (QV-3.8, QV-3.9, QV-11.4).
public enum LoadState: Equatable, Sendable {
  case idle, loading, loaded, empty, failed(String)
}
