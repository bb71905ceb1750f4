import Foundation
import Localization
import Observation
import Rendering
import SupabaseClient

/// The profile screen: name and avatar (QV-2).
@MainActor
@Observable
public final class ProfileModel {
  public private(set) var profile: Profile?
  /// The avatar image's bytes, for the profile screen (QV-2.1).
  public private(set) var avatarData: Data?
  /// Told of each new message: the app model shows it as an alert on top.
  @ObservationIgnored var onMessage: (@MainActor (String) -> Void)?
  public private(set) var isUploading = false
  private let service: QuoteVaultService
  private let outbox: OutboxSync
  private let userID: @MainActor () -> String?

  public init(service: QuoteVaultService, outbox: OutboxSync, userID: @escaping @MainActor () -> String?) {
    self.service = service
    self.outbox = outbox
    self.userID = userID
  }

  public var displayName: String { profile?.displayName ?? "" }

  /// The name field: what the user is typing, else the profile's name (so it is filled once the profile is
  /// there, also right after signing in from Settings' own sheet).
  public var nameField: String {
    get { nameDraft ?? displayName }
    set { nameDraft = newValue }
  }
  private var nameDraft: String?

  /// The user is done with the name (Return, the field losing focus, leaving Settings or the app): a changed name
  /// is saved, so an edit is never thrown away by switching tabs; an invalid one is said and kept in the field.
  public func commitName() async {
    // A refused name is said once: leaving Settings or the app again does not raise the same alert anew.
    guard let draft = nameDraft, draft != refusedDraft else { return }
    guard draft.trimmingCharacters(in: .whitespacesAndNewlines) != displayName else {
      nameDraft = nil
      return
    }
    await rename(draft)
    if profile?.displayName == draft.trimmingCharacters(in: .whitespacesAndNewlines) {
      nameDraft = nil
      refusedDraft = nil
    } else {
      refusedDraft = draft
    }
  }
  private var refusedDraft: String?

  /// Another user (or nobody) is signed in: this one's profile leaves the screen.
  func reset() {
    nameDraft = nil
    profile = nil
    avatarData = nil
  }
  public var avatarURL: URL? { profile?.avatarURL.flatMap(URL.init(string:)) }

  /// The user's profile from the server, with any change of theirs still waiting in the outbox over it: the
  /// server's answer never undoes a change it has not received yet. Offline, the profile on the device.
  public func load() async {
    guard let id = userID() else { return }
    // The photo kept on the device shows at once, before the server answers (or offline, when it cannot).
    if avatarData == nil { avatarData = try? service.cache.avatar(user: id)?.data }
    do {
      var fetched = try await service.api.profile(id)
      for entry in (try? service.cache.pending(user: id)) ?? [] {
        if case .updateProfile(let fields) = entry.change { fetched = fetched.applying(fields) }
      }
      guard userID() == id else { return }
      profile = fetched
      try? service.cache.saveProfile(fetched)
      if let url = fetched.avatarURL {
        let image = await avatar(at: url, user: id)
        // Whoever is signed in once the photo arrives: another user's (or nobody's) screen never shows it.
        guard userID() == id else { return }
        avatarData = image
      } else {
        avatarData = nil
        try? service.cache.removeAvatar(user: id)
      }
    } catch {
      // A load given up (Settings left for another tab) is no failure to tell; one for a user who has since
      // gone shows nothing of theirs.
      guard error != .cancelled, userID() == id else { return }
      profile = try? service.cache.profile(id)
      if profile == nil { say(error.userMessage) }
      // Offline: the photo kept on the device, if the profile kept with it has one.
      if profile?.avatarURL != nil { avatarData = try? service.cache.avatar(user: id)?.data }
    }
  }

  /// The photo at `url`: the device's copy when it is that photo (an upload's URL is new each time, so an
  /// unchanged URL is an unchanged photo), else downloaded and kept. A download that fails leaves the copy kept
  /// (an older photo) on screen rather than none.
  private func avatar(at url: String, user id: String) async -> Data? {
    let kept = try? service.cache.avatar(user: id)
    if let kept, kept.url == url { return kept.data }
    guard let data = try? await service.api.avatar(at: url) else { return kept?.data }
    // Kept only for the user still signed in: one who left meanwhile has had their data cleared.
    if userID() == id { try? service.cache.saveAvatar(data, url: url, user: id) }
    return data
  }

  /// QV-2.2: saved locally and queued for the server.
  public func rename(_ raw: String) async {
    let name = raw.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !name.isEmpty, name.count <= 80, var profile, userID() != nil else {
      say(LocalizedCopy("quotevault.profile.nameLength", "Names have 1 to 80 characters.").text)
      return
    }
    profile.displayName = name
    self.profile = profile
    guard let id = userID() else { return }
    // `perform` changes the name on the profile kept on the device; this screen's copy is not written over it,
    // as it may predate settings changed since (an offline relaunch would bring those back).
    try? service.perform(.updateProfile(["display_name": .string(name)]), userID: id)
    await outbox.send()
  }

  /// The picked photo could not be read from the library (an iCloud original not downloaded, say).
  public func photoUnavailable() {
    say(
      LocalizedCopy(
        "quotevault.profile.photoUnavailable",
        "That photo couldn't be loaded. Try again, or choose another. Your previous photo is unchanged."
      ).text
    )
  }

  /// QV-2.3, QV-2.4: the picked photo, made a 512-pixel JPEG on the device (AvatarImage), replaces the old one
  /// only once uploaded; a failure keeps the old one and says so.
  public func uploadAvatar(_ picked: Data, renderer: any Renderer) async {
    guard let id = userID() else { return }
    let data: Data
    do {
      data = try await AvatarImage.prepareInBackground(picked, renderer: renderer)
    } catch {
      say(error.message)
      return
    }
    let contentType = AvatarImage.contentType
    isUploading = true
    defer { isUploading = false }
    do {
      let url = try await service.api.uploadAvatar(data, contentType: contentType, userID: id)
      guard userID() == id else { return }
      profile?.avatarURL = url
      avatarData = data
      // The new photo replaces the one kept on the device: no download of what was just uploaded.
      try? service.cache.saveAvatar(data, url: url, user: id)
      // Only the avatar changes on the profile kept on the device (this screen's copy may be older).
      if var kept = try? service.cache.profile(id) {
        kept.avatarURL = url
        try? service.cache.saveProfile(kept)
      }
    } catch {
      guard error != .cancelled, userID() == id else { return }
      say(
        LocalizedCopy(
          "quotevault.profile.uploadFailed", "The photo could not be uploaded. %@ Your previous photo is unchanged.",
          .text(error.userMessage)
        ).text
      )
    }
  }
}

extension ProfileModel {
  /// A message for the user: the app model shows it as an alert on top, queued behind any not yet seen.
  private func say(_ text: String) { onMessage?(text) }
}
