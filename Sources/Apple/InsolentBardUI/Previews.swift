#if os(iOS)
  import AppServices
  import Foundation
  import InsolentBardCore
  import Localization
  import LocalizationUI
  import SharedStore
  import SwiftUI

  // Xcode canvas previews of every Bard screen. PreviewProvider, not #Preview: the macro needs Xcode's
  // PreviewsMacros plugin, which the Linux type-check does not have (docs/architecture.md, "The Apple-only
  // type-check"). Each preview builds its own model on a store in a fresh temporary folder: no App Group, no
  // widget reloads, and the pasteboard is left alone.

  /// Preview values: a model with a few insults seen and one kept as a favourite.
  @MainActor
  enum BardPreviewValues {
    static func model(withSamples: Bool = true, settings: BardSettings? = nil) -> BardModel {
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("BardPreviews-\(UUID().uuidString)", isDirectory: true)
      let store = SharedStore(directory: folder)
      // Settings as the user left them, read by the model as at launch.
      if let settings { try? store.write(settings, for: BardShared.settings) }
      let model = BardModel(
        dependencies: BardDependencies(
          store: store, copyToPasteboard: { _ in }, widgetCenter: InertWidgetCenter(),
          drawShareCard: { await ShareCardDrawing.draw($0, look: $1) },
          // Preview values, passed by name: no prompt and nothing opened in a preview; the wheel rests as in
          // the app.
          notifications: InertNotificationCenter(status: .denied), urls: InertURLOpener(),
          rest: { try? await Task.sleep(for: $0) }))
      if withSamples {
        model.anotherInsult()
        model.toggleFavourite()
        model.anotherInsult()
        model.anotherInsult()
      }
      return model
    }

    /// The app's models the previews' History and Favourites report to, kept alive here: a sheet's model holds
    /// its app's model weakly, as in the app, where the app holds it.
    private static var apps: [BardModel] = []

    /// Settings' own model, as the gear on `app` makes it.
    static func settings(of app: BardModel) -> BardSettingsModel {
      apps.append(app)
      app.showSettings()
      return app.settingsSheet ?? BardSettingsModel()
    }

    /// History or Favourites as its destination holds it: `query` typed in its search field, `editing` in Edit
    /// with every row selected.
    static func savedInsults(
      _ kind: SavedInsultsKind, withSamples: Bool = true, query: String = "", editing: Bool = false
    ) -> SavedInsultsModel {
      let app = model(withSamples: withSamples)
      apps.append(app)
      let sheet = app.savedInsults(kind)
      sheet.query = query
      if editing {
        sheet.startEditing()
        sheet.selection = Set(sheet.rows.map(\.text))
      }
      return sheet
    }
  }

  struct BardRootView_Previews: PreviewProvider {
    static var previews: some View {
      BardRootView(model: BardPreviewValues.model())
        .previewDisplayName("Today's insult")
      BardRootView(model: BardPreviewValues.model(withSamples: false))
        .preferredColorScheme(.dark)
        .previewDisplayName("First launch, dark")
      // The smallest iPhone iOS 17 runs on: the bar's three buttons and the title fit side by side.
      BardRootView(model: BardPreviewValues.model())
        .previewDevice(PreviewDevice(rawValue: "iPhone SE (3rd generation)"))
        .previewDisplayName("Toolbar on a small iPhone")
    }
  }

  struct BardShareCard_Previews: PreviewProvider {
    static var previews: some View {
      let model = BardPreviewValues.model()
      ShareCardView(sheet: model.shareCard(BardCopy.shareText(model.current.insult)))
        .previewDisplayName("Share card")
      ShareCardView(sheet: darkStory(model))
        .previewDisplayName("Share card, dark story")
    }

    private static func darkStory(_ model: BardModel) -> ShareCardModel {
      let sheet = model.shareCard(BardCopy.shareText(model.current.insult))
      sheet.look = ShareCardLook(style: .dark, size: .story)
      return sheet
    }
  }

  struct BardSettings_Previews: PreviewProvider {
    static var threeADay: BardSettings {
      var settings = BardSettings()
      settings.insultOfTheDay = .morning
      settings.insultOfTheDayWindow = InsultOfTheDay.Window(count: 3, end: InsultOfTheDay.Time(hour: 21, minute: 0))
      return settings
    }

    static var previews: some View {
      let app = BardPreviewValues.model()
      BardSettingsView(sheet: BardPreviewValues.settings(of: app))
        .previewDisplayName("Settings")
      // Three Insults of the Day, from 9:00 to the last one at 21:00: the stepper and both times.
      let reminding = BardPreviewValues.model(settings: threeADay)
      BardSettingsView(sheet: BardPreviewValues.settings(of: reminding))
        .previewDisplayName("Settings, three a day")
      HowToAddWidgetView {}
        .previewDisplayName("How to Add Widget")
      NavigationStack { AboutView() }
        .previewDisplayName("About")
    }
  }

  struct BardSavedInsults_Previews: PreviewProvider {
    static var previews: some View {
      SavedInsultsView(sheet: BardPreviewValues.savedInsults(.favourites))
        .previewDisplayName("Favourites")
      SavedInsultsView(sheet: BardPreviewValues.savedInsults(.history))
        .previewDisplayName("History")
      SavedInsultsView(sheet: BardPreviewValues.savedInsults(.favourites, withSamples: false))
        .previewDisplayName("Favourites, empty")
      SavedInsultsView(sheet: BardPreviewValues.savedInsults(.history, query: "brained"))
        .previewDisplayName("History, searched")
      SavedInsultsView(sheet: BardPreviewValues.savedInsults(.history, query: "zounds"))
        .previewDisplayName("History, nothing matches")
      SavedInsultsView(sheet: BardPreviewValues.savedInsults(.favourites, editing: true))
        .environment(\.dynamicTypeSize, .accessibility3)
        .previewDisplayName("Favourites, editing, accessibility size")
    }
  }

  struct BardWordOrigins_Previews: PreviewProvider {
    static var previews: some View {
      let model = BardPreviewValues.model()
      if let insult = InsultKit.full.insult(parsing: model.current.insult) {
        WordOriginsView(sheet: WordOriginsModel(insult))
          .previewDisplayName("Where the words come from")
      }
      // Two of its words from the plays, one ("pox-marked") the plays never use.
      WordOriginsView(
        sheet: WordOriginsModel(
          Insult(
            adjective: InsultKit.full.adjectives[0], compound: InsultKit.full.compounds[36],
            noun: InsultKit.full.nouns[0]))
      )
      .previewDisplayName("A word the plays never use")
    }
  }

  struct BardCompose_Previews: PreviewProvider {
    static var previews: some View {
      let model = BardPreviewValues.model()
      ComposeView(sheet: ComposeModel(kit: .full, startingWith: InsultKit.full.insult(parsing: model.current.insult)))
        .previewDisplayName("Compose")
      ComposeView(sheet: ComposeModel(kit: .familyFriendlyKit, startingWith: nil))
        .environment(\.dynamicTypeSize, .accessibility3)
        .previewDisplayName("Compose, family-friendly, accessibility size")
    }
  }

  struct BardBrowse_Previews: PreviewProvider {
    static var previews: some View {
      BrowseView(sheet: BrowseModel(kit: .full, seed: 40))
        .previewDisplayName("Browse")
      BrowseView(sheet: searched("brained"))
        .previewDisplayName("Browse, searched")
      BrowseView(sheet: selecting())
        .previewDisplayName("Browse, Select with three rows selected")
      BrowseView(sheet: searched("zounds"))
        .previewDisplayName("Browse, nothing matches")
      BrowseView(sheet: BrowseModel(kit: .familyFriendlyKit, seed: 7))
        .environment(\.dynamicTypeSize, .accessibility3)
        .previewDisplayName("Browse, family-friendly, accessibility size")
    }

    private static func searched(_ query: String) -> BrowseModel {
      let sheet = BrowseModel(kit: .full, seed: 40)
      sheet.query = query
      return sheet
    }

    /// Select on, the first three rows selected.
    private static func selecting() -> BrowseModel {
      let sheet = BrowseModel(kit: .full, seed: 40)
      sheet.startSelecting()
      sheet.setSelection(Set(sheet.rows.prefix(3)))
      return sheet
    }
  }
#endif
