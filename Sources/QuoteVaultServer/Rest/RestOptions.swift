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

  static let prefer = HTTPField.Name("prefer")!
  static let range = HTTPField.Name("range")!

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
    singleObject = request.headers[.accept]?.contains("application/vnd.pgrst.object+json") ?? false
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
