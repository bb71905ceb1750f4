import Hummingbird

/// Kong's key check: every call to /auth, /rest and /storage carries a valid `apikey`, except public object
/// downloads, which browsers fetch by URL.
struct APIKeyMiddleware: RouterMiddleware {
  typealias Context = AppContext
  let authenticator: Authenticator

  func handle(_ request: Request, context: AppContext, next: (Request, AppContext) async throws -> Response)
    async throws
    -> Response
  {
    let path = request.uri.path
    let guarded = ["/auth/v1/", "/rest/v1/", "/storage/v1/"].contains { path.hasPrefix($0) }
    let exempt = path.hasPrefix("/storage/v1/object/public/") || path == "/auth/v1/health" || path == "/auth/v1/verify"
    if guarded && !exempt { _ = try authenticator.apiKeyPrincipal(request) }
    return try await next(request, context)
  }
}
