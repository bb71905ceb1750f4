import Foundation

/// Where recordings live: `<id>.m4a` in a folder of the app's own container (Application Support), and those
/// of deleted notes in its "Recently Deleted" folder, so a recording goes to Recently Deleted with its note,
/// comes back with it, and is removed when the note is removed for good. Which note has which recordings is
/// in "recordings.json" beside them, not in the note: the notes' file is in the App Group the widgets read, and
/// nothing about the audio needs to be there.
public struct RecordingFiles: Sendable {
  public let directory: URL

  public init(directory: URL) {
    self.directory = directory
  }

  var deletedDirectory: URL { directory.appendingPathComponent("Recently Deleted", isDirectory: true) }

  public func file(for recording: UUID) -> URL {
    directory.appendingPathComponent("\(recording.uuidString).m4a")
  }

  func deletedFile(for recording: UUID) -> URL {
    deletedDirectory.appendingPathComponent("\(recording.uuidString).m4a")
  }

  /// A new recording's file, its folder made if needed.
  func prepare(_ recording: UUID) throws -> URL {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return file(for: recording)
  }

  /// Whether the recording's audio is there to play.
  public func exists(_ recording: UUID) -> Bool {
    FileManager.default.fileExists(atPath: file(for: recording).path)
  }

  /// The bytes all recordings take, Recently Deleted's included (they still use the iPhone's storage).
  public func totalBytes() -> Int64 {
    [directory, deletedDirectory].reduce(0) { total, folder in
      let files =
        (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.fileSizeKey])) ?? []
      return files.reduce(total) { sum, file in
        let size = (try? file.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0
        return sum + Int64(size)
      }
    }
  }

  /// Whether another recording may be kept.
  public func hasRoom() -> Bool { totalBytes() < VoiceRecorderLimits.maximumTotalBytes }

  var indexFile: URL { directory.appendingPathComponent("recordings.json") }

  /// Each note's recordings, oldest first. An index that cannot be read is no recordings (the audio stays on
  /// disk; the words never depended on it).
  func index() -> [UUID: [NoteRecording]] { readIndex() ?? [:] }

  /// Each note's recordings; none when there is no index yet, nil when there is one that cannot be read (so a
  /// caller can tell "no recordings" from "unknown").
  func readIndex() -> [UUID: [NoteRecording]]? {
    guard FileManager.default.fileExists(atPath: indexFile.path) else { return [:] }
    guard let data = try? Data(contentsOf: indexFile) else { return nil }
    return try? JSONDecoder().decode([UUID: [NoteRecording]].self, from: data)
  }

  /// The recordings whose audio is on disk (named `<id>.m4a`, Recently Deleted's too), whatever the index says.
  func recordingsOnDisk() -> Set<UUID> {
    let names = [directory, deletedDirectory].flatMap { folder in
      (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    }
    return Set(
      names.compactMap { name in
        name.hasSuffix(".m4a") ? UUID(uuidString: String(name.dropLast(".m4a".count))) : nil
      })
  }

  func save(_ index: [UUID: [NoteRecording]]) throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    try encoder.encode(index).write(to: indexFile, options: .atomic)
  }

  /// The recordings of `note`, oldest first, read from the file now: for seeding and checks (previews, tests). The
  /// app reads its `RecordingIndex`, which reads the file only at launch and on return to the foreground.
  func recordings(of note: UUID) -> [NoteRecording] { index()[note] ?? [] }

  /// Keeps `recording` with `note` in the file now: for seeding (previews, tests). The app keeps recordings
  /// through its `RecordingIndex`, so what it holds and the file stay the same.
  public func attach(_ recording: NoteRecording, to note: UUID) throws {
    var index = index()
    index[note, default: []].append(recording)
    try save(index)
  }

  func moveToDeleted(_ recordings: [NoteRecording]) throws {
    guard !recordings.isEmpty else { return }
    try FileManager.default.createDirectory(at: deletedDirectory, withIntermediateDirectories: true)
    for recording in recordings where exists(recording.id) {
      try move(file(for: recording.id), to: deletedFile(for: recording.id))
    }
  }

  func restore(_ recordings: [NoteRecording]) throws {
    guard !recordings.isEmpty else { return }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    for recording in recordings where FileManager.default.fileExists(atPath: deletedFile(for: recording.id).path) {
      try move(deletedFile(for: recording.id), to: file(for: recording.id))
    }
  }

  func purge(_ recordings: [NoteRecording]) {
    for recording in recordings {
      try? FileManager.default.removeItem(at: deletedFile(for: recording.id))
      try? FileManager.default.removeItem(at: file(for: recording.id))
    }
  }

  /// A recording no note kept (the editor was cancelled, or the write failed).
  public func discard(_ recording: UUID) {
    try? FileManager.default.removeItem(at: file(for: recording))
  }

  private func move(_ from: URL, to destination: URL) throws {
    if FileManager.default.fileExists(atPath: destination.path) { try FileManager.default.removeItem(at: destination) }
    try FileManager.default.moveItem(at: from, to: destination)
  }
}
