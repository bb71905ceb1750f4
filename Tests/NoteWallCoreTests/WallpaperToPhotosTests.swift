import Foundation
import TestSupport
import Testing

@testable import NoteWallCore

/// Save Wallpaper to Photos (the main app's More menu): for users who set the wallpaper by hand, as the peers'
/// users do, or keep a copy.
@MainActor
@Suite("NoteWall saves the wallpaper to Photos")
struct WallpaperToPhotosTests {
  @Test("The lock screen image with the notes as they are, at the phone's size, as a JPEG; then where it is, in words")
  func savesTheCurrentWallpaper() async throws {
    let world = World()
    world.photos.scriptPrompt(allow: true)
    let model = try await world.mainApp()
    model.add("Call mum")
    // Saved right after a change: the drawing with the new note is waited for, never the one before it.
    await model.wallpaper.saveToPhotos()
    let saved = try #require(world.photos.saved.first)
    #expect(world.photos.savedFormats == [.jpeg])
    #expect(saved == model.wallpaper.lockScreenImage, "the image the shortcut sets, with the note")
    let size = try #require(jpegSize(saved))
    #expect(size.width == world.dependencies.device.pixelWidth && size.height == world.dependencies.device.pixelHeight)
    #expect(model.messageUp == NoteWallCopy.wallpaperSavedToPhotos)
  }

  @Test("Photos access refused: nothing saved, and where to allow it, in words")
  func refused() async throws {
    let world = World()
    world.photos.scriptPrompt(allow: false)
    let model = try await world.mainApp()
    await model.wallpaper.saveToPhotos()
    #expect(world.photos.saved.isEmpty && world.photos.promptsShown == 1)
    #expect(model.messageUp?.contains("Settings > NoteWall > Photos") == true)
  }

  @Test("A full library: the reason is said, and the next try saves")
  func failedThenSaved() async throws {
    let world = World()
    world.photos.scriptPrompt(allow: true)
    world.photos.failNextSave("There isn't enough storage.")
    let model = try await world.mainApp()
    await model.wallpaper.saveToPhotos()
    #expect(model.messageUp == "The image couldn't be saved to Photos. There isn't enough storage.")
    model.tapMessageOK()  // messages queue: the next shows once this one is read
    await model.wallpaper.saveToPhotos()
    #expect(world.photos.saved.count == 1 && model.messageUp == NoteWallCopy.wallpaperSavedToPhotos)
  }
}
