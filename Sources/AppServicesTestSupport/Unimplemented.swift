import AppServices
import Foundation
import Testing

/// Every outside service, each call failing the test at the line that made it: what a test passes for a service
/// it does not expect the code to use, so a new call cannot pass by accident (isowords' `unimplemented`, for
/// these hand-written dependencies). It answers as harmlessly as it can after recording the failure.
public final class Unimplemented: Sendable {
  private let createdAt: CreatedAt
  private let name: String

  /// `name` says what the test gave it for ("PayMe's notifications").
  public init(
    _ name: String, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    self.name = name
    createdAt = CreatedAt(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  fileprivate func called(_ member: String) {
    let message = "Unimplemented: \(name) was asked for \(member), which this test does not expect."
    Issue.record("\(message) Give the test a double that answers it.", sourceLocation: createdAt.location)
  }
}

/// A closure dependency that fails the test when called, and answers `placeholder`.
public func unimplemented<Result: Sendable>(
  _ name: String, placeholder: Result, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
  column: Int = #column
) -> @Sendable () -> Result {
  let service = Unimplemented(name, fileID: fileID, filePath: filePath, line: line, column: column)
  return {
    service.called("a value")
    return placeholder
  }
}

extension Unimplemented: WidgetCenterClient {
  public func reloadTimelines(ofKind kind: String) { called("reloadTimelines(ofKind: \(kind))") }
  public func reloadAllTimelines() { called("reloadAllTimelines()") }
}

extension Unimplemented: NotificationCenterClient {
  public func authorizationStatus() async -> NotificationAuthorization {
    called("authorizationStatus()")
    return .notDetermined
  }
  public func requestAuthorization() async -> Bool {
    called("requestAuthorization()")
    return false
  }
  public func add(_ request: NotificationRequest) async throws { called("add(\(request.id))") }
  public func pendingRequests() async -> [NotificationRequest] {
    called("pendingRequests()")
    return []
  }
  public func removePendingRequests(withIdentifiers identifiers: [String]) async {
    called("removePendingRequests(withIdentifiers:)")
  }
  // The protocol's own default keeps nothing and says nothing; here it fails like every other call.
  public func removeDeliveredNotifications(withIdentifiers identifiers: [String]) async {
    called("removeDeliveredNotifications(withIdentifiers:)")
  }
  public func setNotificationCategories(_ categories: [NotificationCategory]) {
    called("setNotificationCategories(\(categories.map(\.identifier)))")
  }
}

extension Unimplemented: DeviceOwnerAuthenticationClient {
  public func availability(of policy: AuthenticationPolicy) -> PolicyAvailability {
    called("availability(of: \(policy))")
    return PolicyAvailability(biometryType: .none, error: .passcodeNotSet)
  }
  public func evaluate(_ policy: AuthenticationPolicy, reason: String, fallbackTitle: String?) async
    -> AuthenticationResult
  {
    called("evaluate(\(policy))")
    return .failure(.appCancel)
  }
}

extension Unimplemented: PhotoLibraryClient {
  public func saveImage(_ data: Data, as format: ImageFormat) async -> PhotoSaveResult {
    called("saveImage(_:as: .\(format))")
    return .failed("unimplemented")
  }
}

extension Unimplemented: URLOpenerClient {
  @MainActor public func open(_ url: URL) async -> Bool {
    called("open(\(url))")
    return false
  }
  @MainActor public func canOpen(_ url: URL) -> Bool {
    called("canOpen(\(url))")
    return false
  }
}

extension Unimplemented: AudioSessionClient {
  public func setCategory(_ category: AudioCategory, mode: AudioMode, options: AudioCategoryOptions) async throws {
    called("setCategory(\(category))")
  }
  public func setActive(_ active: Bool, notifyOthersOnDeactivation: Bool) async throws {
    called("setActive(\(active))")
  }
  public func interruptions() -> AsyncStream<AudioInterruption> {
    called("interruptions()")
    return AsyncStream { $0.finish() }
  }
  public func routeChanges() -> AsyncStream<AudioRouteChange> {
    called("routeChanges()")
    return AsyncStream { $0.finish() }
  }
}

extension Unimplemented: PlacedWidgetsClient {
  public func placedWidgets() async throws -> [PlacedWidget] {
    called("placedWidgets()")
    return []
  }
}

extension Unimplemented: SpeechRecognizerClient {
  public func speechAuthorization() -> SpeechAuthorization {
    called("speechAuthorization()")
    return .notDetermined
  }
  public func requestSpeechAuthorization() async -> SpeechAuthorization {
    called("requestSpeechAuthorization()")
    return .denied
  }
  public func microphonePermission() -> MicrophonePermission {
    called("microphonePermission()")
    return .undetermined
  }
  public func requestMicrophonePermission() async -> Bool {
    called("requestMicrophonePermission()")
    return false
  }
  public func onDeviceLanguages() -> [String] {
    called("onDeviceLanguages()")
    return []
  }
  public func onDeviceAvailability(language: String?) -> OnDeviceSpeech {
    called("onDeviceAvailability(language:)")
    return .unsupported
  }
  public func startListening(language: String?) async throws -> AsyncThrowingStream<HeardSpeech, any Error> {
    called("startListening(language:)")
    return AsyncThrowingStream { $0.finish() }
  }
  public func stopListening() async { called("stopListening()") }
}

extension Unimplemented: SearchIndexClient {
  public func index(_ entries: [SearchableEntry]) async throws { called("index(\(entries.count) entries)") }
  public func remove(ids: [String]) async throws { called("remove(ids:)") }
}

extension Unimplemented: PasteboardClient {
  @MainActor public func setItems(_ items: [[String: Data]], expiration: Date?) { called("setItems(_:expiration:)") }
}

extension Unimplemented: SpeechSynthesizerClient {
  public func speak(_ text: String, language: String) async { called("speak(_:language: \(language))") }
  public func stop() { called("stop()") }
}

extension Unimplemented: AppleIDAuthorizationClient {
  public func authorize(_ request: AppleIDRequest) async throws(AppleIDAuthorizationError) -> AppleIDCredential {
    called("authorize(_:) (Sign in with Apple)")
    throw .canceled
  }
  /// A link ends a sheet that may be up; with this double none can be, so there is nothing to end.
  public func cancel() {}
}

extension Unimplemented: AppleIDCredentialStateClient {
  // Unknown (the system could not tell) is the answer that undoes nothing.
  public func credentialState(forUserID userID: String) async -> AppleIDCredentialState? {
    called("credentialState(forUserID:) (Sign in with Apple)")
    return nil
  }
}

extension Unimplemented: BackgroundTaskClient {
  @MainActor public func beginBackgroundTask(
    named name: String, expiration: @escaping @MainActor @Sendable () -> Void
  ) -> BackgroundTaskID? {
    called("beginBackgroundTask(named: \(name))")
    return nil
  }
  @MainActor public func endBackgroundTask(_ id: BackgroundTaskID) { called("endBackgroundTask") }
}
