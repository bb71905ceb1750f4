import AppServices
import ArgumentParser
import DesignSystem
import Foundation
import QuoteVaultCore
import Rendering
import RenderingCairo
import SharedStore
import SupabaseClient
import ToolSupport

@main
struct QuoteVaultTool: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "quotevault",
    abstract: "QuoteVault's app core on the command line: the same client, cache, outbox and rules as the iPhone app.",
    subcommands: [
      SignUp.self, SignIn.self, SignOut.self, Feed.self, Today.self, Favorite.self, Favorites.self,
      Collections.self, NewCollection.self, AddToCollection.self, Sync.self, Card.self, WidgetPreview.self,
    ],
    defaultSubcommand: Feed.self)

  /// Runs the command, then waits (at most `flushWait`) for any flush it started, such as the replay a
  /// successful request sets off: what waited in the outbox reaches the server before the process exits.
  static func main() async {
    do {
      var command = try parseAsRoot()
      if var asyncCommand = command as? any AsyncParsableCommand {
        try await asyncCommand.run()
      } else {
        try command.run()
      }
      await ToolSession.finish()
    } catch {
      await ToolSession.finish()
      exit(withError: error)
    }
  }
}

/// The app models a command made, so the process can wait for their flushes before exiting.
@MainActor
enum ToolSession {
  static var models: [QuoteVaultModel] = []
  /// Long enough for a flush of a few changes on a slow link; a server that never answers cannot hold the
  /// command longer, and what it did not send stays queued for the next command.
  static let flushWait = Duration.seconds(15)

  static func finish() async {
    for model in models {
      await model.outbox.settle(within: flushWait)
      // A change the server refused (in this command's sends or a replay it set off) is said, in the app's words.
      if let refused = model.library.message {
        FileHandle.standardError.write(Data("not saved: \(refused)\n".utf8))
      }
    }
  }
}

/// Where the project is and where this "device" keeps its session, cache and settings.
struct DeviceOptions: ParsableArguments {
  @Option(help: "The Supabase project (quotevault-server's API URL).")
  var url = "http://127.0.0.1:54321"

  @Option(help: "The anon key (`quotevault-server status` prints it). Default: $QUOTEVAULT_ANON_KEY")
  var key = ProcessInfo.processInfo.environment["QUOTEVAULT_ANON_KEY"] ?? ""

  @Option(help: "This device's folder: session, offline cache, settings. Default: ./quotevault-device")
  var device = "quotevault-device"

  @MainActor
  func model() throws -> QuoteVaultModel {
    guard let project = URL(string: url), project.scheme == "http" || project.scheme == "https" else {
      throw ValidationError("--url must be an http(s) URL.")
    }
    let folder = URL(fileURLWithPath: device, isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let client = SupabaseClient(
      url: project, key: key,
      sessionStorage: FileSessionStorage(url: folder.appendingPathComponent("session.json")))
    let cache = try LocalCache(path: folder.appendingPathComponent("cache.sqlite").path)
    let model = QuoteVaultModel(
      dependencies: QuoteVaultDependencies(
        service: QuoteVaultService(api: QuoteVaultAPI(client: client), cache: cache),
        store: SharedStore(directory: folder.appendingPathComponent("group")), notifications: NoNotifications()))
    ToolSession.models.append(model)
    return model
  }

  /// The signed-in app, its library synced; refuses politely when nobody is signed in.
  @MainActor
  func signedIn() async throws -> QuoteVaultModel {
    let model = try model()
    await model.auth.restore()
    guard model.auth.isSignedIn else { throw Failure("Not signed in. Run `quotevault signin EMAIL` first.") }
    await model.afterSignIn()
    return model
  }
}

/// A command line has no notification centre.
struct NoNotifications: UserNotificationCenter {
  func authorizationStatus() async -> NotificationAuthorization { .denied }
  func requestAuthorization() async -> Bool { false }
  func add(_ request: NotificationRequest) async throws {}
  func pendingRequests() async -> [NotificationRequest] { [] }
  func removePendingRequests(withIdentifiers identifiers: [String]) async {}
}

/// The password comes on standard input, so it stays out of the shell history and the process list.
func readPassword() throws -> String {
  guard let line = readLine(strippingNewline: true), !line.isEmpty else {
    throw ValidationError("Give the password on standard input.")
  }
  return line
}

func line(_ quote: Quote, favorite: Bool = false) -> String {
  "\(quote.id)\t\(favorite ? "♥ " : "")“\(quote.text)” — \(quote.author) [\(quote.category)]"
}

/// Signs up or in with the email argument and the password on standard input; the refusal in the app's words.
@MainActor
func authenticate(_ options: DeviceOptions, email: String, signingUp: Bool) async throws -> QuoteVaultModel {
  let model = try options.model()
  model.auth.email = email
  model.auth.password = try readPassword()
  guard signingUp ? await model.auth.signUp() : await model.auth.signIn() else {
    throw Failure(model.auth.emailError ?? model.auth.passwordError ?? model.auth.message ?? "Not signed in.")
  }
  await model.afterSignIn()
  return model
}

struct SignUp: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "signup", abstract: "Create an account (password on standard input).")
  @OptionGroup var options: DeviceOptions
  @Argument var email: String

  @MainActor func run() async throws {
    let model = try await authenticate(options, email: email, signingUp: true)
    print("Signed up as \(model.auth.user?.email ?? email).")
  }
}

