#if os(iOS)
  import AppServices
  import AppServicesLive
  import DesignSystem
  import DesignSystemUI
  import Foundation
  import Localization
  import LocalizationUI
  import QuoteVaultCore
  import Rendering
  import SwiftUI
  import UIKit

  /// Profile (QV-2), appearance (QV-9), reminders (QV-7, `ReminderSetsSection`) and sign out (QV-1.8).
  @MainActor
  struct SettingsView: View {
    @Bindable var model: QuoteVaultModel
    @Bindable private var settings: SettingsModel
    @Bindable private var profile: ProfileModel
    @FocusState private var nameFocused: Bool
    /// The profile photo, decoded once per photo (not on every redraw of Settings), as the share card's is.
    @State private var avatarImage: UIImage?
    /// The photo grows with the text beside it (Dynamic Type), as Settings' own profile photo does.
    @ScaledMetric(relativeTo: .body) private var scaledAvatarSize: CGFloat = 56
    /// Capped: at AX5 the scaled photo alone would take most of the row.
    private var avatarSize: CGFloat { min(scaledAvatarSize, QuoteVaultLayout.largestAvatar) }
    @Environment(\.dynamicTypeSize) private var typeSize

    init(model: QuoteVaultModel) {
      _model = Bindable(model)
      _settings = Bindable(model.settings)
      _profile = Bindable(model.profile)
    }

    var body: some View {
      NavigationStack(path: $model.settingsPath) {
        Form {
          if model.auth.isSignedIn { profileSection }
          appearanceSection
          Section {
            // Criterion: QV-9.7 (For You's topics, as onboarding offered them: saved to the account when signed in)
            Button {
              model.editTopics()
            } label: {
              LabeledContent {
                Text(verbatim: model.feed.followedTopics.map(\.title.text).formatted(.list(type: .and)))
              } label: {
                Text(TopicsModel.title)
              }
            }
            .foregroundStyle(.primary)
          }
          // Settings > Reminders: the switch, then the reminder sets (QV-7).
          ReminderSetsSection(model: model)
          StreakNudgeSection(reminders: model.reminders)
          if model.auth.isSignedIn {
            if model.offersCredentialChanges {
              Section(QuoteVaultCopy.Settings.account) {
                Button(QuoteVaultCopy.Settings.changePassword) { model.changeAccount(.password) }
                Button(QuoteVaultCopy.Settings.changeEmail) { model.changeAccount(.email) }
              }
            }
            Section {
              // Criterion: QV-1.8 (changes still waiting: the model says so and asks first)
              Button(QuoteVaultCopy.Settings.signOut, role: .destructive) {
                Task { await model.account.requestSignOut() }
              }
              .disabled(model.account.isSigningOut)
            }
            Section {
              // App Review 5.1.1(v): the account is deleted in the app, after a destructive confirmation.
              Button(QuoteVaultCopy.Settings.deleteAccount, role: .destructive) { model.requestAccountDeletion() }
                .disabled(model.account.isDeletingAccount)
            } footer: {
              Text(QuoteVaultCopy.Settings.deleteAccountFooter)
            }
          } else {
            Section {
              Button(QuoteVaultCopy.Settings.signInOrCreate) { model.showSignIn() }
            }
          }
          Section {
            PrivacyPolicyRow(
              policy: model.privacyPolicy, title: QuoteVaultPrivacy.title,
              pushing: QuoteVaultSettingsRoute.privacyPolicy)
            // Rate QuoteVault, Contact Support and "Version 1.0.0 (1)", each when the build configures it.
            AboutRows(
              info: .inBundle,
              titles: AboutRows.Titles(
                rate: QuoteVaultCopy.Settings.rateApp, contactSupport: QuoteVaultCopy.Settings.contactSupport,
                version: QuoteVaultCopy.Settings.version))
          }
        }
        .navigationTitle(QuoteVaultCopy.Tabs.settings)
        .navigationDestination(for: QuoteVaultSettingsRoute.self) { route in
          switch route {
          case .privacyPolicy:
            PrivacySummaryView(summary: model.privacyPolicy.summary, title: QuoteVaultPrivacy.title)
          }
        }
        .onDisappear {
          Task {
            await model.reminders.commitTime()
            await model.profile.commitName()
          }
        }
        .task { await model.profile.load() }
      }
    }

    // Criterion: QV-2.1, QV-2.2, QV-2.3, QV-2.4
    private var profileSection: some View {
      Section(QuoteVaultCopy.Settings.profile) {
        // At accessibility sizes the photo goes above the name and email, which then keep the row's width.
        let layout =
          QuoteVaultLayout.stacksProfileRow(at: DesignSystem.DynamicTypeSize(typeSize))
          ? AnyLayout(VStackLayout(alignment: .leading)) : AnyLayout(HStackLayout())
        layout {
          avatar
          VStack(alignment: .leading) {
            TextField(QuoteVaultCopy.name, text: $profile.nameField)
              .focused($nameFocused)
              .onSubmit { Task { await model.profile.commitName() } }
              .onChange(of: nameFocused) { if !nameFocused { Task { await model.profile.commitName() } } }
            Text(verbatim: model.auth.user?.email ?? "").font(.footnote).foregroundStyle(.secondary)
          }
        }
        // The system photo picker, through the model's stack (`avatarPicked` uploads what it gives back).
        Button(model.profile.isUploading ? QuoteVaultCopy.Settings.uploading : QuoteVaultCopy.Settings.choosePhoto) {
          model.chooseAvatar()
        }
      }
      // Decoded and prepared off the main actor (PreparedImage); a newer photo cancels the older.
      .task(id: model.profile.avatarData) {
        guard let data = model.profile.avatarData else { return avatarImage = nil }
        let decoded = await PreparedImage.decode(data)
        if !Task.isCancelled { avatarImage = decoded }
      }
    }

    @ViewBuilder private var avatar: some View {
      if let image = avatarImage {
        Image(uiImage: image).resizable().scaledToFill().frame(width: avatarSize, height: avatarSize).clipShape(
          Circle()
        )
        .accessibilityLabel(QuoteVaultCopy.Settings.profilePhoto)
      } else {
        Image(systemName: "person.crop.circle.fill").resizable().frame(width: avatarSize, height: avatarSize)
          .foregroundStyle(.secondary)
          .accessibilityLabel(QuoteVaultCopy.Settings.noProfilePhoto)
      }
    }

    // Criterion: QV-9.1 to QV-9.6 (each change is stored at once; QV-9.7 sends it to the profile)
    private var appearanceSection: some View {
      Section(QuoteVaultCopy.Settings.appearance) {
        Picker(QuoteVaultCopy.Settings.appearance, selection: $settings.appearance) {
          Text(QuoteVaultCopy.Settings.system).tag(QuoteVaultSettings.Appearance.system)
          Text(QuoteVaultCopy.Settings.light).tag(QuoteVaultSettings.Appearance.light)
          Text(QuoteVaultCopy.Settings.dark).tag(QuoteVaultSettings.Appearance.dark)
        }
        .segmentedUnlessAccessibilitySize()
        Picker(QuoteVaultCopy.Settings.accent, selection: $settings.accent) {
          ForEach(QuoteVaultSettings.accents, id: \.id) { accent in
            // The swatch in the accent's own colour, so the choices do not look alike.
            Label {
              Text(verbatim: QuoteVaultCopy.Settings.accentName(id: accent.id, english: accent.displayName))
            } icon: {
              Image(systemName: "circle.fill").foregroundStyle(Color(accent.color))
            }
            .tag(accent.id)
          }
        }
        // Criterion: QV-9.5
        Picker(QuoteVaultCopy.Settings.quoteSize, selection: quoteSize) {
          ForEach(QuoteVaultSettings.fontScaleChoices, id: \.scale) { Text(verbatim: $0.name).tag($0.scale) }
        }
        // Reading mode's background, font and photo (kept on this iPhone).
        Button(ReadingThemeModel.title, systemImage: "paintpalette") { model.reading.chooseTheme() }
          .foregroundStyle(.primary)
      }
    }

    /// Always one of the picker's choices, so it never shows nothing selected.
    private var quoteSize: Binding<Double> {
      let settings = model.settings
      return Binding(
        get: { @MainActor in QuoteVaultSettings.nearestFontScaleChoice(settings.fontScale) },
        set: { @MainActor in settings.fontScale = $0 })
    }
  }
#endif
