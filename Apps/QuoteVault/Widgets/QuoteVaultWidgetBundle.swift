#if os(iOS)
  import QuoteVaultWidgets
  import SwiftUI
  import WidgetKit

  @main
  struct QuoteVaultWidgetBundle: WidgetBundle {
    var body: some Widget {
      QuoteOfTheDayWidget<SelectQuoteSourceIntent, ToggleFavoriteQuoteIntent, NextQuoteOnWidgetIntent>()
    }
  }
#endif
