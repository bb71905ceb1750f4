/// Whether a store is in its App Group's shared container, where the app and its widgets both read it. Apps
/// read this to tell the user when their widgets cannot see what the app saves.
public enum AppGroupContainer: Sendable, Equatable {
  case shared
  /// The group's container was not given (the entitlement is missing from the build): the store is in the
  /// app's own folder, which its widgets cannot see, so they show what they last could, or their fallback.
  case missing(identifier: String)
}
