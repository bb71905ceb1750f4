/// The limits one PostgREST request must stay within, checked before the work they limit (docs/architecture.md,
/// "Request budgets"). Configurable like supabase/config.toml's `[api] max_rows`; the defaults serve QuoteVault.
public struct RequestBudgets: Sendable, Equatable {
  /// `[api] max_rows`: rows per read, and rows per bulk insert.
  public var maximumRows = 1000
  /// Items of a `select`, embeds and their items included (PGRST100 past it).
  public var maximumSelectItems = 100
  /// How deep embeds may nest (PGRST100 past it).
  public var maximumEmbedDepth = 4
  /// Objects in one response, every repeat of an embedded row counted (PGRST103 past it, before building).
  public var maximumResponseObjects = 20_000

  public init() {}
}
