import AppServices
import AppServicesTestSupport
import DesignSystem
import Foundation
import Presentation
import SharedStore
import TestSupport
import Testing

@testable import PayMeCore

final class SettingsOpener: @unchecked Sendable {
  private let lock = NSLock()
  private var opened = 0
  var count: Int { lock.withLock { opened } }
  private var openedNotifications = 0
  /// How often PayMe's notification settings were opened (not its general page).
  var notificationsCount: Int { lock.withLock { openedNotifications } }
  func open() { lock.withLock { opened += 1 } }
  func openNotifications() { lock.withLock { openedNotifications += 1 } }
}

/// PayMe on a simulated iPhone: the platform doubles of issue 27 (AppServicesTestSupport), which behave as iOS
/// does, for the device owner check, the notification centre and the scene.
@MainActor
final class PayMeHarness {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("payme-\(UUID().uuidString)")
  /// The App Group's container on this phone, shared with the Messages extension (the holder).
  var groupDirectory: URL { directory.appendingPathComponent("AppGroup", isDirectory: true) }
  /// What the Messages extension of this phone reads.
  var groupStore: SharedStore { SharedStore(directory: groupDirectory) }
  let scene = SimulatedScene()
  let owner: SimulatedDeviceOwnerAuthentication
  let center: SimulatedNotificationCenter
  let opener = SettingsOpener()
  nonisolated static let now = Date(timeIntervalSince1970: 1_790_000_000)
  /// The wall clock the model reads (`now`): at `now` until a test moves it.
  let time: WallClock
  /// The frames in which a field echoes a refused text: passed at once unless a test holds them.
  let frames = Frames()
  /// What an Undo's time is measured on: it moves only when a test moves it.
  let undoClock = ManualClock()
  /// What the wait for a payment falling due while PayMe is in front is measured on: moved with `time`
  /// (`timePasses`).
  let dueClock = ManualClock()
  /// The screen's brightness, which takes a level only while PayMe is in front, as iOS's does.
  let screen = SimulatedScreenBrightness()

  /// `faceID`: what the user answered to Face ID's permission prompt so far (`.allowed`: set up in onboarding).
  init(
    biometry: BiometryType = .faceID, enrolled: Bool = true, passcodeSet: Bool = true,
    faceID: SimulatedDeviceOwnerAuthentication.FaceIDPermission = .allowed,
    notifications: NotificationAuthorization = .notDetermined
  ) {
    owner = SimulatedDeviceOwnerAuthentication(
      biometry: biometry, enrolled: enrolled, passcodeSet: passcodeSet, scene: scene)
    owner.userSetFaceIDPermission(faceID)
    // The centre reads the same clock as the app: a time-interval trigger counts from when it was added.
    let time = WallClock(PayMeHarness.now)
    self.time = time
    center = SimulatedNotificationCenter(
      status: notifications, now: { time.now }, scene: scene, willPresent: .apps)
    scene.follow { [screen] phase in screen.appInForeground = phase != .background }
  }

  /// iOS's data protection on PayMe's files, when a test restarts the phone (nil: always readable).
  var dataProtection: SimulatedDataProtection?
  /// The files written through a store of `dataProtection`, by key name, in order.
  let writes = Writes()

  final class Writes: @unchecked Sendable {
    private let lock = NSLock()
    private var names: [String] = []
    func note(_ name: String) { lock.withLock { names.append(name) } }
    var all: [String] { lock.withLock { names } }
  }

  /// The build's `PAYME_PRIVACY_POLICY_URL`, as Info.plist gives it to the app.
  var privacyPolicyURL: String?

  /// A launch of PayMe; its scene phase follows `scene`, which asks it whether it is covered at the snapshot.
  /// `deviceOwner` answers the device owner check in place of `owner` (a double noting the prompt's words, or
  /// answering once with an error); it may pass calls on to `owner`.
  func model(
    locale: Locale = Locale(identifier: "en_US"), deviceOwner: (any DeviceOwnerAuthenticationClient)? = nil,
    notifications: (any NotificationCenterClient)? = nil, backgroundRefresh: (any BackgroundRefreshClient)? = nil
  ) -> PayMeModel {
    let opener = opener
    let clock = Clock()
    let time = time
    let frames = frames
    let app = PayMeModel(
      dependencies: PayMeDependencies(
        store: dataProtection?.store(directory: directory, onWrite: { [writes] in writes.note($0) })
          ?? SharedStore(directory: directory), deviceOwner: deviceOwner ?? owner,
        notifications: notifications ?? center,
        now: { time.now },
        locale: locale, openSettings: { opener.open() }, uptime: { clock.tick() }, makeID: { UUID().uuidString },
        privacyPolicyURL: privacyPolicyURL, temporaryDirectory: directory, echoFrame: { await frames.drawn() },
        undoClock: undoClock, backgroundRefresh: backgroundRefresh,
        groupStore: dataProtection?.store(directory: groupDirectory) ?? groupStore, dueClock: dueClock,
        openNotificationSettings: { opener.openNotifications() }, screenBrightness: screen))
    scene.onChange = { [weak app] phase in app?.scenePhaseChanged(to: phase) }
    scene.isCovered = { [weak app] in app?.isCovered ?? false }
    return app
  }

