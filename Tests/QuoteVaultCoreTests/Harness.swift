import AppServices
import AppServicesTestSupport
import DesignSystem
import Foundation
import RenderingCairo
import SharedStore
import SupabaseClient
import TestSupport
import Testing

@testable import QuoteVaultCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// QuoteVault's backend for one test, its data in a temporary folder: quotevault-server's application answering in
/// the test's process (`InProcessServer`), or, for tests of the client and the server together (`process:
/// true`), the real binary on a loopback port. Either can be taken away and given back (the network drops).
final class Backend: @unchecked Sendable {
  let data: URL
  private(set) var server: ServerProcess?
  /// The real server's port while it is down, so no other test's server takes it before `restart`.
  private var hold: PortHold?
  private let inProcess: InProcessServer?
  let url: URL
  let anonKey: String
  let serviceKey: String
  private let options: [String]

  /// `options`: more server flags, such as `--enable-confirmations` (a hosted project's "Confirm email").
  /// `emailInterval` (in process only): how soon one account may be mailed again.
  init(options: [String] = [], process: Bool = false, emailInterval: TimeInterval? = nil) async throws {
    data = FileManager.default.temporaryDirectory.appendingPathComponent("qv-core-\(UUID().uuidString)")
    self.options = options
    if process {
      let server = try await ServerProcess.start(data: data, options: options)
      guard let url = server.apiURL else { throw ServerProcess.StartFailure(description: "no API URL") }
      self.server = server
      inProcess = nil
      self.url = url
      anonKey = server.anonKey
      serviceKey = server.serviceRoleKey
    } else {
      let backend = try await InProcessServer(
        data: data, enableConfirmations: options.contains("--enable-confirmations"), emailInterval: emailInterval)
      inProcess = backend
      url = backend.url
      anonKey = backend.info.anonKey
      serviceKey = backend.info.serviceRoleKey
    }
  }

  /// How a device reaches this backend.
  var transport: any HTTPTransport { inProcess ?? URLSessionTransport(timeout: Device.requestTimeout) }

  /// The network goes away: requests fail as they do against a server that is not there.
  func stop() async {
    inProcess?.setReachable(false)
    await server?.stop()
    if server != nil, let port = url.port { hold = PortHold(port: port) }
  }

  func restart() async throws {
    if let inProcess { return inProcess.setReachable(true) }
    await server?.stop()
    hold?.release()
    hold = nil
    server = try await ServerProcess.start(data: data, port: url.port ?? 0, options: options)
  }

  /// Mail the server "sent" to `email` (its local mailbox), oldest first (the files are named by time).
  func mail(to email: String) -> [String] {
    let folder = data.appendingPathComponent("mailbox")
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    return names.compactMap { try? String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
      .filter { $0.contains(email.lowercased()) }
  }

  /// A request as the service role (for checking what the server holds, past row-level security).
  func admin(_ method: String, _ path: String, json: String? = nil) async throws -> Data {
    var request = URLRequest(url: url.appendingPathComponent(path))
    if let range = path.range(of: "?") {
      request.url = URL(string: url.absoluteString + "/" + path[..<range.lowerBound] + path[range.lowerBound...])
    }
    request.httpMethod = method
    request.setValue(serviceKey, forHTTPHeaderField: "apikey")
    request.setValue("Bearer \(serviceKey)", forHTTPHeaderField: "Authorization")
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.setValue("return=representation", forHTTPHeaderField: "Prefer")
    request.httpBody = json.map { Data($0.utf8) }
    return try await transport.send(request).0
  }

  /// Where a GET of `link` redirects to, without following it (as a browser hands a custom scheme to the app);
  /// nil when the server answers without a redirect.
  func location(of link: String) async throws -> URL? {
    guard let url = URL(string: link) else { return nil }
    if let inProcess {
      // The in-process server answers the redirect itself; nothing follows it.
      let (_, response) = try await inProcess.send(URLRequest(url: url))
      guard (300..<400).contains(response.statusCode) else { return nil }
      return response.value(forHTTPHeaderField: "Location").flatMap(URL.init(string:))
    }
    let session = URLSession(configuration: .ephemeral, delegate: NoRedirects(), delegateQueue: nil)
    defer { session.finishTasksAndInvalidate() }
    let (_, response) = try await session.data(from: url)
    guard let http = response as? HTTPURLResponse, (300..<400).contains(http.statusCode),
      let location = http.value(forHTTPHeaderField: "Location")
    else { return nil }
    return URL(string: location)
  }

  deinit {
    server?.kill()
    try? FileManager.default.removeItem(at: data)
  }
}

/// Refuses every redirect, so the test sees the Location header itself.
final class NoRedirects: NSObject, URLSessionTaskDelegate, @unchecked Sendable {
  func urlSession(
    _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
    newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
  ) {
    completionHandler(nil)
  }
}

/// A phone: its own cache, session file and settings store, talking to the backend.
struct Device: Sendable {
  /// A request's time limit in tests: long enough for a 2-core machine running every suite at once (5 s was
  /// not), short enough that a test of a server that never answers still ends.
  static let requestTimeout: TimeInterval = 15

