#if os(iOS)
  import AppServices
  import AuthenticationServices
  import CoreSpotlight
  import DesignSystem
  import DesignSystemUI
  import Localization
  import LocalizationUI
  import Presentation
  import PresentationUI
  import QuoteVaultCore
  import Rendering
  import SwiftUI
  import SystemSheetsUI

  /// Sign-in until there is a session (QV-1.7, QV-1.8), then the tabs; the chosen appearance and accent
  /// everywhere (QV-9.1 to QV-9.4); deep links from the widget and notifications (QV-7.4, QV-10.3).
  @MainActor
  public struct QuoteVaultRootView: View {
    let model: QuoteVaultModel
    let sharing: Sharing
    @State private var launched = false
    @Environment(\.scenePhase) private var scenePhase

    public init(model: QuoteVaultModel, sharing: Sharing) {
      self.model = model
      self.sharing = sharing
    }

    public var body: some View {
      // A ZStack, not a Group: a Group's modifiers go to each of its members, so its `.task` would be cancelled
      // when the screen switches from launching to the app, in the middle of the launch.
      ZStack {
        // Criterion: App Review 5.1.1 (browse, search, the Quote of the Day and sharing need no account)
        switch model.rootScreen {
        case .app: tabs
        case .signIn:
          AuthView(auth: model.auth, continueAsGuest: { model.continueAsGuest() }) {
            Task { await model.afterSignIn() }
          }
        // The launch screen's own background, for the moment the Keychain is read.
        case .launching: Color(uiColor: .systemBackground).ignoresSafeArea()
        }
      }
      // Every sheet, alert and confirmation dialog, from the model's stack (QuoteVaultPresentation).
      .presentations(model, level: 0) { surface in
        QuoteVaultSurfaceView(surface: surface, model: model, sharing: sharing)
      }
      // Criterion: QV-9.1, QV-9.2 (the core's preferredScheme; nil follows the system)
      .preferredColorScheme(model.settings.settings.preferredScheme.map { $0 == .dark ? .dark : .light })
      // Criterion: QV-9.4
      .tint(Color(model.settings.settings.theme.accent))
      .task {
        launched = true
        // The model owns the launch: a view's task may be cancelled, the launch must run to its end once.
        await model.launchOnce()
      }
      // Criterion: QV-7.4, QV-10.3
      .onOpenURL { model.open($0) }
      // A favourite found in Spotlight: its quote opens on Home, as a widget's does.
      .onContinueUserActivity(CSSearchableItemActionType) { activity in
        if let id = activity.userInfo?[CSSearchableItemActivityIdentifier] as? String { model.openSpotlightResult(id) }
      }
      // Criterion: QV-6.3, QV-11.3 (a new day while the app was in the background; the outbox replays)
      // `initial`: the model hears the phase the scene starts in (a launch in front, or in the background).
      .onChange(of: scenePhase, initial: true) {
        if launched {
          Task { await model.scenePhaseChanged(to: AppScenePhase(scenePhase)) }
        } else {
          model.sceneStarted(in: AppScenePhase(scenePhase))
        }
        // Leaving the app: the next background refresh renews the widget's days and the notifications.
        if scenePhase == .background { QuoteVaultBackgroundRefresh.schedule() }
      }
      // Criterion: QV-6.3 (midnight while the app is open: the new day's quote, not yesterday's)
      // UIKit's own day change (also posted at midnight), delivered on the main run loop as the closure needs.
      .onReceive(
        NotificationCenter.default.publisher(for: UIApplication.significantTimeChangeNotification)
          .receive(on: RunLoop.main)
      ) { _ in
        if launched { Task { await model.calendarDayMayHaveChanged() } }
      }
      // Sign in with Apple turned off for QuoteVault in Settings while the app runs (Apple's TN3194): an Apple
      // user is signed out at once, as the launch and foreground checks would.
      .onReceive(
        NotificationCenter.default.publisher(for: ASAuthorizationAppleIDProvider.credentialRevokedNotification)
          .receive(on: RunLoop.main)
      ) { _ in
        Task { await model.account.appleCredentialRevoked() }
      }
    }

    private var tabs: some View {
      @Bindable var model = model
      // The model owns the tab, so a notification tap (which never passes through onOpenURL) brings Home forward.
      return TabView(selection: $model.selectedTab) {
        FeedView(model: model, sharing: sharing).offlineBanner(model, on: .home)
          .tabItem { Label(QuoteVaultCopy.Tabs.home, systemImage: "quote.bubble") }.tag(QuoteVaultTab.home)
        FavoritesView(model: model, sharing: sharing).offlineBanner(model, on: .favorites)
          .tabItem { Label(QuoteVaultCopy.Tabs.favorites, systemImage: "heart") }.tag(QuoteVaultTab.favorites)
        CollectionsView(model: model, sharing: sharing).offlineBanner(model, on: .collections)
          .tabItem { Label(QuoteVaultCopy.Tabs.collections, systemImage: "rectangle.stack") }.tag(
            QuoteVaultTab.collections)
        SettingsView(model: model).offlineBanner(model, on: .settings)
          .tabItem { Label(QuoteVaultCopy.Tabs.settings, systemImage: "gearshape") }.tag(QuoteVaultTab.settings)
      }
    }

  }

  /// A presented surface's content, drawn from its payload, with the presentations it may make over itself.
  @MainActor
  struct QuoteVaultSurfaceView: View {
    let surface: Surface<QuoteVaultDestination>
    let model: QuoteVaultModel
    let sharing: Sharing

    var body: some View {
      content
        .presentations(model) { above in
          QuoteVaultSurfaceView(surface: above, model: model, sharing: sharing)
        }
    }

    @ViewBuilder private var content: some View {
      switch surface.destination {
      case .shareCard(let card): ShareCardView(model: card)
      case .addToCollection(let quote): AddToCollectionView(quote: quote, model: model)
      case .collectionName(let sheet): CollectionNameView(sheet: sheet)
      case .ownQuote(let sheet): OwnQuoteEditorView(sheet: sheet)
      case .newPassword(let sheet): NewPasswordView(sheet: sheet)
      case .accountChange(let sheet): AccountChangeView(sheet: sheet)
      case .history(let sheet): HistoryView(sheet: sheet)
      case .reader(let reader): ReaderView(reader: reader, root: model)
      case .onboarding(let onboarding): OnboardingView(onboarding: onboarding)
      case .topics(let sheet): TopicsView(sheet: sheet)
      case .reminderSet(let sheet): ReminderSetEditorView(sheet: sheet)
      case .signIn:
        AuthView(auth: model.auth, cancel: { model.cancelSignIn() }) { Task { await model.afterSignIn() } }
      case .share(let item): ShareSheet(item) { [model, surface] in model.systemSheetFinished(surface) }
      case .avatarPicker:
        PhotoPicker { [model, renderer = sharing.renderer] photo in
          Task { await model.avatarPicked(photo, renderer: renderer) }
        }
      }
    }
  }

  /// The last step of a password reset: a new password, under the sign-up rule. The sheet's own model holds
  /// what is typed until the sheet has slid away.
  @MainActor
  struct NewPasswordView: View {
    @Bindable var sheet: NewPasswordModel

    var body: some View {
      NavigationStack {
        Form {
          Section {
            SecureField(QuoteVaultCopy.SignIn.newPassword, text: $sheet.password)
              .textContentType(.newPassword)
            Text(verbatim: sheet.passwordError ?? sheet.passwordRequirement).font(.footnote)
          } footer: {
            if let error = sheet.error { Text(verbatim: error) }
          }
          Button(QuoteVaultCopy.SignIn.changePassword) { Task { await sheet.change() } }
            .disabled(sheet.isWorking)
        }
        .navigationTitle(QuoteVaultCopy.SignIn.newPassword)
        .toolbar {
          ToolbarItem(placement: .cancellationAction) {
            Button(QuoteVaultCopy.notNow) { Task { await sheet.notNow() } }
          }
        }
      }
      .interactiveDismissDisabled()
    }
  }

  /// What share cards need from the platform: a renderer that measures and draws, and Photos.
  public struct Sharing {
    public let renderer: any Renderer
    public let photos: any PhotoLibrary

    public init(renderer: any Renderer, photos: any PhotoLibrary) {
      self.renderer = renderer
      self.photos = photos
    }
  }

  extension View {
    /// The offline banner above every tab's content, not only Home's (QV-11.2).
    /// The banner in `tab`'s words: "pull down" only where the screen refreshes that way.
    @MainActor func offlineBanner(_ model: QuoteVaultModel, on tab: QuoteVaultTab) -> some View {
      safeAreaInset(edge: .top, spacing: 0) {
        if let message = model.connectivity.bannerMessage(on: tab) {
          OfflineBanner(message: message, isOffline: model.connectivity.isOffline, theme: model.settings.settings.theme)
        }
      }
    }
  }

  /// The banner shown while offline (QV-11.2), or while a busy server keeps saved quotes on screen (QV-11.4).
  @MainActor
  struct OfflineBanner: View {
    let message: String
    let isOffline: Bool
    let theme: Theme

    var body: some View {
      // Criterion: QV-11.2, QV-11.4
      Label(verbatim: message, systemImage: isOffline ? "wifi.slash" : "exclamationmark.icloud")
        .font(.footnote)
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(Spacing.small)
        .background(Color(theme.surface))
        // One element VoiceOver reads as a status, not a stray image and text.
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(verbatim: message)
        .accessibilityAddTraits(.isStaticText)
    }
  }

  /// Settings' Change Password or Change Email: the new value, its rule or error, and Save that waits.
  @MainActor
  struct AccountChangeView: View {
    @Bindable var sheet: AccountChangeModel
    @FocusState private var focused: Bool

    var body: some View {
      NavigationStack {
        Form {
          Section {
            Group {
              if sheet.kind == .password {
                SecureField(verbatim: sheet.fieldLabel, text: $sheet.value).textContentType(.newPassword)
              } else {
                TextField(verbatim: sheet.fieldLabel, text: $sheet.value)
                  .keyboardType(.emailAddress)
                  .textContentType(.emailAddress)
                  .textInputAutocapitalization(.never)
                  .autocorrectionDisabled()
              }
            }
            .focused($focused)
            .submitLabel(.done)
            .onSubmit(save)
            Text(verbatim: sheet.error ?? sheet.hint)
              .font(.footnote)
              .foregroundStyle(sheet.error == nil ? Color.secondary : Color(Theme.quoteVault.destructive))
          }
        }
        .navigationTitle(verbatim: sheet.title)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
          ToolbarItem(placement: .cancellationAction) { Button(QuoteVaultCopy.cancel) { sheet.cancel() } }
          ToolbarItem(placement: .confirmationAction) {
            Button(QuoteVaultCopy.save, action: save).disabled(sheet.isWorking)
          }
        }
        .overlay { if sheet.isWorking { ProgressView() } }
        .onAppear { focused = true }
      }
    }

    private func save() { Task { await sheet.save() } }
  }
#endif
