/// One row of a grouped list, as the dashboard and detail screens show it. Its chevron is the system's: each row
/// that pushes is a `NavigationLink` in a `List` (PM-8.2, seen on a device only).
public struct RowValue: Equatable, Sendable, Identifiable {
  public let id: String
  public let title: String
  public let subtitle: String?
  public let value: String?
  public let systemImage: String?
  /// What VoiceOver reads for the whole row.
  public let accessibilityLabel: String
}
