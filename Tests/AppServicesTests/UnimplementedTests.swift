import AppServices
import AppServicesTestSupport
import Foundation
import Testing

/// A service a test gave as `Unimplemented` fails that test when the code uses it, at the line that made it.
@Suite("Unimplemented services fail the test that did not expect them")
struct UnimplementedTests {
  @Test("Each service's every call records a failure: every member of every AppServices protocol")
  @MainActor func everyCallFails() async throws {
    let service = Unimplemented("a service this test does not expect")
    let request = NotificationRequest(id: "a", title: "", body: "", trigger: .after(60))
    let calls: [(String, () async throws -> Void)] = [
      ("widget reload", { service.reloadTimelines(ofKind: "kind") }),
      ("all widgets", { service.reloadAllTimelines() }),
      ("notification status", { _ = await service.authorizationStatus() }),
      ("notification prompt", { _ = await service.requestAuthorization() }),
      ("pending notifications", { _ = await service.pendingRequests() }),
      ("Face ID availability", { _ = service.availability(of: .deviceOwnerAuthentication) }),
      ("Face ID", { _ = await service.evaluate(.deviceOwnerAuthentication, reason: "Pay", fallbackTitle: nil) }),
      ("Photos", { _ = await service.savePNG(Data()) }),
      ("open a URL", { _ = await service.open(URL(fileURLWithPath: "/")) }),
      ("can open a URL", { _ = service.canOpen(URL(fileURLWithPath: "/")) }),
      ("remove a notification", { await service.removePendingRequests(withIdentifiers: ["a"]) }),
      ("remove a delivered one", { await service.removeDeliveredNotifications(withIdentifiers: ["a"]) }),
      ("add a notification", { try await service.add(request) }),
      ("audio category", { try await service.setCategory(.ambient, mode: .default, options: []) }),
      ("audio session", { try await service.setActive(true, notifyOthersOnDeactivation: true) }),
      ("audio interruptions", { _ = service.interruptions() }),
      ("placed widgets", { _ = try await service.placedWidgets() }),
      ("speech permission", { _ = service.speechAuthorization() }),
      ("speech prompt", { _ = await service.requestSpeechAuthorization() }),
      ("microphone permission", { _ = service.microphonePermission() }),
      ("microphone prompt", { _ = await service.requestMicrophonePermission() }),
      ("dictation languages", { _ = service.onDeviceLanguages() }),
      ("on-device dictation", { _ = service.onDeviceAvailability(language: nil) }),
      ("start dictation", { _ = try await service.startListening(language: nil) }),
      ("stop dictation", { await service.stopListening() }),
      ("Spotlight index", { try await service.index([]) }),
      ("Spotlight removal", { try await service.remove(ids: ["a"]) }),
      ("pasteboard", { service.setItems([["public.png": Data()]], expiration: nil) }),
      ("read aloud", { await service.speak("Hello", language: "en-US") }),
      ("stop reading", { service.stop() }),
      ("Sign in with Apple", { _ = try await service.authorize(AppleIDRequest(scopes: [.email], nonce: nil)) }),
      ("Apple credential state", { _ = await service.credentialState(forUserID: "001234.abc") }),
      ("background task", { _ = service.beginBackgroundTask(named: "write", expiration: {}) }),
      ("end a background task", { service.endBackgroundTask(BackgroundTaskID(rawValue: 1)) }),
    ]
    for (name, call) in calls {
      // withKnownIssue fails the test when the call records nothing.
      await withKnownIssue("\(name) is unimplemented") { try await call() }
    }
  }

  @Test("A closure dependency fails when called and answers its placeholder; unused, nothing is recorded")
  func closures() {
    let now = unimplemented("the clock", placeholder: Date(timeIntervalSince1970: 0))
    let openSettings = unimplemented("the Settings link")
    withKnownIssue {
      #expect(now() == Date(timeIntervalSince1970: 0))
    }
    withKnownIssue { openSettings() }
    // Made and never called: this test passes without a known issue.
    _ = unimplemented("a clock no one reads", placeholder: 0)
  }
}
