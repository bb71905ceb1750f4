#if os(iOS)
  import DesignSystem
  import InsolentBardCore
  import Localization
  import LocalizationUI
  import Presentation
  import SwiftUI

  /// Favourites or history (IB-7.2): newest first, swipe to remove, tap to copy, searchable by any word.
  /// Favourites' Edit selects rows to copy (one per line), share or remove together, or removes them all.
  @MainActor
  struct SavedInsultsView: View {
    let model: BardModel
    let kind: SavedInsultsKind
    /// The search field's text: the sheet's own, gone with it.
    @State private var query: String
    /// Favourites' Edit: whether rows are being selected, and which (by insult, `SavedInsult.id`). The sheet's
    /// own, gone with it; the model acts only on those still in Favourites.
    @State private var editMode: EditMode = .inactive
    @State private var selection = Set<String>()

    /// `query` starts the search field with words already typed, `editing` in Edit with every row selected
    /// (previews).
    init(model: BardModel, kind: SavedInsultsKind, query: String = "", editing: Bool = false) {
      self.model = model
      self.kind = kind
      _query = State(initialValue: query)
      _editMode = State(initialValue: editing ? .active : .inactive)
      _selection = State(initialValue: editing ? Set(model.favourites.map(\.text)) : [])
    }

    var body: some View {
      // The rows and the empty state the core computes for this search (`BardModel.listing`).
      let listing = model.listing(kind, matching: query)
      let editing = kind == .favourites && listing.hasSaved && editMode.isEditing
      NavigationStack {
        List(selection: editing ? $selection : nil) {
          ForEach(listing.items) { item in
            // Tap to copy, as the doc comment promises; the row says so once copied. While editing the row is
            // not a button, so a tap selects it instead.
            Group {
              if editing {
                rowContent(item)
              } else {
                Button {
                  model.copy(item.text)
                } label: {
                  rowContent(item)
                }
                .accessibilityHint(BardCopy.copyRowHint)
              }
            }
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
            ContentUnavailableView {
              Label(empty.title, systemImage: empty.systemImage)
            } description: {
              Text(empty.message)
            }
          }
        }
        .searchable(
          text: $query, placement: .navigationBarDrawer(displayMode: .always), prompt: Text(BardCopy.searchPrompt)
        )
        .navigationTitle(
          editing ? BardCopy.selectedCount(model.selectedFavouritesCount(selection)) : BardCopy.title(of: kind)
        )
        .environment(\.editMode, $editMode)
        // Everything removed (Remove All): Edit ends with the list, rather than coming back on the next heart.
        .onChange(of: listing.hasSaved) { _, hasSaved in
          if !hasSaved { endEditing() }
        }
        .toolbar {
          ToolbarItem(placement: .confirmationAction) {
            if editing {
              Button(BardCopy.done) { endEditing() }
            } else {
              Button(BardCopy.done) { model.close(kind == .favourites ? .favourites : .history) }
            }
          }
          if kind == .favourites && listing.hasSaved && !editing {
            ToolbarItem(placement: .topBarLeading) {
              Button(BardCopy.edit) { withAnimation { editMode = .active } }
            }
          }
          if editing { editToolbar }
          if kind == .history && listing.hasSaved {
            ToolbarItem(placement: .destructiveAction) { Button(BardCopy.clear) { model.requestClearHistory() } }
          }
        }
      }
    }

    /// A row: the insult, when it was kept or seen, and "Copied!" for a moment after a copy.
    private func rowContent(_ item: SavedInsult) -> some View {
      VStack(alignment: .leading, spacing: 4) {
        Text(verbatim: item.text).foregroundStyle(.primary)
        HStack(spacing: Spacing.xSmall) {
          // Criterion: IB-4.3 (the same words as the widget's "Updated" line, redrawn each minute)
          TimelineView(.everyMinute) { context in
            Text(verbatim: item.timestamp(now: context.date)).font(.caption).foregroundStyle(.secondary)
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

    /// Copy All Selected, Share Selected, and Remove (Selected, or All Favourites), which asks first.
    @ToolbarContentBuilder private var editToolbar: some ToolbarContent {
      let count = model.selectedFavouritesCount(selection)
      let copied = model.didCopySelectedFavourites(selection)
      ToolbarItemGroup(placement: .bottomBar) {
        Button(copied ? BardCopy.copied : BardCopy.copyAllSelected, systemImage: copied ? "checkmark" : "doc.on.doc") {
          model.copySelectedFavourites(selection)
        }
        .disabled(count == 0)
        Spacer()
        Button(BardCopy.shareSelected, systemImage: "square.and.arrow.up") { model.shareSelectedFavourites(selection) }
          .disabled(count == 0)
        Spacer()
        Menu {
          Button(BardCopy.removeSelected, role: .destructive) { model.requestRemoveSelectedFavourites(selection) }
            .disabled(count == 0)
          Button(BardCopy.removeAllFavourites, role: .destructive) { model.requestRemoveAllFavourites() }
        } label: {
          Label(BardCopy.remove, systemImage: "trash")
        }
      }
    }

    private func endEditing() {
      withAnimation { editMode = .inactive }
      selection = []
    }
  }
#endif
