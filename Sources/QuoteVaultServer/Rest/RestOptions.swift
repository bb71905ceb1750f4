import HTTPTypes
import Hummingbird

/// What a PostgREST request asks for in its headers: `Prefer`, `Accept` and `Range`.
struct RestOptions: Sendable {
  enum Resolution: Sendable { case mergeDuplicates, ignoreDuplicates }

  var countExact = false
  var returnRepresentation = false
  var resolution: Resolution?
  var singleObject = false
  var range: (from: Int, to: Int?)?

  /// Whether an Accept header asks for CSV; one that names no type PostgREST can answer is 406 PGRST107, as
  /// PostgREST answers it. The first type it can answer wins (quality values are not weighed).
  static func wantsCSV(_ accept: String) throws(APIError) -> Bool {
    let types = accept.split(separator: ",").map {
      $0.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
    }
    for type in types {
      switch type {
      case "text/csv": return true
      case "application/json", "application/*", "*/*", "", "application/vnd.pgrst.object+json",
        "application/vnd.pgrst.object", "application/geo+json":
        return false
      default: continue
      }
    }
    throw .rest(.notAcceptable, "PGRST107", "None of these media types are available: \(accept.prefix(200))")
  }

  static let prefer = HTTPField.Name("prefer")!
  static let range = HTTPField.Name("range")!

  /// The options of a request without Prefer, Range or Accept.
  init() {}

  init(_ request: Request) throws(APIError) {
    for value in request.headers[values: Self.prefer] {
      for token in value.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
        switch token {
        case "count=exact", "count=planned", "count=estimated": countExact = true
        case "return=representation": returnRepresentation = true
        case "resolution=merge-duplicates": resolution = .mergeDuplicates
        case "resolution=ignore-duplicates": resolution = .ignoreDuplicates
        default: continue
        }
      }
    }
    if let accept = request.headers[.accept] {
      singleObject = accept.contains("application/vnd.pgrst.object+json")
      // A type PostgREST cannot answer is refused before any work (406); CSV is written by the GET route.
      _ = try Self.wantsCSV(accept)
    }
    if let raw = request.headers[Self.range] {
      let bounds = raw.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
      guard bounds.count == 2, let from = Int(bounds[0]), from >= 0 else {
        throw .rest(
          .rangeNotSatisfiable, "PGRST103", "Requested range not satisfiable", details: "invalid Range header \(raw)")
      }
      let to = bounds[1].isEmpty ? nil : Int(bounds[1])
      if (to == nil && !bounds[1].isEmpty) || (to.map { $0 < from } ?? false) {
        throw .rest(
          .rangeNotSatisfiable, "PGRST103", "Requested range not satisfiable", details: "invalid Range header \(raw)")
      }
      range = (from, to)
    }
  }
}
