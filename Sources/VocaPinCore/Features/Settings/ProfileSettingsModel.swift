import AppServices
import Localization
import Observation
import Presentation

/// Profile Settings' own model: what the sheet shows and what its switches do, and what it pushes in its
/// navigation stack (the privacy policy). Held by its destination (`VocaPinDestination.profileSettings`), made by
/// `VocaPinModel.showProfileSettings()`, so what was pushed goes with the sheet and a new Settings opens at its
/// root. The settings themselves are the app's, read afresh at each access (`values`) and changed through
/// `set(_:)`; the widget toggle and the app lock are feature models of the app's that this sheet shows.
@MainActor
@Observable
public final class ProfileSettingsModel: HashableObject {
  /// What Profile Settings pushes, bound to `NavigationStack(path:)`.
  public enum Route: Hashable, Sendable {
    /// The app's own account of what it keeps, when the build configures no policy page (`PrivacyPolicyRow`).
    case privacyPolicy
  }

  /// What the sheet shows of the app's settings, as they are now.
  public struct Values {
    /// Show Notes on Lock Screen: on at once while the device owner is asked, else as saved.
    public var lockScreenShowsNotes = false
    /// iCloud Sync's switch, what sync is doing in words, and whether a newer version's file holds it off.
    public var syncOn = false
    public var syncStatus: LocalizedCopy?
    public var syncHeldByNewerVersion = false
    /// Dictation Language: the chosen one (nil: the iPhone's) and the languages with an on-device model.
    public var dictationLanguage: String?
    public var dictationLanguageChoices: [DictationLanguageChoice] = []
    public var keepRecordings = true
    /// The privacy policy row's page or the app's own account (`PrivacyPolicyRow`).
    public var privacyPolicy = PrivacyPolicy(configured: nil, summary: VocaPinCopy.privacySummary)

    public init() {}
  }

  /// A switch or picker the user changed: the app saves it and does what it calls for.
  public enum Change: Hashable, Sendable {
    case lockScreenShowsNotes(Bool)
    case iCloudSync(Bool)
    case dictationLanguage(String?)
    case keepRecordings(Bool)
  }

  /// The screens pushed over Profile Settings' root; SwiftUI shortens it on Back or a swipe.
  public var path: [Route] = []
  /// The Home Screen Widget toggle, its status and its setup sheet (VP-1).
  public let widgetSetup: WidgetSetupModel
  /// Lock VocaPin's settings.
  public let appLock: AppLockModel

  @ObservationIgnored var read: @MainActor () -> Values = { Values() }
  @ObservationIgnored var onChange: @MainActor (Change) -> Void = unimplemented("ProfileSettingsModel.onChange")
  @ObservationIgnored var onDone: @MainActor () -> Void = unimplemented("ProfileSettingsModel.onDone")

  /// A sheet reporting nowhere; `VocaPinModel.showProfileSettings()` makes the connected one.
  public init(widgetSetup: WidgetSetupModel, appLock: AppLockModel) {
    self.widgetSetup = widgetSetup
    self.appLock = appLock
  }

  /// The app's settings as they are now; the view follows them.
  public var values: Values { read() }

  /// A switch or picker changed.
  public func set(_ change: Change) { onChange(change) }

  /// Done: Settings goes, and what it pushed with it.
  public func done() { onDone() }
}
