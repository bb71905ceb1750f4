/// The app's tabs; which one is up is the model's, so a notification tap can bring Home forward.
public enum QuoteVaultTab: Hashable, Sendable { case home, favorites, collections, settings }
