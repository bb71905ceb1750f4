#if os(iOS)
  import DesignSystem
  import DesignSystemUI
  import Localization
  import LocalizationUI
  import SwiftUI
  import VocaPinCore

  /// Profile Settings' iCloud Sync: the toggle (off until the user turns it on), what sync is doing in words, and
  /// what it does not sync (recordings stay on this iPhone). The model decides (`NoteSync`).
  @MainActor
  struct ICloudSyncSection: View {
    let screen: ProfileSettingsModel

    var body: some View {
      Section {
        Toggle(
          VocaPinCopy.syncToggle, isOn: Binding(get: { screen.values.syncOn }, set: { screen.set(.iCloudSync($0)) })
        )
        .font(.theme(Theme.vocaPin.bodyFont))
        // A newer version's sync file: this version cannot use it and never writes over it (the words say so).
        .disabled(screen.values.syncHeldByNewerVersion)
        if let words = screen.values.syncStatus {
          Text(words).font(.footnote).foregroundStyle(Color(Theme.vocaPin.secondaryText))
        }
      } footer: {
        Text(VocaPinCopy.syncFooter)
      }
    }
  }

  struct ICloudSyncSection_Previews: PreviewProvider {
    static var previews: some View {
      Form { ICloudSyncSection(screen: VocaPinPreviewValues.profileSettings()) }
        .previewDisplayName("iCloud Sync")
    }
  }
#endif
