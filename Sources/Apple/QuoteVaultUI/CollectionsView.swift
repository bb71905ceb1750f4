#if os(iOS)
  import DesignSystem
  import DesignSystemUI
  import Localization
  import LocalizationUI
  import QuoteVaultCore
  import SwiftUI

  /// The user's collections: create (QV-5.1, QV-5.2), open (QV-5.5), rename, delete after a confirmation
  /// (QV-5.6). The name sheet and the confirmation are the model's (`QuoteVaultPresentation`), and so is what is
  /// pushed (`CollectionsModel.path`): a link lands on a collection, a deleted one is popped.
  @MainActor
  struct CollectionsView: View {
    let model: QuoteVaultModel
    let sharing: Sharing

    var body: some View {
      @Bindable var collections = model.collections
      return NavigationStack(path: $collections.path) {
        // One scrolling column, in the core's order: the empty state is a row, so at the largest text sizes
        // it never covers a guest's Sign In.
        List {
          ForEach(model.collectionsSections, id: \.self) { section in
            switch section {
            case .empty:
              LibraryEmptyState(
                title: QuoteVaultCopy.Library.noCollections, systemImage: "rectangle.stack",
                description: QuoteVaultCopy.Library.noCollectionsHint)
            case .signIn:
              Section {
                Text(QuoteVaultCopy.Library.guestCollectionsNote).font(.footnote).foregroundStyle(.secondary)
                Button(QuoteVaultCopy.SignIn.signIn) { model.showSignIn() }
              }
            case .myQuotes:
              Section {
                NavigationLink(value: CollectionsRoute.myQuotes) {
                  LabeledContent(QuoteVaultCopy.Library.myQuotes, value: model.library.ownQuotes.count.formatted())
                }
              }
            case .items:
              ForEach(model.library.collections, id: \.collection.id) { entry in
                NavigationLink(value: collections.route(for: entry.collection)) {
                  LabeledContent(verbatim: entry.collection.name, value: entry.quoteIDs.count.formatted())
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel(
                      QuoteVaultCopy.Library.collectionLabel(entry.collection.name, count: entry.quoteIDs.count))
                }
                .swipeActions {
                  // Criterion: QV-5.6 (asks first, as a destructive confirmation)
                  // A red tint, not the destructive role: that role animates the row away before the confirmation,
                  // and it springs back under the dialog.
                  Button(QuoteVaultCopy.delete) { model.askToDelete(entry.collection) }.tint(.red)
                  Button(QuoteVaultCopy.rename) { model.rename(entry.collection) }.tint(.indigo)
                }
                .contextMenu {
                  Button(QuoteVaultCopy.rename, systemImage: "pencil") { model.rename(entry.collection) }
                  Button(role: .destructive) {
                    model.askToDelete(entry.collection)
                  } label: {
                    Label(QuoteVaultCopy.delete, systemImage: "trash")
                  }
                }
              }
            }
          }
        }
        .toolbar {
          ToolbarItem(placement: .primaryAction) {
            Button(QuoteVaultCopy.Library.newCollection, systemImage: "plus") { model.newCollection() }
          }
        }
        .navigationTitle(QuoteVaultCopy.Tabs.collections)
        .navigationDestination(for: CollectionsRoute.self) { route in
          switch route {
          case .myQuotes: MyQuotesView(model: model, sharing: sharing)
          case .collection(let screen): CollectionDetailView(screen: screen, model: model, sharing: sharing)
          case .quote(let quote): QuoteDetailView(quote: quote, model: model, sharing: sharing)
          }
        }
      }
    }
  }
#endif
