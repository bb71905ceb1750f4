import GRDB

extension APIError {
  /// What an auth write that failed is answered: a database still busy with another writer after its busy
  /// timeout is a moment to retry (503 with Retry-After, as `RequestLogMiddleware` answers it elsewhere);
  /// anything else is GoTrue's 500 `unexpected_failure` with `message`.
  static func authFailure(_ error: any Error, _ message: String) -> APIError {
    if let error = error as? DatabaseError, error.resultCode == .SQLITE_BUSY || error.resultCode == .SQLITE_LOCKED {
      return RequestLogMiddleware.busy("/auth/").retrying(after: 1)
    }
    return .auth(.internalServerError, "unexpected_failure", message)
  }
}
