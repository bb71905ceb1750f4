import HTTPTypes
import Hummingbird

/// Kong's key check: every call to /auth, /rest and /storage carries a valid `apikey`. It is added to each API's
/// route group, so it guards every route the group answers, however the path was spelled (`//auth/v1/…`, or
/// with dot segments); the few public routes are added to the group before it.
struct APIKeyMiddleware: RouterMiddleware {
  typealias Context = AppContext
  let authenticator: Authenticator

  func handle(_ request: Request, context: AppContext, next: (Request, AppContext) async throws -> Response)
    async throws
    -> Response
  {
    _ = try authenticator.apiKeyPrincipal(request)
    return try await next(request, context)
  }
}

/// GoTrue states the API version it answers in, and supabase-swift reads error codes from the body only when
/// the response says 2024-01-01 or later.
struct AuthAPIVersionMiddleware: RouterMiddleware {
  typealias Context = AppContext
  static let header = HTTPField.Name("x-supabase-api-version")!
  static let version = "2024-01-01"

  func handle(_ request: Request, context: AppContext, next: (Request, AppContext) async throws -> Response)
    async throws
    -> Response
  {
    var response = try await next(request, context)
    response.headers[Self.header] = Self.version
    return response
  }
}