struct SignIn: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "signin", abstract: "Sign in (password on standard input); favourites and collections come back.")
  @OptionGroup var options: DeviceOptions
  @Argument var email: String

  @MainActor func run() async throws {
    let model = try await authenticate(options, email: email, signingUp: false)
    print(
      "Signed in as \(email): \(model.library.favorites.count) favorites, \(model.library.collections.count) collections."
    )
  }
}

struct SignOut: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "signout", abstract: "Sign out and forget this user's data (changes still waiting: asks first).")
  @OptionGroup var options: DeviceOptions
  @Flag(help: "Sign out even though changes have not reached the server; they are lost.")
  var discardChanges = false

  @MainActor func run() async throws {
    let model = try options.model()
    await model.auth.restore()
    if discardChanges {
      await model.signOut()
    } else {
      await model.requestSignOut()
      if let warning = model.signOutWarning {
        throw Failure("\(warning) Run `quotevault signout --discard-changes` to sign out anyway.")
      }
    }
    print("Signed out.")
  }
}

struct Feed: AsyncParsableCommand {
  static let configuration = CommandConfiguration(abstract: "Quotes, a page at a time; cached quotes when offline.")
  @OptionGroup var options: DeviceOptions
  @Option(help: "Motivation, Love, Success, Wisdom or Humor.") var category: String?
  @Option(help: "Words in the text or the author.") var search: String?
  @Option(help: "Pages to show, from the first.") var pages = 1

  @MainActor func run() async throws {
    let model = try options.model()
    var chosen: QuoteCategory?
    if let category {
      guard let match = QuoteCategory.allCases.first(where: { $0.rawValue.lowercased() == category.lowercased() })
      else {
        throw ValidationError(
          "--category must be one of \(QuoteCategory.allCases.map(\.rawValue).joined(separator: ", ")).")
      }
      chosen = match
    }
    await model.auth.restore()
    model.library.reload()
    await model.feed.select(chosen)
    if let search {
      model.feed.searchChanged(search)
      await model.feed.settle()
    } else if chosen == nil {
      await model.feed.reload()
    }
    for _ in 1..<max(1, min(pages, 50)) {
      guard let last = model.feed.quotes.last else { break }
      await model.feed.loadMore(after: last)
    }
    if model.connectivity.isOffline { print(Connectivity.offlineMessage) }
    switch model.feed.state {
    case .failed(let message): throw Failure(message)
    case .empty: print(model.feed.emptyMessage)
    default: model.feed.quotes.forEach { print(line($0, favorite: model.library.isFavorite($0))) }
    }
  }
}

struct Today: AsyncParsableCommand {
  static let configuration = CommandConfiguration(abstract: "The Quote of the Day (the same on every device).")
  @OptionGroup var options: DeviceOptions

  @MainActor func run() async throws {
    let model = try options.model()
    await model.refreshQuoteOfTheDay()
    guard let quote = model.quoteOfTheDay else { throw Failure(model.quoteOfTheDayError ?? "No quote of the day.") }
    print("\(model.today)\t“\(quote.text)” — \(quote.author)")
  }
}

