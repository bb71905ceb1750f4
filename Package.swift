// swift-tools-version: 6.0
// One package for five iOS apps and the QuoteVault local backend.
// Linux-buildable targets come first; Apple-only targets (SwiftUI, WidgetKit, UIKit) are appended at the
// bottom, only when the manifest is evaluated on an Apple platform, so Linux never sees them.
import PackageDescription

let package = Package(
  name: "Apps",
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: [],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    // QuoteVault's local Supabase-compatible server.
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.20.0"),
    .package(url: "https://github.com/hummingbird-project/hummingbird-auth", from: "2.0.0"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.0.0"),
    .package(url: "https://github.com/apple/swift-crypto", "3.0.0"..<"5.0.0"),
    // Already one of Hummingbird's; named for the server's own event loop group.
    .package(url: "https://github.com/apple/swift-nio.git", from: "2.80.0"),
    // Already one of Hummingbird's; named for the server's clean-stop service (the WAL checkpoint).
    .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.0.0"),
    // Already one of Hummingbird's; named for the request deadline's channel handler (HTTP parts).
    .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.20.0"),
  ],
  targets: []
)

// MARK: - Helpers

/// Every target is compiled in Swift 6 language mode with strict concurrency.
let strict: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]

@MainActor func library(_ name: String, dependencies: [Target.Dependency] = [], resources: [Resource]? = nil) {
  package.targets.append(
    .target(name: name, dependencies: dependencies, resources: resources, swiftSettings: strict))
  package.products.append(.library(name: name, targets: [name]))
}

@MainActor func executable(_ name: String, path: String, dependencies: [Target.Dependency]) {
  package.targets.append(
    .executableTarget(name: name, dependencies: dependencies, path: path, swiftSettings: strict))
}

@MainActor func tests(
  _ name: String, dependencies: [Target.Dependency], resources: [Resource]? = nil, exclude: [String] = []
) {
  package.targets.append(
    .testTarget(name: name, dependencies: dependencies, exclude: exclude, resources: resources, swiftSettings: strict))
}

// MARK: - Shared (Linux and Apple)

library("DesignSystem")
// Every app's copy as String Catalog keys with English defaults, looked up in the app's catalog on iOS
// (docs/architecture.md, "Localization"); Sources/Apple/LocalizationUI shows it in SwiftUI.
library("Localization")
// What each app presents (sheets, covers, alerts) as a value with SwiftUI's rules; Sources/Apple/PresentationUI draws it.
library("Presentation")
library("SharedStore")
executable("sharedstore-stress", path: "Sources/Tools/SharedStoreStress", dependencies: ["SharedStore"])

