import Foundation

/// What the system share sheet (`UIActivityViewController`) hands on: text, and an image or a file with it when
/// there is one. A destination's payload like any other, so the share sheet is a surface of the stack: a deep link or a
/// notification tap dismisses it first, as it dismisses any sheet, instead of landing under it.
public struct ShareItem: Hashable, Sendable {
  /// The text shared; empty shares the image alone.
  public let text: String
  /// The image's encoded bytes (PNG or JPEG), shared along with the text; nil shares the text alone.
  public let image: Data?
  /// A file already written (a statement's CSV in the temporary directory), shared as the file it is: Save to
  /// Files keeps its name, Mail attaches it. Nil shares no file.
  public let file: URL?
  /// What the share sheet's header and Mail's subject show.
  public let title: String?

  public init(text: String, image: Data? = nil, file: URL? = nil, title: String? = nil) {
    self.text = text
    self.image = image
    self.file = file
    self.title = title
  }
}

/// What the system photo picker (`PHPickerViewController`) gave back. The picker does not dismiss itself, so the
/// model that presented it dismisses its surface on every outcome.
public enum PickedPhoto: Hashable, Sendable {
  /// The user tapped Cancel or swiped the picker down.
  case cancelled
  /// The photo's bytes as the library holds them (HEIC included).
  case picked(Data)
  /// A photo was chosen but could not be loaded (an iCloud original that did not download, say).
  case unavailable
}

/// What the system document picker (`UIDocumentPickerViewController`) gave back, as a surface of the stack like the
/// photo picker: the model that presented it dismisses it on every outcome, so an alert about the file waits
/// until the picker has slid away instead of being dropped by a view that is still dismissing it.
public enum PickedDocument: Hashable, Sendable {
  /// The user tapped Cancel or swiped the picker down.
  case cancelled
  /// The file chosen, outside the app's sandbox: read it inside its security scope, off the main actor.
  case picked(URL)
}

extension PresentationHost {
  /// What the adapter calls when a system sheet (share sheet, photo picker) has finished with `surface`: it goes
  /// as any sheet goes, through the stack, so whatever waits behind it is presented next. Nothing happens if
  /// the user already swiped it away.
  public func systemSheetFinished(_ surface: Surface<Destination>) {
    presentation.dismiss(surface.id)
  }
}
