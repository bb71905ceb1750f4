#if os(iOS)
  import AppServices
  import AppServicesLive
  import BackgroundTasks
  import Foundation
  import NaturalLanguage
  import QuoteVaultCore
  import Rendering
  import SharedStore
  import SharedStoreWidgetKit
  import SupabaseClient
  import UIKit

  /// The background app refresh that renews the widget's days and the notification plan with the app never
  /// opened (BGTaskSchedulerPermittedIdentifiers in Info.plist names it; the app's scene runs it).
  public enum QuoteVaultBackgroundRefresh {
    public static let identifier = "quotevault.refresh"

    /// Asks for a run after the next midnight (iOS picks the moment; at most one request is pending).
    public static func schedule(now: Date = Date()) {
      let request = BGAppRefreshTaskRequest(identifier: identifier)
      request.earliestBeginDate = QuoteDay.nextMidnight(after: now, timeZone: .current).addingTimeInterval(60)
      try? BGTaskScheduler.shared.submit(request)
    }
  }

  extension QuoteVaultDependencies {
    /// The app's dependencies: the project in Info.plist (`SupabaseURL`, `SupabaseAnonKey`), the session in the
    /// Keychain, the cache in Application Support, settings and the widget's quote in the App Group;
    /// `renderer` and `photos` draw and save share cards (the app passes Core Graphics and PHPhotoLibrary).
    @MainActor
    public static func live(renderer: any Renderer, photos: any PhotoLibraryClient, bundle: Bundle = .main) throws
      -> QuoteVaultDependencies
    {
      let url = (bundle.object(forInfoDictionaryKey: "SupabaseURL") as? String).flatMap(URL.init(string:))
      let key = bundle.object(forInfoDictionaryKey: "SupabaseAnonKey") as? String ?? ""
      let support = try FileManager.default.url(
        for: .applicationSupportDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
      // The session in the Keychain, in the app's own access group: the widget reads only the App Group, and an
      // explicit group would need $(AppIdentifierPrefix), which is empty in a simulator build with no team.
      let keychain = KeychainSessionStorage(
        service: (bundle.bundleIdentifier ?? "quotevault") + ".session", accessGroup: nil)
      let client = SupabaseClient(url: url ?? URL(fileURLWithPath: "/"), key: key, sessionStorage: keychain)
      let cachePath = support.appendingPathComponent("quotevault.sqlite").path
      // Application Support goes with the app; the Keychain does not. No cache yet: a new install.
      let firstLaunch = !FileManager.default.fileExists(atPath: cachePath)
      let cache = try LocalCache.openReplacingDamaged(path: cachePath).cache
      var dependencies = QuoteVaultDependencies(
        service: QuoteVaultService(api: QuoteVaultAPI(client: client), cache: cache),
        store: .appGroup(QuoteVaultShared.appGroup, widgetCenter: .live),
        notifications: .live, renderer: renderer, photos: photos, searchIndex: .live,
        urls: .live, pasteboard: .live, appleID: .live,
        appleIDState: .live)
      dependencies.isFirstLaunchOfInstall = firstLaunch
      dependencies.notificationSettingsPage =
        URL(string: UIApplication.openNotificationSettingsURLString) ?? AppSettingsPage.url
      dependencies.privacyPolicyURL = bundle.object(forInfoDictionaryKey: PrivacyPolicy.infoKey) as? String
      dependencies.voice = .live(bundle: bundle)
      dependencies.backgroundTasks = .live
      dependencies.facebookAppID = bundle.object(forInfoDictionaryKey: InstagramStories.infoKey) as? String
      return dependencies
    }
  }

  extension QuoteVoice {
    /// `AVSpeechSynthesizer` through the app's `AVAudioSession`; the attribution in the language the app shows
    /// (the bundle's localization the user's preferences picked), and a quote's words in the language
    /// `NLLanguageRecognizer` is confident of, else the user's.
    @MainActor
    public static func live(bundle: Bundle = .main) -> QuoteVoice {
      QuoteVoice(
        synthesizer: .live, session: .live,
        userLanguage: bundle.preferredLocalizations.first ?? "en",
        quoteLanguage: { text in
          // A short quote can look like several languages: only a clear answer picks the voice.
          let recognizer = NLLanguageRecognizer()
          recognizer.processString(text)
          guard let (language, confidence) = recognizer.languageHypotheses(withMaximum: 1).first,
            confidence >= 0.8, language != .undetermined
          else { return nil }
          return language.rawValue
        })
    }
  }
#endif
