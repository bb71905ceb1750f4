import Testing

@testable import InsolentBardCore

/// The main screen's toolbar, as BardRootView draws it from `BardToolbar`.
@MainActor
@Suite("The main screen's toolbar")
struct BardToolbarTests {
  @Test("A small iPhone's bar holds three buttons; every action is there once, in the bar or the More menu")
  func barHoldsThree() {
    #expect(BardToolbar.buttonsInBar == 3)
    let offered = BardToolbar.leading + BardToolbar.more + BardToolbar.trailing
    #expect(offered.count == BardToolbarAction.allCases.count)
    #expect(Set(offered) == Set(BardToolbarAction.allCases))
    #expect(BardToolbar.leading == [.settings] && BardToolbar.trailing == [.compose], "the primary ones stay")
    #expect(BardToolbar.more == [.favourites, .history, .browse])
    #expect(BardToolbar.moreTitle.key == "bard.toolbar.more" && BardToolbar.moreTitle.text == "More")
    #expect(Set(offered.map(\.systemImage)).count == offered.count, "each its own symbol")
  }

  @Test("Each toolbar button and menu item opens its sheet through the stack")
  func eachOpensItsSheet() throws {
    for action in BardToolbarAction.allCases {
      let app = BardHarness().model()
      app.perform(action)
      app.settlePresentation()
      let destination = try #require(app.presentation.top?.destination, "\(action) opened nothing")
      switch (action, destination) {
      case (.settings, .settings), (.favourites, .favourites), (.history, .history), (.browse, .browse),
        (.compose, .compose):
        break
      default: Issue.record("\(action) opened \(destination)")
      }
    }
  }
}
