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
    let picker: CollectionPickerModel

    var body: some View {
      NavigationStack {
        List {
          Section {
            Button(QuoteVaultCopy.Library.newCollectionEllipsis, systemImage: "plus") {
              picker.newCollection()
            }
          }
          ForEach(picker.rows) { row in
            Button {
              Task { await picker.pick(row.collection) }
            } label: {
              HStack {
                Text(verbatim: row.name)
                Spacer()
                if row.holdsQuote {
                  Image(systemName: "checkmark").accessibilityLabel(QuoteVaultCopy.Library.alreadyInCollection)
                }
              }
            }
          }
        }
        .navigationTitle(QuoteVaultCopy.Actions.addToCollection)
        .toolbar {
          ToolbarItem(placement: .cancellationAction) {
            Button(QuoteVaultCopy.cancel) { picker.cancel() }
          }
        }
      }
    }
  }
#endif
