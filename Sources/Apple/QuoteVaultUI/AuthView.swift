#if os(iOS)
  import DesignSystem
  import DesignSystemUI
  import QuoteVaultCore
  import SwiftUI

  /// Sign in, sign up and password reset on one screen (QV-1.1 to QV-1.6); errors under their fields.
  @MainActor
  struct AuthView: View {
    @Bindable var auth: AuthModel
    let signedIn: () -> Void
    /// "Continue without an account" (App Review 5.1.1), on the first screen; nil in the sign-in sheet.
    let continueAsGuest: (() -> Void)?
    private let errorColor = Color(Theme.quoteVault.destructive)

    init(auth: AuthModel, continueAsGuest: (() -> Void)? = nil, signedIn: @escaping () -> Void) {
      _auth = Bindable(auth)
      self.continueAsGuest = continueAsGuest
      self.signedIn = signedIn
    }

    var body: some View {
      NavigationStack {
        Form {
          Section {
            TextField("Email", text: $auth.email)
              .keyboardType(.emailAddress)
              .textContentType(.emailAddress)
              .textInputAutocapitalization(.never)
              .autocorrectionDisabled()
            if let error = auth.emailError { Text(error).font(.footnote).foregroundStyle(errorColor) }
            SecureField("Password", text: $auth.password)
              .textContentType(auth.isCreatingAccount ? .newPassword : .password)
            // Criterion: QV-1.2, QV-1.3 (the rule is shown before and after a refused attempt)
            Text(auth.passwordError ?? auth.passwordRequirement)
              .font(.footnote)
              .foregroundStyle(auth.passwordError == nil ? Color(Theme.quoteVault.secondaryText) : errorColor)
          }
          Section {
            Button(auth.isCreatingAccount ? "Create Account" : "Sign In") {
              Task {
                if await auth.submit() { signedIn() }
              }
            }
            .disabled(auth.isWorking)
            Button(auth.isCreatingAccount ? "I have an account" : "Create an account") {
              auth.isCreatingAccount.toggle()
            }
            if !auth.isCreatingAccount {
              Button("Forgot password?") { Task { await auth.resetPassword() } }
            }
          }
          if let continueAsGuest {
            Section {
              Button("Continue without an account", action: continueAsGuest)
            } footer: {
              Text("Browse, search and share quotes now. Sign in later to keep favorites and collections.")
            }
          }
          // Criterion: QV-1.5, QV-1.6
          if let message = auth.message {
            Section { Text(message) }
          }
          // The reset completes here: the code from the email (or its link, which opens the app).
          if case .codeSent(let email) = auth.recovery {
            Section {
              TextField("Code", text: $auth.recoveryCode)
                .keyboardType(.numberPad)
                .textContentType(.oneTimeCode)
              Button("Continue") {
                Task { if await auth.verifyRecoveryCode() { signedIn() } }
              }
              .disabled(auth.isWorking)
              Button("Cancel", role: .cancel) { auth.cancelRecovery() }
            } header: {
              Text("Reset Password")
            } footer: {
              Text("Enter the code from the email sent to \(email), or tap the link in it.")
            }
          }
        }
        .navigationTitle(auth.isCreatingAccount ? "Create Account" : "QuoteVault")
        .overlay { if auth.isWorking { ProgressView() } }
      }
    }
  }
#endif
