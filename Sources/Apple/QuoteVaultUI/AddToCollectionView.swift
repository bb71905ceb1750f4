#if os(iOS)
  import DesignSystem
  import DesignSystemUI
  import Localization
  import LocalizationUI
  import QuoteVaultCore
  import SwiftUI

  /// Picks the collection a quote goes into (QV-5.3): a tap closes the picker at once (the change goes on its
  /// way; a refusal shows on top), and a new collection can be made here for the quote.
  @MainActor
  struct AddToCollectionView: View {
    let quote: Quote
    let model: QuoteVaultModel

    var body: some View {
      NavigationStack {
        List {
          Section {
            Button(QuoteVaultCopy.Library.newCollectionEllipsis, systemImage: "plus") {
              model.newCollection(adding: quote)
            }
          }
          ForEach(model.library.collections, id: \.collection.id) { entry in
            Button {
              Task { await model.add(quote, to: entry.collection) }
            } label: {
              HStack {
                Text(verbatim: entry.collection.name)
                Spacer()
                if entry.quoteIDs.contains(quote.id) {
                  Image(systemName: "checkmark").accessibilityLabel(QuoteVaultCopy.Library.alreadyInCollection)
                }
              }
            }
          }
        }
        .navigationTitle(QuoteVaultCopy.Actions.addToCollection)
        .toolbar {
          ToolbarItem(placement: .cancellationAction) {
            Button(QuoteVaultCopy.cancel) { model.cancelPickCollection(for: quote) }
          }
        }
      }
    }
  }
#endif