  /// iOS ended PayMe and the user opens it again: the new launch's model, its scene brought forward as iOS brings
  /// a launched one (through inactive to active), so what PayMe does on becoming active runs.
  func relaunched() -> PayMeModel {
    scene.relaunch()
    let app = model()
    scene.returnToApp()
    return app
  }

  /// Time passes: the time of day and the clock PayMe's wait for the next due day (while in front) is measured on.
  func timePasses(_ seconds: Double) {
    time.advance(seconds)
    dueClock.advance(by: .milliseconds(Int64(seconds * 1000)))
  }

  /// A launch past onboarding, where most tests start.
  func launched(deviceOwner: (any DeviceOwnerAuthenticationClient)? = nil) -> PayMeModel {
    let app = model(deviceOwner: deviceOwner)
    app.finishOnboarding()
    return app
  }

  /// A launch whose Activity row `id` was repeated `cadence` from its context menu, Face ID matching, and done.
  func repeatedFromRow(_ id: String, cadence: PaymentCadence) async -> PayMeModel {
    let app = launched()
    owner.script(.match)
    app.scheduledPayments.repeatFromActivity(id, cadence: cadence)
    await app.finishEverything()
    return app
  }

  /// The time of day, moved by the test (the user away for a while, or setting the clock back).
  final class WallClock: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Date
    init(_ start: Date) { value = start }
    var now: Date { lock.withLock { value } }
    func advance(_ seconds: Double) { lock.withLock { value = value.addingTimeInterval(seconds) } }
  }

  /// Each call a second later, so haptics are never thinned by accident in tests that count them.
  final class Clock: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0.0
    func tick() -> Double {
      lock.withLock {
        value += 1
        return value
      }
    }
  }
}

extension AmountKeypadInput {
  /// Types an amount key by key on the sheet's keypad, as the view's keys do (`press`): a digit is its key, the
  /// keypad's decimal separator (or ".") the separator key, "<" Delete.
  func type(_ text: String) {
    for character in text {
      if let digit = character.wholeNumberValue, character.isASCII {
        press(.digit(digit))
      } else if character == "<" {
        press(.delete)
      } else if String(character) == keypad.decimalSeparator || character == "." {
        press(.separator)
      }
    }
  }

  /// Delete pressed until nothing is left, as the user empties the amount.
  func clearAmount() {
    for _ in 0..<(AmountEntry.maximumIntegerDigits + 4) { press(.delete) }
  }
}

extension PayMeModel {
  /// A history row as the Activity screen lists it (the view's `activity.months`).
  func activityRow(_ id: String) -> RowValue? {
    activity.months.lazy.flatMap(\.rows).first { $0.id == id }
  }
}

extension PayMeModel {
  /// Types an amount key by key on the amount step's keypad, as the view's keys do (`PaymentModel.press`).
  func type(_ text: String) { payment?.type(text) }

  /// The payment sheet for `purpose` is all that is presented. Its destination holds the payment's own model,
  /// compared by identity, so a test names the purpose rather than the model.
  func showsOnlyPayment(_ purpose: PaymentFlow.Purpose) -> Bool {
    presentation.destinations.count == 1 && presentation.destinations.first?.payment?.flow.purpose == purpose
  }

  /// Lets SwiftUI finish: every presentation animation ends, every task an intent started runs.
  func finishEverything() async {
    for _ in 0..<4 {
      endDismissals()
      settlePresentation()
      await finishWork()
    }
    endDismissals()
    settlePresentation()
  }

  /// Each sheet sliding away finishes, reported as the adapter's `onDismiss` does (so the model lets go).
  func endDismissals() {
    while let lowest = presentation.leaving.map(\.level).min() { dismissalEnded(presentedBy: lowest) }
  }

  /// Scan a Code's model, up or waiting its turn to rise.
  var scanner: ScannerModel? { presentation.lastPresentedOrQueued(\.scanner) }

  /// The scanner alone is up.
  var onlyTheScannerIsUp: Bool {
    presentation.destinations.count == 1 && presentation.destinations.first?.scanner != nil
  }

  /// The alert or dialog on screen: only the one on the top surface, once nothing moves.
  var shownAlert: PayMeAlert? { presentation.alert(on: presentation.topLevel) }

  /// Taps a button of the alert on screen, as PresentationUI's button does, and lets its work finish.
  func tapAlert(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) async {
    settlePresentation()
    guard let alert = shownAlert, let button = alert.buttons.first(where: { $0.title == title }) else {
      Issue.record("No \"\(title)\" in \(String(describing: shownAlert))", sourceLocation: sourceLocation)
      return
    }
    tap(button, of: alert)
    await finishEverything()
  }
}

