import HTTPTypes
import Hummingbird

/// `Access-Control-Expose-Headers` on every answer to a browser (a request with an Origin), errors included:
/// without it supabase-js in a browser cannot read a count from `Content-Range`. Hummingbird's CORS middleware
/// sends it only on preflight answers, where browsers do not look for it.
struct ExposeHeadersMiddleware: RouterMiddleware {
  typealias Context = AppContext

  /// What Supabase's gateway exposes and the clients read: counts, an insert's location, the preferences
  /// applied, GoTrue's error code and API version, and an object's metadata.
  static let names = [
    "Content-Range", "Content-Location", "Location", "Preference-Applied", "Range-Unit", "X-Total-Count",
    "x-sb-error-code", "X-Supabase-Api-Version", "Content-Length", "Content-Type", "ETag", "Last-Modified",
    "x-request-id", "Retry-After",
  ]
  private static let value = names.joined(separator: ", ")

  func handle(_ request: Request, context: AppContext, next: (Request, AppContext) async throws -> Response)
    async throws -> Response
  {
    guard request.headers[.origin] != nil else { return try await next(request, context) }
    var response: Response
    do {
      response = try await next(request, context)
    } catch let error as any HTTPResponseError {
      response = try error.response(from: request, context: context)
    }
    response.headers[.accessControlExposeHeaders] = Self.value
    return response
  }
}
