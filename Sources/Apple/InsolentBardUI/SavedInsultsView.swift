#if os(iOS)
  import DesignSystem
  import DesignSystemUI
  import InsolentBardCore
  import Localization
  import LocalizationUI
  import Presentation
  import SwiftUI

  /// Favourites or history (IB-7.2): newest first, swipe to remove, tap to copy, searchable by any word.
  /// Favourites' Edit selects rows to copy (one per line), share or remove together, or removes them all.
  /// Reads and calls its own model (`SavedInsultsModel`), which its destination holds: the search text, Edit and
  /// the selection go with the sheet.
  @MainActor
  struct SavedInsultsView: View {
    @Bindable var sheet: SavedInsultsModel
    @Environment(\.assistiveTechnologyRunning) private var assistiveTechnology

    init(sheet: SavedInsultsModel) { _sheet = Bindable(sheet) }

    var body: some View {
      // The rows and the empty state the core computes for this search.
      let listing = sheet.listing
      let editing = sheet.isSelecting
      NavigationStack {
        List(selection: editing ? $sheet.selection : nil) {
          ForEach(listing.items) { item in
            // Tap to copy, as the doc comment promises; the row says so once copied. While editing the row is
            // not a button, so a tap selects it instead.
            Group {
              if editing {
                rowContent(item)
              } else {
                Button {
                  sheet.copy(item.text)
                } label: {
                  rowContent(item)
                }
                .accessibilityHint(BardCopy.copyRowHint)
              }
            }
            // A full swipe acts only where nothing is lost or Undo brings it back (`allowsFullSwipe`).
            .swipeActions(allowsFullSwipe: sheet.allowsFullSwipe(item.text)) {
              if sheet.kind == .favourites {
                // A full swipe removes at once; the banner's Undo puts it back.
                Button(BardCopy.remove, role: .destructive) { withAnimation { sheet.remove(item.text) } }
              } else {
                // A History row found again is kept with one swipe, as the peer insult apps do.
                let kept = sheet.isFavourite(item.text)
                Button(kept ? BardCopy.unfavourite : BardCopy.favourite, systemImage: kept ? "heart.slash" : "heart") {
                  sheet.toggleFavourite(item.text)
                }
                .tint(.pink)
              }
            }
            // Share a swipe away too, not only behind a long press: on the leading edge, with no full swipe, so a
            // long swipe never opens a share sheet (Browse's leading swipe is its heart).
            .swipeActions(edge: .leading, allowsFullSwipe: false) {
              Button(BardCopy.share, systemImage: "square.and.arrow.up") {
                Task { await sheet.share(item.text) }
              }
              .tint(.blue)
              .disabled(sheet.isSharePending(item.text))
            }
            .contextMenu {
              // The share sheet through the model's stack, over this sheet: the text and the card's picture.
              Button(BardCopy.share, systemImage: "square.and.arrow.up") {
                Task { await sheet.share(item.text) }
              }
              // Off while the card's picture is drawn for this row: the spinner in the row says it is coming.
              .disabled(sheet.isSharePending(item.text))
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
        // A favourite swiped away (a full swipe removes it at once) can be put back in its place, for a moment.
        .safeAreaInset(edge: .bottom) {
          if let banner = sheet.removalBanner {
            HStack(spacing: Spacing.small) {
              Text(banner).font(.subheadline.weight(.semibold))
              Button(BardCopy.undo) { withAnimation { sheet.undoRemoval() } }
                .font(.subheadline.weight(.semibold))
                .frame(minHeight: HitTarget.minimum)
            }
            .padding(.horizontal, Spacing.medium)
            .background(.regularMaterial, in: Capsule())
            .padding(.bottom, Spacing.xSmall)
            .transition(.move(edge: .bottom).combined(with: .opacity))
          }
        }
        .animation(.default, value: sheet.lastRemoval?.id)
        .task(id: sheet.lastRemoval?.id) {
          guard let removal = sheet.lastRemoval else { return }
          AccessibilityNotification.Announcement(BardCopy.removedFromFavourites.text).post()
          guard let wait = FavouriteRemoval.duration(assistiveTechnology: assistiveTechnology) else { return }
          try? await Task.sleep(for: wait)
          if !Task.isCancelled { sheet.removalBannerEnded(removal.id) }
        }
        .searchable(
          text: $sheet.query, placement: .navigationBarDrawer(displayMode: .always),
          prompt: Text(BardCopy.searchPrompt)
        )
        .navigationTitle(sheet.title)
        .environment(\.editMode, editMode)
        // Everything removed (Remove All): Edit ends with the list, rather than coming back on the next heart.
        .onChange(of: listing.hasSaved) { _, hasSaved in
          if !hasSaved { endEditing() }
        }
        .toolbar {
          ToolbarItem(placement: .confirmationAction) {
            if editing {
              Button(BardCopy.done) { endEditing() }
            } else {
              Button(BardCopy.done) { sheet.done() }
            }
          }
          if sheet.offersEdit {
            ToolbarItem(placement: .topBarLeading) {
              Button(BardCopy.edit) { withAnimation { sheet.startEditing() } }
            }
          }
          // Favourites' order, kept across launches: newest first, oldest first, or A to Z.
          if sheet.offersSort && !editing {
            ToolbarItem(placement: .topBarLeading) {
              Menu {
                Picker(selection: $sheet.order) {
                  ForEach(FavouritesOrder.allCases, id: \.self) { order in Text(order.title).tag(order) }
                } label: {
                  Text(BardCopy.sort)
                }
              } label: {
                Label(BardCopy.sort, systemImage: "arrow.up.arrow.down")
              }
            }
          }
          if editing { editToolbar }
          if sheet.offersClear {
            ToolbarItem(placement: .destructiveAction) { Button(BardCopy.clear) { sheet.requestClear() } }
          }
        }
      }
    }

    /// SwiftUI's edit mode, read from and written to the model's Edit. The `.transient` mode SwiftUI may set
    /// for a swipe is the gesture's, not Edit, so it leaves Edit as it is.
    private var editMode: Binding<EditMode> {
      Binding(
        get: { sheet.isEditing ? .active : .inactive },
        set: { mode in
          switch mode {
          case .active: sheet.startEditing()
          case .inactive: sheet.endEditing()
          default: break
          }
        })
    }

    /// A row: the insult, when it was kept or seen, and "Copied!" for a moment after a copy.
    private func rowContent(_ item: SavedInsult) -> some View {
      VStack(alignment: .leading, spacing: 4) {
        Text(InsultText.attributed(item.text)).foregroundStyle(.primary)
        HStack(spacing: Spacing.xSmall) {
          // Criterion: IB-4.3 (the card's words, which the widget's "Updated" line also reads; redrawn each minute)
          TimelineView(.everyMinute) { context in
            Text(verbatim: item.timestamp(now: context.date)).font(.caption).foregroundStyle(.secondary)
          }
          // The row says so once copied, for a moment (the model clears it).
          if sheet.isCopied(item.text) {
            Label(BardCopy.copied, systemImage: "checkmark").font(.caption.weight(.semibold))
              .foregroundStyle(.tint)
              .transition(.opacity)
          }
          // The row's Share waits for the card's picture (a moment for a 1080-pixel card): said at once.
          if sheet.isSharePending(item.text) {
            ProgressView().controlSize(.small).accessibilityLabel(BardCopy.preparingShare)
          }
        }
      }
      .frame(maxWidth: .infinity, alignment: .leading)
      .animation(.default, value: sheet.isCopied(item.text))
    }

    /// Copy All Selected, Share Selected, and Remove (Selected, or All Favourites), which asks first.
    @ToolbarContentBuilder private var editToolbar: some ToolbarContent {
      let count = sheet.selectedCount
      let copied = sheet.didCopySelected
      ToolbarItemGroup(placement: .bottomBar) {
        Button(copied ? BardCopy.copied : BardCopy.copyAllSelected, systemImage: copied ? "checkmark" : "doc.on.doc") {
          sheet.copySelected()
        }
        .disabled(count == 0)
        Spacer()
        Button(BardCopy.shareSelected, systemImage: "square.and.arrow.up") { sheet.shareSelected() }
          .disabled(count == 0)
        Spacer()
        Menu {
          Button(BardCopy.removeSelected, role: .destructive) { sheet.requestRemoveSelected() }
            .disabled(count == 0)
          Button(BardCopy.removeAllFavourites, role: .destructive) { sheet.requestRemoveAll() }
        } label: {
          Label(BardCopy.remove, systemImage: "trash")
        }
      }
    }

    private func endEditing() {
      withAnimation { sheet.endEditing() }
    }
  }
#endif