  let folder: URL
  let service: QuoteVaultService
  let store: SharedStore
  /// The phone's notification centre as iOS behaves: one permission prompt (scripted by the test), the same
  /// identifier replaces, 64 kept.
  let notifications: SimulatedNotificationCenter

  /// The phone's clock as its latest model reads it (`model(now:timeZone:)`), for the known feed seed's day.
  let clock = DeviceClock()
  /// WidgetKit on the phone: each write to the App Group store asks the widget to reload through it, as the app's
  /// store does (`.appGroup(_:widgetCenter:)`). It follows no scene (reloads spend the day's budget, as from the
  /// background) unless a test ties it to the launch in front (`widgetCenter.follow(scene)`).
  let widgetCenter: SimulatedWidgetCenter
  /// The App Group's data protection, when the test restarts the phone (nil: always unlocked).
  let protection: SimulatedDataProtection?

  init(
    _ backend: Backend, folder: URL? = nil, transport: (any HTTPTransport)? = nil,
    notifications: SimulatedNotificationCenter = SimulatedNotificationCenter(),
    widgetCenter: SimulatedWidgetCenter = SimulatedWidgetCenter(kinds: QuoteVaultShared.appGroup.widgetKinds),
    feedSeed: FeedSeed = .known, protection: SimulatedDataProtection? = nil
  ) throws {
    try self.init(
      url: backend.url, key: backend.anonKey, folder: folder, transport: transport ?? backend.transport,
      notifications: notifications, widgetCenter: widgetCenter, feedSeed: feedSeed, protection: protection)
  }

  /// The same phone after iOS ended the app: a new cache, session and store over the same folder, and the same
  /// notification centre (what is pending outlives the app).
  func relaunched(_ backend: Backend) throws -> Device {
    try Device(
      backend, folder: folder, notifications: notifications, widgetCenter: widgetCenter, protection: protection)
  }

