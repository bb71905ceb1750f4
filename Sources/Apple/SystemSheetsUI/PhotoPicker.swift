#if os(iOS)
  import LocalizationUI
  import PhotosUI
  import Presentation
  import SwiftUI
  import UIKit
  import UniformTypeIdentifiers

  /// The system photo picker as a surface's content: `PHPickerViewController` in the stack's own sheet, so a
  /// deep link dismisses it like any sheet (a `PhotosPicker` presents it outside the stack). It runs out of
  /// process and needs no photo library permission.
  @MainActor
  public struct PhotoPicker: View {
    let finished: @MainActor @Sendable (PickedPhoto) -> Void

    /// `finished` gets the outcome once; the picker does not dismiss itself, so the model dismisses its surface.
    public init(finished: @escaping @MainActor @Sendable (PickedPhoto) -> Void) {
      self.finished = finished
    }

    public var body: some View {
      PickerView(finished: finished).ignoresSafeArea()
    }
  }

  private struct PickerView: UIViewControllerRepresentable {
    let finished: @MainActor @Sendable (PickedPhoto) -> Void

    func makeUIViewController(context: Context) -> PHPickerViewController {
      var configuration = PHPickerConfiguration()
      configuration.filter = .images
      configuration.selectionLimit = 1
      let picker = PHPickerViewController(configuration: configuration)
      picker.delegate = context.coordinator
      return picker
    }

    func updateUIViewController(_ picker: PHPickerViewController, context: Context) {}

    func makeCoordinator() -> Coordinator { Coordinator(finished: finished) }

    final class Coordinator: NSObject, PHPickerViewControllerDelegate {
      let finished: @MainActor @Sendable (PickedPhoto) -> Void

      init(finished: @escaping @MainActor @Sendable (PickedPhoto) -> Void) { self.finished = finished }

      /// Called for a pick and for Cancel alike (no results); the picker stays up until the model dismisses it.
      nonisolated func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
        let finished = finished
        guard let provider = results.first?.itemProvider else {
          Task { @MainActor in finished(.cancelled) }
          return
        }
        // The bytes as stored (HEIC included): the app decodes and resizes them itself. The handler runs on a
        // queue of the provider's.
        _ = provider.loadDataRepresentation(forTypeIdentifier: UTType.image.identifier) { data, _ in
          let photo: PickedPhoto = data.map { .picked($0) } ?? .unavailable
          Task { @MainActor in finished(photo) }
        }
      }
    }
  }

  struct PhotoPicker_Previews: PreviewProvider {
    static var previews: some View {
      // The system's picker, out of process: what it picks is not kept in a preview.
      PhotoPicker { _ in }
        .previewDisplayName("Photo picker")
    }
  }
#endif
