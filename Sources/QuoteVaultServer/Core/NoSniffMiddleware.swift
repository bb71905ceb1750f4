import HTTPTypes
import Hummingbird

/// Every answer says `X-Content-Type-Options: nosniff`, errors included: a browser then trusts the declared type,
/// so an uploaded HTML file stored as `image/png` is never run as a page from this origin.
struct NoSniffMiddleware: RouterMiddleware {
  typealias Context = AppContext
  static let header = HTTPField.Name("x-content-type-options")!
  /// The field, checked and made once: appended when the answer has none, as setting it would add it.
  static let field = HTTPField(name: header, value: "nosniff")

  func handle(_ request: Request, context: AppContext, next: (Request, AppContext) async throws -> Response)
    async throws
    -> Response
  {
    var response: Response
    do {
      response = try await next(request, context)
    } catch let error as any HTTPResponseError {
      response = try error.response(from: request, context: context)
    }
    if response.headers.contains(Self.header) {
      response.headers[Self.header] = "nosniff"
    } else {
      response.headers.append(Self.field)
    }
    return response
  }
}
