#if os(iOS)
  import AppLock
  import AppServices
  import AppServicesLive
  import DesignSystem
  import Foundation
  import DesignSystemUI
  import Localization
  import LocalizationUI
  import PayMeCore
  import SwiftUI

  /// Settings' "Your Handle": the handle others pay this install with, typed and saved on its own model; a
  /// refusal is said under the field in words.
  @MainActor
  struct HandleSection: View {
    let model: HandleEditModel

    var body: some View {
      Section {
        HStack(spacing: 2) {
          Text(verbatim: "@").foregroundStyle(Color(Theme.payMe.secondaryText)).accessibilityHidden(true)
          TextField(PayMeCopy.handleTitle, text: Binding(get: { model.text }, set: { model.edit($0) }))
            .textInputAutocapitalization(.never)
            .autocorrectionDisabled()
            .textContentType(.nickname)
            .submitLabel(.done)
            .onSubmit { model.save() }
        }
        if let refusal = model.refusal {
          Text(refusal.message).font(.footnote).foregroundStyle(Color(Theme.payMe.errorText))
        }
        if model.canSave {
          Button(PayMeCopy.handleSave) { model.save() }
        }
      } header: {
        Text(PayMeCopy.handleTitle)
      } footer: {
        Text(PayMeCopy.handleFooter)
      }
    }
  }
#endif