/// PayMe's SwiftUI sources as text: some criteria are about what the screens never do (a custom transition, a
/// shadow, a hand-drawn modal), and the place to prove "never" is the code the app is built from.
enum PayMeUISource {
  /// DesignSystemUI's ProminentButton, which PayMe's screens and its Messages extension draw.
  static func prominentButton() throws -> String {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources/Apple/DesignSystemUI/ProminentButton.swift")
    return try String(contentsOf: file, encoding: .utf8)
  }

  static func text() throws -> String {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources/Apple/PayMeUI")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
      .sorted()
    guard !files.isEmpty else { throw CocoaError(.fileNoSuchFile) }
    return try files.map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
      .joined(separator: "\n")
  }
}

extension PayMeHarness {
  /// A payment of `amount` sent to the demo's contact new to PayMe (confirmed with Face ID): pending until they
  /// accept it, back by itself after `Ledger.acceptanceWindow`.
  @MainActor
  func sentToSomeoneNew(_ app: PayMeModel, _ amount: String) async throws -> Transaction {
    let emi = try #require(DemoData.contacts.first { !$0.acceptsAtOnce })
    app.startSend()
    app.settlePresentation()
    app.payment?.choose(emi)
    app.type(amount)
    app.payment?.continueToReview()
    app.payment?.confirmSend()
    owner.script(.match)
    await app.tapAlert("Send")
    app.payment?.close()
    await app.finishEverything()
    return try #require(app.ledger.transactions.first { $0.status == .pending && $0.kind == .sent })
  }
}

/// Passes every call to the simulated device owner and notes what PayMe handed the system's prompt: the only
/// words of it that are PayMe's (the reason under the title, the fallback button's title).
final class PromptWords: DeviceOwnerAuthenticationClient, @unchecked Sendable {
  let device: SimulatedDeviceOwnerAuthentication
  private let lock = NSLock()
  private var asked: [(policy: AuthenticationPolicy, reason: String, fallbackTitle: String?)] = []

  init(_ device: SimulatedDeviceOwnerAuthentication) { self.device = device }

  var prompts: [(policy: AuthenticationPolicy, reason: String, fallbackTitle: String?)] { lock.withLock { asked } }

  func availability(of policy: AuthenticationPolicy) -> PolicyAvailability { device.availability(of: policy) }

  func evaluate(_ policy: AuthenticationPolicy, reason: String, fallbackTitle: String?) async -> AuthenticationResult {
    lock.withLock { asked.append((policy, reason, fallbackTitle)) }
    return await device.evaluate(policy, reason: reason, fallbackTitle: fallbackTitle)
  }
}

/// The frame a field shows a refused text for (`PayMeDependencies.echoFrame`): over at once, so no test waits out
/// a real one, unless the test holds it (`held`) to see the echo, then ends it (`draw()`).
@MainActor
final class Frames {
  var held = false
  private var waiting: [CheckedContinuation<Void, Never>] = []
  /// Echoes waiting for their frame to end.
  var waits: Int { waiting.count }

  func drawn() async {
    guard held else { return }
    await withCheckedContinuation { waiting.append($0) }
  }

  func draw() {
    held = false
    let ended = waiting
    waiting = []
    for echo in ended { echo.resume() }
  }
}

/// A pushed screen as a test names it: a transaction's by its entry's id. A transaction's route holds the screen's
/// own model, compared by identity, so a path is compared through these names.
enum Pushed: Equatable {
  case account, activity, statements, transaction(String), settings, scheduledPayments, privacyPolicy

  init(_ route: PayMeRoute) {
    switch route {
    case .account: self = .account
    case .activity: self = .activity
    case .statements: self = .statements
    case .transaction(let screen): self = .transaction(screen.id)
    case .settings: self = .settings
    case .scheduledPayments: self = .scheduledPayments
    case .privacyPolicy: self = .privacyPolicy
    }
  }
}

extension PayMeModel {
  /// The stack, its screens named as `Pushed` names them.
  var pushed: [Pushed] { path.map(Pushed.init) }

  /// What tapping an entry's row does to `$model.path` (`openTransaction`, without its guards): the entry's screen
  /// pushed; its model, the one the view then reads.
  @discardableResult
  func showTransaction(_ id: String) -> TransactionModel {
    let screen = transactionScreen(id)
    path.append(.transaction(screen))
    return screen
  }

  /// A contact with no history put on the list, as an earlier version added one on opening a link: one the
  /// recipients list may delete.
  func addIdleContact() -> Contact {
    let idle = Contact(id: "c-idle", name: "Link Person", handle: "@link", acceptsAtOnce: false)
    var updated = ledger
    #expect(updated.add(idle) == idle)
    book.ledger = updated
    return idle
  }

  /// The Repeat section on a sent payment's screen, the screen pushed as a row's tap pushes it.
  func repeatSection(_ id: String) -> RepeatPaymentModel? { showTransaction(id).repeating }
}
