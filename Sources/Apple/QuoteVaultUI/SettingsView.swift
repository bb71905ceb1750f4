#if os(iOS)
  import Foundation
  import PhotosUI
  import QuoteVaultCore
  import Rendering
  import SwiftUI
  import UIKit

  /// Profile (QV-2), appearance (QV-9), daily notification (QV-7) and sign out (QV-1.8).
  @MainActor
  struct SettingsView: View {
    let model: QuoteVaultModel
    /// Decodes the picked photo (HEIC included, through ImageIO) and encodes the avatar's JPEG.
    let renderer: any Renderer
    @Bindable private var settings: SettingsModel
    @Bindable private var profile: ProfileModel
    @Bindable private var root: QuoteVaultModel
    @State private var name = ""
    @State private var avatarItem: PhotosPickerItem?
    @State private var notificationTime = Date()

    init(model: QuoteVaultModel, renderer: any Renderer) {
      self.model = model
      self.renderer = renderer
      _settings = Bindable(model.settings)
      _profile = Bindable(model.profile)
      _root = Bindable(model)
    }

    var body: some View {
      NavigationStack {
        Form {
          profileSection
          appearanceSection
          notificationSection
          Section {
            // Criterion: QV-1.8 (changes still waiting: the model says so and asks first)
            Button("Sign Out", role: .destructive) { Task { await model.requestSignOut() } }
          }
        }
        .navigationTitle("Settings")
        .confirmationDialog(
          "Sign out?", isPresented: $root.isConfirmingSignOut, titleVisibility: .visible
        ) {
          Button("Sign Out Anyway", role: .destructive) { Task { await model.confirmSignOut() } }
          Button("Cancel", role: .cancel) { model.cancelSignOut() }
        } message: {
          Text(model.signOutWarning ?? "")
        }
        .task {
          await model.profile.load()
          name = model.profile.displayName
          notificationTime = NotificationPlan.date(
            forTime: model.settings.settings.notificationTime, on: Date(), calendar: .current)
        }
        .alert("Profile", isPresented: $profile.isShowingMessage) {
          Button("OK") {}
        } message: {
          Text(model.profile.message ?? "")
        }
        .alert("Notifications", isPresented: $root.isShowingMessage) {
          Button("OK") {}
        } message: {
          Text(model.message ?? "")
        }
      }
    }

    // Criterion: QV-2.1, QV-2.2, QV-2.3, QV-2.4
    private var profileSection: some View {
      Section("Profile") {
        HStack {
          avatar
          VStack(alignment: .leading) {
            TextField("Name", text: $name)
              .onSubmit { Task { await model.profile.rename(name) } }
            Text(model.auth.user?.email ?? "").font(.footnote).foregroundStyle(.secondary)
          }
        }
        // The label closure runs off the main actor: it gets the title as a value.
        let title = model.profile.isUploading ? "Uploading…" : "Choose Photo"
        PhotosPicker(selection: $avatarItem, matching: .images) { Text(title) }
          .onChange(of: avatarItem) {
            guard let item = avatarItem else { return }
            Task {
              if let data = try? await item.loadTransferable(type: Data.self) {
                // Made a 512-pixel JPEG first, whatever the photo came as (HEIC included).
                await model.profile.uploadAvatar(data, renderer: renderer)
              }
            }
          }
      }
    }

    @ViewBuilder private var avatar: some View {
      if let data = model.profile.avatarData, let image = UIImage(data: data) {
        Image(uiImage: image).resizable().scaledToFill().frame(width: 56, height: 56).clipShape(Circle())
      } else {
        Image(systemName: "person.crop.circle.fill").resizable().frame(width: 56, height: 56)
          .foregroundStyle(.secondary)
      }
    }

    // Criterion: QV-9.1 to QV-9.6 (each change is stored at once; QV-9.7 sends it to the profile)
    private var appearanceSection: some View {
      Section("Appearance") {
        Picker("Appearance", selection: $settings.appearance) {
          Text("System").tag(QuoteVaultSettings.Appearance.system)
          Text("Light").tag(QuoteVaultSettings.Appearance.light)
          Text("Dark").tag(QuoteVaultSettings.Appearance.dark)
        }
        .pickerStyle(.segmented)
        Picker("Accent", selection: $settings.accent) {
          ForEach(QuoteVaultSettings.accents, id: \.id) { accent in
            Label(accent.displayName, systemImage: "circle.fill").tag(accent.id)
          }
        }
        Picker("Quote Size", selection: $settings.fontScale) {
          Text("Small").tag(0.8)
          Text("Default").tag(1.0)
          Text("Large").tag(1.2)
          Text("Larger").tag(1.4)
          Text("Largest").tag(1.6)
        }
      }
    }

    // Criterion: QV-7.1, QV-7.2, QV-7.5
    private var notificationSection: some View {
      Section("Daily Quote") {
        Toggle("Daily notification", isOn: notificationsOn)
        if model.settings.settings.notificationsEnabled {
          DatePicker("Time", selection: $notificationTime, displayedComponents: .hourAndMinute)
            .onChange(of: notificationTime) {
              let time = NotificationPlan.time(of: notificationTime, calendar: .current)
              Task { await model.setNotifications(enabled: true, time: time) }
            }
        }
      }
    }

    private var notificationsOn: Binding<Bool> {
      let root = model
      return Binding(
        get: { @MainActor in root.settings.settings.notificationsEnabled },
        set: { @MainActor on in Task { await root.setNotifications(enabled: on) } })
    }
  }
#endif
