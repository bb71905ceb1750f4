#if os(iOS)
  import LinkPresentation
  import LocalizationUI
  import Presentation
  import SwiftUI
  import UIKit

  /// The system share sheet as a surface's content: `UIActivityViewController` in the stack's own sheet, so a
  /// deep link dismisses it like any sheet and the model always knows it is up (a `ShareLink` presents it
  /// outside the stack). Its own target, so only the apps that share link it and need the Photos add-only
  /// purpose string its "Save Image" asks for.
  @MainActor
  public struct ShareSheet: View {
    let item: ShareItem
    let image: UIImage?
    let finished: @MainActor @Sendable () -> Void

    /// `finished` runs once the share sheet is done (shared, or closed): the model dismisses its surface then.
    /// `image`: the item's picture already decoded (off the main actor, by whoever drew it), shared and shown
    /// in the sheet's header in place of decoding `item.image` here, on the main actor, as the sheet appears.
    public init(
      _ item: ShareItem, image: UIImage? = nil, finished: @escaping @MainActor @Sendable () -> Void
    ) {
      self.item = item
      self.image = image
      self.finished = finished
    }

    public var body: some View {
      ActivityView(item: item, image: image, finished: finished)
        .ignoresSafeArea()
        // The height iOS gives its own share sheet, with room to pull it up.
        .presentationDetents([.medium, .large])
    }
  }

  private struct ActivityView: UIViewControllerRepresentable {
    let item: ShareItem
    let image: UIImage?
    let finished: @MainActor @Sendable () -> Void

    func makeUIViewController(context: Context) -> UIActivityViewController {
      let picture = item.image.flatMap { data in image ?? UIImage(data: data) }
      var items: [Any] =
        item.text.isEmpty ? [] : [TitledShareItem(item.text, title: item.title, preview: image)]
      if let picture { items.append(picture) }
      // A file URL shares the file itself: Save to Files keeps its name, Mail and Messages attach it. Shared
      // alone, it carries the title as Mail's subject.
      if let file = item.file { items.append(item.text.isEmpty ? TitledShareItem(file, title: item.title) : file) }
      let controller = UIActivityViewController(activityItems: items, applicationActivities: nil)
      // Runs once the controller is dismissed, whether an activity completed or the user closed it
      // (UIActivityViewController.CompletionWithItemsHandler). It may come after the user swiped the sheet
      // away; the stack then ignores the second dismissal.
      controller.completionWithItemsHandler = { [finished] _, _, _, _ in
        Task { @MainActor in finished() }
      }
      return controller
    }

    func updateUIViewController(_ controller: UIActivityViewController, context: Context) {}
  }

  /// What is shared (the text, or a file shared alone) with the title the share sheet's header and Mail's
  /// subject show (what `SharePreview` gave a `ShareLink`).
  /// A decoded `preview` is the header's picture (what `SharePreview`'s image gave a `ShareLink`).
  private final class TitledShareItem: NSObject, UIActivityItemSource {
    let item: Any
    let title: String?
    let preview: UIImage?

    init(_ item: Any, title: String?, preview: UIImage? = nil) {
      self.item = item
      self.title = title
      self.preview = preview
    }

    func activityViewControllerPlaceholderItem(_ controller: UIActivityViewController) -> Any { item }

    func activityViewController(
      _ controller: UIActivityViewController, itemForActivityType activityType: UIActivity.ActivityType?
    ) -> Any? { item }

    func activityViewController(
      _ controller: UIActivityViewController, subjectForActivityType activityType: UIActivity.ActivityType?
    ) -> String { title ?? "" }

    func activityViewControllerLinkMetadata(_ controller: UIActivityViewController) -> LPLinkMetadata? {
      guard let title else { return nil }
      let metadata = LPLinkMetadata()
      metadata.title = title
      if let preview { metadata.imageProvider = NSItemProvider(object: preview) }
      return metadata
    }
  }

  struct ShareSheet_Previews: PreviewProvider {
    static var previews: some View {
      // A sample, as an app shares a quote: the text, with a title for the sheet's header.
      ShareSheet(ShareItem(text: "Well done is better than well said.", title: "Benjamin Franklin")) {}
        .previewDisplayName("Share sheet, a sample text")
    }
  }
#endif
