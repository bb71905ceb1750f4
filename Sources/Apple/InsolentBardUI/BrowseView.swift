#if os(iOS)
  import DesignSystem
  import InsolentBardCore
  import Localization
  import LocalizationUI
  import SwiftUI

  /// Browse: the kit's insults fifty at a time, more as the list nears its end or on "More", searchable by any
  /// word; each row copies on tap, with the heart and Share beside it and as its swipes. Select picks rows to keep,
  /// let go, copy or share together (the selection is the model's, changed only through `setSelection`, so it
  /// survives scrolling and the search). Reads its own model, held by its destination, so closing the sheet lets
  /// it go.
  @MainActor
  struct BrowseView: View {
    @Bindable var sheet: BrowseModel

    var body: some View {
      let selecting = sheet.isSelecting
      NavigationStack {
        // The list's taps go through the model's own setter, the one the tests drive.
        List(selection: selecting ? Binding(get: { sheet.selection }, set: { sheet.setSelection($0) }) : nil) {
          Section {
            ForEach(sheet.rows, id: \.self) { text in
              // While selecting the row is the insult alone: a tap selects it instead of copying.
              Group {
                if selecting {
                  Text(InsultText.attributed(text)).frame(maxWidth: .infinity, alignment: .leading)
                } else {
                  row(text)
                    // As History's swipe keeps a row, and the peer insult apps' rows share with one swipe.
                    // No full swipe: letting a favourite go asks first elsewhere, so a long swipe must not do it.
                    .swipeActions(edge: .leading, allowsFullSwipe: false) {
                      let kept = sheet.isFavourite(text)
                      Button(
                        kept ? BardCopy.unfavourite : BardCopy.favourite, systemImage: kept ? "heart.slash" : "heart"
                      ) {
                        sheet.toggleFavourite(text)
                      }
                      .tint(.pink)
                    }
                    .swipeActions(edge: .trailing) {
                      Button(BardCopy.share, systemImage: "square.and.arrow.up") {
                        Task { await sheet.share(text) }
                      }
                      .disabled(sheet.isSharePending(text))
                    }
                }
              }
              .onAppear { sheet.rowAppeared(text) }
            }
          } footer: {
            if let footer = sheet.footer { Text(footer) }
          }
          if sheet.canLoadMore {
            Button(BardCopy.more, systemImage: "ellipsis.circle") { sheet.loadMore() }
              .frame(maxWidth: .infinity, minHeight: HitTarget.minimum)
              .accessibilityHint(BardCopy.moreHint)
          }
        }
        .overlay {
          if let empty = sheet.emptyState {
            ContentUnavailableView {
              Label(empty.title, systemImage: empty.systemImage)
            } description: {
              Text(empty.message)
            }
          }
        }
        .searchable(
          text: $sheet.query, placement: .navigationBarDrawer(displayMode: .always), prompt: Text(BardCopy.searchPrompt)
        )
        .navigationTitle(selecting ? sheet.selectionTitle : BardCopy.browseTitle)
        .navigationBarTitleDisplayMode(.inline)
        .environment(\.editMode, .constant(selecting ? .active : .inactive))
        // Select and its Done keep the trailing slot, where Favourites' Done ends Edit; Select All, or the sheet's
        // close, the leading one (`BrowseModel.leadingButton`, `trailingButton`), so a double tap never closes.
        .toolbar {
          ToolbarItem(placement: .topBarLeading) { barButton(sheet.leadingButton) }
          // Select's Done in the confirming place (bold), as Favourites' Done that ends Edit; Select as plain.
          if selecting {
            ToolbarItem(placement: .confirmationAction) { barButton(sheet.trailingButton) }
          } else {
            ToolbarItem(placement: .topBarTrailing) { barButton(sheet.trailingButton) }
          }
          if selecting { selectToolbar }
        }
      }
    }

    private func barButton(_ button: BrowseBarButton) -> some View {
      Button(button.title) { withAnimation { sheet.perform(button) } }
        .disabled(button == .selectAll && sheet.rows.isEmpty)
    }

    /// Add to Favourites, Remove from Favourites (which asks first), Copy and Share Selected, on what is selected.
    @ToolbarContentBuilder private var selectToolbar: some ToolbarContent {
      ToolbarItemGroup(placement: .bottomBar) {
        Button(BardCopy.favouriteSelected, systemImage: "heart") { sheet.favouriteSelected() }
          .disabled(!sheet.canFavouriteSelected)
        Spacer()
        Button(BardCopy.unfavourite, systemImage: "heart.slash") { sheet.requestUnfavouriteSelected() }
          .disabled(!sheet.canUnfavouriteSelected)
        Spacer()
        let copied = sheet.didCopySelected
        Button(copied ? BardCopy.copied : BardCopy.copyAllSelected, systemImage: copied ? "checkmark" : "doc.on.doc") {
          sheet.copySelected()
        }
        .disabled(sheet.selection.isEmpty)
        Spacer()
        Button(BardCopy.shareSelected, systemImage: "square.and.arrow.up") { sheet.shareSelected() }
          .disabled(sheet.selection.isEmpty)
      }
    }

    /// Tap to copy (the row says so once copied); the heart and Share as buttons of their own, so VoiceOver
    /// reaches each, and as the row's actions.
    private func row(_ text: String) -> some View {
      let kept = sheet.isFavourite(text)
      return HStack(alignment: .firstTextBaseline, spacing: Spacing.small) {
        Button {
          sheet.copy(text)
        } label: {
          VStack(alignment: .leading, spacing: 4) {
            Text(InsultText.attributed(text)).foregroundStyle(.primary).fixedSize(horizontal: false, vertical: true)
            if sheet.isCopied(text) {
              Label(BardCopy.copied, systemImage: "checkmark").font(.caption.weight(.semibold))
                .foregroundStyle(.tint)
                .transition(.opacity)
            }
          }
          .frame(maxWidth: .infinity, alignment: .leading)
          .animation(.default, value: sheet.isCopied(text))
        }
        .buttonStyle(.plain)
        .accessibilityHint(BardCopy.copyRowHint)
        Button(kept ? BardCopy.unfavourite : BardCopy.favourite, systemImage: kept ? "heart.fill" : "heart") {
          sheet.toggleFavourite(text)
        }
        .labelStyle(.iconOnly)
        .foregroundStyle(.pink)
        .buttonStyle(.borderless)
        .frame(minWidth: HitTarget.minimum, minHeight: HitTarget.minimum)
        // While the card's picture is drawn for this row, a spinner where Share was: the share sheet is coming.
        if sheet.isSharePending(text) {
          ProgressView().accessibilityLabel(BardCopy.preparingShare)
            .frame(minWidth: HitTarget.minimum, minHeight: HitTarget.minimum)
        } else {
          Button(BardCopy.share, systemImage: "square.and.arrow.up") {
            Task { await sheet.share(text) }
          }
          .labelStyle(.iconOnly)
          .buttonStyle(.borderless)
          .frame(minWidth: HitTarget.minimum, minHeight: HitTarget.minimum)
        }
      }
      .accessibilityElement(children: .contain)
      .contextMenu {
        Button(BardCopy.copy, systemImage: "doc.on.doc") { sheet.copy(text) }
        Button(kept ? BardCopy.unfavourite : BardCopy.favourite, systemImage: kept ? "heart.slash" : "heart") {
          sheet.toggleFavourite(text)
        }
        Button(BardCopy.share, systemImage: "square.and.arrow.up") { Task { await sheet.share(text) } }
          .disabled(sheet.isSharePending(text))
      }
    }
  }
#endif
