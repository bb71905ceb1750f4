import AppServices
import AppServicesTestSupport
import Foundation
import InsolentBardCore
import Localization
import Synchronization
import Testing

@Suite("The daily Insult of the Day notification")
@MainActor
struct InsultOfTheDayTests {
  @Test("Turned on at 8:30, it asks once, then schedules each of the next 60 days with that moment's insult")
  func schedulesDays() async throws {
    let (_, center, app) = notifyingBard()
    await app.setInsultOfTheDay(InsultOfTheDay.Time(hour: 8, minute: 30))
    #expect(center.promptsShown == 1)
    #expect(app.insultOfTheDay == InsultOfTheDay.Time(hour: 8, minute: 30))
    let scheduled = center.schedule
    // The centre keeps the soonest 64, as iOS does: all 60 are pending.
    #expect(scheduled.count == 60)
    let first = try #require(scheduled.first)
    #expect(first.fires == date("2026-11-22T08:30:00Z"), "the next 8:30, tomorrow")
    let schedule = InsultSchedule(interval: .hour, timeZone: utc)
    let insult = schedule.insult(at: first.fires)
    #expect(first.request.body == InsultOfTheDay.body(for: insult), "the insult the app shows then")
    #expect(first.request.title == "Insult of the Day")
    #expect(first.request.url.flatMap(BardRoute.init(url:)) == .shareInsult(insult.text), "a tap shares it")
    #expect(Set(scheduled.map(\.request.url)).count == scheduled.count, "each day its own insult")
    #expect(scheduled.last?.fires == date("2026-11-22T08:30:00Z").addingTimeInterval(59 * 86400), "two months on")
    // Each return keeps the days ahead without piling up.
    await app.scheduleInsultOfTheDay()
    #expect(center.schedule.count == InsultOfTheDay.days)
    // Off: nothing stays pending.
    await app.setInsultOfTheDay(nil)
    #expect(center.schedule.isEmpty)
  }

  @Test("Its Copy button copies that day's insult before it returns; its Share button opens the share card of it")
  func copyAndShareActions() async throws {
    let (harness, center, app) = notifyingBard()
    await app.setInsultOfTheDay(.morning)
    let request = try #require(center.schedule.first?.request)
    #expect(request.categoryIdentifier == InsultOfTheDay.category)
    let link = try #require(request.url)
    #expect(app.handleInsultOfTheDayAction(InsultOfTheDay.copyAction, link: link))
    guard case .shareInsult(let insult?) = BardRoute(url: link) else {
      Issue.record("the notification links its insult")
      return
    }
    #expect(harness.recorder.copied == [insult])
    #expect(app.presentation.surfaces.isEmpty, "Copy opens nothing")
    #expect(app.handleInsultOfTheDayAction(InsultOfTheDay.shareAction, link: link))
    #expect(app.pendingShare == BardCopy.shareText(insult))
    #expect(!app.handleInsultOfTheDayAction("unknown", link: link))
  }

  @Test("Turned off and on again, the Insult of the Day comes at the time it had, not 9:00 again, after a relaunch too")
  func turningBackOnKeepsTheTime() async throws {
    let (harness, center, app) = notifyingBard()
    await app.setInsultOfTheDayOn(true)
    #expect(app.insultOfTheDay == .morning, "9:00 the first time")
    let evening = InsultOfTheDay.Time(hour: 21, minute: 30)
    let settings = try app.openSettings()
    settings.pick(evening)
    await app.saveInsultOfTheDayTime()?.value
    await settings.setInsultOfTheDayOn(false)
    #expect(!settings.insultOfTheDayIsOn && settings.pickerDate == nil, "the toggle Settings shows is off")
    #expect(app.insultOfTheDay == nil && center.schedule.isEmpty)
    let relaunched = harness.model(notifications: center)
    await relaunched.setInsultOfTheDayOn(true)
    #expect(relaunched.insultOfTheDay == evening)
    #expect(try relaunched.openSettings().pickerTime == evening, "Settings' wheel shows it")
    #expect(center.schedule.first?.fires == date("2026-11-21T21:30:00Z"))
  }

