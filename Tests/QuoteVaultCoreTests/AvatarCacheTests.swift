import DesignSystem
import Foundation
import QuoteVaultCore
import Rendering
import RenderingCairo
import Testing

/// The profile photo kept on the device (QV-2.1): Settings shows it on every appearance without downloading it
/// again, and offline; an upload replaces it; sign-out forgets it. Against quotevault-server in the process.
@MainActor
@Suite("QuoteVault profile photo kept on the device")
struct AvatarCacheTests {
  let backend: Backend
  init() async throws { backend = try await Backend() }

  /// A photo unlike `AvatarPhoto.make()`'s.
  static func otherPhoto() throws -> Data {
    let square = Rect(x: 0, y: 0, width: 200, height: 200)
    let list = DisplayList(
      size: square.size, items: [.fill(ShapeFill(shape: .rect(square), paint: .solid(RGBAColor(hex: 0xEECC22))))])
    return try CairoRenderer().renderJPEG(list, pixelWidth: 200, quality: 0.9)
  }

  /// How many requests so far reached the storage API (uploads, lists, downloads).
  func storageRequests(_ recorder: RecordingTransport) async -> Int {
    await recorder.urls.filter { $0.path.contains("/storage/v1/") }.count
  }

  @Test(
    "QV-2.1: the photo is downloaded once and kept: shown again without a download, after a relaunch and offline; an upload replaces it; sign-out forgets it"
  )
  func photoKeptOnDevice() async throws {
    let recorder = RecordingTransport(backend.transport)
    let device = try Device(backend, transport: recorder)
    let owner = try await signedIn(backend)
    await owner.profile.uploadAvatar(try AvatarPhoto.make(), renderer: CairoRenderer())
    let url = try #require(owner.profile.avatarURL)
    let photo = try #require(owner.profile.avatarData)

    // Another phone signs in: the photo is downloaded once and kept under its URL.
    let email = try #require(owner.auth.user?.email)
    let model = try await signedIn(backend, email: email, device: device, signUp: false)
    let id = try #require(model.auth.user?.id)
    #expect(model.profile.avatarData == photo)
    #expect(try device.service.cache.avatar(user: id) == .init(url: url.absoluteString, data: photo))

    // Settings appears again, twice, and the app is relaunched: the kept copy, no download.
    let before = await storageRequests(recorder)
    await model.profile.load()
    await model.profile.load()
    let relaunched = try Device(backend, folder: device.folder, transport: recorder).model()
    await relaunched.restoreSessionOnce()
    await relaunched.profile.load()
    #expect(relaunched.profile.avatarData == photo && model.profile.avatarData == photo)
    #expect(await storageRequests(recorder) == before, "no storage request for a photo already on the device")

    // Offline: the kept photo still shows.
    await backend.stop()
    let offline = try Device(backend, folder: device.folder, transport: recorder).model()
    await offline.restoreSessionOnce()
    await offline.profile.load()
    #expect(offline.profile.profile?.avatarURL == url.absoluteString)
    #expect(offline.profile.avatarData == photo, "offline, the photo on the device")
    try await backend.restart()

    // A new photo from this phone replaces the kept one; the other phone's next load takes the new one.
    await model.profile.uploadAvatar(try Self.otherPhoto(), renderer: CairoRenderer())
    let newURL = try #require(model.profile.avatarURL)
    let newPhoto = try #require(model.profile.avatarData)
    #expect(newURL != url && newPhoto != photo)
    #expect(try device.service.cache.avatar(user: id) == .init(url: newURL.absoluteString, data: newPhoto))
    await owner.profile.load()
    #expect(owner.profile.avatarData == newPhoto, "a changed URL is a new photo, downloaded")

    // Sign-out forgets it: nothing of the user's photo stays for whoever uses the phone next.
    await model.account.signOut()
    #expect(try device.service.cache.avatar(user: id) == nil)
    #expect(model.profile.avatarData == nil)
  }
}
