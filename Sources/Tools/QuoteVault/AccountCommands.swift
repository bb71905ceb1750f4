import ArgumentParser
import QuoteVaultCore
import ToolSupport

/// The password comes on standard input, so it stays out of the shell history and the process list.
func readPassword() throws -> String {
  guard let line = readLine(strippingNewline: true), !line.isEmpty else {
    throw ValidationError("Give the password on standard input.")
  }
  return line
}

/// Signs up or in with the email argument and the password on standard input; the refusal in the app's words.
@MainActor
func authenticate(_ options: DeviceOptions, email: String, signingUp: Bool) async throws -> QuoteVaultModel {
  let model = try options.model()
  let form = model.signInScreen
  form.email = email
  form.password = try readPassword()
  guard signingUp ? await form.signUp() : await form.signIn() else {
    throw Failure(form.emailError ?? form.passwordError ?? form.message ?? "Not signed in.")
  }
  await model.afterSignIn()
  return model
}

struct SignUp: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "signup", abstract: "Create an account (password on standard input).")
  @OptionGroup var options: DeviceOptions
  @Argument var email: String

  @MainActor func run() async throws {
    let model = try await authenticate(options, email: email, signingUp: true)
    print("Signed up as \(model.auth.user?.email ?? email).")
  }
}

struct SignIn: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "signin", abstract: "Sign in (password on standard input); favourites and collections come back.")
  @OptionGroup var options: DeviceOptions
  @Argument var email: String

  @MainActor func run() async throws {
    let model = try await authenticate(options, email: email, signingUp: false)
    print(
      "Signed in as \(email): \(model.library.favorites.count) favorites, \(model.library.collections.count) collections."
    )
  }
}

struct SignOut: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "signout", abstract: "Sign out and forget this user's data (changes still waiting: asks first).")
  @OptionGroup var options: DeviceOptions
  @Flag(help: "Sign out even though changes have not reached the server; they are lost.")
  var discardChanges = false

  @MainActor func run() async throws {
    let model = try options.model()
    await model.auth.restore()
    if discardChanges {
      await model.account.signOut()
    } else {
      await model.account.requestSignOut()
      if case .signOut(let warning) = model.alertUp {
        throw Failure("\(warning) Run `quotevault signout --discard-changes` to sign out anyway.")
      }
    }
    print("Signed out.")
  }
}
