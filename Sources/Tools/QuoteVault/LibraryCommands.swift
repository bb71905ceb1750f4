import ArgumentParser
import QuoteVaultCore
import ToolSupport

struct Favorite: AsyncParsableCommand {
  static let configuration = CommandConfiguration(abstract: "Add a quote to favourites, or take it out if it is in.")
  @OptionGroup var options: DeviceOptions
  @Argument var id: Int64

  @MainActor func run() async throws {
    let model = try await options.signedIn()
    let found = try await quote(id, in: model)
    await model.library.toggleFavorite(found)
    print(
      model.library.isFavorite(found) ? "Added to favorites: \(line(found))" : "Removed from favorites: \(line(found))")
    if model.connectivity.isOffline { print(Connectivity.offlineMessage) }
  }
}

struct Favorites: AsyncParsableCommand {
  static let configuration = CommandConfiguration(abstract: "Every favourite.")
  @OptionGroup var options: DeviceOptions

  @MainActor func run() async throws {
    let model = try await options.signedIn()
    if model.library.favorites.isEmpty { print("No favorites yet.") }
    model.library.favorites.forEach { print(line($0, favorite: true)) }
  }
}

struct Collections: AsyncParsableCommand {
  static let configuration = CommandConfiguration(abstract: "Collections and their quotes.")
  @OptionGroup var options: DeviceOptions

  @MainActor func run() async throws {
    let model = try await options.signedIn()
    if model.library.collections.isEmpty { print("No collections yet.") }
    for entry in model.library.collections {
      print("\(entry.collection.name) (\(entry.quoteIDs.count))")
      model.library.quotes(in: entry.collection).forEach { print("  " + line($0)) }
    }
  }
}

struct NewCollection: AsyncParsableCommand {
  static let configuration = CommandConfiguration(commandName: "new-collection", abstract: "Create a collection.")
  @OptionGroup var options: DeviceOptions
  @Argument var name: String

  @MainActor func run() async throws {
    let model = try await options.signedIn()
    guard let created = await model.library.createCollection(named: name) else {
      throw Failure(model.library.lastSaid ?? "The collection could not be created.")
    }
    print("Created \(created.name).")
  }
}

struct AddToCollection: AsyncParsableCommand {
  static let configuration = CommandConfiguration(commandName: "add", abstract: "Add a quote to a collection by name.")
  @OptionGroup var options: DeviceOptions
  @Argument var collection: String
  @Argument var id: Int64

  @MainActor func run() async throws {
    let model = try await options.signedIn()
    guard let target = model.library.collections.first(where: { $0.collection.name == collection })?.collection else {
      throw Failure("No collection is named \(collection).")
    }
    let found = try await quote(id, in: model)
    await model.library.add(found, to: target)
    print("Added to \(target.name): \(line(found))")
  }
}

struct Sync: AsyncParsableCommand {
  static let configuration = CommandConfiguration(abstract: "Send changes made offline and fetch the library.")
  @OptionGroup var options: DeviceOptions

  @MainActor func run() async throws {
    let model = try await options.signedIn()
    let waiting = model.outbox.pendingCount
    print(model.connectivity.isOffline ? Connectivity.offlineMessage : "In sync (\(waiting) changes waiting).")
  }
}
