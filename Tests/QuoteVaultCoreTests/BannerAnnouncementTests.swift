import QuoteVaultCore
import SupabaseClient
import Testing

/// The banner's words reach VoiceOver as the banner appears (`Connectivity.bannerAnnouncement`, which the root view
/// posts in the words of the tab on screen): once per time it appears, never while it stays or as it goes.
@MainActor
@Suite("QuoteVault: the offline and busy banners are announced")
struct BannerAnnouncementTests {
  let busy = SupabaseError.postgrest(status: 503, code: "", message: "Service Unavailable", details: nil)

  @Test("A server turning busy is announced once, in the words of the tab on screen; again only after it recovered")
  func busyAnnouncedOnce() throws {
    let connectivity = Connectivity()
    connectivity.keptSaved(after: busy)
    let first = try #require(connectivity.bannerAnnouncement)
    #expect(first.kind == .serverBusy)
    #expect(first.text(on: .home) == Connectivity.busyMessage, "Home pulls to refresh")
    #expect(first.text(on: .collections) == Connectivity.busyMessageWithoutRefresh, "Collections does not")
    #expect(first.text(on: .home) == connectivity.bannerMessage(on: .home), "what the banner says")

    connectivity.keptSaved(after: busy)
    #expect(connectivity.bannerAnnouncement == first, "still busy: nothing new to say")
    connectivity.recordSuccess()
    #expect(connectivity.bannerAnnouncement == first, "recovering is not announced as busy")
    connectivity.keptSaved(after: busy)
    #expect(connectivity.bannerAnnouncement != first && connectivity.bannerAnnouncement?.kind == .serverBusy)
  }

  @Test("Offline comes first: a busy answer while offline announces nothing more; a refusal announces nothing")
  func offlineFirst() {
    let connectivity = Connectivity()
    connectivity.pathLost()
    let offline = connectivity.bannerAnnouncement
    #expect(offline?.kind == .offline)
    connectivity.keptSaved(after: busy)
    #expect(connectivity.bannerAnnouncement == offline)

    let online = Connectivity()
    online.keptSaved(after: .postgrest(status: 404, code: "PGRST116", message: "Not found", details: nil))
    #expect(online.bannerAnnouncement == nil && online.bannerMessage == nil)
  }
}
