#if os(iOS)
  import AppLock
  import DesignSystem
  import DesignSystemUI
  import Localization
  import LocalizationUI
  import SwiftUI
  import VocaPinCore

  /// Profile Settings' Lock VocaPin: the switch (named by what the device has), Require and Hide Note on Widget
  /// while it is on, and the footer saying what is hidden and what the widget still shows. The model decides
  /// (`AppLockModel`): turning on asks the device owner first; a device with no passcode says why it cannot.
  @MainActor
  struct AppLockSection: View {
    @Bindable var lock: AppLockModel

    var body: some View {
      let method = lock.method
      Section {
        Toggle(isOn: $lock.isOnShown) {
          Label {
            Text(VocaPinCopy.Lock.toggle)
          } icon: {
            Image(systemName: method.systemImage)
          }
        }
        .font(.theme(Theme.vocaPin.bodyFont))
        // No passcode: nothing could unlock it, so it cannot be turned on (the footer says why).
        .disabled(method == .unavailable && !lock.settings.isOn)
        if lock.settings.isOn {
          Picker(selection: $lock.requireAfter) {
            ForEach(AppLockSettings.requireChoices) { Text($0.title).tag($0) }
          } label: {
            Text(VocaPinCopy.Lock.require)
          }
          Toggle(VocaPinCopy.Lock.hideWidgetNote, isOn: $lock.hidesWidgetNote)
            .font(.theme(Theme.vocaPin.bodyFont))
        }
      } footer: {
        Text(lock.footer)
      }
    }
  }

  struct AppLockSection_Previews: PreviewProvider {
    static var previews: some View {
      Form { AppLockSection(lock: VocaPinPreviewValues.model().appLock) }
        .previewDisplayName("Lock VocaPin")
    }
  }
#endif
