#if os(iOS)
  import AppServices
  import SwiftUI

  /// The rows App Store apps end their settings with: rate the app (the App Store's "Write a Review" page; a
  /// button must not call `requestReview`, which iOS may ignore), contact support, and the version. A row whose
  /// value the build did not configure is left out.
  @MainActor
  public struct AboutRows: View {
    let info: AppInfo
    let appName: String

    public init(info: AppInfo, appName: String) {
      self.info = info
      self.appName = appName
    }

    public var body: some View {
      if let review = info.review {
        Link(destination: review) { Label("Rate \(appName)", systemImage: "star") }
      }
      if let support = info.support {
        Link(destination: support) { Label("Contact Support", systemImage: "questionmark.bubble") }
      }
      if let version = info.version {
        LabeledContent("Version", value: version)
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
