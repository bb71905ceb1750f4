#if os(iOS)
  import CoreSpotlight
  import AppServices
  import AppServicesLive
  import DesignSystem
  import DesignSystemUI
  import Localization
  import LocalizationUI
  import PresentationUI
  import SwiftUI
  import VocaPinCore

  /// The app's main screen: a pager of sticky notes on the board; new, edit, pin and settings in the toolbar.
  @MainActor
  public struct NotesBoardView: View {
    @Bindable var model: VocaPinModel
    @Environment(\.scenePhase) private var scenePhase
    /// Lock VocaPin's cover: a window over every sheet and alert, following UIKit's scene notifications.
    @State private var lockCover = SceneCoverWindow()
    private let theme = Theme.vocaPin

    public init(model: VocaPinModel) { _model = Bindable(model) }

    public var body: some View {
      NavigationStack {
        Group {
          if model.board.notes.isEmpty, model.isReadOnly {
            // The folder cannot be written: say why, rather than offer a note that could not be saved.
            ContentUnavailableView {
              Label(VocaPinCopy.readOnlyBoardTitle, systemImage: "lock.doc")
            } description: {
              Text(VocaPinCopy.readOnly)
            }
          } else if model.board.notes.isEmpty {
            ContentUnavailableView {
              Label(VocaPinCopy.emptyBoardTitle, systemImage: "note.text")
            } description: {
              Text(VocaPinCopy.emptyBoardMessage)
            } actions: {
              Button(VocaPinCopy.newNote) { model.startNewNote() }
                .buttonStyle(.borderedProminent)
            }
          } else {
            pager
          }
        }
        .safeAreaInset(edge: .top) {
          // Notes shown but the folder cannot be written: why nothing can be added or changed.
          if model.isReadOnly, !model.board.notes.isEmpty {
            Text(VocaPinCopy.readOnly)
              .font(.footnote)
              .padding(Spacing.small)
              .frame(maxWidth: .infinity)
              .background(.thinMaterial)
          }
        }
        .safeAreaInset(edge: .bottom) {
          if model.widgetSetup.offersWidget { WidgetOfferCard(setup: model.widgetSetup) }
        }
        .background { Color(theme.background).ignoresSafeArea() }
        .navigationTitle(VocaPinCopy.boardTitle)
        .toolbar { toolbar }
      }
      // The window's height and bottom safe-area inset: the Widget Setup sheet is three quarters of the window
      // wherever it rises, and its detent is measured above that inset (VP-2.1).
      .background {
        GeometryReader { proxy in
          Color.clear
            .onAppear { measureWindow(proxy) }
            .onChange(of: proxy.size.height) { measureWindow(proxy) }
            .onChange(of: proxy.safeAreaInsets) { measureWindow(proxy) }
        }
        // Laid out in the safe area, so the proxy reports the insets around it; not the keyboard's, which
        // comes and goes and is not there when the sheet rises.
        .ignoresSafeArea(.keyboard)
      }
      // Every sheet, alert and dialog comes from the model's stack: one sheet per level, the alert on top; each
      // surface presents over itself (Widget Setup over Profile Settings, VP-1.1); a swipe or a tap outside
      // reaches `userDismissed` (VP-1.4, VP-2.2, VP-4.3); scene phases leave the stack alone, so a sheet
      // survives backgrounding (VP-6.3).
      .presentations(model) { surface in  // Criterion: VP-1.1, VP-1.4, VP-2.2, VP-4.3, VP-6.3
        VocaPinSurfaceView(model: model, surface: surface)
      }
      .tint(Color(theme.accent))
      .haptic(model.haptic)
      // Widget taps and links, on a cold launch and while running (VP-0.2).
      .onOpenURL { model.open($0) }
      // A Spotlight result: its note opens, as a widget's does.
      .onContinueUserActivity(CSSearchableItemActionType) { activity in
        if let id = activity.userInfo?[CSSearchableItemActivityIdentifier] as? String { model.openSpotlightResult(id) }
      }
      // `initial`: a cold launch (from a widget that said its files were locked) reloads the widgets too.
      .onChange(of: scenePhase, initial: true) { _, phase in model.scenePhaseChanged(to: AppScenePhase(phase)) }
      // Lock VocaPin's cover in a window over every sheet and alert, up in the same call as UIKit's scene
      // notifications (before the app switcher's snapshot); the board's `scenePhase` reaches the lock too, later,
      // and the lock takes a phase twice alike.
      .onAppear {
        lockCover.follow { [lock = model.appLock] phase in
          lock.scenePhaseChanged(to: phase)
          showLockCover()
        }
        showLockCover()
      }
      .onChange(of: model.appLock.isCovered || model.appLock.isLocked) { showLockCover() }
    }

    /// The lock screen, or the plain cover the app switcher shows, or neither.
    private func showLockCover() {
      let lock = model.appLock
      lockCover.update(shown: lock.isCovered || lock.isLocked, endsEditing: lock.isLocked) { AppLockShield(lock: lock) }
    }

    /// The whole window is the safe area the reader fills plus the insets above and below it.
    private func measureWindow(_ proxy: GeometryProxy) {
      let insets = proxy.safeAreaInsets
      model.widgetSetup.windowMeasured(
        height: Double(proxy.size.height + insets.top + insets.bottom), bottomSafeAreaInset: Double(insets.bottom))
    }

    /// The board's own model: the pager, the note on screen, Sort By, what a note offers in place.
    private var screen: NotesBoardModel { model.notesBoard }

    private var pager: some View {
      TabView(selection: Bindable(screen).selectedNoteID) {
        // In the Sort By order the board keeps (`shownNotes`).
        ForEach(screen.shownNotes) { note in
          StickyNoteView(
            text: note.text, color: note.color, isPinned: screen.isPinned(note.id),
            recording: screen.recording(of: note.id), canPlay: screen.canPlayRecordings,
            onToggle: { line, words in screen.toggleChecklistItem(note.id, line: line, words: words) },
            onEdit: { model.startEditing(note.id) }
          )
          .aspectRatioSquare()
          .padding(Spacing.medium)
          .tag(Optional(note.id))
        }
      }
      .tabViewStyle(.page(indexDisplayMode: .automatic))
      // White dots vanish on the cream board: the system's backdrop behind them keeps them visible.
      .indexViewStyle(.page(backgroundDisplayMode: .always))
    }

    @ToolbarContentBuilder private var toolbar: some ToolbarContent {
      ToolbarItem(placement: .topBarLeading) {
        Button(VocaPinCopy.profileSettingsTitle, systemImage: "person.crop.circle") {
          model.showProfileSettings()
        }
      }
      // Writing a note stays one tap away; pinning, sharing and All Notes wait in one menu, so the bar holds
      // three buttons, not five, and none crowd the title.
      ToolbarItemGroup(placement: .topBarTrailing) {
        Menu {
          if let selected = screen.selectedNote {
            Button(
              screen.isPinned(selected.id) ? VocaPinCopy.pinned : VocaPinCopy.pin,
              systemImage: screen.isPinned(selected.id) ? "pin.fill" : "pin"
            ) { screen.pin(selected.id) }
            .disabled(screen.isPinned(selected.id))
            ShareNoteMenu(model: model, note: selected)
          }
          Button(VocaPinCopy.allNotesTitle, systemImage: "list.bullet") { model.showAllNotes() }
          // Sort By: Manual (the user's own order), Date Edited, Date Created; saved for the next launch.
          Picker(selection: Binding(get: { screen.noteOrder }, set: { screen.setNoteOrder($0) })) {
            ForEach(NoteOrder.allCases, id: \.self) { order in Text(order.title).tag(order) }
          } label: {
            Label(NoteOrder.menuTitle, systemImage: "arrow.up.arrow.down")
          }
          .pickerStyle(.menu)
        } label: {
          Label(VocaPinCopy.moreActions, systemImage: "ellipsis.circle")
        }
        Button(VocaPinCopy.voiceNote, systemImage: "mic") { Task { await model.startVoiceNote() } }
        Button(VocaPinCopy.newNote, systemImage: "plus") { model.startNewNote() }
      }
    }
  }

  /// The board's offer to put a note on the Home Screen, once there is one to pin and no widget is placed.
  @MainActor
  struct WidgetOfferCard: View {
    let setup: WidgetSetupModel
    @Environment(\.dynamicTypeSize) private var typeSize

    /// Side by side; stacked at accessibility sizes, where two wrapped buttons would fill the board.
    private var buttons: AnyLayout {
      typeSize.isAccessibilitySize
        ? AnyLayout(VStackLayout(alignment: .leading, spacing: Spacing.small))
        : AnyLayout(HStackLayout(spacing: Spacing.small))
    }

    var body: some View {
      VStack(alignment: .leading, spacing: Spacing.xSmall) {
        // At the accessibility sizes the words scroll in a capped space and the buttons stay in view, so the
        // offer never squeezes the board's note to nothing.
        if typeSize.isAccessibilitySize {
          ScrollView { words }.frame(maxHeight: 140)
        } else {
          words
        }
        buttons {
          // The minimum height inside the label: a frame outside a Button grows its layout, not where it takes taps.
          Button {
            setup.acceptOffer()
          } label: {
            Text(VocaPinCopy.widgetOfferAccept).frame(minHeight: HitTarget.minimum)
          }
          .buttonStyle(.borderedProminent)
          Button {
            setup.dismissOffer()
          } label: {
            Text(VocaPinCopy.widgetOfferDismiss).frame(minHeight: HitTarget.minimum).contentShape(Rectangle())
          }
        }
      }
      .foregroundStyle(Color(Theme.vocaPin.primaryText))
      .frame(maxWidth: .infinity, alignment: .leading)
      .padding(Spacing.medium)
      .background {
        RoundedRectangle(cornerRadius: CornerRadius.sheet, style: .continuous).fill(Color(Theme.vocaPin.surface))
      }
      .padding(.horizontal, Spacing.medium)
      .padding(.bottom, Spacing.small)
      .accessibilityElement(children: .contain)
    }
  }

  extension WidgetOfferCard {
    fileprivate var words: some View {
      VStack(alignment: .leading, spacing: Spacing.xSmall) {
        Text(VocaPinCopy.widgetOfferTitle).font(.headline)
        Text(VocaPinCopy.widgetOfferMessage).font(.subheadline)
      }
      .frame(maxWidth: .infinity, alignment: .leading)
    }
  }

  extension View {
    /// A square that fits the space it is offered: a sticky note's shape.
    fileprivate func aspectRatioSquare() -> some View {
      frame(maxWidth: 420, maxHeight: 420)
    }
  }
#endif
