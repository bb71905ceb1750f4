#if os(iOS)
  import AppServices
  import SwiftUI

  /// The rows App Store apps end their settings with: rate the app (the App Store's "Write a Review" page; a
  /// button must not call `requestReview`, which iOS may ignore), contact support, and the version. A row whose
  /// value the build did not configure is left out.
  @MainActor
  public struct AboutRows: View {
    /// The rows' words, already looked up in the app's String Catalog (shown verbatim).
    public struct Titles: Sendable, Equatable {
      public var rate: String
      public var contactSupport: String
      public var version: String

      public init(rate: String, contactSupport: String, version: String) {
        self.rate = rate
        self.contactSupport = contactSupport
        self.version = version
      }

      /// The English rows, for an app without a catalog of its own.
      public static func english(appName: String) -> Titles {
        Titles(rate: "Rate \(appName)", contactSupport: "Contact Support", version: "Version")
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
            Text(verbatim: titles.rate)
          } icon: {
            Image(systemName: "star")
          }
        }
      }
      if let support = info.support {
        Link(destination: support) {
          Label {
            Text(verbatim: titles.contactSupport)
          } icon: {
            Image(systemName: "questionmark.bubble")
          }
        }
      }
      if let version = info.version {
        LabeledContent {
          Text(verbatim: version)
        } label: {
          Text(verbatim: titles.version)
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
