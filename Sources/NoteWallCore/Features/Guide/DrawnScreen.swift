import Rendering

/// A drawn screen: its items and its named targets (where the finger can press).
struct DrawnScreen {
  var items: [DisplayItem] = []
  var targets: [String: Rect] = [:]
}

extension DrawnScreen {
  mutating func add(_ other: DrawnScreen) {
    items += other.items
    targets.merge(other.targets) { _, new in new }
  }
}
