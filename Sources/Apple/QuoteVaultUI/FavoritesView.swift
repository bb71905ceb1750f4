#if os(iOS)
  import DesignSystem
  import DesignSystemUI
  import Localization
  import LocalizationUI
  import QuoteVaultCore
  import SwiftUI

  /// Every favourite (QV-4.3), kept in sync with Supabase (QV-4.4, QV-4.5); a guest's, kept on this device, with
  /// a note saying so and the way to sign in (they join the account then).
  @MainActor
  struct FavoritesView: View {
    let model: QuoteVaultModel
    let sharing: Sharing

    var body: some View {
      NavigationStack {
        // One scrolling column, in the core's order: the empty state is a row, so at the largest text sizes
        // it never covers a guest's Sign In.
        List {
          ForEach(model.favoritesSections, id: \.self) { section in
            switch section {
            case .empty:
              LibraryEmptyState(
                title: QuoteVaultCopy.Library.noFavorites, systemImage: "heart",
                description: QuoteVaultCopy.Library.noFavoritesHint)
            case .signIn:
              Section {
                Text(QuoteVaultCopy.Library.guestFavoritesNote).font(.footnote).foregroundStyle(.secondary)
                Button(QuoteVaultCopy.SignIn.signIn) { model.showSignIn() }
              }
            case .myQuotes: EmptyView()
            case .items:
              ForEach(model.library.favorites) {
                QuoteRow(quote: $0, model: model, sharing: sharing, reading: .favorites)
              }
            }
          }
        }
        .refreshable { await model.library.sync() }
        .navigationTitle(QuoteVaultCopy.Tabs.favorites)
        .toolbar {
          // Reading mode over the favourites, opened where it was left.
          ToolbarItem(placement: .topBarTrailing) {
            Button(QuoteReaderModel.readingMode, systemImage: "rectangle.portrait.on.rectangle.portrait") {
              model.reading.open(.favorites)
            }
            .disabled(model.library.favorites.isEmpty)
          }
        }
        .quoteDestination(model: model, sharing: sharing)
      }
    }
  }
#endif
