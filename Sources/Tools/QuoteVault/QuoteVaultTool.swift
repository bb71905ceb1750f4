import ArgumentParser

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
