#if os(iOS)
  import DesignSystem
  import InsolentBardCore
  import Presentation
  import SwiftUI

  /// Favourites or history (IB-7.2): newest first, swipe to remove, tap to copy, searchable by any word.
  @MainActor
  struct SavedInsultsView: View {
    let model: BardModel
    let kind: SavedInsultsKind
    /// The search field's text: the sheet's own, gone with it.
    @State private var query: String

    /// `query` starts the search field with words already typed (previews).
    init(model: BardModel, kind: SavedInsultsKind, query: String = "") {
      self.model = model
      self.kind = kind
      _query = State(initialValue: query)
    }

    var body: some View {
      // The rows and the empty state the core computes for this search (`BardModel.listing`).
      let listing = model.listing(kind, matching: query)
      NavigationStack {
        List {
          ForEach(listing.items) { item in
            // Tap to copy, as the doc comment promises; the row says so once copied.
            Button {
              model.copy(item.text)
            } label: {
              VStack(alignment: .leading, spacing: 4) {
                Text(item.text).foregroundStyle(.primary)
                HStack(spacing: Spacing.xSmall) {
                  // Criterion: IB-4.3 (the same words as the widget's "Updated" line, redrawn each minute)
                  TimelineView(.everyMinute) { context in
                    Text(item.timestamp(now: context.date)).font(.caption).foregroundStyle(.secondary)
                  }
                  // The row says so once copied, for a moment (the model clears it).
                  if model.isCopied(item.text) {
                    Label(BardCopy.copied, systemImage: "checkmark").font(.caption.weight(.semibold))
                      .foregroundStyle(.tint)
                      .transition(.opacity)
                  }
                }
              }
              .frame(maxWidth: .infinity, alignment: .leading)
              .animation(.default, value: model.isCopied(item.text))
            }
            .accessibilityHint(BardCopy.copyRowHint)
            .swipeActions {
              if kind == .favourites {
                Button(BardCopy.remove, role: .destructive) { model.removeFavourites([item.text]) }
              } else {
                // A History row found again is kept with one swipe, as the peer insult apps do.
                let kept = model.isFavourite(item.text)
                Button(kept ? BardCopy.unfavourite : BardCopy.favourite, systemImage: kept ? "heart.slash" : "heart") {
                  model.toggleFavourite(saved: item.text)
                }
                .tint(.pink)
              }
            }
            .contextMenu {
              // The share sheet through the model's stack, over this sheet: the text and the card's picture.
              Button(BardCopy.share, systemImage: "square.and.arrow.up") {
                Task { await model.share(saved: item.text) }
              }
            }
          }
        }
        .overlay {
          if let empty = listing.emptyState {
            ContentUnavailableView(empty.title, systemImage: empty.systemImage, description: Text(empty.message))
          }
        }
        .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always), prompt: BardCopy.searchPrompt)
        .navigationTitle(BardCopy.title(of: kind))
        .toolbar {
          ToolbarItem(placement: .confirmationAction) {
            Button(BardCopy.done) { model.close(kind == .favourites ? .favourites : .history) }
          }
          if kind == .history && listing.hasSaved {
            ToolbarItem(placement: .destructiveAction) { Button(BardCopy.clear) { model.requestClearHistory() } }
          }
        }
      }
    }
  }
#endif
