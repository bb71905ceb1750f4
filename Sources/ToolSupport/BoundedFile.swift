import Foundation

/// Reads a file a tool was pointed at, refusing it once it passes `limit` bytes: the whole file is never read
/// first, so `/dev/zero`, a FIFO that never ends or a huge file cannot exhaust memory.
public func readFile(_ path: String, limit: Int, tooLarge: String) throws -> Data {
  guard let handle = FileHandle(forReadingAtPath: path) else { throw Failure("Cannot read \(path).") }
  defer { try? handle.close() }
  var data = Data()
  while data.count <= limit {
    let chunk: Data?
    do {
      chunk = try handle.read(upToCount: 1 << 16)
    } catch {
      throw Failure("Cannot read \(path).")
    }
    // nil or empty: the end of the file.
    guard let chunk, !chunk.isEmpty else { return data }
    data.append(chunk)
  }
  throw Failure(tooLarge)
}
