#if os(iOS)
  import AppServices
  import AppServicesLive
  import AppServicesLocalAuthentication
  import CoreSpotlight
  import Foundation
  import SharedStore
  import SharedStoreWidgetKit
  import SwiftUI
  import VocaPinCore
  import VocaPinUI

  @main
  @MainActor
  struct VocaPinApp: App {
    // Receives the Home Screen quick action ("New Note"), cold or warm, through a scene delegate, and registers
    // for the silent pushes iCloud Sync hears other devices' changes by.
    @UIApplicationDelegateAdaptor(VocaPinAppDelegate.self) private var appDelegate
    // What lives as long as the process, screen or not: iCloud Sync and its one engine, made as the process
    // launches (Apple: make CKSyncEngine "soon after your process launches" so it can hear pushes and run its
    // scheduled syncs, for which iOS launches the app in the background with no scene). A `static let`: once per
    // process, whatever SwiftUI does with the App value (tested in VocaPinCoreTests, NoteSyncProcessLaunchTests).
    private static let process = VocaPinProcess(dependencies: .live())
    // The App Group store, shared with the widget. The model asks WidgetKit to reload after every change a widget
    // shows and on coming to the foreground (tested in VocaPinCoreTests), so the store's own hook is off; it reads
    // which widgets are placed at launch and on each return. The notes are read off the main actor
    // (`VocaPinLaunch`): the launch screen's cream stays until the board can show them, never an empty board first.
    private var launch: VocaPinLaunch { Self.process.launch }

    // A process launched in the background after a restart, before the first unlock, cannot read sync's file:
    // sync waits (touching nothing) and is told when iOS makes protected files readable. Once per process.
    private static let unlockObserver = NotificationCenter.default.addObserver(
      forName: UIApplication.protectedDataDidBecomeAvailableNotification, object: nil, queue: .main
    ) { _ in
      Task { @MainActor in await process.protectedDataBecameAvailable() }
    }

    init() {
      // The App is made as the process launches, in the background too (no scene then): sync starts here.
      Self.process.start()
      _ = Self.unlockObserver
    }

    var body: some Scene {
      WindowGroup {
        Group {
          if let model = launch.model {
            // Criterion: VP-0.2 (NotesBoardView's onOpenURL receives a widget tap's URL, cold or warm)
            NotesBoardView(model: model)
          } else {
            // The launch screen's colour (LaunchBackground) while the files are read; a widget tap or Spotlight
            // result that cold-launched the app waits in `launch` and opens on the board.
            Color("LaunchBackground").ignoresSafeArea()
              .onOpenURL { [launch] url in launch.open(url) }
              // A Spotlight result that cold-launched the app waits in `launch` too (the board's own handler
              // is not there yet).
              .onContinueUserActivity(CSSearchableItemActionType) { [launch] activity in
                if let id = activity.userInfo?[CSSearchableItemActivityIdentifier] as? String {
                  launch.openSpotlightResult(id)
                }
              }
          }
        }
        .task { [launch] in
          // Notes an earlier version indexed in the default index, which is not locked with the phone, leave it;
          // the launch indexes every note in VocaPin's own (`VocaPinSpotlight.index`).
          // Beside the launch, never holding it up.
          Task { try? await LiveSearchIndex.removeFromDefaultIndex(domains: [VocaPinSpotlight.domain]) }
          await launch.start()
        }
        .onAppear { [launch] in
          // Quick actions and App Shortcuts come from inside the process (`.app`): New Voice Note may listen at once.
          VocaPinAppDelegate.quickActions.open = { url in
            if let route = VocaPinRoute(url) { launch.open(route, from: .app) }
          }
        }
      }
    }
  }
#endif
