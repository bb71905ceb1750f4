import Foundation
import GRDB

/// Errors as PostgREST answers them, whatever SQLite said.
extension RestService {
  static func unknownColumn(_ name: String, _ table: TableSpec) -> APIError {
    .rest(.badRequest, "PGRST204", "Could not find the '\(name)' column of '\(table.name)' in the schema cache")
  }

  /// SQLite's constraint errors as PostgreSQL's, with PostgREST's statuses.
  /// PostgreSQL's answer when `statement_timeout` cancels a query (57014, in PostgREST's shape). PostgREST sends
  /// it as 500; here it is 503, since this server keeps 500 for its own faults, and the request may succeed when
  /// the server is less busy.
  static var timeBudgetSpent: APIError {
    .rest(
      .serviceUnavailable, "57014", "canceling statement due to statement timeout",
      details: "The request used up its time in the database. Ask for fewer rows, or a simpler filter.")
  }

  static func map(_ error: any Error, table: TableSpec) -> APIError {
    if let apiError = error as? APIError { return apiError }
    if let violation = error as? SingularViolation {
      return .rest(
        .notAcceptable, "PGRST116", "JSON object requested, multiple (or no) rows returned",
        details: "The result contains \(violation.count) rows")
    }
    if let violation = error as? PolicyViolation {
      return .rest(
        .forbidden, "42501",
        "new row violates row-level security policy\(violation.usingExpression ? " (USING expression)" : "") for table \"\(table.name)\""
      )
    }
    guard let error = error as? DatabaseError else {
      return .rest(.serviceUnavailable, "PGRST000", "Could not access the database")
    }
    if error.isTimeBudgetSpent { return timeBudgetSpent }
    switch error.extendedResultCode {
    case .SQLITE_CONSTRAINT_PRIMARYKEY, .SQLITE_CONSTRAINT_UNIQUE:
      return .rest(.conflict, "23505", "duplicate key value violates unique constraint \"\(table.name)_pkey\"")
    case .SQLITE_CONSTRAINT_FOREIGNKEY:
      return .rest(
        .conflict, "23503", "insert or update on table \"\(table.name)\" violates foreign key constraint",
        details: "A referenced row does not exist.")
    case .SQLITE_CONSTRAINT_CHECK, .SQLITE_CONSTRAINT_TRIGGER:
      // A trigger standing in for a named check of supabase/migrations raises with that check's name, which
      // PostgreSQL's message ends with.
      let name = (error.message ?? "").hasSuffix("_check") ? " \"\(error.message ?? "")\"" : ""
      return .rest(.badRequest, "23514", "new row for relation \"\(table.name)\" violates check constraint\(name)")
    case .SQLITE_CONSTRAINT_NOTNULL:
      return .rest(.badRequest, "23502", "null value violates not-null constraint on relation \"\(table.name)\"")
    default:
      break
    }
    // A statement SQLite refused to run is the request's fault, as PostgreSQL's errors for the same queries
    // are (PostgREST answers them with 400): a conflict target that is not unique, or a query too large for it.
    // Only a database that cannot be reached or is busy is the server's problem (503).
    guard error.resultCode == .SQLITE_ERROR else {
      return .rest(.serviceUnavailable, "PGRST000", "Could not access the database")
    }
    let message = error.message ?? ""
    if message.contains("ON CONFLICT") {
      return .rest(
        .badRequest, "42P10", "there is no unique or exclusion constraint matching the ON CONFLICT specification")
    }
    return .rest(.badRequest, "54001", "statement too complex", details: message)
  }
}
