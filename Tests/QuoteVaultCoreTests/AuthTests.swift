import AppServicesTestSupport
import DesignSystem
import Foundation
import QuoteVaultCore
import Rendering
import RenderingCairo
import SupabaseClient
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@MainActor
@Suite("QuoteVault sign-in and profile, against the real server")
struct AuthTests {
  let backend: Backend
  init() async throws { backend = try await Backend() }

  @Test("QV-1.1 / QV-1.4: sign-up creates the account; signing in on another device reaches the home screen")
  func signUpThenSignIn() async throws {
    let email = newEmail()
    let first = try await signedIn(backend, email: email)
    #expect(first.auth.isSignedIn)
    #expect(first.auth.user?.email == email)

    let second = try Device(backend).model()
    await second.launch()
    #expect(second.rootScreen == .signIn, "no session on this device: the sign-in screen")
    second.auth.email = email
    second.auth.password = "correct horse battery"
    #expect(await second.auth.signIn())
    #expect(second.auth.isSignedIn && second.rootScreen == .app, "the home screen")
    #expect(second.auth.user?.id == first.auth.user?.id)
    #expect(second.auth.password.isEmpty, "the password is not kept once used")
  }

  @Test("QV-1.1: the screen's main button creates an account in Create Account mode, and signs in otherwise")
  func submitFollowsTheMode() async throws {
    let email = newEmail()
    let creating = try Device(backend).model()
    creating.auth.isCreatingAccount = true
    creating.auth.email = email
    creating.auth.password = "correct horse battery"
    #expect(await creating.auth.submit(), "a new account")
    let signingIn = try Device(backend).model()
    #expect(!signingIn.auth.isCreatingAccount, "the screen opens on Sign In")
    signingIn.auth.email = email
    signingIn.auth.password = "correct horse battery"
    #expect(await signingIn.auth.submit())
    #expect(signingIn.auth.user?.email == email, "the account just created, signed in")
  }

  @Test("QV-1.2 / QV-1.3: a malformed email or a short password is refused before any request, with the rule shown")
  func validation() async throws {
    let transport = GatedTransport(backend.transport)  // never opened: a request would hang the test
    let model = try Device(backend, transport: transport).model()
    model.auth.email = "not-an-email"
    model.auth.password = "long enough password"
    #expect(await model.auth.signUp() == false)
    #expect(model.auth.emailError == Credentials.invalidEmail)

    model.auth.email = newEmail()
    model.auth.password = "short"
    #expect(await model.auth.signUp() == false)
    #expect(model.auth.passwordError == "Use at least 8 characters.")
    #expect(model.auth.passwordRequirement == "Use at least 8 characters.")
    #expect(await transport.held == 0)
  }

  @Test("QV-1.5: wrong credentials say so in the app's words")
  func wrongPassword() async throws {
    let email = newEmail()
    _ = try await signedIn(backend, email: email)
    let model = try Device(backend).model()
    model.auth.email = email
    model.auth.password = "not the password"
    #expect(await model.auth.signIn() == false)
    #expect(model.auth.message == "That email and password don't match an account.")
    #expect(!model.auth.isSignedIn)
  }

  @Test("QV-1.6: a reset request mails the address and says the same whether or not it has an account")
  func reset() async throws {
    let email = newEmail()
    _ = try await signedIn(backend, email: email)
    let model = try Device(backend).model()
    model.auth.email = email
    await model.auth.resetPassword()
    #expect(model.auth.message == "If an account uses \(email), a reset email is on its way.")
    #expect(backend.mail(to: email).count == 1)
    // The link points at this server as clients reach it, not at the configured port 0.
    #expect(try #require(backend.mail(to: email).first).contains(":\(try #require(backend.url.port))/auth/v1/verify"))

    let stranger = newEmail()
    model.auth.email = stranger
    await model.auth.resetPassword()
    #expect(model.auth.message == "If an account uses \(stranger), a reset email is on its way.")
    #expect(backend.mail(to: stranger).isEmpty)
  }

