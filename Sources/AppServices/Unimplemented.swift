/// A child model's report (`onDone`, `onMessage`, `onSaved`) starts as `unimplemented("Type.onX")` rather than
/// `{}`: a parent that forgot to wire it, or a test that drives the child without listening, is told so by name,
/// where an empty closure would swallow the report (a sheet that never closes, a message never shown). In a test
/// process each call is a test failure at the line that made the closure (the report's declaration, or a test's
/// own line for a dependency it does not expect called); elsewhere a warning on standard error, and the app goes on
/// as if nobody listened. isowords' `unimplemented` is the model; a closure that returns a value keeps a stated
/// default, or takes AppServicesTestSupport's `unimplemented(_:placeholder:)` in a test.
public func unimplemented(
  _ name: String, fileID: String = #fileID, line: Int = #line
) -> @Sendable () -> Void {
  { UnwiredReport.report(name, fileID: fileID, line: line) }
}

/// A report with one value: see `unimplemented(_:)`.
public func unimplemented<Value>(
  _ name: String, fileID: String = #fileID, line: Int = #line
) -> @Sendable (Value) -> Void {
  { _ in UnwiredReport.report(name, fileID: fileID, line: line) }
}

/// A report with two values: see `unimplemented(_:)`.
public func unimplemented<First, Second>(
  _ name: String, fileID: String = #fileID, line: Int = #line
) -> @Sendable (First, Second) -> Void {
  { _, _ in UnwiredReport.report(name, fileID: fileID, line: line) }
}

/// What hears an unwired report in a test process: TestSupport's `UnwiredIssueRecorder`, which records a Swift
/// Testing issue. Found by its type's name at run time, so no app module links the test framework.
public protocol UnwiredReportRecorder {
  static func record(_ message: String, fileID: String, line: Int)
}

enum UnwiredReport {
  /// `TestSupport.UnwiredIssueRecorder`'s mangled name; nil outside a test process (the type is not linked).
  nonisolated(unsafe) static let recorder: (any UnwiredReportRecorder.Type)? =
    _typeByName("11TestSupport20UnwiredIssueRecorderV") as? any UnwiredReportRecorder.Type

  static func report(_ name: String, fileID: String, line: Int) {
    let message = "\(name) was called, but nothing was set to hear it"
    if let recorder {
      recorder.record(message, fileID: fileID, line: line)
    } else {
      print("warning: \(fileID):\(line): \(message)")
    }
  }
}
