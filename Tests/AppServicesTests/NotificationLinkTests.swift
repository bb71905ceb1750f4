import AppServices
import Foundation
import Testing

@Suite("A notification's link, from the request to the app")
@MainActor
struct NotificationLinkTests {
  @Test("the link written into userInfo is read back; none, or a non-string, is no link")
  func roundTrip() throws {
    let url = try #require(URL(string: "payme://transaction/t-3"))
    let info: [AnyHashable: Any] = NotificationLink.userInfo(for: url)
    #expect(NotificationLink.url(in: info) == url)
    #expect(NotificationLink.url(in: [:]) == nil)
    #expect(NotificationLink.url(in: [NotificationLink.userInfoKey: 3]) == nil)
  }

  @Test("a tap that launched the app waits for the model; later taps go straight to it")
  func inbox() throws {
    let inbox = LinkInbox()
    var opened: [URL] = []
    let first = try #require(URL(string: "quotevault://quote-of-the-day"))
    inbox.deliver(first)
    #expect(opened.isEmpty)
    inbox.open = { opened.append($0) }
    #expect(opened == [first], "delivered once the model can take it")
    let second = try #require(URL(string: "payme://send"))
    inbox.deliver(second)
    #expect(opened == [first, second])
  }
}