  @Test("QV-1.7: relaunching restores the stored session, even with the server unreachable")
  func restore() async throws {
    let device = try Device(backend)
    let first = try await signedIn(backend, device: device)
    let id = first.auth.user?.id
    await backend.stop()

    let relaunched = device.model()
    #expect(relaunched.rootScreen == .launching, "never the sign-in screen before the session is looked for")
    await relaunched.launch()
    #expect(relaunched.auth.isSignedIn && relaunched.rootScreen == .app)
    #expect(relaunched.auth.user?.id == id)
    #expect(relaunched.connectivity.isOffline)
  }

  @Test("QV-1.8: signing out forgets the session and this user's data on the device")
  func signOut() async throws {
    let device = try Device(backend)
    let model = try await signedIn(backend, device: device)
    let quote = try #require(try await device.service.api.quotes(after: nil, category: nil, search: nil).first)
    await model.library.toggleFavorite(quote)
    #expect(model.library.favoriteIDs == [quote.id])

    await model.signOut()
    #expect(!model.auth.isSignedIn)
    #expect(model.library.favoriteIDs.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: device.folder.appendingPathComponent("session.json").path))
    let relaunched = device.model()
    await relaunched.auth.restore()
    #expect(!relaunched.auth.isSignedIn)
  }

  @Test("QV-2.1 / QV-2.2: the profile shows the name; a new name reaches Supabase, also when the user just leaves")
  func profileName() async throws {
    let scene = SimulatedScene()
    let model = try await signedIn(backend)
    #expect(model.profile.profile != nil)
    #expect(model.profile.nameField == model.profile.displayName, "the field shows the profile's name")
    // Typed, then the user switches to another app without Return: the name is kept and sent.
    model.profile.nameField = "  Ada Lovelace "
    await model.follow(scene.leaveApp())
    #expect(model.profile.displayName == "Ada Lovelace" && model.profile.nameField == "Ada Lovelace")

    let id = try #require(model.auth.user?.id)
    let stored = String(
      decoding: try await backend.admin("GET", "rest/v1/profiles?id=eq.\(id)&select=display_name"), as: UTF8.self)
    #expect(stored.contains("Ada Lovelace"))
    model.profile.nameField = "   "
    await model.profile.commitName()  // Return, or the field losing focus
    #expect(model.profile.message == "Names have 1 to 80 characters.")
    model.profile.isShowingMessage = false
    await model.follow(scene.returnToApp())
    await model.follow(scene.leaveApp())  // leaving the app again with the same draft
    #expect(model.profile.message == nil, "said once, not again at every tab switch or trip to the background")
    #expect(model.profile.displayName == "Ada Lovelace" && model.profile.nameField == "   ", "kept to be fixed")
  }

  /// A photo as a camera takes it: `width` x `height` pixels of noise-free gradient, as JPEG.
  func photo(width: Int, height: Int) throws -> Data {
    let list = DisplayList(
      size: Size(width: Double(width), height: Double(height)),
      items: [
        .fill(
          ShapeFill(
            shape: .rect(Rect(x: 0, y: 0, width: Double(width), height: Double(height))),
            paint: .linearGradient(
              start: Point(x: 0, y: 0), end: Point(x: Double(width), y: Double(height)),
              stops: [
                GradientStop(location: 0, color: RGBAColor(hex: 0x224488)),
                GradientStop(location: 1, color: RGBAColor(hex: 0xEECC22)),
              ])))
      ])
    return try CairoRenderer().renderJPEG(list, pixelWidth: width, quality: 0.95)
  }

