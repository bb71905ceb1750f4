import AppServices
import Foundation
import ToolSupport

/// "Photos" for the command line: the card goes to a file.
struct FileSaver: PhotoLibraryClient {
  let path: String

  func saveImage(_ data: Data, as format: ImageFormat) async -> PhotoSaveResult {
    do {
      try data.write(to: URL(fileURLWithPath: path), options: .atomic)
      return .saved
    } catch {
      return .failed("\(path) cannot be written (\(fileErrorWords(error))).")
    }
  }
}
