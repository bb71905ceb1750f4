// revoke-apple-token: QuoteVault's Edge Function for a hosted Supabase project (App Review guideline 5.1.1(v),
// Apple's TN3194). The same contract as quotevault-server's POST /functions/v1/revoke-apple-token:
//
//   POST /functions/v1/revoke-apple-token   Authorization: Bearer <the user's access token>
//   {"authorization_code": "<ASAuthorizationAppleIDCredential.authorizationCode, fresh: valid 5 minutes>"}
//   200 {"revoked": true}, or {"code", "message"} with 4xx/5xx (see the codes below).
//
// Hosted Supabase keeps no Apple tokens for an id_token sign-in (signInWithIdToken), so nothing revokes them
// when the account is deleted: this function exchanges the app's fresh code at Apple's /auth/token (client
// secret: an ES256 JWT signed with the team's Sign in with Apple key) and revokes the refresh token it gets at
// /auth/revoke. The app calls it right before the delete_account RPC and deletes nothing unless it answered 200.
//
// Secrets (supabase secrets set ...): APPLE_TEAM_ID, APPLE_KEY_ID, APPLE_CLIENT_ID (the app's bundle id), and
// APPLE_PRIVATE_KEY (the .p8 file's text). APPLE_BASE_URL is for tests only. SUPABASE_URL and SUPABASE_ANON_KEY
// are set by the platform. No imports: it runs on any Deno, and reads the user from GoTrue's /auth/v1/user.

const TIMEOUT_MS = 10_000;
const MAX_BODY_BYTES = 4_096;
const CODE_PATTERN = /^[A-Za-z0-9._~-]{1,1024}$/;

function answer(status: number, body: Record<string, unknown>, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", ...headers },
  });
}

function refuse(status: number, code: string, message: string, headers: Record<string, string> = {}): Response {
  return answer(status, { code, message }, headers);
}

function base64url(bytes: Uint8Array): string {
  let text = "";
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replaceAll("+", "-").replaceAll("/", "_").replaceAll("=", "");
}

function decodeBase64url(text: string): string | null {
  try {
    const base64 = text.replaceAll("-", "+").replaceAll("_", "/");
    return atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  } catch {
    return null;
  }
}

/// Apple's client secret: ES256 under the key id; iss the team, sub the client id, aud Apple, five minutes.
/// WebCrypto's ECDSA signature is already JOSE's raw r||s.
async function clientSecret(teamID: string, keyID: string, clientID: string, pem: string): Promise<string> {
  const der = Uint8Array.from(
    atob(pem.replace(/-----(BEGIN|END) PRIVATE KEY-----/g, "").replace(/\s+/g, "")),
    (c) => c.charCodeAt(0),
  );
  const key = await crypto.subtle.importKey("pkcs8", der, { name: "ECDSA", namedCurve: "P-256" }, false, ["sign"]);
  const now = Math.floor(Date.now() / 1000);
  const encoder = new TextEncoder();
  const head = base64url(encoder.encode(JSON.stringify({ alg: "ES256", kid: keyID })));
  const claims = base64url(
    encoder.encode(
      JSON.stringify({ iss: teamID, iat: now, exp: now + 300, aud: "https://appleid.apple.com", sub: clientID }),
    ),
  );
  const signature = await crypto.subtle.sign(
    { name: "ECDSA", hash: "SHA-256" },
    key,
    encoder.encode(`${head}.${claims}`),
  );
  return `${head}.${claims}.${base64url(new Uint8Array(signature))}`;
}

type AppleFailure = { failure: "invalid_grant" | "misconfigured" | "unreachable" | "unreadable"; reason?: string };

