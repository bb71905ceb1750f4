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
@Suite("QuoteVault profile name and photo, against the real server")
struct ProfileTests {
  let backend: Backend
  init() async throws { backend = try await Backend() }

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
    #expect(model.messages.last == "Names have 1 to 80 characters.")
    model.dismissMessages()
    await model.follow(scene.returnToApp())
    await model.follow(scene.leaveApp())  // leaving the app again with the same draft
    #expect(model.messages.last == nil, "said once, not again at every tab switch or trip to the background")
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
    #expect(model.messages.last?.hasSuffix("Your previous photo is unchanged.") == true)
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
    #expect(model.messages.last == AvatarImage.Problem.unreadable.message)
    #expect(model.profile.avatarURL == nil, "nothing mislabelled went up")
    // The library could not hand over the photo at all (what the picker's failure calls): said, nothing changed.
    model.dismissMessages()
    model.profile.photoUnavailable()
    #expect(
      model.messages.last?.hasPrefix("That photo couldn't be loaded.") == true && model.profile.avatarURL == nil)
  }
}
