import AppServices
import Foundation

/// Photos with add-only access, as iOS behaves (../shared/reference/platform-behaviour.md, "Photos / Image
/// I/O"): the first save shows the permission prompt (the test scripts the answer), and while it is up the scene
/// is `.inactive` (`scene`, if given), as for any system alert; later saves use the stored answer; an app without `NSPhotoLibraryAddUsageDescription` is terminated at the first save, which fails the
/// test here.
public final class SimulatedPhotoLibrary: PhotoLibraryClient {
  public enum Access: Sendable, Equatable { case notDetermined, granted, denied }

  private struct State {
    var access: Access
    var nextAnswer: Bool?
    var prompts = 0
    var saved: [Data] = []
    var formats: [ImageFormat] = []
    var failure: String?
  }

  private let state: Locked<State>
  private let hasUsageDescription: Bool
  private let scene: SimulatedScene?

  private let createdAt: CreatedAt

  /// An unscripted prompt is reported at the caller's line.
  public init(
    access: Access = .notDetermined, hasUsageDescription: Bool = true, scene: SimulatedScene? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    createdAt = CreatedAt(fileID: fileID, filePath: filePath, line: line, column: column)
    state = Locked(State(access: access))
    self.hasUsageDescription = hasUsageDescription
    self.scene = scene
  }

  public func scriptPrompt(allow: Bool) { state { $0.nextAnswer = allow } }
  /// The next save fails (a full disk, say) with these words.
  public func failNextSave(_ reason: String) { state { $0.failure = reason } }
  public var saved: [Data] { state { $0.saved } }
  /// The encoding each saved image was handed over as, in order.
  public var savedFormats: [ImageFormat] { state { $0.formats } }
  public var promptsShown: Int { state { $0.prompts } }

  public func saveImage(_ data: Data, as format: ImageFormat) async -> PhotoSaveResult {
    if !hasUsageDescription {
      unscripted(
        "save to Photos without NSPhotoLibraryAddUsageDescription (iOS terminates the app)", at: createdAt)
      return .failed("terminated")
    }
    let prompting = state { $0.access == .notDetermined }
    if prompting { await scene?.systemPromptAppeared() }
    let (result, promptUnscripted) = state { state -> (PhotoSaveResult, Bool) in
      if state.access == .notDetermined {
        state.prompts += 1
        guard let allow = state.nextAnswer else { return (.denied, true) }
        state.nextAnswer = nil
        state.access = allow ? .granted : .denied
      }
      guard state.access == .granted else { return (.denied, false) }
      if let failure = state.failure {
        state.failure = nil
        return (.failed(failure), false)
      }
      state.saved.append(data)
      state.formats.append(format)
      return (.saved, false)
    }
    if prompting { await scene?.systemPromptDisappeared() }
    if promptUnscripted { unscripted("Photos add-only permission prompt", at: createdAt) }
    return result
  }
}