/// A quote by its ID, from the cache or the server.
@MainActor
func quote(_ id: Int64, in model: QuoteVaultModel) async throws -> Quote {
  if let cached = (try? model.service.cache.quotes(ids: [id]))?.first { return cached }
  do {
    guard let found = try await model.service.api.quotes(ids: [id]).first else {
      throw Failure("No quote has the ID \(id).")
    }
    return found
  } catch let error as SupabaseError {
    throw Failure(error.description)
  }
}

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
      throw Failure(model.library.message ?? "The collection could not be created.")
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

struct Card: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "share-card", abstract: "Draw a quote as a share card (PNG).")
  @OptionGroup var options: DeviceOptions
  @Argument(help: "The quote's ID; default: today's quote.") var id: Int64?
  @Option(help: "1, 2 or 3, or classic, bold or minimal.") var template = "classic"
  @Option(help: "The PNG to write.") var out = "quote-card.png"

  @MainActor func run() async throws {
    let numbered = Int(template).flatMap {
      ShareCardTemplate.allCases.indices.contains($0 - 1) ? ShareCardTemplate.allCases[$0 - 1] : nil
    }
    guard let style = numbered ?? ShareCardTemplate(rawValue: template) else {
      throw ValidationError(
        "--template must be one of \(ShareCardTemplate.allCases.map(\.rawValue).joined(separator: ", ")).")
    }
    let model = try options.model()
    let chosen: Quote
    if let id {
      chosen = try await quote(id, in: model)
    } else {
      await model.refreshQuoteOfTheDay()
      guard let today = model.quoteOfTheDay else { throw Failure(model.quoteOfTheDayError ?? "No quote of the day.") }
      chosen = today
    }
    let share = ShareCardModel(quote: chosen, renderer: CairoRenderer(), photos: FileSaver(path: out))
    share.template = style
    await share.save()
    // A card that could not be written is a failure: a message and a non-zero exit, never "done".
    guard share.message == PhotoSaveResult.saved.message else {
      throw Failure(share.message ?? "The card could not be written to \(out).")
    }
    print("Wrote \(out).")
  }
}

/// "Photos" for the command line: the card goes to a file.
struct FileSaver: PhotoLibrary {
  let path: String

  func savePNG(_ data: Data) async -> PhotoSaveResult {
    do {
      try data.write(to: URL(fileURLWithPath: path), options: .atomic)
      return .saved
    } catch {
      return .failed("\(path) cannot be written (\(fileErrorWords(error))).")
    }
  }
}

struct WidgetPreview: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "widget", abstract: "Draw the Quote of the Day widget as the home screen shows it (PNG).")
  @OptionGroup var options: DeviceOptions
  @Option(help: "small, medium or large.") var family = "medium"
  @Option(help: "light or dark.") var scheme = "light"
  @Option(help: "The PNG to write.") var out = "quote-widget.png"

  @MainActor func run() async throws {
    guard let chosen = WidgetFamilyID(rawValue: family), QuoteVaultShared.widgetFamilies.contains(chosen) else {
      throw ValidationError(
        "--family must be one of \(QuoteVaultShared.widgetFamilies.map(\.rawValue).joined(separator: ", ")).")
    }
    guard let colors = ColorScheme(rawValue: scheme) else { throw ValidationError("--scheme must be light or dark.") }
    let model = try options.model()
    await model.refreshQuoteOfTheDay()
    let renderer = CairoRenderer()
    let scene = QuoteWidgetScene.make(
      family: chosen, quote: model.quoteOfTheDay, scheme: colors, theme: model.settings.settings.theme,
      measurer: renderer)
    let (width, _) = chosen.previewSize
    do {
      try renderer.renderPNG(scene.list, pixelWidth: Int(width * 3)).write(
        to: URL(fileURLWithPath: out), options: .atomic)
    } catch let error as RenderingError {
      throw Failure("The widget could not be drawn: \(error).")
    } catch {
      throw Failure("\(out) cannot be written (\(fileErrorWords(error))).")
    }
    print("Wrote \(out).")
  }
}