  @Test("QV-2.3 / QV-2.4: a new avatar is uploaded and shown; a failed upload says so and keeps the old one")
  func avatar() async throws {
    let model = try await signedIn(backend)
    let renderer = CairoRenderer()
    let picked = try photo(width: 800, height: 600)
    await model.profile.uploadAvatar(picked, renderer: renderer)
    let url = try #require(model.profile.avatarURL)
    let (served, response) = try await backend.transport.send(URLRequest(url: url))
    #expect(response.value(forHTTPHeaderField: "Content-Type") == "image/jpeg")
    #expect(served == model.profile.avatarData)
    // The profile screen on another device shows the same picture.
    let other = try await signedIn(backend, email: try #require(model.auth.user?.email), signUp: false)
    #expect(other.profile.avatarData == served)
    // A new photo replaces it: the old one is deleted, not left public at its URL.
    await model.profile.uploadAvatar(try photo(width: 640, height: 640), renderer: renderer)
    let replaced = try #require(model.profile.avatarURL)
    #expect(replaced != url)
    let (_, gone) = try await backend.transport.send(URLRequest(url: url))
    #expect(gone.statusCode >= 400, "the replaced photo's URL serves nothing")
    let id = try #require(model.auth.user?.id)
    let listed = try await model.service.client.storage.from("avatars").list(id + "/", limit: 100)
    #expect(listed.count == 1, "one photo kept: the profile's")
    // Nobody else can list it: not the anon key, not another user.
    let stranger = try await signedIn(backend)
    #expect(try await stranger.service.client.storage.from("avatars").list(id + "/", limit: 100).isEmpty)

    await backend.stop()
    await model.profile.uploadAvatar(picked, renderer: renderer)
    #expect(model.profile.message?.hasSuffix("Your previous photo is unchanged.") == true)
    #expect(model.profile.avatarURL == replaced)
  }

  @Test("QV-2.3: any photo goes up as a 512-pixel square JPEG: a large one is scaled down, never refused")
  func avatarDownscaled() throws {
    let renderer = CairoRenderer()
    // A 12-megapixel camera photo, several megabytes: over the bucket's 2 MB as it was picked.
    let large = try photo(width: 4032, height: 3024)
    let prepared = try AvatarImage.prepare(large, renderer: renderer)
    #expect(AvatarImage.kind(of: prepared) == "JPEG")
    #expect(prepared.count < 200_000, "far under the bucket's 2 MB")
    let size = try #require(jpegSize(prepared))
    #expect(size.width == AvatarImage.side && size.height == AvatarImage.side)
    // A PNG with transparency lands on white, not black: JPEG has no alpha.
    let clear = try renderer.renderPNG(DisplayList(size: Size(width: 10, height: 10)), pixelWidth: 10)
    let avatar = try AvatarImage.prepare(clear, renderer: renderer)
    let square = Rect(x: 0, y: 0, width: 8, height: 8)
    let pixels = try renderer.renderRGBA(
      DisplayList(size: square.size, items: [.image(ImageItem(data: avatar, frame: square))]), pixelWidth: 8)
    let white = pixels.rgb(x: 4, y: 4)
    #expect(white.red > 240 && white.green > 240 && white.blue > 240)
  }

  @Test("QV-2.4: a HEIC this device cannot decode, or anything not an image, is refused in words and never uploaded")
  @MainActor
  func avatarUnreadable() async throws {
    // A HEIC's first bytes (ISO media, brand "heic"): iOS's ImageIO decodes it; Linux's Cairo cannot, and says so.
    let heicLike =
      Data([0, 0, 0, 0x18] + Array("ftypheic".utf8) + [0, 0, 0, 0] + Array("mif1heic".utf8))
      + Data(count: 2_000)
    #expect(AvatarImage.kind(of: heicLike) == "HEIC")
    #expect(throws: AvatarImage.Problem.unreadable) { try AvatarImage.prepare(heicLike, renderer: CairoRenderer()) }
    #expect(throws: AvatarImage.Problem.tooLarge) {
      try AvatarImage.prepare(Data(count: AvatarImage.maximumInput + 1), renderer: CairoRenderer())
    }
    let model = try await signedIn(backend)
    await model.profile.uploadAvatar(heicLike, renderer: CairoRenderer())
    #expect(model.profile.message == AvatarImage.Problem.unreadable.message)
    #expect(model.profile.avatarURL == nil, "nothing mislabelled went up")
    // The library could not hand over the photo at all (what the picker's failure calls): said, nothing changed.
    model.profile.isShowingMessage = false
    model.profile.photoUnavailable()
    #expect(
      model.profile.message?.hasPrefix("That photo couldn't be loaded.") == true && model.profile.avatarURL == nil)
  }

  @Test("QV-1.7: a restored session past its expiry is refreshed once, however many requests want it at once")
  func expiredSessionRefreshesOnce() async throws {
    let device = try Device(backend)
    let first = try await signedIn(backend, device: device)
    let old = try #require(await device.service.client.auth.restoredSession())

    // The same phone two hours later: the stored access token has expired.
    let later = try Device(
      url: backend.url, key: backend.anonKey, folder: device.folder, transport: backend.transport,
      clientNow: { Date().addingTimeInterval(7_200) })
    let auth = later.service.client.auth
    let tokens = try await withThrowingTaskGroup(of: String?.self) { group in
      for _ in 0..<8 { group.addTask { try await auth.validSession()?.accessToken } }
      var seen = Set<String?>()
      for try await token in group { seen.insert(token) }
      return seen
    }
    #expect(tokens.count == 1)
    #expect(tokens.first != nil)
    // One refresh happened: the stored session carries a new refresh token (the old one is spent).
    let refreshed = try #require(await auth.restoredSession())
    #expect(refreshed.refreshToken != old.refreshToken)
    #expect(refreshed.accessToken == tokens.first)
    #expect(try await later.service.api.profile(try #require(first.auth.user?.id)).id == first.auth.user?.id)
  }

  @Test("QV-1.6: the mailed code signs the user in once and lets them choose a new password")
  func recoveryCode() async throws {
    let email = newEmail()
    _ = try await signedIn(backend, email: email)
    let device = try Device(backend)
    let auth = device.service.client.auth
    try await auth.resetPassword(email: email)
    let mail = try #require(backend.mail(to: email).last)
    let code = try #require(mail.components(separatedBy: "enter this code: ").last?.prefix { $0.isNumber })
    #expect(code.count >= 6)
    _ = try await auth.verifyRecovery(email: email, code: String(code))
    _ = try await auth.update(password: "a brand new passphrase")
    await auth.signOut()

    let model = try Device(backend).model()
    model.auth.email = email
    model.auth.password = "a brand new passphrase"
    #expect(await model.auth.signIn())
    await #expect(throws: SupabaseError.self) { try await auth.verifyRecovery(email: email, code: String(code)) }
  }

  @Test("QV-1.6: the reset completes in the app: the mailed code, then a new password under the same rule")
  func resetInTheAppWithTheCode() async throws {
    let email = newEmail()
    _ = try await signedIn(backend, email: email)
    let model = try Device(backend).model()
    model.auth.email = email
    await model.auth.resetPassword()
    #expect(model.auth.recovery == .codeSent(email: email), "the sign-in screen now asks for the code")
    let mail = try #require(backend.mail(to: email).last)
    let code = try #require(mail.components(separatedBy: "enter this code: ").last?.prefix { $0.isNumber })
    model.auth.recoveryCode = "12"
    let tooShort = await model.auth.verifyRecoveryCode()
    #expect(!tooShort)
    #expect(model.auth.message == "Enter the code from the email.")
    model.auth.recoveryCode = String(code)
    #expect(await model.auth.verifyRecoveryCode())
    #expect(model.auth.isSignedIn && model.auth.recovery == .choosingPassword)
    model.auth.newPassword = "short"
    let refused = await model.auth.setNewPassword()
    #expect(!refused)
    #expect(model.auth.passwordError == Credentials.passwordError("short"))
    model.auth.newPassword = "a brand new passphrase"
    await model.changePassword()  // what the sheet's button calls
    #expect(model.auth.recovery == nil && model.auth.message == nil, "nothing left for a later sign-in screen")
    model.settlePresentation()
    #expect(model.presentation.alert?.message == "Your password has been changed.", "said once the sheet is gone")

    let other = try Device(backend).model()
    other.auth.email = email
    other.auth.password = "a brand new passphrase"
    #expect(await other.auth.signIn())
  }

  /// Forgot Password for `email` on `model`'s device, and the link in the mail the server sent.
  func resetLink(_ model: QuoteVaultModel, _ email: String) async throws -> String {
    model.auth.email = email
    await model.auth.resetPassword()
    let file = try #require(backend.mail(to: email).last)
    let mail = try #require(try JSONSerialization.jsonObject(with: Data(file.utf8)) as? [String: Any])
    return try #require(
      (mail["text"] as? String)?.split(whereSeparator: \.isWhitespace).first { $0.contains("/auth/v1/verify") }
        .map(String.init))
  }

  @Test("QV-1.6: the email's link opens the app signed in, asking for a new password; a spent link is refused")
  func resetInTheAppWithTheLink() async throws {
    let email = newEmail()
    _ = try await signedIn(backend, email: email)
    let device = try Device(backend)
    let link = try await resetLink(device.model(), email)
    #expect(link.contains("redirect_to=quotevault"), "the link comes back to the app")
    // What Safari does with the link: the server answers with a redirect to the app, the session in its fragment.
    let redirect = try #require(try await backend.location(of: link))
    #expect(redirect.absoluteString.hasPrefix("quotevault://reset-password#"))
    // iOS ended the app while the user was in Mail: the relaunched app still knows it asked for this link.
    let model = device.model()
    await model.handleRecoveryLink(redirect)
    #expect(model.auth.isSignedIn && model.auth.recovery == .choosingPassword)
    model.auth.newPassword = "another fine passphrase"
    #expect(await model.auth.setNewPassword())
    let other = try Device(backend).model()
    other.auth.email = email
    other.auth.password = "another fine passphrase"
    #expect(await other.auth.signIn())
    // The link works once.
    let second = try await backend.location(of: link)
    #expect(!(second?.absoluteString.contains("access_token") ?? false), "a spent link gives no new session")
    // A hosted project that does not allow the reset-password redirect sends the link to its site URL
    // (auth-callback); its `type=recovery` still asks for a new password, rather than just signing in.
    let otherEmail = newEmail()
    _ = try await signedIn(backend, email: otherEmail)
    let third = try Device(backend).model()
    let link2 = try await resetLink(third, otherEmail)
    let viaSite = try #require(try await backend.location(of: link2))
    #expect(viaSite.fragment?.contains("type=recovery") == true)
    let callback = try #require(URL(string: "quotevault://auth-callback#" + (viaSite.fragment ?? "")))
    await third.handleAuthCallback(callback)
    #expect(third.auth.isSignedIn && third.auth.recovery == .choosingPassword, "asked for a new password")
    // A link this device did not ask for (any page or app can open one) never replaces the session: a stranger
    // who is signed in keeps their account, and a device that asked nothing stays signed out.
    let stranger = try await signedIn(backend)
    let strangerID = stranger.auth.user?.id
    let attacker = newEmail()
    _ = try await signedIn(backend, email: attacker)
    let injected = try await resetLink(try Device(backend).model(), attacker)
    let injectedRedirect = try #require(try await backend.location(of: injected))
    await stranger.handleRecoveryLink(injectedRedirect)
    #expect(stranger.auth.user?.id == strangerID && stranger.auth.recovery == nil, "the stranger's session stays")
    let nobody = try Device(backend).model()
    await nobody.handleAuthCallback(injectedRedirect)
    #expect(!nobody.auth.isSignedIn && nobody.auth.message == AuthModel.unexpectedLinkMessage)
    // Opened by a guest on the tabs, the spent link's answer is said in an alert, not dropped.
    let guest = try Device(backend).model()
    guest.continueAsGuest()
    // GoTrue's answer for a spent link: back to the app with the error in the fragment.
    let spent = try #require(
      URL(
        string:
          "quotevault://reset-password#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired"
      ))
    await guest.handleRecoveryLink(spent)
    guest.settlePresentation()
    #expect(!guest.auth.isSignedIn && guest.presentation.alert?.title == "Link Not Valid")
  }
}
