import AppServices
import ArgumentParser
import Foundation
import QuoteVaultCore
import RenderingCairo
import SharedStore
import SupabaseClient
import ToolSupport

/// Where the project is and where this "device" keeps its session, cache and settings.
struct DeviceOptions: ParsableArguments {
  @Option(help: "The Supabase project (quotevault-server's API URL).")
  var url = "http://127.0.0.1:54321"

  @Option(help: "The anon key (`quotevault-server status` prints it). Default: $QUOTEVAULT_ANON_KEY")
  var key = ProcessInfo.processInfo.environment["QUOTEVAULT_ANON_KEY"] ?? ""

  @Option(help: "This device's folder: session, offline cache, settings. Default: ./quotevault-device")
  var device = "quotevault-device"

  @MainActor
  func model() throws -> QuoteVaultModel {
    guard let project = URL(string: url), project.scheme == "http" || project.scheme == "https" else {
      throw ValidationError("--url must be an http(s) URL.")
    }
    let folder = URL(fileURLWithPath: device, isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let client = SupabaseClient(
      url: project, key: key,
      sessionStorage: FileSessionStorage(url: folder.appendingPathComponent("session.json")))
    let cache = try LocalCache(path: folder.appendingPathComponent("cache.sqlite").path)
    let model = QuoteVaultModel(
      dependencies: QuoteVaultDependencies(
        service: QuoteVaultService(api: QuoteVaultAPI(client: client), cache: cache),
        store: SharedStore(directory: folder.appendingPathComponent("group")),
        notifications: InertNotificationCenter(status: .denied), renderer: CairoRenderer(),
        photos: FileSaver(path: folder.appendingPathComponent("card.png").path),
        // A command line has no Spotlight, other apps, pasteboard or Sign in with Apple.
        searchIndex: InertSearchIndex(), urls: InertURLOpener(), pasteboard: InertPasteboard(),
        appleID: InertAppleIDAuthorization(), appleIDState: InertAppleIDCredentialState()))
    ToolSession.models.append(model)
    return model
  }

  /// The signed-in app, its library synced; refuses politely when nobody is signed in.
  @MainActor
  func signedIn() async throws -> QuoteVaultModel {
    let model = try model()
    await model.auth.restore()
    guard model.auth.isSignedIn else { throw Failure("Not signed in. Run `quotevault signin EMAIL` first.") }
    await model.afterSignIn()
    return model
  }
}
