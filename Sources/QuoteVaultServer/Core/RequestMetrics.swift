import Foundation

/// What the server has answered since it started, for `GET /metrics` in Prometheus's text exposition format
/// (written by hand: four metric families do not need a client library). Labels come from fixed sets (routes
/// are patterns, never raw paths; statuses are codes), so a client cannot grow the registry without bound.
final class RequestMetrics: @unchecked Sendable {
  /// Upper bounds of the latency histogram's buckets, in seconds: the hot reads take well under a millisecond,
  /// a bcrypt sign-in tens of milliseconds, a request at its time budget 8 s.
  static let bucketBounds: [Double] = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

  private struct Histogram {
    var buckets = [Int](repeating: 0, count: RequestMetrics.bucketBounds.count)
    var count = 0
    var sum = 0.0

    mutating func record(_ seconds: Double) {
      if let index = RequestMetrics.bucketBounds.firstIndex(where: { seconds <= $0 }) { buckets[index] += 1 }
      count += 1
      sum += max(0, seconds)
    }
  }

  private struct RequestKey: Hashable {
    let route: String
    let method: String
    let status: Int
  }

  // NSLock rather than Mutex, which needs macOS 15: the server builds on a developer's Mac too.
  private let lock = NSLock()
  private var requests: [RequestKey: Int] = [:]
  private var latency: [String: Histogram] = [:]
  private var refusals: [String: Int] = [:]
  private var rateLimited: [String: Int] = [:]

  /// One answered request: its route pattern, method, status, time taken and, if it was refused by a budget or
  /// a rate limit, which.
  func record(route: String, method: String, status: Int, seconds: Double, refusal: Refusal?) {
    lock.withLock {
      requests[RequestKey(route: route, method: method, status: status), default: 0] += 1
      // In place: a copy taken out of the dictionary and put back copied its buckets on every request.
      latency[route, default: Histogram()].record(seconds)
      switch refusal {
      case .budget(let name): refusals[name, default: 0] += 1
      case .rateLimit: rateLimited[route, default: 0] += 1
      case nil: break
      }
    }
  }

  enum Refusal: Equatable {
    /// A request budget (docs/architecture.md, "Request budgets"), by name.
    case budget(String)
    /// A `[auth.rate_limit]` rule or the bcrypt queue (429).
    case rateLimit
  }

  /// The exposition: counters and histograms, then `gauges` (name, help, value) read at the moment.
  func exposition(gauges: [(String, String, Int)] = []) -> String {
    lock.withLock {
      var lines: [String] = []
      lines.append("# HELP quotevault_requests_total Requests answered, by route pattern, method and status.")
      lines.append("# TYPE quotevault_requests_total counter")
      for (key, count) in requests.sorted(by: {
        ($0.key.route, $0.key.method, $0.key.status) < ($1.key.route, $1.key.method, $1.key.status)
      }) {
        lines.append(
          "quotevault_requests_total{route=\"\(Self.escaped(key.route))\",method=\"\(key.method)\",status=\"\(key.status)\"} \(count)"
        )
      }
      lines.append("# HELP quotevault_request_duration_seconds Time from a request's head to its answer, by route.")
      lines.append("# TYPE quotevault_request_duration_seconds histogram")
      for (route, histogram) in latency.sorted(by: { $0.key < $1.key }) {
        let label = "route=\"\(Self.escaped(route))\""
        var cumulative = 0
        for (index, bound) in Self.bucketBounds.enumerated() {
          cumulative += histogram.buckets[index]
          lines.append("quotevault_request_duration_seconds_bucket{\(label),le=\"\(bound)\"} \(cumulative)")
        }
        lines.append("quotevault_request_duration_seconds_bucket{\(label),le=\"+Inf\"} \(histogram.count)")
        lines.append("quotevault_request_duration_seconds_sum{\(label)} \(histogram.sum)")
        lines.append("quotevault_request_duration_seconds_count{\(label)} \(histogram.count)")
      }
      lines.append("# HELP quotevault_budget_refusals_total Requests refused by a request budget, by budget.")
      lines.append("# TYPE quotevault_budget_refusals_total counter")
      for (name, count) in refusals.sorted(by: { $0.key < $1.key }) {
        lines.append("quotevault_budget_refusals_total{budget=\"\(Self.escaped(name))\"} \(count)")
      }
      lines.append("# HELP quotevault_rate_limited_total Requests refused by a rate limit (429), by route.")
      lines.append("# TYPE quotevault_rate_limited_total counter")
      for (route, count) in rateLimited.sorted(by: { $0.key < $1.key }) {
        lines.append("quotevault_rate_limited_total{route=\"\(Self.escaped(route))\"} \(count)")
      }
      for (name, help, value) in gauges {
        lines.append("# HELP \(name) \(help)")
        lines.append("# TYPE \(name) gauge")
        lines.append("\(name) \(value)")
      }
      return lines.joined(separator: "\n") + "\n"
    }
  }

  /// A label value as the format asks: backslash, double quote and newline escaped.
  static func escaped(_ value: String) -> String {
    value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
      .replacingOccurrences(of: "\n", with: "\\n")
  }
}
