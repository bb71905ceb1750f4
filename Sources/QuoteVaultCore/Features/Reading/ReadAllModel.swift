import AppServices
import DesignSystem
import Observation
import Presentation

/// Reading mode's Read All: a quote too long for its page, whole, in a sheet that scrolls, drawn in the reader's
/// theme as it was when opened (`QuoteReaderModel.readAllTheme`); the sheet's own model, held by its destination.
@MainActor
@Observable
public final class ReadAllModel {
  public let quote: Quote
  public let theme: ReadingTheme
  @ObservationIgnored private let readSettings: @MainActor () -> QuoteVaultSettings
  /// Done: the app takes the sheet down, the reader under it on the same page.
  @ObservationIgnored var onDone: @MainActor () -> Void = unimplemented("ReadAllModel.onDone")

  /// `settings` reads the user's settings as they are now (Quote Size applies here too, QV-9.5).
  public init(quote: Quote, theme: ReadingTheme, settings: @escaping @MainActor () -> QuoteVaultSettings) {
    self.quote = quote
    self.theme = theme
    readSettings = settings
  }

  /// The quote's type size: the featured size, as a page's full size would leave few words a line at the
  /// largest text sizes, and here nothing needs to fit.
  public func quoteTextSize(at size: DynamicTypeSize) -> Double {
    readSettings().featuredQuoteTextSize(at: size)
  }

  /// Done (or the swipe down): the sheet goes, the reader under it stays on the same page.
  public func done() { onDone() }
}

extension ReadAllModel: HashableObject {}
