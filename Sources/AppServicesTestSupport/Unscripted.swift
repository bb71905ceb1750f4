import Testing

/// A double asked for a user's answer the test never scripted: the test is wrong, not the app, so it fails
/// loudly instead of guessing an answer that would make the code look right.
func unscripted(
  _ what: String, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
  Issue.record(
    "Unscripted \(what): script the user's answer before the code under test asks.",
    sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}
