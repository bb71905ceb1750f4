#if os(iOS)
  import DesignSystem
  import DesignSystemUI
  import PresentationUI
  import InsolentBardCore
  import Localization
  import LocalizationUI
  import SwiftUI
  import UIKit

  /// The app's one screen: today's insult on parchment, with its actions; Settings and Compose in the toolbar,
  /// Favourites, History and Browse in its More menu. Reads the model, sends it intents.
  @MainActor
  public struct BardRootView: View {
    @Bindable var model: BardModel
    @Environment(\.scenePhase) private var scenePhase
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    /// Counts the clock's jumps (time set by hand, a new time zone, midnight): each restarts the slot's timer,
    /// whose wait was measured against the clock as it was.
    @State private var clockChanges = 0
    private let theme = Theme.insolentBard

    public init(model: BardModel) { _model = Bindable(model) }

    public var body: some View {
      NavigationStack {
        ScrollView {
          VStack(spacing: Spacing.medium) {
            if let warning = model.storageWarning {
              Label(warning, systemImage: "exclamationmark.triangle.fill")
                .font(.footnote)
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(Spacing.small)
                .background(.yellow.opacity(0.2), in: RoundedRectangle(cornerRadius: CornerRadius.groupedSection))
            }
            InsultCard(model: model, theme: theme)
            actions
          }
          .padding(.horizontal, Spacing.screenEdgeRegular)
          .padding(.vertical, Spacing.medium)
        }
        .background { Color(theme.background).ignoresSafeArea() }
        // A copy made from the Insult of the Day's notification: no Copy button in sight says so.
        .overlay(alignment: .top) {
          if let banner = model.copyBanner {
            Label(banner, systemImage: "checkmark.circle.fill")
              .font(.subheadline.weight(.semibold))
              .padding(.horizontal, Spacing.medium)
              .padding(.vertical, Spacing.xSmall)
              .background(.regularMaterial, in: Capsule())
              .padding(.top, Spacing.xSmall)
              .transition(.move(edge: .top).combined(with: .opacity))
          }
        }
        .animation(.default, value: model.copyBanner != nil)
        .navigationTitle(verbatim: BardCopy.appName)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar { toolbar }
      }
      // Every sheet, alert and dialog comes from the model's stack: one sheet per level, the alert on top, so a
      // widget tap lands whatever is up.
      .presentations(model) { surface in BardSurfaceView(model: model, surface: surface) }
      .tint(Color(theme.accent))
      .preferredColorScheme(colorScheme)
      .haptic(model.haptic)
      .copyConfirmation(model)
      // Criterion: IB-5.2 (warm: onOpenURL; cold: the same modifier receives the launch URL; the scene delegate
      // hears both too, and `OpenedLinks` follows each open once, to `model.open` through `linksInbox`)
      .onOpenURL { BardAppDelegate.links.receive($0, from: .swiftUI) }
      // `initial`: a cold launch straight into .active (a widget tap after a restart) also reloads the widgets.
      .onChange(of: scenePhase, initial: true) { _, phase in
        // Only a return from the background (or the launch) reloads the widgets and reschedules the days.
        if phase == .active, model.becameActive() {
          Task { await model.scheduleInsultOfTheDay() }
        }
        // The voice stops when the app leaves the screen (not for a passing .inactive: a call, Control Center).
        if phase == .background { model.enteredBackground() }
      }
      // The current insult's card, drawn and decoded off the main actor, so Share is one tap with its picture;
      // keyed on the picture itself, so new colours chosen on a card redraw it as a new insult does.
      .task(id: model.currentShareKey) { await model.prepareCurrentSharePicture() }
      // UIKit's clock-change notice, on the main run loop: the insult for the new time at once.
      .onReceive(
        NotificationCenter.default.publisher(for: UIApplication.significantTimeChangeNotification)
          .receive(on: RunLoop.main)
      ) { _ in
        // A new zone moves the daily notifications' moments and insults too: they are rescheduled.
        model.clockChanged()
        clockChanges += 1
      }
      // Refresh exactly when the slot ends, so the app never shows a stale insult while open.
      .task(id: SlotTimer(slot: model.current.slot, clockChanges: clockChanges)) {
        let wait = model.nextChange.timeIntervalSinceNow
        if wait > 0 { try? await Task.sleep(for: .seconds(wait)) }
        if !Task.isCancelled { model.refresh() }
      }
    }

    /// The bar as the core arranges it (`BardToolbar`): the primary buttons, and the rest in one More menu, so a
    /// small iPhone's bar holds three buttons around the title.
    @ToolbarContentBuilder private var toolbar: some ToolbarContent {
      ToolbarItemGroup(placement: .topBarLeading) {
        ForEach(BardToolbar.leading, id: \.self) { button($0) }
      }
      ToolbarItemGroup(placement: .topBarTrailing) {
        Menu {
          ForEach(BardToolbar.more, id: \.self) { button($0) }
        } label: {
          Label(BardToolbar.moreTitle, systemImage: BardToolbar.moreSystemImage)
        }
        ForEach(BardToolbar.trailing, id: \.self) { button($0) }
      }
    }

    private func button(_ action: BardToolbarAction) -> some View {
      Button(action.title, systemImage: action.systemImage) { model.perform(action) }
    }

    private var actions: some View {
      VStack(spacing: Spacing.xSmall) {
        // Criterion: IB-1.2
        Button(BardCopy.anotherInsult) { model.anotherInsult() }
          .buttonStyle(.primary(theme))
        // Side by side, or stacked at accessibility sizes, where the labelled buttons would not fit a row.
        let row =
          dynamicTypeSize.isAccessibilitySize
          ? AnyLayout(VStackLayout(spacing: Spacing.xSmall)) : AnyLayout(HStackLayout(spacing: Spacing.xSmall))
        row {
          // Labelled, so "Copied!" is seen where the tap was (the model clears it after a moment).
          Button(model.copyButtonTitle, systemImage: model.didCopy ? "checkmark" : "doc.on.doc") {
            model.copyInsult()
          }
          .labelStyle(.titleAndIcon)
          .contentTransition(.opacity)
          shareLink.labelStyle(.titleAndIcon)
          Button(
            model.isFavourite ? BardCopy.unfavourite : BardCopy.favourite,
            systemImage: model.isFavourite ? "heart.fill" : "heart"
          ) { model.toggleFavourite() }
          .labelStyle(.iconOnly)
        }
        .font(.body)
        .frame(minHeight: HitTarget.minimum)
        .buttonStyle(.bordered)
        if model.canSpeak {
          Button(model.hearButtonTitle, systemImage: model.isSpeaking ? "stop.fill" : "speaker.wave.2") {
            Task { await model.hearInsult() }
          }
          .frame(minHeight: HitTarget.minimum)
          .buttonStyle(.bordered)
          if let problem = model.speechProblem {
            Text(problem)
              .font(.footnote)
              .foregroundStyle(.secondary)
              .multilineTextAlignment(.center)
          }
        }
      }
    }

    /// Share in one tap: the text and the card's picture (drawn once per insult, off the main actor) as two
    /// items of the system share sheet, through the model's stack; the text alone until the picture is ready.
    private var shareLink: some View {
      // Criterion: IB-1.2 (what the button hands over: `SharePayload.shareItem`)
      Button {
        model.shareCurrentInsult()
      } label: {
        Label(BardCopy.share, systemImage: "square.and.arrow.up")
      }
    }

    private var colorScheme: SwiftUI.ColorScheme? {
      switch model.settings.appearance {
      case .system: nil
      case .light: .light
      case .dark: .dark
      }
    }
  }

  /// What restarts the refresh timer: a new slot, or the clock moving under the one it waits for.
  private struct SlotTimer: Equatable {
    let slot: Int
    let clockChanges: Int
  }
#endif
