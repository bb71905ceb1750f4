import Foundation
import Testing

@testable import NoteWallCore

/// The places a test starts from, reached as the user reaches them.
extension World {
  /// Step 6, the shortcut installed and one note ("Call mum") added; notifications allowed when Step 6 asks.
  func modelAtStepSix() async -> NoteWallModel {
    notifications.scriptPrompt(.allow)
    let model = await modelAtInstallCheck()
    model.onboarding.itWorked()
    model.add("Call mum")
    await model.onboarding.advance()
    await model.onboarding.advance()
    return model
  }

  /// The main app after a finished setup, its wallpaper drawn.
  func mainApp(note: String? = nil) async throws -> NoteWallModel {
    var progress = OnboardingProgress()
    progress.complete()
    try dependencies.store.write(progress, for: OnboardingProgress.key)
    try dependencies.store.write(Optional(true), for: NoteWallModel.notificationsAllowedKey)
    let model = model()
    if let note { model.add(note) }
    await model.wallpaper.finishWork()
    #expect(!model.showsOnboarding, "the main app")
    return model
  }
}
