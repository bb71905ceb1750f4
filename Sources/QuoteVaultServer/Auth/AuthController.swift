import Foundation
import HTTPTypes
import Hummingbird

/// /auth/v1: GoTrue's routes.
struct AuthController: Sendable {
  let service: AuthService
  let authenticator: Authenticator
  let mailbox: Mailbox
  let maximumBodyBytes: Int
  /// Body bytes being read by every request at once (`BodyReader`).
  var bodyBudget = BodyBudget.shared

  func addRoutes(to group: RouterGroup<AppContext>) {
    group.add(middleware: AuthAPIVersionMiddleware())
    group.get("health") { _, _ in
      jsonResponse(
        .object([
          ("version", .string("quotevault-local")), ("name", .string("GoTrue")),
          ("description", .string("QuoteVault's local auth")),
        ]))
    }
    // Opened from an email link, without a key: exempt, like health.
    group.get("verify") { request, context in
      let parameters = request.uri.queryParameters
      // Only the site URL or an allowed redirect URL ever receives tokens (GoTrue's redirect allow-list).
      let target = service.redirectTarget(parameters.get("redirect_to"))
      let fragment: String
      switch parameters.get("type") {
      case "recovery":
        let session = try await service.verifyRecovery(
          code: nil, email: nil, linkToken: parameters.get("token"), address: context.clientAddress)
        fragment = Self.fragment(session, type: "recovery")
      case "signup", "email":
        let session = try await service.verifySignUp(linkToken: parameters.get("token"))
        fragment = Self.fragment(session, type: "signup")
      case "email_change":
        let (session, message) = try await service.verifyEmailChange(linkToken: parameters.get("token"))
        fragment =
          session.map { Self.fragment($0, type: "email_change") }
          ?? "message=\(message.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")"
      default:
        throw APIError.auth(.badRequest, "validation_failed", "Verify requires a verification type")
      }
      // As GoTrue does: back to the app with the session in the URL fragment.
      return Response(status: .seeOther, headers: [.location: "\(target)#\(fragment)"])
    }
    group.add(middleware: APIKeyMiddleware(authenticator: authenticator))
    group.get("settings") { _, _ in
      jsonResponse(
        .object([
          ("external", .object([("email", .bool(true)), ("apple", .bool(service.appleSignIn != nil))])),
          ("disable_signup", .bool(false)),
          ("mailer_autoconfirm", .bool(!service.configuration.enableConfirmations)),
          ("phone_autoconfirm", .bool(false)), ("sms_provider", .string("")),
        ]))
    }
    group.post("signup") { request, context in
      let body = try await readJSON(request)
      return jsonResponse(
        try await service.signUp(
          email: body["email"]?.string, password: body["password"]?.string, metadata: body["data"],
          address: context.clientAddress, redirectTo: request.uri.queryParameters.get("redirect_to")))
    }
    group.post("token") { request, context in
      let body = try await readJSON(request)
      switch request.uri.queryParameters.get("grant_type") {
      case "password":
        return jsonResponse(
          try await service.signIn(
            email: body["email"]?.string, password: body["password"]?.string, address: context.clientAddress))
      case "refresh_token":
        return jsonResponse(
          try await service.refresh(token: body["refresh_token"]?.string, address: context.clientAddress))
      case "id_token":
        return jsonResponse(try await service.signInWithIdToken(body, address: context.clientAddress))
      default:
        throw APIError.auth(.badRequest, "unsupported_grant_type", "Unsupported grant type")
      }
    }
    group.post("logout") { request, _ in
      let principal = try authenticator.principal(request, api: .auth).principal
      try await service.logout(principal: principal, scope: request.uri.queryParameters.get("scope"))
      return emptyResponse(.noContent)
    }
    group.post("recover") { request, _ in
      let body = try await readJSON(request)
      try await service.recover(
        email: body["email"]?.string, redirectTo: request.uri.queryParameters.get("redirect_to"))
      return jsonResponse(.object([]))
    }
    group.post("resend") { request, _ in
      let body = try await readJSON(request)
      try await service.resend(
        type: body["type"]?.string, email: body["email"]?.string,
        redirectTo: request.uri.queryParameters.get("redirect_to"))
      return jsonResponse(.object([]))
    }
    group.post("verify") { request, context in
      let body = try await readJSON(request)
      switch body["type"]?.string {
      case "recovery":
        return jsonResponse(
          try await service.verifyRecovery(
            code: body["token"]?.string, email: body["email"]?.string, linkToken: body["token_hash"]?.string,
            address: context.clientAddress))
      case "signup", "email":
        return jsonResponse(try await service.verifySignUp(linkToken: body["token_hash"]?.string))
      case "email_change":
        let (session, message) = try await service.verifyEmailChange(linkToken: body["token_hash"]?.string)
        return jsonResponse(session ?? .object([("msg", .string(message)), ("code", .string("200"))]))
      default:
        throw APIError.auth(.badRequest, "validation_failed", "Verify requires a verification type")
      }
    }
    group.get("user") { request, _ in
      jsonResponse(try await service.user(principal: try authenticator.principal(request, api: .auth).principal))
    }
    group.put("user") { request, _ in
      let principal = try authenticator.principal(request, api: .auth).principal
      return jsonResponse(try await service.updateUser(principal: principal, body: try await readJSON(request)))
    }
    // Local development only, like Supabase's Inbucket: the service role reads the mailbox.
    group.get("dev/mailbox") { request, _ in
      guard try authenticator.principal(request, api: .auth).principal == .serviceRole else {
        throw APIError.auth(.forbidden, "not_admin", "The mailbox needs the service_role key")
      }
      return jsonResponse(.array(mailbox.messages(for: request.uri.queryParameters.get("email"))))
    }
  }

  /// A session in a redirect's URL fragment, as GoTrue writes it.
  static func fragment(_ session: JSON, type: String) -> String {
    [
      "access_token=\(session["access_token"]?.string ?? "")",
      "expires_in=\(session["expires_in"]?.serialized ?? "3600")",
      "refresh_token=\(session["refresh_token"]?.string ?? "")", "token_type=bearer", "type=\(type)",
    ].joined(separator: "&")
  }

  private func readJSON(_ request: Request) async throws(APIError) -> JSON {
    let buffer: ByteBuffer
    do {
      buffer = try await BodyReader.collect(request, upTo: maximumBodyBytes, budget: bodyBudget)
    } catch {
      switch error {
      case .tooLarge:
        throw APIError.auth(.contentTooLarge, "request_too_large", "The request body is too large")
      case .overloaded:
        RefusalNote.current?.note(budget: "body_bytes")
        throw APIError.auth(.serviceUnavailable, "request_timeout", "The server is busy reading other requests")
          .retrying()
      case .malformed:
        throw APIError.auth(.badRequest, "bad_json", "Could not parse request body as JSON")
      }
    }
    guard let json = try? JSON.parse(Data(buffer.readableBytesView)), json.objectMembers != nil else {
      throw APIError.auth(.badRequest, "bad_json", "Could not parse request body as JSON")
    }
    return json
  }
}
