import Testing

/// Where a double was made: the test (or its harness) that owns it, where an unscripted question is reported.
/// Each double's init takes `#fileID`, `#filePath`, `#line` and `#column` as defaults, so it is the caller's line.
struct CreatedAt: Sendable {
  let location: SourceLocation

  init(fileID: String, filePath: String, line: Int, column: Int) {
    location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// A double asked for a user's answer the test never scripted: the test is wrong, not the app, so it fails
/// loudly, at the line that made the double, instead of guessing an answer that would make the code look right.
func unscripted(_ what: String, at created: CreatedAt) {
  Issue.record(
    "Unscripted \(what): script the user's answer before the code under test asks.", sourceLocation: created.location)
}
