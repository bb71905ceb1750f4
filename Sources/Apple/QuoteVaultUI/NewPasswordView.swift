#if os(iOS)
  import DesignSystem
  import DesignSystemUI
  import LocalizationUI
  import QuoteVaultCore
  import SwiftUI

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
            Text(verbatim: sheet.passwordFootnote).font(.footnote)
              .foregroundStyle(
                sheet.passwordFootnoteIsError
                  ? Color(Theme.quoteVault.destructive) : Color(Theme.quoteVault.secondaryText))
          } footer: {
            if let error = sheet.error { Text(verbatim: error) }
          }
          Button(QuoteVaultCopy.SignIn.changePassword) { Task { await sheet.change() } }
            .disabled(sheet.isWorking)
        }
        .navigationTitle(QuoteVaultCopy.SignIn.newPassword)
        .toolbar {
          ToolbarItem(placement: .cancellationAction) {
            // Off while Change Password is on its way: its answer says whether the password was set.
            Button(QuoteVaultCopy.notNow) { Task { await sheet.notNow() } }.disabled(sheet.isWorking)
          }
        }
      }
      .interactiveDismissDisabled()
    }
  }

  struct NewPasswordView_Previews: PreviewProvider {
    static var previews: some View {
      NewPasswordView(sheet: NewPasswordModel())
        .previewDisplayName("New password")
    }
  }
#endif
