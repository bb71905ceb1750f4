#if os(iOS)
  import Foundation
  import DesignSystem
  import DesignSystemUI
  import NoteWallCore
  import Localization
  import LocalizationUI
  import SwiftUI

  /// The main app (NW-10): the notes in wallpaper order (add, edit in place, reorder, swipe to delete), a
  /// preview of the lock screen, Appearance, and "Update Wallpaper", which runs the shortcut.
  @MainActor
  struct NotesHomeView: View {
    let model: NoteWallModel
    @FocusState private var fieldFocused: Bool
    private let theme = Theme.noteWall

    init(model: NoteWallModel) {
      self.model = model
      _fieldFocused = FocusState()
    }

    var body: some View {
      NavigationStack {
        List {
          Section {
            NoteEntryField(notes: model.notes, focused: $fieldFocused)
          }
          Section {
            ForEach(model.notes.list.notes) { note in
              Button {
                model.startEditing(note)
              } label: {
                Text(verbatim: note.text).strikethrough(note.isDone)
                  .foregroundStyle(Color(note.isDone ? theme.secondaryText : theme.primaryText))
              }
              .accessibilityValue(note.isDone ? Text(NoteWallCopy.done) : Text(verbatim: ""))
              // Leading, as Mail's and Reminders' state swipes are; the trailing swipe stays Delete.
              .swipeActions(edge: .leading) {
                Button(note.isDone ? NoteWallCopy.notDone : NoteWallCopy.done) {
                  model.notes.setDone(note.id, !note.isDone)
                }
                .tint(Color(theme.accent))
              }
            }
            .onMove { offsets, destination in
              // List moves are "before index"; the model moves one note to its final index.
              guard let from = offsets.first else { return }
              model.notes.move(from: from, to: destination > from ? destination - 1 : destination)
            }
            .onDelete { offsets in
              let ids = offsets.compactMap {
                model.notes.list.notes.indices.contains($0) ? model.notes.list.notes[$0].id : nil
              }
              for id in ids { model.notes.delete(id) }
            }
          } footer: {
            if let unfit = model.wallpaper.unfitMessage {
              Text(unfit)
            } else if model.notes.list.notes.contains(where: \.isDone) {
              Text(NoteWallCopy.doneNotesFooter)
            }
          }
          Section {
            WallpaperPreview(wallpaper: model.wallpaper, height: 280)
          }
        }
        .navigationTitle(NoteWallCopy.notesTitle)
        .toolbar {
          ToolbarItem(placement: .topBarLeading) { EditButton() }
          // The way back to the guide and the shortcut, which the app's messages point to.
          ToolbarItem(placement: .topBarTrailing) {
            Menu {
              Button(NoteWallCopy.setupGuide, systemImage: "list.number") { model.onboarding.reopenSetupGuide() }
              Button(NoteWallCopy.reinstallShortcut, systemImage: "square.and.arrow.down") {
                Task { await model.lockScreen.reinstallShortcut() }
              }
              // App Review 5.1.1(i): the privacy policy in the app.
              Button(NoteWallPrivacy.title, systemImage: "hand.raised") {
                Task { await model.showPrivacyPolicy() }
              }
              // For setting it by hand, or keeping a copy: the lock screen image as drawn now.
              Button(NoteWallCopy.saveWallpaperToPhotos, systemImage: "photo.on.rectangle") {
                Task { await model.wallpaper.saveToPhotos() }
              }
            } label: {
              Label(NoteWallCopy.moreMenu, systemImage: "ellipsis.circle")
            }
          }
          ToolbarItem(placement: .topBarTrailing) {
            Button(NoteWallCopy.appearanceTitle) { model.showAppearance() }
          }
        }
        .safeAreaInset(edge: .bottom) {
          VStack(spacing: Spacing.xSmall) {
            if model.notes.recentlyDeleted != nil {
              HStack {
                Text(NoteWallCopy.noteDeleted).foregroundStyle(Color(theme.secondaryText))
                Spacer()
                Button(NoteWallCopy.undo) { withAnimation { model.notes.undoDelete() } }
                  .frame(minHeight: HitTarget.minimum)
              }
              .accessibilityElement(children: .combine)
              .transition(.opacity)
            }
            // What happens after a change: nothing on the lock screen until the shortcut runs.
            if let outOfDate = model.lockScreen.outOfDateMessage {
              Text(outOfDate).font(.footnote).foregroundStyle(Color(theme.secondaryText))
                .multilineTextAlignment(.center)
            }
            Button(NoteWallCopy.updateWallpaper) { Task { await model.lockScreen.updateWallpaper() } }
              .buttonStyle(.primary(theme))
          }
          .padding(Spacing.medium)
        }
      }
    }
  }
#endif