  init(
    url: URL, key: String, folder: URL? = nil,
    transport: any HTTPTransport = URLSessionTransport(timeout: Device.requestTimeout),
    clientNow: @escaping @Sendable () -> Date = { Date() },
    notifications: SimulatedNotificationCenter = SimulatedNotificationCenter(),
    widgetCenter: SimulatedWidgetCenter = SimulatedWidgetCenter(kinds: QuoteVaultShared.appGroup.widgetKinds),
    feedSeed: FeedSeed = .known, protection: SimulatedDataProtection? = nil
  ) throws {
    self.notifications = notifications
    self.protection = protection
    self.widgetCenter = widgetCenter
    let folder =
      folder ?? FileManager.default.temporaryDirectory.appendingPathComponent("qv-device-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    self.folder = folder
    let client = SupabaseClient(
      url: url, key: key,
      sessionStorage: FileSessionStorage(url: folder.appendingPathComponent("session.json")), transport: transport,
      now: clientNow)
    service = QuoteVaultService(
      api: QuoteVaultAPI(client: client),
      cache: try LocalCache(
        path: folder.appendingPathComponent("cache.sqlite").path, drawFeedSeed: feedSeed.draw(on: clock)))
    let onWrite = widgetCenter.reloadHook(kinds: QuoteVaultShared.appGroup.widgetKinds)
    store =
      protection?.store(directory: folder.appendingPathComponent("group"), onWrite: onWrite)
      ?? SharedStore(directory: folder.appendingPathComponent("group"), onWrite: onWrite)
  }

  /// The feed's catalogue quotes that are none of the coming days' quotes of the day (asked of the server first).
  /// The plan never repeats a day's quote of the day as an extra reminder, and the feed's order is shuffled, so a
  /// test that counts its favourites among the extras picks them from these, not from whatever comes first.
  @MainActor
  func quotesOfNoDay(in model: QuoteVaultModel) async -> [Quote] {
    await model.daily.refresh()
    let ofTheDays = Set(store.read(QuoteVaultShared.dailyQuotes).map(\.quote.id))
    return model.feed.quotes.filter { $0.ownerID == nil && !ofTheDays.contains($0.id) }
  }

  /// The app's model on this phone. Every outside service the test does not give fails the test when the app
  /// reaches it, at the line that asked for the model (`fileID`, `line`: the caller's), so a new call cannot pass
  /// by accident: a test whose favourites change gives Spotlight (`searchIndex: SimulatedSearchIndex()`). The
  /// outbox waits on `outboxClock`, by default one no test moves: no retry happens unless the test advances it.
  /// The search field's pause is measured on `searchClock`, the same: a search runs once the test moves it past
  /// the debounce (`FeedModel.typeAndPause`).
  @MainActor
  func model(
    now: @escaping @Sendable () -> Date = { Date() }, timeZone: TimeZone = .current,
    outboxBackoff: OutboxBackoff = OutboxBackoff(),
    outboxClock: any Clock<Duration> = ManualClock(), searchClock: any Clock<Duration> = ManualClock(),
    highlightClock: any Clock<Duration> = ManualClock(), undoClock: any Clock<Duration> = ManualClock(),
    isFirstLaunchOfInstall: Bool = false,
    photos: (any PhotoLibraryClient)? = nil,
    searchIndex: (any SearchIndexClient)? = nil, voice: QuoteVoice? = nil, urls: (any URLOpenerClient)? = nil,
    pasteboard: (any PasteboardClient)? = nil, facebookAppID: String? = nil,
    appleID: (any AppleIDAuthorizationClient)? = nil,
    appleIDState: (any AppleIDCredentialStateClient)? = nil,
    backgroundTasks: (any BackgroundTaskClient)? = nil, starterQuotes: [Quote] = [],
    notificationSettingsPage: URL = AppSettingsPage.url,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) -> QuoteVaultModel {
    clock.set(now: now, timeZone: timeZone)
    func unexpected(_ name: String) -> Unimplemented {
      Unimplemented(name, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    var dependencies = QuoteVaultDependencies(
      service: service, store: store, notifications: notifications, renderer: CairoRenderer(),
      photos: photos ?? unexpected("QuoteVault's Photos"),
      searchIndex: searchIndex ?? unexpected("QuoteVault's search index"),
      urls: urls ?? unexpected("QuoteVault's URL opener"),
      pasteboard: pasteboard ?? unexpected("QuoteVault's pasteboard"),
      appleID: appleID ?? unexpected("QuoteVault's Sign in with Apple"),
      appleIDState: appleIDState ?? unexpected("Apple's credential state"), now: now, timeZone: { timeZone },
      outboxBackoff: outboxBackoff, outboxClock: outboxClock,
      searchClock: searchClock)
    dependencies.isFirstLaunchOfInstall = isFirstLaunchOfInstall
    // A phone whose cache holds only what the test fetched (its counts and orders are the server's), unless the
    // test is of a first launch's starter quotes and gives them (`StarterQuotes.all`, as the app does).
    dependencies.starterQuotes = starterQuotes
    dependencies.highlightClock = highlightClock
    dependencies.undoClock = undoClock
    dependencies.voice = voice
    dependencies.facebookAppID = facebookAppID
    dependencies.notificationSettingsPage = notificationSettingsPage
    // iOS grants a leaving app its time without asking the user: a double that behaves so, unless the test gives one.
    dependencies.backgroundTasks = backgroundTasks ?? SimulatedBackgroundTasks()
    return QuoteVaultModel(dependencies: dependencies)
  }
}

/// A fresh address for each test, so tests share nothing.
func newEmail() -> String { "reader-\(UUID().uuidString.prefix(8).lowercased())@example.com" }

/// `waitUntil` (TestSupport's bound, polling every 50 ms) on the main actor, where the app's state lives.
@MainActor
func eventually(_ condition: @MainActor () throws -> Bool) async rethrows -> Bool {
  try await waitUntil(every: .milliseconds(50)) { try condition() }
}

/// `eventually` for a condition that has to await (an actor's state).
@MainActor
func eventuallyAsync(_ condition: @MainActor () async -> Bool) async -> Bool {
  await waitUntil(every: .milliseconds(20)) { await condition() }
}

extension QuoteVaultModel {
  /// The sign-in form on top, as the user sees it: the guest's sign-in sheet's while one is up (until it has slid
  /// away), else the first screen's. What the tests type into and tap, as the user would.
  var signInForm: SignInModel { signInFormOnTop }
}

/// A signed-in app on a new device.
@MainActor
func signedIn(
  _ backend: Backend, email: String = newEmail(), device: Device? = nil, signUp: Bool = true,
  outboxBackoff: OutboxBackoff = OutboxBackoff(),
  outboxClock: any Clock<Duration> = ManualClock(), undoClock: any Clock<Duration> = ManualClock(),
  searchIndex: (any SearchIndexClient)? = nil,
  fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) async throws -> QuoteVaultModel {
  let model = try (device ?? Device(backend)).model(
    outboxBackoff: outboxBackoff, outboxClock: outboxClock, undoClock: undoClock, searchIndex: searchIndex,
    fileID: fileID,
    filePath: filePath, line: line, column: column)
  model.signInForm.email = email
  model.signInForm.password = "correct horse battery"
  let ok = signUp ? await model.signInForm.signUp() : await model.signInForm.signIn()
  guard ok else { throw ServerProcess.StartFailure(description: model.signInForm.message ?? "sign-in failed") }
  await model.afterSignIn()
  return model
}

extension FeedModel {
  /// The user types `text` and stops typing: the debounce passes on `clock` (no real time goes by), and the
  /// search's answer is waited for.
  func typeAndPause(_ text: String, on clock: ManualClock) async {
    searchChanged(text)
    await pauseTyping(on: clock)
  }

  /// What was typed stays as it is past the debounce (on `clock`); then the search's answer is waited for.
  func pauseTyping(on clock: ManualClock) async {
    await clock.advanceToNextWait()
    await finishSearch()
  }

  /// The user types `text` and taps the keyboard's Search key (no pause to wait for), then the answer comes.
  func searchFor(_ text: String) async {
    searchChanged(text)
    submitSearch()
    await finishSearch()
  }
}

extension SimulatedNotificationCenter {
  /// What is pending, soonest first, as the plan made it.
  var pending: [NotificationRequest] { schedule.map(\.request) }
}

extension QuoteVaultModel {
  /// What the app's `onChange(of: scenePhase)` does with each phase iOS moved the scene through
  /// (`SimulatedScene`'s transitions answer them): tests never set a phase iOS would not pass through.
  func follow(_ phases: [AppScenePhase]) async {
    for phase in phases { await scenePhaseChanged(to: phase) }
  }

  /// A guest hearts the first `count` quotes of the feed, oldest tap first, and the quotes are returned.
  func guestHearts(_ count: Int) async throws -> [Quote] {
    continueAsGuest()
    await feed.reload()
    let quotes = Array(feed.quotes.prefix(count))
    try #require(quotes.count == count)
    for quote in quotes { await toggleFavorite(quote) }  // what the heart calls
    return quotes
  }
}

extension QuoteVaultDestination {
  /// The Share as Card sheet's model, if this is one (compared by identity: two cards are two sheets).
  var shareCard: ShareCardModel? { if case .shareCard(let card) = self { card } else { nil } }
  /// The collection name sheet's model, if this is one.
  var collectionName: CollectionNameModel? { if case .collectionName(let sheet) = self { sheet } else { nil } }
}

extension QuoteVaultDestination {
  /// The reader's model, if this is the full-screen reader.
  var reader: QuoteReaderModel? { if case .reader(let reader) = self { reader } else { nil } }
}

extension QuoteVaultModel {
  /// The messages said and not yet dismissed, oldest first: the one up, then those waiting their turn (the
  /// stack's own list, as `messageUp` reads the first).
  var messages: [String] { presentation.messages.compactMap(\.message) }

  /// The sign-out question's warning, if that question is up.
  var signOutWarning: String? { if case .signOut(let warning) = alertUp { warning } else { nil } }

  /// The user reads each message and taps OK, as the adapter reports it.
  func dismissMessages() {
    settlePresentation()
    while let up = presentation.alert, presentation.isMessage(up.id) {
      presentation.alertDismissed(id: up.id)
      settlePresentation()
    }
  }
}

extension ShareCardModel {
  /// Saves the card and returns what it said to the user (through `onMessage`, as the app model hears it).
  func saveSaying() async -> String? {
    var said: String?
    let before = onMessage
    onMessage = { said = $0 }
    await save()
    onMessage = before
    return said
  }
}
