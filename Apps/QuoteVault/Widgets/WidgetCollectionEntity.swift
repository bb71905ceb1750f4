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
    /// For a collection no longer shared: why, and to choose another (`WidgetCollections.chosen`).
    var hint: String? = nil

    var displayRepresentation: DisplayRepresentation {
      if let hint {
        DisplayRepresentation(title: "\(name)", subtitle: "\(hint)")
      } else {
        DisplayRepresentation(title: "\(name)")
      }
    }
  }

  /// The collections the app last shared. A chosen collection that is no longer there still resolves, by its
  /// id, so the widget keeps its choice and shows every category's quotes meanwhile (`WidgetCollections.pool`)
  /// rather than losing its configuration.
  struct WidgetCollectionQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [WidgetCollectionEntity] {
      // A collection no longer shared is named as such, with a hint, never a blank (the core's words).
      WidgetCollections.chosen(identifiers, in: Self.store()).map {
        WidgetCollectionEntity(id: $0.id, name: $0.name, hint: $0.hint)
      }
    }

    func suggestedEntities() async throws -> [WidgetCollectionEntity] { Self.shared() }

    private static func store() -> SharedStore {
      SharedStore.appGroup(QuoteVaultShared.appGroup, widgetCenter: .live)
    }

    private static func shared() -> [WidgetCollectionEntity] {
      WidgetCollections.choices(in: store()).map { WidgetCollectionEntity(id: $0.id, name: $0.name) }
    }
  }
#endif
