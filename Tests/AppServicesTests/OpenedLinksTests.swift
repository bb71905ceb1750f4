import AppServices
import Foundation
import Testing

@Suite("Links that reach the app by SwiftUI's onOpenURL and by the scene delegate, each open handed on once")
@MainActor
struct OpenedLinksTests {
  final class Recorder {
    var now = Date(timeIntervalSince1970: 1_800_000_000)
    var opened: [URL] = []
  }

  func make() -> (OpenedLinks, Recorder, LinkInbox) {
    let recorder = Recorder()
    let inbox = LinkInbox()
    inbox.open = { recorder.opened.append($0) }
    return (OpenedLinks(inbox: inbox, now: { recorder.now }), recorder, inbox)
  }

  let share = URL(string: "insolentbard://share-insult?insult=Thou")!
  let favourites = URL(string: "insolentbard://favourites")!

  @Test(
    "IB-5.2: a widget tap heard by both paths (cold launch: the scene delegate first, SwiftUI after) is followed once")
  func bothPathsOnce() {
    let (links, recorder, _) = make()
    #expect(links.receive(share, from: .sceneDelegate))
    recorder.now += 2  // SwiftUI builds the view, then its onOpenURL hears the launch URL
    #expect(!links.receive(share, from: .swiftUI))
    #expect(recorder.opened == [share])
    // Warm, the other order: SwiftUI first.
    recorder.now += 60
    #expect(links.receive(favourites, from: .swiftUI))
    #expect(!links.receive(favourites, from: .sceneDelegate))
    #expect(recorder.opened == [share, favourites])
  }

  @Test("where only one path works, every open is followed, two quick taps of one widget included")
  func onePathEveryOpen() {
    let (links, recorder, _) = make()
    for _ in 0..<3 { #expect(links.receive(share, from: .swiftUI)) }
    #expect(recorder.opened == [share, share, share])
    let (other, otherRecorder, _) = make()
    for _ in 0..<2 { #expect(other.receive(share, from: .sceneDelegate)) }
    #expect(otherRecorder.opened == [share, share])
  }

  @Test("two taps each heard by both paths are two opens; a late echo past the pairing time is a new open")
  func pairsByPath() {
    let (links, recorder, _) = make()
    links.receive(share, from: .sceneDelegate)
    links.receive(share, from: .sceneDelegate)
    links.receive(share, from: .swiftUI)
    links.receive(share, from: .swiftUI)
    #expect(recorder.opened == [share, share])
    recorder.now += OpenedLinks.pairing + 1
    #expect(links.receive(share, from: .swiftUI), "nothing waits that long for its pair")
    // A clock set back forgets the arrivals before it rather than pairing across the change.
    recorder.now -= 3600
    #expect(links.receive(share, from: .sceneDelegate))
    #expect(recorder.opened == [share, share, share, share])
  }

  @Test("a link that arrives before the model connects waits in the inbox, then is followed once")
  func coldLaunchWaits() {
    let recorder = Recorder()
    let inbox = LinkInbox()
    let links = OpenedLinks(inbox: inbox, now: { recorder.now })
    links.receive(share, from: .sceneDelegate)
    inbox.open = { recorder.opened.append($0) }
    links.receive(share, from: .swiftUI)
    #expect(recorder.opened == [share])
  }
}