  @Test("After a refused prompt, \"notifications are off\" stays until they are allowed in Settings, then goes")
  func deniedWordsGoOnceAllowed() async throws {
    let (_, center, app) = notifyingBard(prompt: .dontAllow)
    let settings = try app.openSettings()
    await settings.setInsultOfTheDayOn(true)
    #expect(!settings.insultOfTheDayIsOn && settings.insultOfTheDayProblem == BardCopy.insultOfTheDayDenied)
    // Back from Settings without allowing: still true, with its Open Settings button.
    app.enteredBackground()
    if app.becameActive() { await app.scheduleInsultOfTheDay() }
    let shownSettings = try app.settingsShown()
    #expect(
      shownSettings.insultOfTheDayProblem == BardCopy.insultOfTheDayDenied && shownSettings.offersNotificationSettings)
    // Allowed in Settings: the footer no longer says they are off.
    center.userChangedSettings(to: .authorized)
    app.enteredBackground()
    if app.becameActive() { await app.scheduleInsultOfTheDay() }
    #expect(shownSettings.insultOfTheDayProblem == nil && !shownSettings.offersNotificationSettings)
  }

  @Test("Its Copy button opens the app, which copies that day's insult and says Copied! on the main screen")
  func copyOpensTheAppAndSaysCopied() async throws {
    // The app registers exactly these buttons with iOS (InsolentBardApp), `.foreground` where `opensApp`.
    #expect(InsultOfTheDay.actions.map(\.identifier) == [InsultOfTheDay.copyAction, InsultOfTheDay.shareAction])
    #expect(InsultOfTheDay.actions.map(\.title) == [BardCopy.copy, BardCopy.share])
    #expect(InsultOfTheDay.actions.map(\.opensApp) == [true, true], "no pasteboard write from a background launch")
    let (harness, center, app) = notifyingBard()
    await app.setInsultOfTheDay(.morning)
    let link = try #require(center.schedule.last?.request.url)
    #expect(app.copyBanner == nil)
    #expect(app.handleInsultOfTheDayAction(InsultOfTheDay.copyAction, link: link))
    guard case .shareInsult(let insult?) = BardRoute(url: link) else {
      Issue.record("the notification links its insult")
      return
    }
    #expect(harness.recorder.copied == [insult])
    #expect(app.copyBanner?.text == "Copied!", "the banner says so, whatever insult the card shows")
    #expect(app.copyConfirmation?.announcement == "Copied!", "and VoiceOver hears it")
    let confirmation = try #require(app.copyConfirmation)
    app.copyConfirmationEnded(confirmation.id)
    #expect(app.copyBanner == nil, "for a moment only")
    app.copyInsult()
    #expect(app.copyBanner == nil && app.didCopy, "the main Copy button says Copied! itself, no banner")
  }

  @Test(
    "A coarse insult of the day is not written on the Lock Screen: the body says a racy one waits; the tap opens it")
  func coarseInsultKeptOffLockScreen() async throws {
    let (harness, center, app) = notifyingBard()
    await app.setInsultOfTheDay(.morning)
    let schedule = InsultSchedule(interval: .hour, timeZone: utc)
    let coarseDay = try #require(
      center.schedule.first { schedule.insult(at: $0.fires).isCoarse }, "two months of insults hold a coarse one")
    let cleanDay = try #require(center.schedule.first { !schedule.insult(at: $0.fires).isCoarse })
    // Delivered as iOS shows it with Show Previews set to Always: its title and body, on a locked phone too.
    harness.clock.advance(minutes: coarseDay.fires.timeIntervalSince(harness.clock.now) / 60)
    let delivered = try #require(center.fire(until: coarseDay.fires).first { $0.id == coarseDay.request.id })
    let coarseWords = (InsultKit.full.adjectives + InsultKit.full.compounds + InsultKit.full.nouns)
      .filter(\.isCoarse).map(\.text)
    #expect(!coarseWords.isEmpty)
    #expect(delivered.body == "Today's insult is too racy for the Lock Screen. Tap to read it.")
    #expect(!coarseWords.contains { delivered.title.contains($0) || delivered.body.contains($0) })
    // The tap opens that moment's insult, the one the app shows then, not a cleaner stand-in.
    let today = schedule.insult(at: coarseDay.fires).text
    app.becameActive()
    #expect(app.current.insult == today, "the app shows the same insult as the notification opens")
    #expect(delivered.url.flatMap(BardRoute.init(url:)) == .shareInsult(today))
    #expect(app.open(try #require(delivered.url)))
    #expect(app.pendingShare == BardCopy.shareText(today))
    // A clean insult is still the notification's words.
    #expect(cleanDay.request.body == schedule.insult(at: cleanDay.fires).text)
  }

  @Test("Family-friendly: every Insult of the Day is written in full, and none has a coarse word")
  func familyFriendlyNotifications() async throws {
    let (_, center, app) = notifyingBard()
    app.setFamilyFriendly(true)
    await app.setInsultOfTheDay(.morning)
    let schedule = InsultSchedule(kit: .familyFriendlyKit, interval: .hour, timeZone: utc)
    #expect(center.schedule.count == InsultOfTheDay.days)
    // The last of the window says to open the app to keep them coming (InsultOfTheDayKeepComingTests).
    for day in center.schedule {
      let insult = schedule.insult(at: day.fires)
      let body =
        day.request.id == center.schedule.last?.request.id ? BardCopy.insultOfTheDayKeepComingBody.text : insult.text
      #expect(!insult.isCoarse && day.request.body == body)
      #expect(day.request.url.flatMap(BardRoute.init(url:)) == .shareInsult(insult.text))
    }
  }

  @Test("Refused permission keeps it off and says so in words")
  func deniedSaid() async throws {
    let (_, center, app) = notifyingBard(prompt: .dontAllow)
    await app.setInsultOfTheDay(.morning)
    #expect(app.insultOfTheDay == nil)
    #expect(try app.settingsShown().insultOfTheDayProblem == BardCopy.insultOfTheDayDenied)
    #expect(center.schedule.isEmpty)
  }

  @Test("Refused: Settings offers Open Settings, which opens the app's notification settings; on while asked")
  func deniedOffersSettings() async throws {
    let harness = BardHarness()
    let center = SimulatedNotificationCenter(now: { harness.clock.now })
    let urls = SimulatedURLOpener()
    let page = URL(string: "app-settings:notifications") ?? AppSettingsPage.url
    var dependencies = harness.dependencies
    let prompt = PromptWatcher(center)
    dependencies.notifications = prompt
    dependencies.urls = urls
    dependencies.notificationSettingsPage = page
    let app = BardModel(dependencies: dependencies)
    let whilePromptUp = Mutex<Bool?>(nil)
    prompt.whenShown { [app] in
      let on = app.insultOfTheDayToggleIsOn
      whilePromptUp.withLock { $0 = on }
    }
    let shownSettings = try app.settingsShown()
    #expect(!shownSettings.offersNotificationSettings)
    center.scriptPrompt(.dontAllow)
    await app.setInsultOfTheDay(.morning)
    #expect(whilePromptUp.withLock { $0 } == true, "the toggle shows the user's choice while iOS asks")
    #expect(!app.insultOfTheDayToggleIsOn, "and off once refused")
    #expect(shownSettings.offersNotificationSettings)
    await app.openNotificationSettings()
    #expect(urls.opened == [page.absoluteString])
  }

  @Test("Notifications turned off in Settings later: the next return says so, and schedules nothing")
  func turnedOffLater() async throws {
    let (_, center, app) = notifyingBard()
    await app.setInsultOfTheDay(.morning)
    center.userChangedSettings(to: .denied)
    await app.scheduleInsultOfTheDay()
    #expect(center.schedule.isEmpty)
    #expect(try app.settingsShown().insultOfTheDayProblem == BardCopy.insultOfTheDayDenied)
  }

  @Test("Changes and returns in quick succession: the pending days always follow the last setting")
  func runsDoNotOverlap() async throws {
    let harness = BardHarness(at: "2026-11-21T14:05:00Z")
    let simulated = SimulatedNotificationCenter(now: { harness.clock.now })
    var dependencies = harness.dependencies
    dependencies.notifications = AnsweringLater(simulated)
    let app = BardModel(dependencies: dependencies)
    simulated.scriptPrompt(.allow)
    await app.setInsultOfTheDay(InsultOfTheDay.Time(hour: 8, minute: 30))
    // A new time, a return to the app, off, and another time, each before the last has finished scheduling.
    let runs = [
      Task { await app.setInsultOfTheDay(InsultOfTheDay.Time(hour: 9, minute: 0)) },
      Task { await app.scheduleInsultOfTheDay() },
      Task { await app.setInsultOfTheDay(nil) },
      Task { await app.setInsultOfTheDay(InsultOfTheDay.Time(hour: 10, minute: 15)) },
      Task { await app.scheduleInsultOfTheDay() },
      Task { await app.setInsultOfTheDay(nil) },
    ]
    for run in runs { await run.value }
    #expect(pendingFollowsTheSetting(app, simulated))

    let onAgain = [
      Task { await app.setInsultOfTheDay(InsultOfTheDay.Time(hour: 7, minute: 0)) },
      Task { await app.scheduleInsultOfTheDay() },
      Task { await app.setInsultOfTheDay(nil) },
      Task { await app.setInsultOfTheDay(InsultOfTheDay.Time(hour: 21, minute: 45)) },
      Task { await app.scheduleInsultOfTheDay() },
    ]
    for run in onAgain { await run.value }
    #expect(pendingFollowsTheSetting(app, simulated))
  }

  /// Off: nothing pending. On: every day ahead pending, each at the time set.
  func pendingFollowsTheSetting(_ app: BardModel, _ center: SimulatedNotificationCenter) -> Bool {
    guard let time = app.insultOfTheDay else { return center.schedule.isEmpty }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = utc
    return center.schedule.count == InsultOfTheDay.days
      && center.schedule.allSatisfy {
        calendar.component(.hour, from: $0.fires) == time.hour
          && calendar.component(.minute, from: $0.fires) == time.minute
      }
  }
}