/// A form POST to Apple within the timeout; its JSON (null for an empty 200) or why not.
async function postToApple(
  base: string,
  path: string,
  form: Record<string, string>,
): Promise<Record<string, unknown> | null | AppleFailure> {
  let response: Response;
  try {
    response = await fetch(`${base}/${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
      body: new URLSearchParams(form),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    return { failure: "unreachable" };
  }
  const text = await response.text().catch(() => "");
  if (text.length > 65_536) return { failure: "unreadable" };
  let json: Record<string, unknown> | null = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (response.ok) return json;
  if (response.status >= 500 || response.status === 408 || response.status === 429) return { failure: "unreachable" };
  const error = typeof json?.error === "string" ? json.error : `HTTP ${response.status}`;
  return error === "invalid_grant" ? { failure: "invalid_grant" } : { failure: "misconfigured", reason: error.slice(0, 64) };
}

function isFailure(value: unknown): value is AppleFailure {
  return typeof value === "object" && value !== null && "failure" in value;
}

function appleError(failure: AppleFailure): Response {
  switch (failure.failure) {
    case "invalid_grant":
      return refuse(400, "apple_code_rejected", "Apple refused the authorization code (spent or expired)");
    case "misconfigured":
      return refuse(500, "apple_misconfigured", `Apple refused this server's credentials: ${failure.reason ?? ""}`);
    case "unreachable":
      return refuse(504, "apple_unreachable", "Apple did not answer in time");
    default:
      return refuse(502, "apple_unreachable", "Apple's answer could not be read");
  }
}

export async function handle(request: Request): Promise<Response> {
  if (request.method !== "POST") return refuse(405, "method_not_allowed", "POST only");
  const env = (name: string) => Deno.env.get(name) ?? "";
  const authorization = request.headers.get("Authorization") ?? "";
  if (!authorization.toLowerCase().startsWith("bearer ")) {
    return refuse(401, "not_authenticated", "Sign in first: the function acts for the signed-in user");
  }
  const [teamID, keyID, clientID, pem] = ["APPLE_TEAM_ID", "APPLE_KEY_ID", "APPLE_CLIENT_ID", "APPLE_PRIVATE_KEY"].map(env);
  if (!teamID || !keyID || !clientID || !pem) {
    return refuse(
      501,
      "apple_revocation_not_configured",
      "Sign in with Apple token revocation is not configured (APPLE_TEAM_ID, APPLE_KEY_ID, APPLE_CLIENT_ID, APPLE_PRIVATE_KEY)",
    );
  }
  // The user, as GoTrue knows them from the bearer token.
  let user: { identities?: { id?: string; provider?: string; identity_data?: { sub?: string } }[] } | null = null;
  try {
    const reply = await fetch(`${env("SUPABASE_URL")}/auth/v1/user`, {
      headers: { Authorization: authorization, apikey: env("SUPABASE_ANON_KEY") },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (reply.ok) user = await reply.json();
    else await reply.body?.cancel();
  } catch {
    return refuse(503, "busy", "The account could not be read; try again shortly", { "Retry-After": "2" });
  }
  if (!user) return refuse(401, "invalid_jwt", "Invalid JWT");
  const apple = user.identities?.find((identity) => identity.provider === "apple");
  const subject = apple?.identity_data?.sub ?? apple?.id;
  if (!subject) return refuse(422, "not_apple_user", "This account did not sign in with Apple");

  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > MAX_BODY_BYTES) return refuse(413, "request_too_large", "The request body is too large");
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.length > MAX_BODY_BYTES) return refuse(413, "request_too_large", "The request body is too large");
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    return refuse(400, "bad_json", "Could not parse request body as JSON");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return refuse(400, "bad_json", "Could not parse request body as JSON");
  }
  const code = (body as Record<string, unknown>).authorization_code;
  if (typeof code !== "string" || !CODE_PATTERN.test(code)) {
    return refuse(400, "invalid_authorization_code", "authorization_code must be Apple's code, as given");
  }

  const base = env("APPLE_BASE_URL") || "https://appleid.apple.com";
  const tokens = await postToApple(base, "auth/token", {
    client_id: clientID,
    client_secret: await clientSecret(teamID, keyID, clientID, pem),
    code,
    grant_type: "authorization_code",
  });
  if (isFailure(tokens)) return appleError(tokens);
  const refresh = typeof tokens?.refresh_token === "string" ? tokens.refresh_token : null;
  const access = typeof tokens?.access_token === "string" ? tokens.access_token : null;
  if (!refresh && !access) return appleError({ failure: "unreadable" });
  // The code must be this account's Apple identity's (read from Apple's own answer over TLS).
  const idToken = typeof tokens?.id_token === "string" ? tokens.id_token : "";
  const payload = decodeBase64url(idToken.split(".")[1] ?? "");
  let issuedFor: unknown = null;
  try {
    issuedFor = payload ? JSON.parse(payload).sub : null;
  } catch {
    issuedFor = null;
  }
  if (issuedFor !== subject) {
    return refuse(403, "apple_identity_mismatch", "The authorization is for another Apple Account than this one");
  }
  const revoked = await postToApple(base, "auth/revoke", {
    client_id: clientID,
    client_secret: await clientSecret(teamID, keyID, clientID, pem),
    token: refresh ?? access ?? "",
    token_type_hint: refresh ? "refresh_token" : "access_token",
  });
  if (isFailure(revoked)) return appleError(revoked);
  return answer(200, { revoked: true });
}

if (import.meta.main) Deno.serve(handle);
