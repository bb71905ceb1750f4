#if os(iOS)
  import DesignSystem
  import DesignSystemUI
  import LocalizationUI
  import QuoteVaultCore
  import SwiftUI

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

  struct AccountChangeView_Previews: PreviewProvider {
    static var previews: some View {
      AccountChangeView(sheet: AccountChangeModel(.email, service: QuoteVaultPreviewValues.model().service))
        .previewDisplayName("Change email")
      AccountChangeView(sheet: AccountChangeModel(.password, service: QuoteVaultPreviewValues.model().service))
        .previewDisplayName("Change password")
    }
  }
#endif
