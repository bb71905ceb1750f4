#if os(iOS)
  import DesignSystem
  import DesignSystemUI
  import Localization
  import LocalizationUI
  import QuoteVaultCore
  import SwiftUI

  /// Sign in, sign up and password reset on one screen (QV-1.1 to QV-1.6); errors under their fields. The answer
  /// to a tap (an error, "Check your email", the reset code) comes right under the fields, above the buttons, in
  /// the order `SignInModel.sections` gives, and the model's `focus` moves the keyboard, the scroll position and
  /// VoiceOver to it. What is typed lives in the screen's own form (`SignInModel`): the first screen's, or the one
  /// the sign-in sheet's destination holds.
  @MainActor
  struct AuthView: View {
    @Bindable var form: SignInModel
    let signedIn: () -> Void
    /// "Continue without an account" (App Review 5.1.1), on the first screen; nil in the sign-in sheet.
    let continueAsGuest: (() -> Void)?
    /// The sign-in sheet's Cancel (a guest's); nil on the first screen.
    let cancel: (() -> Void)?
    private let errorColor = Color(Theme.quoteVault.destructive)
    @FocusState private var field: SignInModel.Focus?
    @AccessibilityFocusState private var answerFocused: Bool

    init(
      form: SignInModel, continueAsGuest: (() -> Void)? = nil, cancel: (() -> Void)? = nil,
      signedIn: @escaping () -> Void
    ) {
      _form = Bindable(form)
      self.continueAsGuest = continueAsGuest
      self.cancel = cancel
      self.signedIn = signedIn
    }

    var body: some View {
      NavigationStack {
        ScrollViewReader { scroller in
          Form {
            ForEach(form.sections(offeringGuest: continueAsGuest != nil), id: \.self) { section in
              switch section {
              case .signInWithApple: signInWithApple
              case .fields: fields
              case .answer: answer.id(SignInModel.Section.answer)
              case .recoveryCode: recoveryCode.id(SignInModel.Section.recoveryCode)
              case .buttons: buttons
              case .guest: guest
              }
            }
          }
          .onChange(of: form.focus, initial: true) { _, focus in follow(focus, scroller: scroller) }
          // A new answer while the last one still has the focus: scrolled to and read out again.
          .onChange(of: form.message) { if form.focus == .answer { follow(.answer, scroller: scroller) } }
          .onChange(of: field) { _, field in if let field { form.focus = field } }
        }
        .navigationTitle(form.isCreatingAccount ? QuoteVaultCopy.SignIn.createAccount : QuoteVaultCopy.appName)
        .overlay { if form.isWorking { ProgressView() } }
        .toolbar {
          if let cancel {
            ToolbarItem(placement: .cancellationAction) { Button(QuoteVaultCopy.cancel, action: cancel) }
          }
        }
      }
    }

    /// The model moved the focus: a field takes the keyboard; the answer is scrolled to and read out (the
    /// keyboard goes, so it is not under it).
    private func follow(_ focus: SignInModel.Focus?, scroller: ScrollViewProxy) {
      switch focus {
      case .email, .password:
        field = focus
      case .recoveryCode:
        field = .recoveryCode
        withAnimation { scroller.scrollTo(SignInModel.Section.answer, anchor: .top) }
      case .answer:
        field = nil
        withAnimation { scroller.scrollTo(SignInModel.Section.answer, anchor: .top) }
        answerFocused = true
      case nil: break
      }
    }

    /// Above the email form: one tap, no password. Closing Apple's sheet leaves the screen as it was.
    private var signInWithApple: some View {
      Section {
        AppleIDButton {
          Task { if await form.signInWithApple() { signedIn() } }
        }
        .disabled(form.isWorking)
        .listRowInsets(EdgeInsets())
        .listRowBackground(Color.clear)
      }
    }

    private var fields: some View {
      Section {
        TextField(QuoteVaultCopy.SignIn.email, text: $form.email)
          .keyboardType(.emailAddress)
          .textContentType(.emailAddress)
          .textInputAutocapitalization(.never)
          .autocorrectionDisabled()
          .focused($field, equals: .email)
          .submitLabel(.next)
          .onSubmit { form.focus = .password }
        if let error = form.emailError { Text(verbatim: error).font(.footnote).foregroundStyle(errorColor) }
        SecureField(QuoteVaultCopy.SignIn.password, text: $form.password)
          .textContentType(form.isCreatingAccount ? .newPassword : .password)
          .focused($field, equals: .password)
          // Return sends the form, as its main button does (the model sends one request at a time).
          .submitLabel(.go)
          .onSubmit { Task { if await form.submit() { signedIn() } } }
        // Criterion: QV-1.2, QV-1.3 (the rule is shown before and after a refused attempt)
        Text(verbatim: form.passwordFootnote)
          .font(.footnote)
          .foregroundStyle(form.passwordFootnoteIsError ? errorColor : Color(Theme.quoteVault.secondaryText))
      }
    }

    // Criterion: QV-1.5, QV-1.6 (the answer above the buttons, focused)
    private var answer: some View {
      Section {
        if let message = form.message {
          Text(verbatim: message).accessibilityFocused($answerFocused)
        }
        if form.auth.canResendConfirmation {
          Button(QuoteVaultCopy.SignIn.sendNewLink) { Task { await form.resendConfirmation() } }
            .disabled(form.isWorking)
        }
      }
    }

    /// The reset completes here: the code from the email (or its link, which opens the app).
    @ViewBuilder private var recoveryCode: some View {
      if case .codeSent(let email) = form.auth.recovery {
        Section {
          TextField(QuoteVaultCopy.SignIn.code, text: $form.recoveryCode)
            .keyboardType(.numberPad)
            .textContentType(.oneTimeCode)
            .focused($field, equals: .recoveryCode)
          Button(QuoteVaultCopy.SignIn.continueTitle) {
            Task { if await form.verifyRecoveryCode() { signedIn() } }
          }
          .disabled(form.isWorking)
          Button(QuoteVaultCopy.cancel, role: .cancel) { form.cancelRecovery() }
        } header: {
          Text(QuoteVaultCopy.SignIn.resetPassword)
        } footer: {
          Text(QuoteVaultCopy.SignIn.codeSent(to: email))
        }
      }
    }

    private var buttons: some View {
      Section {
        Button(form.isCreatingAccount ? QuoteVaultCopy.SignIn.createAccount : QuoteVaultCopy.SignIn.signIn) {
          Task {
            if await form.submit() { signedIn() }
          }
        }
        .disabled(form.isWorking)
        // The mode stays while a request is on its way: its answer is for the mode it was sent in.
        Button(form.isCreatingAccount ? QuoteVaultCopy.SignIn.haveAccount : QuoteVaultCopy.SignIn.createAnAccount) {
          form.isCreatingAccount.toggle()
        }
        .disabled(form.isWorking)
        if !form.isCreatingAccount {
          // Busy while the mail is asked for: one tap, one mail.
          Button(QuoteVaultCopy.SignIn.forgotPassword) { Task { await form.resetPassword() } }
            .disabled(form.isWorking)
        }
      }
    }

    @ViewBuilder private var guest: some View {
      if let continueAsGuest {
        Section {
          Button(QuoteVaultCopy.SignIn.continueAsGuest, action: continueAsGuest)
        } footer: {
          Text(QuoteVaultCopy.SignIn.guestFooter)
        }
      }
    }
  }
#endif