// Rendering: display lists drawn to PNG. The Linux backend links Pango, Cairo, libpng, TurboJPEG and libdeflate
// (scripts/deps.list installs them).
package.targets += [
  .systemLibrary(
    name: "CPangoCairo", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev", "libcairo2-dev"])]),
  .systemLibrary(name: "CLibPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
  .systemLibrary(name: "CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),
  .systemLibrary(name: "CLibDeflate", providers: [.apt(["libdeflate-dev"])]),
  // sqlite3_config, which is variadic, for the server's process-wide SQLite settings.
  .systemLibrary(name: "CSQLiteConfig", providers: [.apt(["libsqlite3-dev"])]),
]
library("Rendering", dependencies: ["DesignSystem"])
library("RenderingCairo", dependencies: ["Rendering", "CPangoCairo", "CLibPNG", "CTurboJPEG", "CLibDeflate"])
// Each app's icon as a scene; scripts/generate-app-icons draws them into the apps' asset catalogs.
library("AppIcons", dependencies: ["DesignSystem", "Rendering"])
executable(
  "render-scene", path: "Sources/Tools/RenderScene",
  dependencies: ["RenderingCairo", "AppIcons", .product(name: "ArgumentParser", package: "swift-argument-parser")])

executable(
  "render-bench", path: "Sources/Tools/RenderBench", dependencies: ["RenderingCairo", "NoteWallCore", "QuoteVaultCore"])

library(
  "InsolentBardCore",
  dependencies: ["AppServices", "DesignSystem", "Localization", "SharedStore", "Rendering", "Presentation"])
executable(
  "bard", path: "Sources/Tools/Bard",
  dependencies: [
    "InsolentBardCore", "Localization", "RenderingCairo",
    .product(name: "ArgumentParser", package: "swift-argument-parser"),
  ])

library(
  "VocaPinCore",
  dependencies: [
    "AppLock", "AppServices", "DesignSystem", "Localization", "SharedStore", "Rendering", "Presentation",
  ])
executable(
  "vocapin", path: "Sources/Tools/VocaPin",
  dependencies: [
    "VocaPinCore", "RenderingCairo", "ToolSupport", .product(name: "ArgumentParser", package: "swift-argument-parser"),
  ])

library(
  "PayMeCore", dependencies: ["AppLock", "AppServices", "DesignSystem", "Localization", "Presentation", "SharedStore"])
// What the command-line tools share.
package.targets.append(.target(name: "ToolSupport", swiftSettings: strict))
library(
  "NoteWallCore",
  dependencies: ["AppServices", "DesignSystem", "Localization", "Presentation", "SharedStore", "Rendering"])
executable(
  "notewall", path: "Sources/Tools/NoteWall",
  dependencies: [
    "NoteWallCore", "Localization", "RenderingCairo", "DesignSystem", "ToolSupport",
    .product(name: "ArgumentParser", package: "swift-argument-parser"),
  ])

// Device services the apps' cores call through protocols (notifications, device owner authentication, audio,
// widgets, Photos); live versions in Sources/Apple/AppServicesLive and AppServicesLocalAuthentication.
library("AppServices")
// One app lock's rules, PayMe's App Lock and Lock VocaPin alike: Require's delays and when being away locks.
library("AppLock", dependencies: ["AppServices", "Localization"])
// Test doubles of the Apple services in AppServices, each behaving as iOS does (platform-behaviour.md).
package.targets.append(
  .target(
    name: "AppServicesTestSupport", dependencies: ["AppServices", "SharedStore"], swiftSettings: strict)
)
library("SupabaseClient")
library(
  "QuoteVaultCore",
  dependencies: [
    "SupabaseClient", "AppServices", "DesignSystem", "Localization", "Presentation", "SharedStore", "Rendering",
    .product(name: "GRDB", package: "GRDB.swift"),
    // SHA-256 of Sign in with Apple's nonce: CryptoKit on Apple platforms, swift-crypto here.
    .product(name: "Crypto", package: "swift-crypto", condition: .when(platforms: [.linux])),
  ])

executable(
  "quotevault", path: "Sources/Tools/QuoteVault",
  dependencies: [
    "QuoteVaultCore", "AppServices", "SupabaseClient", "Rendering", "RenderingCairo", "SharedStore", "DesignSystem",
    "ToolSupport",
    .product(name: "ArgumentParser", package: "swift-argument-parser"),
  ])

// Shared by the test targets: finding and running the command-line tools they test.
// Its `UnwiredIssueRecorder` makes an unwired report of a model (AppServices' `unimplemented`) a test failure.
package.targets.append(
  .target(name: "TestSupport", dependencies: ["Localization", "AppServices"], swiftSettings: strict))

tests("DesignSystemTests", dependencies: ["DesignSystem"])
tests("PresentationTests", dependencies: ["Presentation"])
tests(
  "AppLockTests", dependencies: ["AppLock", "AppServices", "AppServicesTestSupport", "Localization", "TestSupport"])
tests("AppServicesTests", dependencies: ["AppServices", "AppServicesTestSupport", "SharedStore", "TestSupport"])
tests("SharedStoreTests", dependencies: ["SharedStore", "AppServicesTestSupport", "TestSupport", "sharedstore-stress"])
tests(
  "RenderingTests", dependencies: ["Rendering", "RenderingCairo", "AppIcons", "TestSupport", "render-scene"],
  resources: [.copy("Golden")])
tests(
  "InsolentBardCoreTests",
  dependencies: [
    "InsolentBardCore", "Presentation", "AppServices", "AppServicesTestSupport", "Localization", "RenderingCairo",
    "TestSupport", "bard",
  ])
tests(
  "PayMeCoreTests",
  dependencies: [
    "PayMeCore", "AppLock", "AppServices", "AppServicesTestSupport", "Localization", "Presentation", "DesignSystem",
    "SharedStore", "TestSupport",
  ])
tests(
  "NoteWallCoreTests",
  dependencies: [
    "NoteWallCore", "AppServices", "AppServicesTestSupport", "Localization", "Presentation", "RenderingCairo",
    "SharedStore", "TestSupport", "notewall",
  ],
  resources: [.copy("Golden")])
tests(
  "VocaPinCoreTests",
  dependencies: [
    "VocaPinCore", "AppLock", "Presentation", "AppServices", "AppServicesTestSupport", "Localization",
    "RenderingCairo", "TestSupport", "vocapin",
  ],
  resources: [.copy("Golden")])

// MARK: - Server (Linux and macOS): QuoteVault's local backend

library("QuoteVaultSeed", resources: [.copy("quotes.tsv")])
library(
  "QuoteVaultServer",
  dependencies: [
    "QuoteVaultSeed",
    .product(name: "Hummingbird", package: "hummingbird"),
    // MaximumAvailableConnections: accepting stops below the descriptor limit.
    .product(name: "HummingbirdCore", package: "hummingbird"),
    .product(name: "HummingbirdBcrypt", package: "hummingbird-auth"),
    .product(name: "GRDB", package: "GRDB.swift"),
    // SQLite's C API, for the progress handler that enforces each request's time budget.
    .product(name: "GRDBSQLite", package: "GRDB.swift"),
    "CSQLiteConfig",
    .product(name: "Crypto", package: "swift-crypto"),
    // RSA, for Sign in with Apple's RS256 identity tokens.
    .product(name: "_CryptoExtras", package: "swift-crypto"),
    .product(name: "NIOPosix", package: "swift-nio"),
    .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
    .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
  ])
executable(
  "quotevault-server", path: "Sources/Tools/QuoteVaultServerCommand",
  dependencies: ["QuoteVaultServer", .product(name: "ArgumentParser", package: "swift-argument-parser")])
executable(
  "hello-server", path: "Sources/Tools/HelloServer",
  dependencies: [.product(name: "Hummingbird", package: "hummingbird")])
// Stands in for Apple's identity token signing (an RSA key of the tests' own), for the server's tests and the app's.
package.targets.append(
  .target(
    name: "AppleSignInTestSupport",
    dependencies: [
      .product(name: "Crypto", package: "swift-crypto"), .product(name: "_CryptoExtras", package: "swift-crypto"),
      // FakeAppleREST: Apple's token and revoke endpoints on 127.0.0.1.
      .product(name: "Hummingbird", package: "hummingbird"),
    ], swiftSettings: strict))
tests(
  "QuoteVaultServerTests",
  dependencies: [
    "QuoteVaultServer", "QuoteVaultSeed", "TestSupport", "quotevault-server", "AppleSignInTestSupport",
    .product(name: "HummingbirdTesting", package: "hummingbird"),
    .product(name: "_CryptoExtras", package: "swift-crypto"),
    .product(name: "NIOEmbedded", package: "swift-nio"),
  ],
  // FuzzCorpus is read from the source tree (seed inputs and every crash found), not bundled.
  exclude: ["FuzzCorpus"])
// The app's core against the server: its application in the test's process (InProcessServer), or the real
// binary on 127.0.0.1 where the client and the server are tested together.
tests(
  "QuoteVaultCoreTests",
  dependencies: [
    "QuoteVaultCore", "SupabaseClient", "DesignSystem", "Localization", "Rendering", "RenderingCairo", "TestSupport",
    "AppServices", "AppServicesTestSupport", "Presentation", "QuoteVaultServer", "QuoteVaultSeed", "quotevault-server",
    "quotevault", "AppleSignInTestSupport", .product(name: "Hummingbird", package: "hummingbird"),
    .product(name: "NIOEmbedded", package: "swift-nio"),
  ])

// MARK: - Apple-only (SwiftUI, WidgetKit, UIKit): never evaluated on Linux

#if canImport(Darwin)
  /// An Apple-only library; each of its files is also wrapped in `#if os(iOS)`, the platform the SDK here checks.
  @MainActor func appleLibrary(_ name: String, dependencies: [Target.Dependency]) {
    package.targets.append(
      .target(name: name, dependencies: dependencies, path: "Sources/Apple/\(name)", swiftSettings: strict))
    package.products.append(.library(name: name, targets: [name]))
  }

  appleLibrary("LocalizationUI", dependencies: ["Localization"])
  // The shared UI modules import LocalizationUI too, so check-apple-only warns on an unlooked-up `String` in them
  // as in the apps (docs/architecture.md, "Localization").
  appleLibrary("DesignSystemUI", dependencies: ["DesignSystem", "AppServices", "Localization", "LocalizationUI"])
  appleLibrary("PresentationUI", dependencies: ["Presentation", "LocalizationUI"])
  // The share sheet and photo picker as surfaces of the stack. Apart, so only the apps that share or pick photos
  // link UIActivityViewController and need NSPhotoLibraryAddUsageDescription (its "Save Image").
  appleLibrary("SystemSheetsUI", dependencies: ["Presentation", "LocalizationUI"])
  appleLibrary("AppServicesLive", dependencies: ["AppServices"])
  // Apart, so only the apps that save to Photos link it and need NSPhotoLibraryAddUsageDescription.
  appleLibrary("AppServicesPhotos", dependencies: ["AppServices"])
  // Apart, so only the apps that check the device owner (PayMe, VocaPin's lock) link LocalAuthentication and need a
  // Face ID purpose string.
  appleLibrary("AppServicesLocalAuthentication", dependencies: ["AppServices"])
  appleLibrary("SharedStoreWidgetKit", dependencies: ["SharedStore", "DesignSystem", "AppServices"])
  appleLibrary("RenderingCoreGraphics", dependencies: ["Rendering", "DesignSystem"])
  appleLibrary(
    "InsolentBardUI",
    dependencies: [
      "InsolentBardCore", "AppServices", "AppServicesLive", "DesignSystem", "DesignSystemUI", "Localization",
      "LocalizationUI", "SharedStore", "SharedStoreWidgetKit", "Presentation", "PresentationUI", "Rendering",
      "RenderingCoreGraphics", "SystemSheetsUI",
    ])
  appleLibrary(
    "InsolentBardWidgets",
    dependencies: [
      "InsolentBardCore", "AppServices", "DesignSystem", "DesignSystemUI", "Localization", "LocalizationUI",
      "SharedStore", "SharedStoreWidgetKit",
    ])
  appleLibrary(
    "PayMeUI",
    dependencies: [
      "PayMeCore", "AppLock", "AppServices", "AppServicesLive", "AppServicesLocalAuthentication", "DesignSystem",
      "DesignSystemUI", "Localization", "LocalizationUI", "Presentation", "PresentationUI", "SharedStore",
      "SharedStoreWidgetKit", "SystemSheetsUI",
    ])
  appleLibrary(
    "QuoteVaultUI",
    dependencies: [
      "QuoteVaultCore", "SupabaseClient", "AppServices", "AppServicesLive", "AppServicesPhotos", "DesignSystem",
      "DesignSystemUI", "Localization", "LocalizationUI",
      "Presentation", "PresentationUI", "Rendering", "SharedStore", "SharedStoreWidgetKit", "RenderingCoreGraphics",
      "SystemSheetsUI",
    ])
  appleLibrary(
    "QuoteVaultWidgets",
    dependencies: [
      "QuoteVaultCore", "DesignSystem", "DesignSystemUI", "Localization", "LocalizationUI", "Rendering",
      "RenderingCoreGraphics", "SharedStore", "SharedStoreWidgetKit",
    ])
  appleLibrary(
    "NoteWallUI",
    dependencies: [
      "NoteWallCore", "AppServices", "AppServicesLive", "AppServicesPhotos", "DesignSystem", "DesignSystemUI",
      "Localization", "LocalizationUI", "Presentation",
      "PresentationUI", "Rendering", "RenderingCoreGraphics", "SharedStore", "SharedStoreWidgetKit", "SystemSheetsUI",
    ])
  appleLibrary(
    "NoteWallWidgets",
    dependencies: [
      "NoteWallCore", "AppServices", "Localization", "LocalizationUI", "SharedStore", "SharedStoreWidgetKit",
    ])
  appleLibrary(
    "VocaPinUI",
    dependencies: [
      "VocaPinCore", "AppLock", "DesignSystem", "DesignSystemUI", "Localization", "LocalizationUI", "SharedStore",
      "SharedStoreWidgetKit", "Presentation", "PresentationUI", "AppServices", "AppServicesLive",
      "AppServicesLocalAuthentication", "SystemSheetsUI",
    ])
  appleLibrary(
    "VocaPinWidgets",
    dependencies: [
      "VocaPinCore", "DesignSystem", "DesignSystemUI", "Localization", "LocalizationUI", "SharedStore",
      "SharedStoreWidgetKit",
    ])
  // The Share extension's sheet: apart from VocaPinUI (live services, the share sheet, dictation), so the
  // extension links only what its sheet draws, within a share extension's small memory budget.
  appleLibrary(
    "VocaPinShareUI",
    dependencies: ["VocaPinCore", "DesignSystem", "DesignSystemUI", "Localization", "LocalizationUI", "SharedStore"])
#endif
