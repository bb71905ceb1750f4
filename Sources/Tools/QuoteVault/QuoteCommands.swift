import ArgumentParser
import QuoteVaultCore
import SupabaseClient
import ToolSupport

func line(_ quote: Quote, favorite: Bool = false) -> String {
  "\(quote.id)\t\(favorite ? "♥ " : "")“\(quote.text)” — \(quote.author) [\(quote.category)]"
}

struct Feed: AsyncParsableCommand {
  static let configuration = CommandConfiguration(abstract: "Quotes, a page at a time; cached quotes when offline.")
  @OptionGroup var options: DeviceOptions
  // The help lists every category the app knows, so it never falls behind the list.
  @Option(help: ArgumentHelp(QuoteCategory.allCases.map(\.rawValue).joined(separator: ", ") + ".")) var category:
    String?
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
      model.feed.submitSearch()
      await model.feed.finishSearch()
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
    await model.daily.refresh()
    guard let quote = model.daily.quote else { throw Failure(model.daily.error ?? "No quote of the day.") }
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
