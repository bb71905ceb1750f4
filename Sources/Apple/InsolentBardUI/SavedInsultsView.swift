#if os(iOS)
  import DesignSystem
  import InsolentBardCore
  import Presentation
  import SwiftUI

  /// Favourites or history (IB-7.2): newest first, swipe to remove, tap to copy.
  @MainActor
  struct SavedInsultsView: View {
    enum Kind { case favourites, history }

    let model: BardModel
    let kind: Kind

    private var items: [SavedInsult] { kind == .favourites ? model.favourites : model.history }

    var body: some View {
      NavigationStack {
        List {
          ForEach(items) { item in
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
              }
            }
            .contextMenu {
              // The share sheet through the model's stack, over this sheet.
              Button(BardCopy.share, systemImage: "square.and.arrow.up") {
                model.share(ShareItem(text: BardCopy.shareText(item.text)))
              }
            }
          }
        }
        .overlay {
          if items.isEmpty {
            ContentUnavailableView(
              kind == .favourites ? BardCopy.favouritesTitle : BardCopy.historyTitle,
              systemImage: kind == .favourites ? "heart" : "clock",
              description: Text(kind == .favourites ? BardCopy.emptyFavourites : BardCopy.emptyHistory))
          }
        }
        .navigationTitle(kind == .favourites ? BardCopy.favouritesTitle : BardCopy.historyTitle)
        .toolbar {
          ToolbarItem(placement: .confirmationAction) {
            Button(BardCopy.done) { model.close(kind == .favourites ? .favourites : .history) }
          }
          if kind == .history && !items.isEmpty {
            ToolbarItem(placement: .destructiveAction) { Button(BardCopy.clear) { model.requestClearHistory() } }
          }
        }
      }
    }
  }
#endif
