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
    let model: VocaPinModel

    var body: some View {
      Section {
        Toggle(
          VocaPinCopy.syncToggle, isOn: Binding(get: { model.noteSync.isOn }, set: { model.setICloudSync($0) })
        )
        .font(.theme(Theme.vocaPin.bodyFont))
        // A newer version's sync file: this version cannot use it and never writes over it (the words say so).
        .disabled(model.noteSync.ledgerHold == .newerVersion)
        if let words = VocaPinCopy.syncStatus(model.noteSync.status) {
          Text(words).font(.footnote).foregroundStyle(Color(Theme.vocaPin.secondaryText))
        }
      } footer: {
        Text(VocaPinCopy.syncFooter)
      }
    }
  }

  struct ICloudSyncSection_Previews: PreviewProvider {
    static var previews: some View {
      Form { ICloudSyncSection(model: VocaPinPreviewValues.model()) }
        .previewDisplayName("iCloud Sync")
    }
  }
#endif
