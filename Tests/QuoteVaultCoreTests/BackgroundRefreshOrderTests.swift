import AppServices
import AppServicesTestSupport
import Foundation
import QuoteVaultCore
import SupabaseClient
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Holds only the category widgets' window requests (one category's feed page, `category=eq.`), as a background
/// run that iOS ends while they are on their way.
private actor CategoryWindowGate: HTTPTransport {
  private let inner: any HTTPTransport
  private var isOpen = true
  private var waiting: [CheckedContinuation<Void, Never>] = []
  private(set) var held = 0

  init(_ inner: any HTTPTransport) { self.inner = inner }

  func close() { isOpen = false }

  func open() {
    isOpen = true
    waiting.forEach { $0.resume() }
    waiting = []
  }

  func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
    if !isOpen, request.url?.query?.contains("category=eq.") == true {
      held += 1
      await withCheckedContinuation { waiting.append($0) }
    }
    return try await inner.send(request)
  }
}

/// A background refresh plans the reminders before it fetches the ten category windows: a run cut short by iOS
/// while those are on their way still leaves the reminders right.
@MainActor
@Suite("QuoteVault background refresh: reminders before the category widgets' windows")
struct BackgroundRefreshOrderTests {
  let utc = TimeZone(identifier: "UTC") ?? .current
  /// 2026-03-14 07:00 UTC.
  let now = Date(timeIntervalSince1970: 1_773_471_600)

  @Test("Background refresh: the reminders are planned before the category windows are fetched")
  func remindersFirst() async throws {
    let backend = try await Backend()
    let device = try Device(backend)
    let model = device.model(now: { [now] in now }, timeZone: utc)
    device.notifications.scriptPrompt(.allow)
    await model.reminders.setNotifications(enabled: true, time: "08:00")
    await model.reminders.setReminders(count: 3, end: "20:00")
    let before = device.notifications.pending
    #expect(!before.isEmpty)

    // The next day, iOS wakes the app in the background; the category windows' requests stall.
    let gate = CategoryWindowGate(backend.transport)
    let phone = try Device(
      backend, folder: device.folder, transport: gate, notifications: device.notifications,
      widgetCenter: device.widgetCenter)
    let tomorrow = now.addingTimeInterval(86_400)
    let relaunched = phone.model(now: { tomorrow }, timeZone: utc)
    await gate.close()
    let refreshing = Task { await relaunched.backgroundRefresh() }
    #expect(await eventuallyAsync { await gate.held > 0 }, "a category window is on its way")
    let planned = phone.notifications.pending
    #expect(planned != before && !planned.isEmpty, "the next days' reminders are already planned")

    await gate.open()
    await refreshing.value
    #expect(phone.notifications.pending == planned, "the windows change nothing of the reminders")
  }
}
