// `deno test --allow-env --allow-net=127.0.0.1 supabase/functions/revoke-apple-token/index.test.ts`
// The function against a stand-in GoTrue (/auth/v1/user) and a stand-in Apple (/auth/token, /auth/revoke) on
// 127.0.0.1 that verifies the client secret's ES256 signature with the test's own key, as Apple does.
import { handle } from "./index.ts";

function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

function decode(part: string): Record<string, unknown> {
  const base64 = part.replaceAll("-", "+").replaceAll("_", "/");
  return JSON.parse(atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4)));
}

function bytes(part: string): Uint8Array<ArrayBuffer> {
  const base64 = part.replaceAll("-", "+").replaceAll("_", "/");
  return Uint8Array.from(atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4)), (c) => c.charCodeAt(0));
}

Deno.test("revoke-apple-token: exchanges a fresh code with a valid client secret, revokes, and refuses the rest", async () => {
  const pair = await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"]);
  const pkcs8 = new Uint8Array(await crypto.subtle.exportKey("pkcs8", pair.privateKey));
  const pem = `-----BEGIN PRIVATE KEY-----\n${btoa(String.fromCharCode(...pkcs8))}\n-----END PRIVATE KEY-----\n`;
  const codes = new Map([["c1.0.fresh", "000111.apple"], ["c2.0.other", "000222.someone"]]);
  const revoked: string[] = [];
  let mode: "normal" | "down" = "normal";

  async function verifies(secret: string): Promise<boolean> {
    const [head, claims, signature] = secret.split(".");
    const header = decode(head), body = decode(claims);
    const now = Date.now() / 1000;
    if (header.alg !== "ES256" || header.kid !== "KEY1234567") return false;
    if (body.iss !== "TEAM123456" || body.sub !== "com.example.quotevault") return false;
    if (body.aud !== "https://appleid.apple.com" || !(Number(body.exp) > now)) return false;
    return await crypto.subtle.verify(
      { name: "ECDSA", hash: "SHA-256" },
      pair.publicKey,
      bytes(signature),
      new TextEncoder().encode(`${head}.${claims}`),
    );
  }

  const apple = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, async (request) => {
    if (mode === "down") return new Response("{}", { status: 503 });
    const form = new URLSearchParams(await request.text());
    if (form.get("client_id") !== "com.example.quotevault" || !(await verifies(form.get("client_secret") ?? ""))) {
      return Response.json({ error: "invalid_client" }, { status: 400 });
    }
    if (new URL(request.url).pathname === "/auth/token") {
      const subject = codes.get(form.get("code") ?? "");
      codes.delete(form.get("code") ?? "");
      if (!subject) return Response.json({ error: "invalid_grant" }, { status: 400 });
      const idToken = `e30.${btoa(JSON.stringify({ sub: subject })).replaceAll("=", "")}.sig`;
      return Response.json({ access_token: "a", refresh_token: `r-${subject}`, id_token: idToken, token_type: "Bearer" });
    }
    revoked.push(`${form.get("token")} ${form.get("token_type_hint")}`);
    return new Response(null, { status: 200 });
  });
  const users: Record<string, unknown> = {
    "Bearer apple-user": { id: "u1", identities: [{ provider: "apple", id: "000111.apple", identity_data: { sub: "000111.apple" } }] },
    "Bearer email-user": { id: "u2", identities: [{ provider: "email", id: "u2" }] },
  };
  const gotrue = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, (request) => {
    const user = users[request.headers.get("Authorization") ?? ""];
    return user ? Response.json(user) : Response.json({ msg: "invalid JWT" }, { status: 401 });
  });
  Deno.env.set("SUPABASE_URL", `http://127.0.0.1:${gotrue.addr.port}`);
  Deno.env.set("SUPABASE_ANON_KEY", "anon");
  Deno.env.set("APPLE_BASE_URL", `http://127.0.0.1:${apple.addr.port}`);
  const call = (bearer: string, body: string) =>
    handle(new Request("http://localhost/revoke-apple-token", {
      method: "POST",
      headers: { Authorization: `Bearer ${bearer}`, "Content-Type": "application/json" },
      body,
    }));
  try {
    let reply = await call("apple-user", '{"authorization_code":"c1.0.fresh"}');
    assert(reply.status === 501 && (await reply.json()).code === "apple_revocation_not_configured", "unconfigured");
    Deno.env.set("APPLE_TEAM_ID", "TEAM123456");
    Deno.env.set("APPLE_KEY_ID", "KEY1234567");
    Deno.env.set("APPLE_CLIENT_ID", "com.example.quotevault");
    Deno.env.set("APPLE_PRIVATE_KEY", pem);

    const cases: [string, string, number, string][] = [
      ["nobody", '{"authorization_code":"c1.0.fresh"}', 401, "invalid_jwt"],
      ["email-user", '{"authorization_code":"c1.0.fresh"}', 422, "not_apple_user"],
      ["apple-user", "{not json", 400, "bad_json"],
      ["apple-user", "[]", 400, "bad_json"],
      ["apple-user", '{"authorization_code":"a&token=x"}', 400, "invalid_authorization_code"],
      ["apple-user", JSON.stringify({ authorization_code: "a".repeat(5000) }), 413, "request_too_large"],
      ["apple-user", '{"authorization_code":"c2.0.other"}', 403, "apple_identity_mismatch"],
    ];
    for (const [bearer, body, status, code] of cases) {
      reply = await call(bearer, body);
      const json = await reply.json();
      assert(reply.status === status && json.code === code, `${bearer} ${body.slice(0, 30)}: ${reply.status} ${JSON.stringify(json)}`);
    }
    mode = "down";
    reply = await call("apple-user", '{"authorization_code":"c1.0.fresh"}');
    assert(reply.status === 504 && (await reply.json()).code === "apple_unreachable", "Apple down");
    mode = "normal";
    reply = await call("apple-user", '{"authorization_code":"c1.0.fresh"}');
    assert(reply.status === 200 && (await reply.json()).revoked === true, `revoked: ${reply.status}`);
    assert(revoked.length === 1 && revoked[0] === "r-000111.apple refresh_token", `revocations: ${revoked}`);
    reply = await call("apple-user", '{"authorization_code":"c1.0.fresh"}');
    assert(reply.status === 400 && (await reply.json()).code === "apple_code_rejected", "single use");
  } finally {
    await apple.shutdown();
    await gotrue.shutdown();
  }
});
