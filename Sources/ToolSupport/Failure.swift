/// A failure while a command-line tool runs: ArgumentParser prints "Error: <message>" and exits 1, without the
/// usage text that a `ValidationError` (a bad argument) adds. Shared by vocapin, quotevault and notewall.
public struct Failure: Error, CustomStringConvertible {
  public let description: String
  public init(_ description: String) { self.description = description }
}
