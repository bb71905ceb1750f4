#if os(iOS)
  import AppServices
  import Localization
  import LocalizationUI
  import SwiftUI

  /// The rows App Store apps end their settings with: rate the app (the App Store's "Write a Review" page; a
  /// button must not call `requestReview`, which iOS may ignore), contact support, and the version. A row whose
  /// value the build did not configure is left out.
  @MainActor
  public struct AboutRows: View {
    /// The rows' words: the app's own copy, looked up in its String Catalog.
    public struct Titles: Sendable, Equatable {
      public var rate: LocalizedCopy
      public var contactSupport: LocalizedCopy
      public var version: LocalizedCopy

      public init(rate: LocalizedCopy, contactSupport: LocalizedCopy, version: LocalizedCopy) {
        self.rate = rate
        self.contactSupport = contactSupport
        self.version = version
      }

      /// The English rows, for a preview: keys in no app's catalog, so they show their English.
      public static func english(appName: String) -> Titles {
        Titles(
          rate: LocalizedCopy("preview.rate", "Rate %@", .text(appName)),
          contactSupport: LocalizedCopy("preview.contactSupport", "Contact Support"),
          version: LocalizedCopy("preview.version", "Version"))
      }
    }

    let info: AppInfo
    let titles: Titles

    public init(info: AppInfo, titles: Titles) {
      self.info = info
      self.titles = titles
    }

    public init(info: AppInfo, appName: String) {
      self.init(info: info, titles: .english(appName: appName))
    }

    public var body: some View {
      if let review = info.review {
        Link(destination: review) {
          Label {
            Text(titles.rate)
          } icon: {
            Image(systemName: "star")
          }
        }
      }
      if let support = info.support {
        Link(destination: support) {
          Label {
            Text(titles.contactSupport)
          } icon: {
            Image(systemName: "questionmark.bubble")
          }
        }
      }
      if let version = info.version {
        LabeledContent {
          Text(verbatim: version)
        } label: {
          Text(titles.version)
        }
      }
    }
  }

  // PreviewProvider, not #Preview: the Linux type-check has no PreviewsMacros plugin.
  struct AboutRows_Previews: PreviewProvider {
    static var previews: some View {
      List {
        AboutRows(
          info: AppInfo(
            version: "1.9.0", build: "12", support: "mailto:help@example.com", appStoreID: "1234567890"),
          appName: "VocaPin")
      }
    }
  }
#endif
