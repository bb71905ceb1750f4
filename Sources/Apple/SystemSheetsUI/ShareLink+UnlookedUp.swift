#if os(iOS)
  import SwiftUI

  // SwiftUI's `ShareLink` title forms, made deprecated for a `String` or a string literal as LocalizationUI's
  // UnlookedUpStrings.swift does for the other views (check-apple-only fails on the warning). They live here, not
  // in LocalizationUI, because a `ShareLink` is the share sheet: only the apps that share link SystemSheetsUI and
  // carry the Photos purpose string its "Save Image" needs (scripts/check-app-bundles), and widgets link
  // LocalizationUI. Each forwards a `Substring` to SwiftUI's own `StringProtocol` form.

  extension ShareLink
  where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    @available(*, deprecated, message: "ShareLink(String) is looked up nowhere: ShareLink(Text(copy), item:)")
    public init(_ title: String, item: URL, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<URL> {
      self.init(title[...], item: item, subject: subject, message: message)
    }

    @available(*, deprecated, message: "ShareLink(String) is looked up nowhere: ShareLink(Text(copy), item:)")
    public init(_ title: String, item: String, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<String> {
      self.init(title[...], item: item, subject: subject, message: message)
    }
  }

  extension ShareLink where Label == DefaultShareLinkLabel {
    @available(*, deprecated, message: "ShareLink(String) is looked up nowhere: ShareLink(Text(copy), item:preview:)")
    public init<I: Transferable>(
      _ title: String, item: I, subject: Text? = nil, message: Text? = nil,
      preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I> {
      self.init(title[...], item: item, subject: subject, message: message, preview: preview)
    }
  }
#endif
