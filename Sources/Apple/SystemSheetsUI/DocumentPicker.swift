#if os(iOS)
  import Presentation
  import SwiftUI
  import UIKit
  import UniformTypeIdentifiers

  /// The system document picker as a surface's content: `UIDocumentPickerViewController` in the stack's own
  /// sheet, as `PhotoPicker` holds the photo picker, so the model knows when it is up and when it has gone (a
  /// `fileImporter` presents it outside the stack, and an alert raised as it closes could be dropped). Files
  /// are opened in place (not copied), so the app reads at most what it needs, inside the file's security scope.
  @MainActor
  public struct DocumentPicker: View {
    let contentTypes: [UTType]
    let finished: @MainActor @Sendable (PickedDocument) -> Void

    /// `finished` gets the outcome once. The model dismisses the surface on every outcome; should the picker
    /// close its sheet itself after a pick, the stack sees that as a swipe down, and the surface goes all the same.
    public init(contentTypes: [UTType], finished: @escaping @MainActor @Sendable (PickedDocument) -> Void) {
      self.contentTypes = contentTypes
      self.finished = finished
    }

    public var body: some View {
      PickerView(contentTypes: contentTypes, finished: finished).ignoresSafeArea()
    }
  }

  private struct PickerView: UIViewControllerRepresentable {
    let contentTypes: [UTType]
    let finished: @MainActor @Sendable (PickedDocument) -> Void

    func makeUIViewController(context: Context) -> UIDocumentPickerViewController {
      let picker = UIDocumentPickerViewController(forOpeningContentTypes: contentTypes, asCopy: false)
      picker.allowsMultipleSelection = false
      picker.delegate = context.coordinator
      return picker
    }

    func updateUIViewController(_ picker: UIDocumentPickerViewController, context: Context) {}

    func makeCoordinator() -> Coordinator { Coordinator(finished: finished) }

    @MainActor
    final class Coordinator: NSObject, UIDocumentPickerDelegate {
      let finished: @MainActor @Sendable (PickedDocument) -> Void

      init(finished: @escaping @MainActor @Sendable (PickedDocument) -> Void) { self.finished = finished }

      func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
        finished(urls.first.map { .picked($0) } ?? .cancelled)
      }

      func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {
        finished(.cancelled)
      }
    }
  }

  struct DocumentPicker_Previews: PreviewProvider {
    static var previews: some View {
      // A sample: JSON files, as VocaPin's Import Backup asks for its backup.
      DocumentPicker(contentTypes: [.json]) { _ in }
        .previewDisplayName("Document picker, JSON files")
    }
  }
#endif
