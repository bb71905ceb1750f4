import AppServices
import Testing

/// Makes a child model's unwired report (`unimplemented("Type.onX")`) a failure of the test that fired it, at the
/// report's declaration. AppServices finds this type by its name, so every test target that drives the apps'
/// models links TestSupport.
public struct UnwiredIssueRecorder: UnwiredReportRecorder {
  public static func record(_ message: String, fileID: String, line: Int) {
    Issue.record(
      Comment(rawValue: message),
      sourceLocation: SourceLocation(fileID: fileID, filePath: fileID, line: line, column: 1))
  }
}
