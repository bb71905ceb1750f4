import GRDB

extension StatementArguments {
  /// Arguments from values already converted to `DatabaseValue`, which is Sendable and so can cross into the
  /// database's closures.
  init(databaseValues: [DatabaseValue]) {
    self.init(databaseValues.map { $0 as (any DatabaseValueConvertible)? })
  }
}