/// The notification centre answering from its own queue, as the real one does: each call lets other work run
/// first, so a model that let two schedulings interleave would be seen doing it.
private struct AnsweringLater: NotificationCenterClient {
  let center: SimulatedNotificationCenter
  init(_ center: SimulatedNotificationCenter) { self.center = center }

  private func later() async { for _ in 0..<10 { await Task.yield() } }

  func authorizationStatus() async -> NotificationAuthorization {
    await later()
    return await center.authorizationStatus()
  }
  func requestAuthorization() async -> Bool {
    await later()
    return await center.requestAuthorization()
  }
  func add(_ request: NotificationRequest) async throws {
    await later()
    try await center.add(request)
  }
  func pendingRequests() async -> [NotificationRequest] {
    await later()
    return await center.pendingRequests()
  }
  func removePendingRequests(withIdentifiers identifiers: [String]) async {
    await later()
    await center.removePendingRequests(withIdentifiers: identifiers)
  }
}

/// Runs `shown` (on the main actor) when iOS's prompt comes up, before it is answered.
private final class PromptWatcher: NotificationCenterClient {
  let center: SimulatedNotificationCenter
  private let onPrompt = Mutex<(@MainActor @Sendable () -> Void)?>(nil)
  init(_ center: SimulatedNotificationCenter) { self.center = center }

  func whenShown(_ action: @escaping @MainActor @Sendable () -> Void) { onPrompt.withLock { $0 = action } }

  func authorizationStatus() async -> NotificationAuthorization { await center.authorizationStatus() }
  func requestAuthorization() async -> Bool {
    if let action = onPrompt.withLock({ $0 }) { await action() }
    return await center.requestAuthorization()
  }
  func add(_ request: NotificationRequest) async throws { try await center.add(request) }
  func pendingRequests() async -> [NotificationRequest] { await center.pendingRequests() }
  func removePendingRequests(withIdentifiers identifiers: [String]) async {
    await center.removePendingRequests(withIdentifiers: identifiers)
  }
}
