import AppServices
import AppServicesTestSupport
import Foundation
import Testing

@testable import PayMeCore

/// What Repeat says once it is done, what the prompt says when it pays today, and the check failing (issue 41's
/// review).
@Suite("PayMe: Repeat's words and its failed check")
@MainActor
struct RepeatConfirmationTests {
  func dayText(_ date: Date, _ app: PayMeModel) -> String {
    date.formatted(Date.FormatStyle(date: .abbreviated, time: .omitted).locale(app.locale))
  }

  @Test("Made from the detail, the section says it is scheduled and the next day, in place of how it works")
  func scheduledSays() async throws {
    let harness = PayMeHarness()
    let app = harness.launched()
    let section = try #require(app.repeatSection("t-2"))
    #expect(section.confirmation == nil)
    harness.owner.script(.match)
    section.schedule()
    await app.finishEverything()
    let next = try #require(app.schedules.items.first?.nextDue(calendar: app.calendar))
    #expect(section.scheduled && section.confirmation?.text == "Scheduled. Next payment: \(dayText(next, app))")
  }

  @Test("PM-0.2: starting today, the prompt says it is sent now and repeats; the section says it was sent")
  func todaySaysSentNow() async throws {
    let harness = PayMeHarness()
    let words = PromptWords(harness.owner)
    let app = harness.launched(deviceOwner: words)
    let sent = try #require(app.ledger.transaction("t-2"))
    let section = try #require(app.repeatSection("t-2"))
    section.start = app.now
    harness.owner.script(.match)
    section.schedule()
    await app.finishEverything()
    let name = app.ledger.check(sent.counterparty).nameAndHandle
    #expect(words.prompts.map(\.reason) == ["Send $18.75 to \(name) now and repeat it"])
    let next = try #require(app.schedules.items.first?.nextDue(calendar: app.calendar))
    #expect(section.confirmation?.text == "Sent today. Next payment: \(dayText(next, app))")
    // A later start keeps the old words: nothing moves now.
    let later = ScheduledCopy.reason(
      sent.amount, to: app.ledger.check(sent.counterparty), sendsNow: false, locale: app.locale)
    #expect(later.text == "Schedule $18.75 to \(name)")
  }

  @Test("From an Activity row, what was made is said in a message: to whom, how often, and the next day")
  func rowSays() async throws {
    let app = await PayMeHarness().repeatedFromRow("t-2", cadence: .weekly)
    let made = try #require(app.schedules.items.first)
    let next = try #require(made.nextDue(calendar: app.calendar))
    let alert = try #require(app.shownAlert)
    #expect(alert.kind(as: PayMeAlertID.self) == .repeatScheduled && alert.title == "Payment Scheduled")
    #expect(
      alert.message == "Your $18.75 payment to \(made.recipient.name) repeats every week. Next: \(dayText(next, app))")
  }

  @Test("PM-0.2: a check that fails (not recognised, locked out) says Payment Not Scheduled; nothing made or moved")
  func failedCheck() async throws {
    for failure in [AuthenticationError.authenticationFailed, .biometryLockout] {
      for fromRow in [false, true] {
        let harness = PayMeHarness()
        let owner = AnswersOnce(.failure(failure))
        let app = harness.launched(deviceOwner: owner)
        let before = app.ledger
        if fromRow {
          app.scheduledPayments.repeatFromActivity("t-2", cadence: .weekly)
        } else {
          let section = try #require(app.repeatSection("t-2"))
          section.start = app.now
          section.schedule()
          await app.finishEverything()
          #expect(section.error == .notConfirmed && !section.scheduled && section.confirmation == nil)
        }
        await app.finishEverything()
        let alert = try #require(app.shownAlert, "\(failure)")
        #expect(alert.kind(as: PayMeAlertID.self) == .repeatNotConfirmed && alert.title == "Payment Not Scheduled")
        #expect(app.schedules.items.isEmpty && app.ledger == before, "\(failure), from a row: \(fromRow)")
        #expect(owner.asked == 1 && app.haptic?.intent == .failure)
      }
    }
  }

  @Test("A start date the user picked stays when the frequency changes; an untouched one follows it")
  func pickedStartStays() throws {
    let app = PayMeHarness().launched()
    let section = try #require(app.repeatSection("t-2"))
    section.cadence = .weekly
    let weekOn = RepeatPaymentModel.defaultStart(.weekly, today: app.now, calendar: app.calendar)
    #expect(section.start == weekOn && !section.startPicked, "untouched: one period on")
    let picked = weekOn.addingTimeInterval(3 * 86400)
    section.start = picked
    section.cadence = .monthly
    #expect(section.start == picked && section.startPicked, "the user's day is kept")
  }
}

/// The device owner check answering once with what LocalAuthentication reports (`LAError.authenticationFailed`,
/// `.biometryLockout`): `evaluatePolicy` can end with either, and the repeat must say so whatever the gesture was.
/// A second prompt is not scripted and fails the test.
final class AnswersOnce: DeviceOwnerAuthenticationClient, @unchecked Sendable {
  private let lock = NSLock()
  private var answer: AuthenticationResult?
  private var count = 0

  init(_ answer: AuthenticationResult) { self.answer = answer }

  var asked: Int { lock.withLock { count } }

  func availability(of policy: AuthenticationPolicy) -> PolicyAvailability {
    PolicyAvailability(biometryType: .faceID, error: nil)
  }

  func evaluate(_ policy: AuthenticationPolicy, reason: String, fallbackTitle: String?) async -> AuthenticationResult {
    let given = lock.withLock { () -> AuthenticationResult? in
      count += 1
      defer { answer = nil }
      return answer
    }
    guard let given else {
      Issue.record("A second device owner prompt: \(reason)")
      return .failure(.userCancel)
    }
    return given
  }
}
