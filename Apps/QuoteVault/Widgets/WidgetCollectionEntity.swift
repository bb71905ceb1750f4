#if os(iOS)
  import AppIntents
  import Foundation
  import QuoteVaultCore
  import SharedStore
  import SharedStoreWidgetKit

  /// One of the user's collections, as "Edit Widget" > Collection lists it: from the copy the app shares in the
  /// App Group (`WidgetCollections`), as the widget's process can read no database. Declared in the extension's
  /// own sources, where Xcode extracts App Intents metadata, as `SelectQuoteSourceIntent` is.
  struct WidgetCollectionEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation {
      TypeDisplayRepresentation(
        name: LocalizedStringResource("quotevault.widget.collectionTitle", defaultValue: "Collection"))
    }
    static var defaultQuery: WidgetCollectionQuery { WidgetCollectionQuery() }

    let id: String
    let name: String

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
  }

  /// The collections the app last shared. A chosen collection that is no longer there still resolves, by its
  /// id, so the widget keeps its choice and shows every category's quotes meanwhile (`WidgetCollections.pool`)
  /// rather than losing its configuration.
  struct WidgetCollectionQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [WidgetCollectionEntity] {
      let shared = Self.shared()
      return identifiers.map { id in shared.first { $0.id == id } ?? WidgetCollectionEntity(id: id, name: "") }
    }

    func suggestedEntities() async throws -> [WidgetCollectionEntity] { Self.shared() }

    private static func shared() -> [WidgetCollectionEntity] {
      let store = SharedStore.appGroup(QuoteVaultShared.appGroup, widgetCenter: LiveWidgetCenter())
      return WidgetCollections.choices(in: store).map { WidgetCollectionEntity(id: $0.id, name: $0.name) }
    }
  }
#endif
