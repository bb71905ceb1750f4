import Foundation
import HTTPTypes
import Hummingbird

/// An error answered in the shape of the API it came from, as Supabase's services answer it. Handlers throw
/// these; anything else that reaches the client is a bug.
public struct APIError: Error, Sendable {
  public enum Shape: Sendable {
    /// Kong, in front of everything: `{"message": …}`.
    case gateway
    /// GoTrue: `{"code": "<error_code>", "message": …}` (API version 2024-01-01), or the older
    /// `{"code": <status>, "error_code": …, "msg": …}`, with the code repeated in `x-sb-error-code`.
    case auth(code: String, extra: [(String, JSON)] = [])
    /// PostgREST: `{"code", "details", "hint", "message"}`.
    case rest(code: String, details: String? = nil, hint: String? = nil)
    /// Storage: HTTP 400 with the real status as a string in the body, unless the route sets one.
    case storage(error: String, keepStatus: Bool = false)
    /// GoTrue's OAuth errors (the id_token grant): `{"error": …, "error_description": …}`.
    case oauth(error: String)
    /// This project's Edge Functions (`/functions/v1`, `revoke-apple-token`): `{"code": …, "message": …}`, the
    /// shape supabase/functions/revoke-apple-token/index.ts answers in too.
    case function(code: String)
  }

  public let status: HTTPResponse.Status
  public let message: String
  public let shape: Shape
  /// Sent with the error, over its content type (Retry-After on a refusal for a busy moment).
  public var headers = HTTPFields()

  public init(_ status: HTTPResponse.Status, _ message: String, _ shape: Shape) {
    self.status = status
    self.message = message
    self.shape = shape
  }

  static func gateway(_ status: HTTPResponse.Status, _ message: String) -> APIError {
    APIError(status, message, .gateway)
  }

  static func auth(_ status: HTTPResponse.Status, _ code: String, _ message: String, extra: [(String, JSON)] = [])
    -> APIError
  {
    APIError(status, message, .auth(code: code, extra: extra))
  }

  static func rest(
    _ status: HTTPResponse.Status, _ code: String, _ message: String, details: String? = nil, hint: String? = nil
  ) -> APIError {
    APIError(status, message, .rest(code: code, details: details, hint: hint))
  }

  static func function(_ status: HTTPResponse.Status, _ code: String, _ message: String) -> APIError {
    APIError(status, message, .function(code: code))
  }

  static func storage(_ status: HTTPResponse.Status, _ error: String, _ message: String) -> APIError {
    APIError(status, message, .storage(error: error))
  }
}

extension APIError: HTTPResponseError {
  public func response(from request: Request, context: some RequestContext) throws -> Response {
    var headers = self.headers
    headers[.contentType] = "application/json; charset=utf-8"
    let body: JSON
    var status = status
    switch shape {
    case .gateway:
      body = .object([("message", .string(message))])
    case .auth(let code, let extra):
      RefusalNote.current?.note(code: code)
      headers[HTTPField.Name("x-sb-error-code")!] = code
      headers[AuthAPIVersionMiddleware.header] = AuthAPIVersionMiddleware.version
      if request.headers[HTTPField.Name("x-supabase-api-version")!] != nil {
        body = .object([("code", .string(code)), ("message", .string(message))] + extra)
      } else {
        body = .object(
          [("code", .int(Int64(status.code))), ("error_code", .string(code)), ("msg", .string(message))] + extra)
      }
    case .rest(let code, let details, let hint):
      RefusalNote.current?.note(code: code)
      body = .object([
        ("code", .string(code)), ("details", details.map(JSON.string) ?? .null),
        ("hint", hint.map(JSON.string) ?? .null),
        ("message", .string(message)),
      ])
    case .storage(let error, let keepStatus):
      RefusalNote.current?.note(code: error)
      body = .object([
        ("statusCode", .string(String(status.code))), ("error", .string(error)), ("message", .string(message)),
      ])
      if !keepStatus { status = .badRequest }
    case .oauth(let error):
      RefusalNote.current?.note(code: error)
      body = .object([("error", .string(error)), ("error_description", .string(message))])
    case .function(let code):
      RefusalNote.current?.note(code: code)
      body = .object([("code", .string(code)), ("message", .string(message))])
    }
    return Response(
      status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: body.serialized)))
  }
}

/// A JSON response.
func jsonResponse(_ json: JSON, status: HTTPResponse.Status = .ok, headers extra: HTTPFields = [:]) -> Response {
  var headers = extra
  headers[.contentType] = "application/json; charset=utf-8"
  return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: json.serialized)))
}

func emptyResponse(_ status: HTTPResponse.Status, headers: HTTPFields = [:]) -> Response {
  Response(status: status, headers: headers)
}
