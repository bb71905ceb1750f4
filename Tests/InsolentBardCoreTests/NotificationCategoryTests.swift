import AppServices
import AppServicesTestSupport
import Foundation
import InsolentBardCore
import Testing

@Suite("The Insult of the Day's notification category")
@MainActor
struct NotificationCategoryTests {
  @Test("On a Lock Screen that hides previews, the Insult of the Day says an insult awaits, not iOS's \"Notification\"")
  func hiddenPreviewBody() async throws {
    let harness = BardHarness(at: "2026-11-21T14:05:00Z")
    let center = SimulatedNotificationCenter(now: { harness.clock.now })
    var dependencies = harness.dependencies
    dependencies.notifications = center
    let app = BardModel(dependencies: dependencies)
    // As the app does at launch.
    app.registerNotificationCategories()
    center.scriptPrompt(.allow)
    await app.setInsultOfTheDay(.morning)
    let request = try #require(center.schedule.first?.request)
    let body = center.hiddenPreviewBody(of: request)
    #expect(body == "Your Insult of the Day awaits. Unlock to read it.")
    #expect(body == InsultOfTheDay.hiddenPreviewBody.text)
    // Its buttons as before: Copy and Share, both opening the app (which unlocks first).
    let category = try #require(center.categories.first { $0.identifier == InsultOfTheDay.category })
    #expect(category.actions.map(\.identifier) == [InsultOfTheDay.copyAction, InsultOfTheDay.shareAction])
    #expect(category.actions.allSatisfy { $0.opensApp })
    #expect(center.categories.count == 1)
  }
}
