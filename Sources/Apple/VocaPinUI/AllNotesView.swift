#if os(iOS)
  import DesignSystem
  import DesignSystemUI
  import Localization
  import LocalizationUI
  import SwiftUI
  import VocaPinCore

  /// Every note in a list: the tag row (a chip filters to its tag), search, reorder with Edit, swipe to delete,
  /// tap to edit it ("Show on Board" in its context menu); Recently
  /// Deleted below. Reads and calls its own model, which its destination holds, so the search goes with the sheet.
  @MainActor
  struct AllNotesView: View {
    @Bindable var screen: AllNotesModel

    init(screen: AllNotesModel) { _screen = Bindable(screen) }

    var body: some View {
      NavigationStack {
        List {
          if !screen.tagCounts.isEmpty {
            Section { AllNotesTagRow(screen: screen) }
          }
          Section {
            ForEach(screen.listedNotes) { note in
              Button {
                screen.edit(note.id)
              } label: {
                HStack(spacing: Spacing.small) {
                  Circle().fill(Color(note.color.paper)).frame(width: 20, height: 20).accessibilityHidden(true)
                  VStack(alignment: .leading, spacing: Spacing.xSmall / 2) {
                    Text(verbatim: note.title).foregroundStyle(Color(Theme.vocaPin.primaryText))
                    if let tags = screen.rowTags(note) {
                      Text(verbatim: tags).font(.footnote).foregroundStyle(Color(Theme.vocaPin.secondaryText))
                        .lineLimit(1)
                    }
                  }
                  Spacer(minLength: 0)
                  if screen.isPinned(note) {
                    Image(systemName: "pin.fill").accessibilityLabel(VocaPinCopy.pinned)
                  }
                }
                .frame(minHeight: HitTarget.minimum)
              }
              .accessibilityHint(VocaPinCopy.editNoteHint)
              .contextMenu {
                Button(VocaPinCopy.showOnBoard, systemImage: "note.text") { screen.show(note.id) }
              }
              // Swipe to delete asks first, as Notes does. Red by tint, not `role: .destructive` (nor `.onDelete`):
              // a destructive swipe action removes the row at once, which springs back when the question is
              // answered Cancel, or shows gone while it is asked.
              .swipeActions(edge: .trailing) {
                Button {
                  screen.requestDelete(note.id)
                } label: {
                  Label(VocaPinCopy.delete, systemImage: "trash")
                }
                .tint(.red)
              }
            }
            // Offsets are the whole board's: no reordering while the list is filtered.
            .onMove(perform: screen.canReorder ? { screen.move(fromOffsets: $0, toOffset: $1) } : nil)
          } footer: {
            if let noResults = screen.noResults {
              Text(noResults)
            }
          }
          Section {
            Button(VocaPinCopy.recentlyDeleted, systemImage: "trash") { screen.showRecentlyDeleted() }
              .frame(minHeight: HitTarget.minimum)
          }
        }
        .searchable(text: $screen.query, prompt: Text(VocaPinCopy.searchPrompt))
        .navigationTitle(VocaPinCopy.allNotesTitle)
        .toolbar {
          // Edit only drags rows (a swipe deletes): offered in the user's own order alone (`offersEdit`).
          if screen.offersEdit {
            ToolbarItem(placement: .topBarLeading) { EditButton() }
          }
          ToolbarItem(placement: .confirmationAction) { Button(VocaPinCopy.done) { screen.done() } }
          // Export (a text file), Back Up (a file to keep, in Files or iCloud Drive) and Import (a backup merged
          // back, through the model's document picker): in words, as three symbols alone are easy to confuse.
          ToolbarItemGroup(placement: .bottomBar) {
            ForEach(screen.fileActions, id: \.self) { action in
              Button {
                screen.perform(action)
              } label: {
                Text(action.title)
              }
              .disabled(!screen.isEnabled(action))
              .accessibilityLabel(Text(action.accessibilityLabel))
              .accessibilityHint(Text(action.help))
              .help(Text(action.help))
              if action != screen.fileActions.last { Spacer() }
            }
          }
        }
      }
    }
  }

  /// All Notes' tag row: a chip per tag in use, "#name"; VoiceOver reads "Tag, name, 3 notes" and whether it is
  /// the one filtering the list. Scrolls sideways, so any number of tags fits one row.
  @MainActor
  struct AllNotesTagRow: View {
    let screen: AllNotesModel

    var body: some View {
      ScrollView(.horizontal, showsIndicators: false) {
        HStack(spacing: Spacing.small) {
          ForEach(screen.tagCounts, id: \.self) { tag in
            Button {
              screen.toggleTag(tag.name)
            } label: {
              Text(verbatim: screen.chipTitle(tag))
                .foregroundStyle(Color(screen.isSelected(tag) ? Theme.vocaPin.onAccent : Theme.vocaPin.primaryText))
                .padding(.horizontal, Spacing.small)
                .frame(minHeight: HitTarget.minimum)
                .background(
                  Capsule().fill(
                    screen.isSelected(tag) ? Color(Theme.vocaPin.accent) : Color(Theme.vocaPin.surface)))
            }
            .buttonStyle(.plain)
            .accessibilityLabel(Text(screen.chipLabel(tag)))
            .accessibilityHint(Text(screen.chipHint(tag)))
            .accessibilityAddTraits(screen.isSelected(tag) ? .isSelected : [])
          }
        }
      }
      .accessibilityElement(children: .contain)
      .accessibilityLabel(Text(VocaPinCopy.tagsRow))
    }
  }

  /// Deleted notes, kept 30 days: swipe to restore or delete now. Reads and calls its own model, which its
  /// destination holds.
  @MainActor
  struct RecentlyDeletedView: View {
    let screen: RecentlyDeletedModel

    var body: some View {
      NavigationStack {
        List {
          Section {
            ForEach(screen.notes) { deleted in
              VStack(alignment: .leading, spacing: Spacing.xSmall / 2) {
                Text(verbatim: deleted.note.title).foregroundStyle(Color(Theme.vocaPin.primaryText))
                Text(screen.daysLeft(deleted)).font(.footnote).foregroundStyle(Color(Theme.vocaPin.secondaryText))
              }
              .frame(minHeight: HitTarget.minimum, alignment: .leading)
              .accessibilityElement(children: .combine)
              .swipeActions(edge: .leading) {
                Button(VocaPinCopy.restore, systemImage: "arrow.uturn.backward") { screen.restore(deleted.id) }
              }
              // Asks first: red by tint, not `role: .destructive`, which would take the row away before the
              // answer (and spring it back on Cancel).
              .swipeActions(edge: .trailing) {
                Button {
                  screen.requestDeleteForever(deleted.id)
                } label: {
                  Label(VocaPinCopy.deleteNow, systemImage: "trash")
                }
                .tint(.red)
              }
              .contextMenu {
                Button(VocaPinCopy.restore, systemImage: "arrow.uturn.backward") { screen.restore(deleted.id) }
                Button(role: .destructive) {
                  screen.requestDeleteForever(deleted.id)
                } label: {
                  Label(VocaPinCopy.deleteNow, systemImage: "trash")
                }
              }
            }
          } footer: {
            Text(screen.notes.isEmpty ? VocaPinCopy.recentlyDeletedEmpty : VocaPinCopy.recentlyDeletedFooter)
          }
        }
        .navigationTitle(VocaPinCopy.recentlyDeleted)
        .toolbar {
          ToolbarItem(placement: .confirmationAction) {
            Button(VocaPinCopy.done) { screen.done() }
          }
        }
      }
    }
  }
#endif
