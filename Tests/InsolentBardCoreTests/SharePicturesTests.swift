import AppServicesTestSupport
import Foundation
import Synchronization
import Testing

@testable import InsolentBardCore

/// The share cards' pictures on their own (`SharePictures`): drawn once however many ask, a failed drawing said
/// and tried again, one Share of an insult at a time, and the look a card settles on while its picture draws.
@Suite("Bard share pictures: drawn once, failures said, one share at a time")
@MainActor
struct SharePicturesTests {
  let key = ShareCardKey(insult: "Thou art a boil", look: ShareCardLook())

  @Test("Two asks while a picture is drawn get the one drawing: it is drawn once and both then have it")
  func drawnOnce() async {
    let drawer = HeldCardDrawer()
    let pictures = SharePictures(draw: drawer.draw)
    var started = drawer.started.makeAsyncIterator()
    let first = Task { await pictures.prepare(key) }
    #expect(await started.next() == key.insult)
    let second = Task { await pictures.prepare(key) }
    for _ in 0..<10 { await Task.yield() }
    drawer.finish()
    await first.value
    // Were a second drawing started, this lets it end, so a regression fails on the count below, not by hanging.
    drawer.finish()
    await second.value
    #expect(drawer.calls == [key.insult])
    #expect(pictures.picture(for: key)?.png == Data("png of \(key.insult)".utf8))
    #expect(!pictures.failed(key))
    // Asked again, it is drawn already: no new drawing starts (one would wait for a `finish` that never comes).
    await pictures.prepare(key)
    #expect(drawer.calls.count == 1)
  }

  @Test("A picture that could not be drawn is said to have failed, and a later ask that draws it clears that")
  func failureSaidThenCleared() async {
    let drawable = Mutex(false)
    let pictures = SharePictures { insult, _ in
      drawable.withLock { $0 } ? DrawnCard(png: Data(insult.utf8), image: nil) : nil
    }
    await pictures.prepare(key)
    #expect(pictures.failed(key) && pictures.picture(for: key) == nil)
    drawable.withLock { $0 = true }
    await pictures.prepare(key)
    #expect(!pictures.failed(key) && pictures.picture(for: key)?.png == Data(key.insult.utf8))
  }

  @Test("One Share of an insult at a time: a second while the first waits runs nothing, and the wait shows")
  func oneShareAtATime() async {
    let pictures = SharePictures(draw: HeldCardDrawer().draw)
    let (gate, open) = AsyncStream<Void>.makeStream()
    var shared = 0
    let first = Task {
      await pictures.sharing("Thou art a boil") {
        shared += 1
        for await _ in gate { break }
      }
    }
    #expect(await untilHolds { pictures.isPending("Thou art a boil") })
    let second = await pictures.sharing("Thou art a boil") { shared += 1 }
    #expect(!second && shared == 1)
    open.yield()
    #expect(await first.value)
    #expect(!pictures.isPending("Thou art a boil"))
  }

  @Test("A look picked on the card while its picture draws is drawn too, and the picture settled on is that look's")
  func settlesOnTheLookShown() async {
    let drawer = HeldCardDrawer(marksStyle: true)
    let pictures = SharePictures(draw: drawer.draw)
    let card = ShareCardModel(text: BardCopy.shareText(key.insult))
    var started = drawer.started.makeAsyncIterator()
    let settling = Task { await pictures.settledPicture(of: card) }
    _ = await started.next()
    card.style = .dark
    drawer.finish()
    _ = await started.next()
    drawer.finish()
    let settled = await settling.value
    #expect(settled.key.look.style == .dark)
    #expect(settled.picture?.png == Data("png of \(key.insult) in dark".utf8))
  }
}
