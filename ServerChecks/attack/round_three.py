#!/usr/bin/env python3
"""Issue 33's round-three attack suite: a black box against real quotevault-server processes on 127.0.0.1.

It speaks HTTP and raw sockets only (no Swift internals), starts its own servers in throwaway data folders, and
prints one PASS, FAIL or SKIP line per attack with what it measured, then `N passed, N failed, N skipped`.
Exit status 1 if anything failed. Python's standard library only.

    python3 ServerChecks/attack/round_three.py [path/to/quotevault-server]     (default: swift build's debug binary)
"""
import base64
import concurrent.futures
import datetime
import http.client
import json
import os
import resource
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
import uuid

PASSWORD = "correct horse battery"
PNG = bytes.fromhex(
    "89504e470d0a1a0a0000000d4948445200000001000000010806000000"
    "1f15c4890000000d49444154789c63646060f80f0001040100f2e6c5a40000000049454e44ae426082"
)
ROOT = tempfile.mkdtemp(prefix="qv-attack-")
BINARY = None
SERVERS = []


class Skip(Exception):
    pass


# ---------------------------------------------------------------- servers


class Server:
    def __init__(self, name, args=(), data=None, preexec=None):
        self.data = data or os.path.join(ROOT, name)
        self.log = os.path.join(ROOT, name + ".log")
        self.args = list(args)
        self.preexec = preexec
        self.process = None

    def start(self, expect_start=True, timeout=60):
        with open(self.log, "w") as log:
            self.process = subprocess.Popen(
                [BINARY, "serve", "--data", self.data, "--port", "0", "--bcrypt-cost", "4"] + self.args,
                stdout=log, stderr=subprocess.STDOUT, preexec_fn=self.preexec)
        SERVERS.append(self)
        if not expect_start:
            return self
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            text = open(self.log).read()
            if "service_role key:" in text:
                for line in text.splitlines():
                    if line.startswith("API URL: "):
                        self.port = int(line.rsplit(":", 1)[1])
                    elif line.startswith("anon key: "):
                        self.anon = line.split(": ", 1)[1]
                    elif line.startswith("service_role key: "):
                        self.service = line.split(": ", 1)[1]
                return self
            if self.process.poll() is not None:
                raise RuntimeError(f"server {self.data} exited {self.process.returncode}: {text[-500:]}")
            time.sleep(0.05)
        raise RuntimeError(f"server {self.data} did not start in {timeout} s")

    def stop(self, sig=signal.SIGTERM, timeout=30):
        if self.process and self.process.poll() is None:
            self.process.send_signal(sig)
            try:
                self.process.wait(timeout)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(10)
        return self.process.returncode if self.process else None

    def cpu_seconds(self):
        fields = open(f"/proc/{self.process.pid}/stat").read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def rss_mb(self):
        for line in open(f"/proc/{self.process.pid}/status"):
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
        return 0

    # ---- HTTP

    def request(self, method, path, body=None, headers=None, key=None, token=None, timeout=30):
        all_headers = {"apikey": key or self.anon}
        if token:
            all_headers["Authorization"] = "Bearer " + token
        if isinstance(body, (dict, list)):
            body = json.dumps(body).encode()
            all_headers["Content-Type"] = "application/json"
        all_headers.update(headers or {})
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=timeout)
        started = time.monotonic()
        try:
            connection.request(method, path, body=body, headers=all_headers)
            response = connection.getresponse()
            data = response.read()
            return Reply(response.status, dict((k.lower(), v) for k, v in response.getheaders()), data,
                         time.monotonic() - started)
        finally:
            connection.close()

    def sign_up(self, email=None):
        email = email or f"a-{uuid.uuid4().hex[:10]}@example.com"
        reply = self.request("POST", "/auth/v1/signup", {"email": email, "password": PASSWORD})
        if reply.status != 200:
            raise RuntimeError(f"sign-up {reply.status}: {reply.data[:200]}")
        session = reply.json()
        return User(email, session["user"]["id"], session["access_token"], session["refresh_token"])

    def sign_in(self, email):
        return self.request("POST", "/auth/v1/token?grant_type=password", {"email": email, "password": PASSWORD})

    def alive(self):
        return self.request("GET", "/rest/v1/quotes?select=id&limit=1", timeout=15).status == 200


class Reply:
    def __init__(self, status, headers, data, seconds):
        self.status, self.headers, self.data, self.seconds = status, headers, data, seconds

    def json(self):
        return json.loads(self.data)

    def is_json(self):
        try:
            json.loads(self.data)
            return True
        except ValueError:
            return False


class User:
    def __init__(self, email, id, access, refresh):
        self.email, self.id, self.access, self.refresh = email, id, access, refresh


def raw(server, payload, timeout=10, read_all=True):
    """Sends bytes on a fresh socket; returns what came back until the server closed or the timeout."""
    with socket.create_connection(("127.0.0.1", server.port), timeout=timeout) as connection:
        connection.sendall(payload)
        chunks = []
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                chunk = connection.recv(65536)
            except socket.timeout:
                break
            if not chunk:
                break
            chunks.append(chunk)
            if not read_all:
                break
        return b"".join(chunks)


def status_of(response_bytes):
    try:
        return int(response_bytes.split(b" ", 2)[1])
    except (IndexError, ValueError):
        return None


def median(values):
    ordered = sorted(values)
    return ordered[len(ordered) // 2] if ordered else 0


def ordinary_read_latencies(server, seconds, results, stop_event=None):
    end = time.monotonic() + seconds
    while time.monotonic() < end and not (stop_event and stop_event.is_set()):
        reply = server.request("GET", "/rest/v1/quotes?select=id,text&id=eq.7", timeout=30)
        results.append((reply.status, reply.seconds))
        time.sleep(0.02)


# ---------------------------------------------------------------- the attacks


def attack_jwt(main):
    def b64(data):
        return base64.urlsafe_b64encode(data).rstrip(b"=").decode()

    header, payload, signature = main.anon.split(".")
    claims = json.loads(base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4)))
    promoted = dict(claims, role="service_role")
    forged = {
        "alg none": b64(b'{"alg":"none","typ":"JWT"}') + "." + b64(json.dumps(promoted).encode()) + ".",
        "role changed, old signature": header + "." + b64(json.dumps(promoted).encode()) + "." + signature,
        "alg HS512": b64(b'{"alg":"HS512","typ":"JWT"}') + "." + payload + "." + signature,
        "alg RS256": b64(b'{"alg":"RS256","typ":"JWT"}') + "." + payload + "." + signature,
        "signature cut": header + "." + payload + "." + signature[:-4],
        "four parts": main.anon + ".e30",
        "not base64": "%%%.%%%.%%%",
        "expired by exp 1": header + "." + b64(json.dumps(dict(claims, exp=1)).encode()) + "." + signature,
        "100 KB header": b64(b'{"alg":"HS256","x":"' + b"a" * 100_000 + b'"}') + "." + payload + "." + signature,
        "exp as string": header + "." + b64(json.dumps(dict(claims, exp="9999999999")).encode()) + "." + signature,
    }
    bad = []
    for name, token in forged.items():
        for where in ("apikey", "bearer"):
            headers = {"apikey": token} if where == "apikey" else {"Authorization": "Bearer " + token}
            reply = main.request("GET", "/rest/v1/favorites?select=*", headers=headers)
            service = main.request("GET", "/auth/v1/dev/mailbox", headers=headers)
            for what, r in (("favorites", reply), ("service-only mailbox", service)):
                # 401/403 in the API's shape; a header past the HTTP layer's limit is refused there (400/431).
                refused = r.status in (400, 431) or (r.status in (401, 403) and r.is_json())
                if not refused:
                    bad.append(f"{name}/{where}/{what}: {r.status}")
    user_on_mailbox = main.request("GET", "/auth/v1/dev/mailbox", token=main.sign_up().access)
    mailbox_anon = main.request("GET", "/auth/v1/dev/mailbox")
    if user_on_mailbox.status not in (401, 403):
        bad.append(f"a user's token on the dev mailbox: {user_on_mailbox.status}")
    if mailbox_anon.status not in (401, 403):
        bad.append(f"anon key on the dev mailbox: {mailbox_anon.status}")
    return not bad, f"{len(forged) * 4 + 2} forged or misplaced tokens, refused: {len(forged) * 4 + 2 - len(bad)}" + (
        "; " + ", ".join(bad[:6]) if bad else "")


def attack_grammar(main):
    deep_or = "or=" + "or(" * 200 + "id.eq.1" + ")" * 200
    queries = [
        "select=" + ",".join(f"c{i}:id" for i in range(300)),
        deep_or,
        "select=id&id=zz.1",
        "select=id&order=nonexistent.asc",
        "select=id,a:quotes(b:quotes(c:quotes(d:quotes(e:quotes(id)))))",
        "select=id&id=in.(",
        "select=id&limit=-1",
        "select=id&offset=99999999999999999999999",
        "select=id&text=ilike.%zz",
        'select=id"--&id=eq.1',
        "select=id&id=in.(" + ",".join(str(i) for i in range(20_000)) + ")",
        "select=id&and=(id.eq.1,or(id.eq.2,and(id.eq.3",
        "select=id&text=fts." + "(" * 100 + "a",
        "select=id&text=wfts(english).a%20%26%20%7C%20!",
        "select=id,text::bigint&limit=1",
        "select=id&order=id.asc.nullsfirst.extra",
        "select=*,*,*,*&limit=1",
        "select=id&id=eq.1&id=eq.2&id=eq." + "9" * 400,
        "select=id&text=like." + "*a" * 500 + "*",
        "select=id&category=eq.%C3%28",
        "select=id&" + "&".join(f"p{i}=eq.1" for i in range(2000)),
    ]
    problems, answered, slowest = [], 0, 0.0
    for query in queries:
        try:
            reply = main.request("GET", "/rest/v1/quotes?" + query, timeout=20)
        except (ConnectionError, socket.timeout, http.client.HTTPException) as error:
            problems.append(f"{query[:40]}: {type(error).__name__}")
            continue
        slowest = max(slowest, reply.seconds)
        answered += 1
        # PostgREST's shape for its own 400s; a request line past the HTTP layer's limit is refused there.
        shapeless = reply.status == 400 and not (reply.is_json() and "code" in reply.json())
        if reply.status >= 500 or (shapeless and len(query) < 60_000):
            problems.append(f"{query[:40]}: {reply.status} {reply.data[:80]!r}")
        if reply.seconds > 5:
            problems.append(f"{query[:40]}: {reply.seconds:.1f} s")
    ok = not problems and main.alive()
    return ok, f"{len(queries)} malformed queries, {answered} answered without a 5xx or a shapeless 400 " \
               f"(slowest {slowest * 1000:.0f} ms)" + ("; " + "; ".join(problems[:4]) if problems else "")


def attack_rls(main):
    a, b = main.sign_up(), main.sign_up()
    problems = []
    collection = str(uuid.uuid4())
    checks = [
        main.request("POST", "/rest/v1/favorites", {"quote_id": 3}, token=a.access).status == 201,
        main.request("POST", "/rest/v1/collections", {"id": collection, "name": "A's"}, token=a.access).status == 201,
        main.request("POST", "/rest/v1/collection_quotes", {"collection_id": collection, "quote_id": 5},
                     token=a.access).status == 201,
        main.request("POST", f"/storage/v1/object/avatars/{a.id}/a.png", PNG,
                     headers={"Content-Type": "image/png"}, token=a.access).status == 200,
    ]
    if not all(checks):
        return False, f"setup failed: {checks}"
    seen = main.request("GET", "/rest/v1/favorites?select=*", token=b.access).json()
    if seen:
        problems.append(f"B read A's favourites: {seen}")
    if main.request("GET", f"/rest/v1/collection_quotes?collection_id=eq.{collection}", token=b.access).json():
        problems.append("B read A's collection's quotes")
    main.request("PATCH", f"/rest/v1/collections?id=eq.{collection}", {"name": "B's now"}, token=b.access)
    main.request("DELETE", f"/rest/v1/collections?id=eq.{collection}", token=b.access)
    main.request("DELETE", f"/rest/v1/favorites?user_id=eq.{a.id}", token=b.access)
    as_a = main.request("GET", f"/rest/v1/collections?id=eq.{collection}", token=a.access).json()
    if as_a != [] and as_a[0]["name"] != "A's" or as_a == []:
        problems.append(f"B changed or deleted A's collection: {as_a}")
    if len(main.request("GET", "/rest/v1/favorites?select=*", token=a.access).json()) != 1:
        problems.append("B deleted A's favourite")
    forged = main.request("POST", "/rest/v1/favorites", {"quote_id": 4, "user_id": a.id}, token=b.access)
    if forged.status not in (401, 403):
        problems.append(f"B inserted a favourite as A: {forged.status}")
    anon_insert = main.request("POST", "/rest/v1/favorites", {"quote_id": 4, "user_id": a.id})
    if anon_insert.status not in (401, 403):
        problems.append(f"anon inserted a favourite: {anon_insert.status}")
    upsert = main.request("POST", "/rest/v1/collections", {"id": collection, "name": "taken"},
                          headers={"Prefer": "resolution=merge-duplicates"}, token=b.access)
    if upsert.status < 400:
        problems.append(f"B upserted over A's collection: {upsert.status}")
    up = main.request("POST", f"/storage/v1/object/avatars/{a.id}/b.png", PNG,
                      headers={"Content-Type": "image/png"}, token=b.access)
    if up.status not in (400, 403):
        problems.append(f"B uploaded into A's folder: {up.status}")
    main.request("DELETE", f"/storage/v1/object/avatars/{a.id}/a.png", token=b.access)
    if main.request("GET", f"/storage/v1/object/public/avatars/{a.id}/a.png").status != 200:
        problems.append("B removed A's avatar")
    embedded = main.request("GET", "/rest/v1/quotes?select=id,favorites(user_id)&id=eq.3", token=b.access).json()
    if embedded and embedded[0].get("favorites"):
        problems.append(f"B saw A's favourite through an embed: {embedded}")
    return not problems, "11 cross-user reads and writes (rows, embeds, upsert, storage) " + (
        "all refused" if not problems else "; ".join(problems))


def attack_own_quotes(main):
    """Issue 42's own quotes: B never reads, finds, changes, deletes, publishes, favourites or collects A's."""
    a, b = main.sign_up(), main.sign_up()
    word = "quokka" + uuid.uuid4().hex[:8]
    made = main.request("POST", "/rest/v1/quotes", {"text": f"A private {word} thought.", "author": "A",
                                                    "category": "Wisdom"},
                        headers={"Prefer": "return=representation"}, token=a.access)
    if made.status != 201:
        return False, f"setup failed: {made.status} {made.data[:200]}"
    quote = made.json()[0]["id"]
    problems = []
    reads = [f"/rest/v1/quotes?id=eq.{quote}", f"/rest/v1/quotes?or=(text.ilike.*{word}*,author.ilike.*{word}*)",
             f"/rest/v1/quotes?text=ilike.*{word}*", "/rest/v1/quotes?order=id.desc&limit=5",
             f"/rest/v1/quotes?id=gte.{quote}&select=id,text,favorites(user_id)"]
    for path in reads:
        main.request("GET", path, token=a.access)  # A first: an answer kept for A must not reach B
        for who, token in (("B", b.access), ("anon", None)):
            reply = main.request("GET", path, token=token)
            if reply.status != 200 or word.encode() in reply.data:
                problems.append(f"{who} read A's quote through {path}: {reply.status}")
    main.request("PATCH", f"/rest/v1/quotes?id=eq.{quote}", {"text": "defaced"}, token=b.access)
    main.request("DELETE", f"/rest/v1/quotes?id=eq.{quote}", token=b.access)
    main.request("PATCH", "/rest/v1/quotes?id=eq.1", {"text": "defaced"}, token=b.access)
    if word.encode() not in main.request("GET", f"/rest/v1/quotes?id=eq.{quote}", token=a.access).data:
        problems.append("B changed or deleted A's quote")
    if b"defaced" in main.request("GET", "/rest/v1/quotes?id=eq.1").data:
        problems.append("B changed the catalogue")
    refused = {
        "publish": main.request("PATCH", f"/rest/v1/quotes?id=eq.{quote}", {"owner_id": None}, token=a.access),
        "gift": main.request("POST", "/rest/v1/quotes", {"text": "x", "author": "y", "category": "Love",
                                                          "owner_id": a.id}, token=b.access),
        "take over": main.request("POST", "/rest/v1/quotes", {"id": quote, "text": "x", "author": "y",
                                                               "category": "Love"},
                                  headers={"Prefer": "resolution=merge-duplicates"}, token=b.access),
        "favourite": main.request("POST", "/rest/v1/favorites", {"quote_id": quote}, token=b.access),
        "anon insert": main.request("POST", "/rest/v1/quotes", {"text": "x", "author": "y", "category": "Love"}),
        "oversized": main.request("POST", "/rest/v1/quotes", {"text": "x" * 5000, "author": "y",
                                                               "category": "Love"}, token=b.access),
    }
    for name, reply in refused.items():
        if not 400 <= reply.status < 500:
            problems.append(f"{name} answered {reply.status}")
    return not problems, "own quotes: 10 cross-user reads (ids, searches, pages, embeds, cache) and 9 writes " + (
        "all refused" if not problems else "; ".join(problems))


def attack_id_token(main):
    """Issue 42's id_token grant on a server without Apple's keys: no forged identity token signs anyone in."""
    def b64(data):
        return base64.urlsafe_b64encode(json.dumps(data).encode()).rstrip(b"=").decode()
    now = int(time.time())
    claims = {"iss": "https://appleid.apple.com", "aud": "com.example.quotevault", "exp": now + 600, "sub": "x",
              "email": "victim@example.com", "email_verified": True}
    forged = {
        "alg none": b64({"alg": "none"}) + "." + b64(claims) + ".",
        "HS256 with the anon key": b64({"alg": "HS256", "kid": "x"}) + "." + b64(claims) + "." + main.anon[-43:],
        "RS256 without a key": b64({"alg": "RS256", "kid": "x"}) + "." + b64(claims) + "." + "A" * 342,
        "100 KB token": "a." * 50_000,
    }
    problems = []
    for name, token in forged.items():
        for provider in ("apple", "google", ""):
            body = {"provider": provider, "id_token": token, "nonce": None}
            reply = main.request("POST", "/auth/v1/token?grant_type=id_token", body)
            if reply.status not in (400, 413) or b"access_token" in reply.data:
                problems.append(f"{name} ({provider or 'no provider'}): {reply.status}")
    return not problems, f"{len(forged) * 3} forged identity tokens " + (
        "all refused (400/413), no session" if not problems else "; ".join(problems))


def attack_cpu(main):
    """A user's longest text field (10,000 bytes: one letter and 4,999 combining accents) matched case-insensitively
    against patterns built to make a matcher backtrack, four requests at a time for 6 s, while ordinary reads go on."""
    user = main.sign_up()
    stored = main.request("PATCH", f"/rest/v1/profiles?id=eq.{user.id}", {"avatar_url": "a" + "\u0301" * 4999},
                          token=user.access)
    if stored.status not in (200, 204):
        return False, f"could not store the 10 KB field: {stored.status} {stored.data[:100]!r}"
    hostile_patterns = [
        "*" + "a\u0301*" * 300 + "b",
        "*" + "\u0301*" * 600 + "b",
        "*" + "\u0301" * 600 + "*b",
        "*a" * 40 + "*b",
    ]
    hostile = []
    for pattern in hostile_patterns:
        encoded = urllib.parse.quote(pattern, safe="*")
        hostile.append(f"/rest/v1/profiles?select=id&avatar_url=ilike.{encoded}")
        hostile.append(f"/rest/v1/profiles?select=id&or=(avatar_url.ilike.{encoded},display_name.ilike.{encoded})")
        hostile.append(f"/rest/v1/quotes?select=id&or=(text.ilike.{encoded},author.ilike.{encoded})")
    ordinary, statuses, longest = [], [], [0.0]
    stop = threading.Event()
    reader = threading.Thread(target=ordinary_read_latencies, args=(main, 30, ordinary, stop))

    def attacker(offset):
        index = offset
        while not stop.is_set():
            reply = main.request("GET", hostile[index % len(hostile)], token=user.access, timeout=40)
            statuses.append(reply.status)
            longest[0] = max(longest[0], reply.seconds)
            index += 1

    attackers = [threading.Thread(target=attacker, args=(i,)) for i in range(4)]
    for thread in attackers:
        thread.start()
    time.sleep(0.5)
    reader.start()
    time.sleep(6)
    stop.set()
    reader.join()
    for thread in attackers:
        thread.join()
    worst = max((seconds for _, seconds in ordinary), default=0)
    errors = [s for s, _ in ordinary if s != 200] + [s for s in statuses if s >= 500 and s != 503]
    ok = not errors and worst < 2.0 and longest[0] < 10.5 and len(ordinary) > 0
    return ok, f"{len(statuses)} hostile ilike requests over a 10 KB field of combining accents, 4 at a time for 6 s " \
               f"(answers {sorted(set(statuses))}, longest {longest[0]:.2f} s); {len(ordinary)} ordinary reads " \
               f"meanwhile, p50 {median([s for _, s in ordinary]) * 1000:.0f} ms, worst {worst * 1000:.0f} ms " \
               f"(bar: < 2 s)"


def attack_framing(main):
    host = f"Host: 127.0.0.1:{main.port}\r\napikey: {main.anon}\r\n".encode()
    cases = {
        "bad chunk size": b"POST /rest/v1/favorites HTTP/1.1\r\n" + host +
        b"Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n",
        "chunk longer than said": b"POST /rest/v1/favorites HTTP/1.1\r\n" + host +
        b"Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{\"quote_id\":1}\r\n0\r\n\r\n",
        "length and chunked": b"POST /rest/v1/favorites HTTP/1.1\r\n" + host +
        b"Content-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\nGET / HTTP/1.1\r\n\r\n",
        "two lengths": b"POST /rest/v1/favorites HTTP/1.1\r\n" + host +
        b"Content-Length: 2\r\nContent-Length: 40\r\n\r\n{}",
        "negative length": b"POST /rest/v1/favorites HTTP/1.1\r\n" + host + b"Content-Length: -1\r\n\r\n",
        "100 KB header": b"GET /rest/v1/quotes HTTP/1.1\r\n" + host + b"X-A: " + b"a" * 100_000 + b"\r\n\r\n",
        "garbage request line": b"\x00\x01GARBAGE\r\n\r\n",
        "declared 2 GB body": b"POST /rest/v1/favorites HTTP/1.1\r\n" + host +
        b"Content-Type: application/json\r\nContent-Length: 2000000000\r\n\r\n{",
        "NUL in path": b"GET /rest/v1/quo\x00tes HTTP/1.1\r\n" + host + b"\r\n",
        "HTTP/0.9": b"GET /\r\n\r\n",
    }
    expected = {"bad chunk size": {400}, "chunk longer than said": {400}, "declared 2 GB body": {413}}
    problems, seen = [], {}
    for name, payload in cases.items():
        answer = raw(main, payload, timeout=5)
        status = status_of(answer)
        seen[name] = status
        if status is not None and status >= 500:
            problems.append(f"{name}: {status}")
        if name in expected and status not in expected[name]:
            problems.append(f"{name}: {status} (want {sorted(expected[name])})")
    pipelined = (b"GET /rest/v1/quotes?select=id&id=eq.1 HTTP/1.1\r\n" + host + b"\r\n") * 3
    answers = raw(main, pipelined, timeout=3).count(b"HTTP/1.1 200")
    if answers != 3:
        problems.append(f"pipelined: {answers} of 3 answered")
    ok = not problems and main.alive()
    return ok, f"{len(cases) + 1} framing attacks, answers {seen}, pipelined {answers}/3" + (
        "; " + "; ".join(problems) if problems else "")


def attack_slow_bodies(binary_flags_ok):
    if not binary_flags_ok:
        raise Skip("this binary has no --request-deadline")
    server = Server("slow", ["--request-deadline", "4", "--idle-timeout", "4"]).start()
    try:
        head = (f"POST /rest/v1/favorites HTTP/1.1\r\nHost: x\r\napikey: {server.anon}\r\n"
                "Content-Type: application/json\r\nContent-Length: 100\r\n\r\n").encode()

        def trickle():
            started = time.monotonic()
            with socket.create_connection(("127.0.0.1", server.port), timeout=20) as connection:
                connection.sendall(head)
                try:
                    for _ in range(20):
                        connection.sendall(b" ")
                        time.sleep(1)
                        connection.settimeout(0.01)
                        try:
                            if connection.recv(4096) == b"":
                                break
                        except socket.timeout:
                            pass
                        except OSError:
                            break
                        connection.settimeout(20)
                except OSError:
                    pass
            return time.monotonic() - started

        def idle():
            started = time.monotonic()
            with socket.create_connection(("127.0.0.1", server.port), timeout=20) as connection:
                connection.sendall(f"GET /rest/v1/quotes?select=id&limit=1 HTTP/1.1\r\nHost: x\r\napikey: "
                                   f"{server.anon}\r\n\r\n".encode())
                try:
                    while connection.recv(65536):
                        pass
                except OSError:
                    pass
            return time.monotonic() - started

        with concurrent.futures.ThreadPoolExecutor(12) as pool:
            trickles = list(pool.map(lambda _: trickle(), range(10)))
            idle_seconds = pool.submit(idle).result()

        # 200 unfinished bodies of almost 1 MB each; then 500 against a fresh server: memory must not grow with
        # the number of stalled clients (issue 43: 500 took 205 MB where 200 took 125 MB).
        growth, peak, read_while_held = stall_bodies(server, 200)
        wide = Server("slow500", ["--request-deadline", "4", "--idle-timeout", "4"]).start()
        try:
            growth_500, peak_500, read_while_500 = stall_bodies(wide, 500)
        finally:
            wide.stop()
        worst_trickle = max(trickles)
        ok = worst_trickle < 4 + 3 and idle_seconds < 4 + 3 and growth < 200 and read_while_held == 200 \
            and growth_500 - growth < 60 and read_while_500 == 200
        return ok, f"10 bodies at a byte a second closed after {min(trickles):.1f}-{worst_trickle:.1f} s " \
                   f"(deadline 4 s); an idle keep-alive after {idle_seconds:.1f} s (idle 4 s); 200 unfinished " \
                   f"1 MB bodies: RSS growth {growth:.0f} MB to {peak:.0f} MB (bar: < 200 MB; bodies may hold " \
                   f"64 MB, the unbounded server grew 258 MB); 500 of them: growth {growth_500:.0f} MB to " \
                   f"{peak_500:.0f} MB (bar: at most 60 MB more than 200 take); an ordinary read meanwhile " \
                   f"{read_while_held}, {read_while_500}"
    finally:
        server.stop()


def stall_bodies(server, count):
    """`count` clients declare a 1 MB body, send almost all of it and stop: the server's RSS growth and peak (MB)
    a second later, and the status of an ordinary read while they hold their connections."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft < count + 64:
        resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, count + 256), hard))
    before = server.rss_mb()
    body_head = (f"POST /rest/v1/favorites HTTP/1.1\r\nHost: x\r\napikey: {server.anon}\r\n"
                 "Content-Type: application/json\r\nContent-Length: 1000000\r\n\r\n").encode()
    chunk = b" " * 990_000
    sockets = []
    for _ in range(count):
        try:
            connection = socket.create_connection(("127.0.0.1", server.port), timeout=2)
            connection.setblocking(False)
            connection.send(body_head)
            sent, end = 0, time.monotonic() + 0.05
            while sent < len(chunk) and time.monotonic() < end:
                try:
                    sent += connection.send(chunk[sent:sent + 262144])
                except BlockingIOError:
                    time.sleep(0.001)
                except OSError:
                    break
            sockets.append(connection)
        except OSError:
            pass
    time.sleep(1.0)
    peak = server.rss_mb()
    read_while_held = server.request("GET", "/rest/v1/quotes?select=id&limit=1", timeout=10).status
    for connection in sockets:
        connection.close()
    return peak - before, peak, read_while_held


def attack_descriptors():
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard < 1024:
        raise Skip(f"this shell's descriptor limit is {hard}")
    resource.setrlimit(resource.RLIMIT_NOFILE, (max(soft, 1024), hard))
    server = Server("descriptors", preexec=lambda: resource.setrlimit(resource.RLIMIT_NOFILE, (128, 128))).start()
    try:
        held = []
        for _ in range(400):
            try:
                held.append(socket.create_connection(("127.0.0.1", server.port), timeout=2))
            except OSError:
                break
        time.sleep(0.5)
        cpu_before, started = server.cpu_seconds(), time.monotonic()
        time.sleep(3)
        cpu_share = (server.cpu_seconds() - cpu_before) / (time.monotonic() - started)
        for connection in held:
            connection.close()
        time.sleep(0.5)
        answered = server.alive()
        ok = cpu_share < 0.3 and answered and server.process.poll() is None
        return ok, f"descriptor limit 128, {len(held)} connections opened: server CPU {cpu_share * 100:.0f} % of " \
                   f"a core while at the limit (bar: < 30 %), answers after they closed: {answered}"
    finally:
        server.stop()


def attack_storage(main):
    user = main.sign_up()
    problems = []
    folders = ["e\u0301t\u00e9", "\U0001F469\u200D\U0001F469\u200D\U0001F467", "\u0915\u094D\u0937"]
    for folder in folders:
        path = urllib.parse.quote(f"{user.id}/{folder}/x.png")
        up = main.request("POST", f"/storage/v1/object/avatars/{path}", PNG,
                          headers={"Content-Type": "image/png"}, token=user.access)
        listed = main.request("POST", "/storage/v1/object/list/avatars",
                              {"prefix": f"{user.id}/{folder}", "limit": 10}, token=user.access)
        names = [entry["name"] for entry in listed.json()] if listed.status == 200 else listed.status
        if up.status != 200 or names != ["x.png"]:
            problems.append(f"folder {folder!r}: upload {up.status}, listed {names}")
    for bad in ("../x.png", f"{user.id}/../x.png", f"{user.id}/%2e%2e/x.png", f"{user.id}/a\x00b.png"):
        reply = main.request("POST", "/storage/v1/object/avatars/" + urllib.parse.quote(bad, safe="/%"), PNG,
                             headers={"Content-Type": "image/png"}, token=user.access)
        if reply.status not in (400, 403, 404):
            problems.append(f"path {bad!r}: {reply.status}")
    # Quota: the avatars bucket takes 2 MB a file; 20 MB a user in all.
    big = PNG + b"\0" * (1_900_000 - len(PNG))
    statuses = []
    for index in range(12):
        reply = main.request("POST", f"/storage/v1/object/avatars/{user.id}/big{index}.png", big,
                             headers={"Content-Type": "image/png"}, token=user.access)
        # Supabase Storage's shape: HTTP 400 with "statusCode": "413" in the body.
        statuses.append(413 if reply.status == 400 and reply.json().get("statusCode") == "413" else reply.status)
    if statuses[-1] != 413 or statuses[:11] != [200] * 11:
        problems.append(f"20 MB quota: {statuses}")
    # A lost storage folder is the server's fault (500), not the object's (404).
    storage = os.path.join(main.data, "storage")
    shutil.move(storage, storage + ".away")
    try:
        lost = main.request("GET", f"/storage/v1/object/authenticated/avatars/{user.id}/big0.png", token=user.access)
    finally:
        shutil.move(storage + ".away", storage)
    if lost.status != 500:
        problems.append(f"lost storage folder: {lost.status}")
    return not problems, f"{len(folders)} folders named in combining/emoji/conjunct characters listed, 4 escaping " \
                         f"paths, quota answers {statuses[-2:]} at 20.9 and 22.8 MB, lost folder {lost.status}" + (
        "; " + "; ".join(problems) if problems else "")


def attack_emails(main):
    problems = []
    for address in ["vic\u200btim@example.com", "vic\u00adtim@example.com", "vic\x07tim@example.com",
                    "vic\x7ftim@example.com", "victim@exa\u200bmple.com", "a" * 250 + "@example.com",
                    "victim@example.com\r\nBcc: x@example.com"]:
        reply = main.request("POST", "/auth/v1/signup", {"email": address, "password": PASSWORD})
        if reply.status != 400 or reply.json().get("error_code") != "validation_failed":
            problems.append(f"{address[:30]!r}: {reply.status}")
    known = main.sign_up()
    unknown = f"nobody-{uuid.uuid4().hex[:6]}@example.com"
    answers = []
    for email in (known.email, unknown, known.email, unknown):
        reply = main.request("POST", "/auth/v1/recover", {"email": email})
        answers.append((reply.status, reply.data))
    if len(set(answers)) != 1:
        problems.append(f"recover answers differ (known, unknown, known, unknown): {[a[0] for a in answers]}")
    return not problems, "7 look-alike or oversized addresses refused with validation_failed; /recover for a real " \
                         f"and an unknown address, twice each: answers {[a[0] for a in answers]}" + (
        "; " + "; ".join(problems) if problems else "")


def attack_resend_and_email_change(main):
    """Issue 42's /resend and email change: neither tells which addresses have accounts, mails a confirmed
    account, takes another user's address, nor changes an address before the new one confirms it."""
    mailbox = os.path.join(main.data, "mailbox")

    def mails():
        return len(os.listdir(mailbox)) if os.path.isdir(mailbox) else 0

    problems = []
    known, b = main.sign_up(), main.sign_up()
    unknown = f"nobody-{uuid.uuid4().hex[:6]}@example.com"
    before = mails()
    answers = []
    for email in (known.email, unknown, known.email, unknown, known.email.upper()):
        reply = main.request("POST", "/auth/v1/resend", {"type": "signup", "email": email})
        answers.append((reply.status, reply.data))
    if len(set(answers)) != 1:
        problems.append(f"resend answers differ (known, unknown, ...): {[a[0] for a in answers]}")
    if mails() != before:
        problems.append(f"resend mailed a confirmed account ({mails() - before} mails)")
    for name, body in {"look-alike": {"type": "signup", "email": "vic\u200btim@example.com"},
                       "header injection": {"type": "signup", "email": "v@example.com\r\nBcc: x@example.com"},
                       "recovery type": {"type": "recovery", "email": known.email},
                       "no email": {"type": "signup"},
                       "array": {"type": ["signup"], "email": [known.email]}}.items():
        reply = main.request("POST", "/auth/v1/resend", body)
        if reply.status != 400:
            problems.append(f"resend {name}: {reply.status}")
    # B asks for A's address, a look-alike of it, and (without a session) anything.
    taken = main.request("PUT", "/auth/v1/user", {"email": known.email.upper()}, token=b.access)
    look_alike = main.request("PUT", "/auth/v1/user", {"email": known.email.replace("@", "\u200b@")},
                              token=b.access)
    anonymous = main.request("PUT", "/auth/v1/user", {"email": f"x-{uuid.uuid4().hex[:6]}@example.com"})
    if taken.status != 422:
        problems.append(f"B asked for A's address: {taken.status}")
    if look_alike.status != 400:
        problems.append(f"B asked for a look-alike of A's address: {look_alike.status}")
    if anonymous.status != 401:
        problems.append(f"a change without a session: {anonymous.status}")
    # A change waits for the new address: until its link is followed, B is still B's old address.
    new_address = f"moved-{uuid.uuid4().hex[:6]}@example.com"
    asked = main.request("PUT", "/auth/v1/user", {"email": new_address}, token=b.access)
    now = main.request("GET", "/auth/v1/user", token=b.access)
    if asked.status != 200 or now.json().get("email") != b.email:
        problems.append(f"change before confirmation: {asked.status}, address now {now.json().get('email')}")
    if main.sign_in(known.email).status != 200 or main.sign_in(b.email).status != 200:
        problems.append("a user could no longer sign in with their own address")
    return not problems, "resend for a confirmed and an unknown address (5 asks) answered alike " \
                         f"({answers[0][0]}), no mail; 5 malformed resends; B asking for A's address " \
                         f"{taken.status}, a look-alike {look_alike.status}, no session {anonymous.status}; a " \
                         f"change kept the old address until confirmed" + (
        "; " + "; ".join(problems) if problems else "")


def attack_cors(main):
    origin = {"Origin": "http://localhost:3000"}
    preflight = main.request("OPTIONS", "/rest/v1/quotes", headers=dict(
        origin, **{"Access-Control-Request-Method": "GET",
                   "Access-Control-Request-Headers": "apikey,authorization,prefer,range"}))
    counted = main.request("GET", "/rest/v1/quotes?select=id&limit=1", headers=dict(origin, Prefer="count=exact"))
    csv = main.request("GET", "/rest/v1/quotes?select=id,author&limit=2", headers={"Accept": "text/csv"})
    weird = main.request("GET", "/rest/v1/quotes?select=id&limit=1", headers={"Accept": "application/xml"})
    exposed = counted.headers.get("access-control-expose-headers", "").lower()
    problems = []
    if preflight.status not in (200, 204) or "access-control-allow-origin" not in preflight.headers:
        problems.append(f"preflight {preflight.status} {preflight.headers}")
    if "apikey" not in preflight.headers.get("access-control-allow-headers", "").lower():
        problems.append("preflight does not allow apikey")
    if "content-range" not in exposed or "content-range" not in counted.headers:
        problems.append(f"expose-headers {exposed!r}")
    if not (csv.status == 200 and csv.headers.get("content-type", "").startswith("text/csv")) and csv.status != 406:
        problems.append(f"text/csv: {csv.status} {csv.headers.get('content-type')}")
    if weird.status not in (406, 200) or weird.status >= 500:
        problems.append(f"xml: {weird.status}")
    return not problems, f"preflight {preflight.status}, Expose-Headers {exposed!r}, Content-Range " \
                         f"{counted.headers.get('content-range')}, text/csv {csv.status} " \
                         f"{csv.headers.get('content-type')}, application/xml {weird.status}" + (
        "; " + "; ".join(problems) if problems else "")


def attack_sign_in_limits():
    # bcrypt at cost 6 here (the others run at 4), so its work is felt beside the reads; at the default 10 a
    # debug build takes ~3 s a hash on this 2-core machine and this attack alone ~90 s.
    server = Server("signin", ["--bcrypt-cost", "6"]).start()
    try:
        user = server.sign_up()
        baseline = []
        ordinary_read_latencies(server, 2, baseline)
        during, stop = [], threading.Event()
        reader = threading.Thread(target=ordinary_read_latencies, args=(server, 30, during, stop))
        reader.start()
        with concurrent.futures.ThreadPoolExecutor(4) as pool:
            statuses = list(pool.map(lambda _: server.sign_in(user.email).status, range(60)))
        stop.set()
        reader.join()
        first_refusal = statuses.index(429) + 1 if 429 in statuses else None
        session = server.sign_in(user.email)
        refresh_statuses = []
        if session.status == 200:
            token = session.json()["refresh_token"]
        else:
            token = user.refresh
        for _ in range(170):
            reply = server.request("POST", "/auth/v1/token?grant_type=refresh_token", {"refresh_token": token})
            refresh_statuses.append(reply.status)
            if reply.status == 200:
                token = reply.json()["refresh_token"]
        refreshes_passed = refresh_statuses.count(200)
        base_p50, during_p50 = median([s for _, s in baseline]), median([s for _, s in during])
        ok = (first_refusal is not None and first_refusal <= 31 and 0 < refreshes_passed <= 151
              and during_p50 < max(0.05, base_p50 * 10) and all(s in (200, 429) for s in statuses))
        return ok, f"60 correct sign-ins from one address: {statuses.count(200)} passed, first 429 at #{first_refusal}; " \
                   f"170 refreshes: {refreshes_passed} passed; reads' p50 {base_p50 * 1000:.1f} ms before, " \
                   f"{during_p50 * 1000:.1f} ms during"
    finally:
        server.stop()


def attack_durability():
    server = Server("durable").start()
    user = server.sign_up()
    acknowledged = []
    rounds = 4
    try:
        for _ in range(rounds):
            for _ in range(40):
                collection = str(uuid.uuid4())
                reply = server.request("POST", "/rest/v1/collections", {"id": collection, "name": "kept"},
                                       token=user.access)
                if reply.status == 201:
                    acknowledged.append(collection)
            server.stop(signal.SIGKILL)
            server.start()
        rows = server.request("GET", "/rest/v1/collections?select=id&limit=1000", token=user.access).json()
        present = {row["id"] for row in rows}
        lost = [c for c in acknowledged if c not in present]
        server.stop(signal.SIGTERM)
        wal = os.path.join(server.data, "quotevault.sqlite-wal")
        wal_size = os.path.getsize(wal) if os.path.exists(wal) else 0
        clean_exit = server.process.returncode
        ok = not lost and len(acknowledged) == rounds * 40 and wal_size == 0 and clean_exit == 0
        return ok, f"{len(acknowledged)} writes acknowledged across {rounds} kill -9 rounds, {len(lost)} lost; " \
                   f"after SIGTERM: exit {clean_exit}, WAL {wal_size} bytes (checkpointed)"
    finally:
        server.stop()


def attack_refresh_races():
    server = Server("refresh").start()
    try:
        user = server.sign_up()
        lines, ok = [], True
        for ways in (2, 8, 20):
            session = server.sign_in(user.email).json()
            barrier = threading.Barrier(ways)

            def refresh(_):
                connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=30)
                connection.connect()
                body = json.dumps({"refresh_token": session["refresh_token"]})
                barrier.wait()
                connection.request("POST", "/auth/v1/token?grant_type=refresh_token", body=body,
                                   headers={"apikey": server.anon, "Content-Type": "application/json"})
                response = connection.getresponse()
                data = response.read()
                connection.close()
                return response.status, data

            with concurrent.futures.ThreadPoolExecutor(ways) as pool:
                answers = list(pool.map(refresh, range(ways)))
            statuses = [status for status, _ in answers]
            good = [json.loads(data) for status, data in answers if status == 200]
            follow = server.request("POST", "/auth/v1/token?grant_type=refresh_token",
                                    {"refresh_token": good[0]["refresh_token"]}) if good else None
            user_check = server.request("GET", "/auth/v1/user", token=follow.json()["access_token"]) \
                if follow is not None and follow.status == 200 else None
            survived = user_check is not None and user_check.status == 200
            ok = ok and statuses.count(200) == ways and survived
            lines.append(f"{ways}-way: {statuses.count(200)}/{ways} 200, session lives on: {survived}")
        return ok, "; ".join(lines)
    finally:
        server.stop()


def attack_damaged_folders():
    pristine = Server("pristine").start()
    pristine.stop()
    results, problems = [], []

    def variant(name, damage):
        folder = os.path.join(ROOT, "damaged-" + name)
        shutil.copytree(pristine.data, folder)
        damage(folder)
        before = {f: open(os.path.join(folder, f), "rb").read() for f in ("jwt-secret", "quotevault.sqlite")
                  if os.path.exists(os.path.join(folder, f))}
        server = Server("damaged-" + name, data=folder).start(expect_start=False)
        try:
            code = server.process.wait(20)
        except subprocess.TimeoutExpired:
            code = "still running"
        server.stop(signal.SIGKILL)
        after = {f: open(os.path.join(folder, f), "rb").read() for f in before if os.path.exists(os.path.join(folder, f))}
        message = open(server.log).read().strip().splitlines()[-1:] or [""]
        unchanged = before == after
        results.append(f"{name}: exit {code}")
        if code in (0, "still running") or not unchanged or not message[0]:
            problems.append(f"{name}: exit {code}, files unchanged {unchanged}, said {message[0][:80]!r}")

    def write(path, data):
        with open(path, "wb") as handle:
            handle.write(data)

    variant("garbage secret", lambda f: write(os.path.join(f, "jwt-secret"), b"not a secret at all\n"))
    variant("truncated secret", lambda f: write(os.path.join(f, "jwt-secret"),
                                                open(os.path.join(f, "jwt-secret"), "rb").read()[:10]))
    variant("empty secret", lambda f: write(os.path.join(f, "jwt-secret"), b""))
    variant("empty database", lambda f: write(os.path.join(f, "quotevault.sqlite"), b""))
    variant("garbage database", lambda f: write(os.path.join(f, "quotevault.sqlite"), b"x" * 8192))

    def wal_without_database(folder):
        write(os.path.join(folder, "quotevault.sqlite-wal"), b"\x37\x7f\x06\x82" + b"\0" * 28)
        os.remove(os.path.join(folder, "quotevault.sqlite"))

    variant("WAL without its database", wal_without_database)
    if os.geteuid() != 0:
        variant("read-only folder", lambda f: os.chmod(f, 0o555))
    else:
        mount = os.path.join(ROOT, "ro-mount")
        os.makedirs(mount)
        if subprocess.run(["mount", "-t", "tmpfs", "-o", "size=32m", "tmpfs", mount],
                          capture_output=True).returncode == 0:
            try:
                shutil.copytree(pristine.data, os.path.join(mount, "data"))
                subprocess.run(["mount", "-o", "remount,ro", mount], check=True)
                server = Server("read-only", data=os.path.join(mount, "data")).start(expect_start=False)
                try:
                    code = server.process.wait(20)
                except subprocess.TimeoutExpired:
                    code = "still running"
                server.stop(signal.SIGKILL)
                results.append(f"read-only filesystem: exit {code}")
                if code in (0, "still running"):
                    problems.append(f"read-only filesystem: exit {code}")
            finally:
                subprocess.run(["umount", mount], capture_output=True)
        else:
            results.append("read-only filesystem: not tried (no mount here)")
    return not problems, "; ".join(results) + ("; PROBLEMS " + "; ".join(problems) if problems else "")


def attack_full_disk():
    mount = os.path.join(ROOT, "small-disk")
    os.makedirs(mount)
    if os.geteuid() != 0 or subprocess.run(["mount", "-t", "tmpfs", "-o", "size=24m", "tmpfs", mount],
                                           capture_output=True).returncode != 0:
        raise Skip("no tmpfs can be mounted here (not root)")
    server = Server("full", data=os.path.join(mount, "data"))
    try:
        server.start()
        user = server.sign_up()
        filler = os.path.join(mount, "filler")
        # Unbuffered: a buffered file's close would flush what the full disk refused and raise ENOSPC itself.
        with open(filler, "wb", buffering=0) as handle:
            try:
                while True:
                    handle.write(b"\0" * 65536)
            except OSError:
                pass
        writes = []
        for _ in range(5):
            writes.append(server.request("POST", "/rest/v1/collections", {"name": "x" * 90}, token=user.access,
                                         timeout=20))
        recover = server.request("POST", "/auth/v1/recover", {"email": user.email}, timeout=20)
        read = server.request("GET", "/rest/v1/quotes?select=id&limit=5", timeout=20)
        # A day whose quote is not chosen yet cannot store its choice: it is answered all the same, and the same
        # quote again, before and after the disk has room (issue 43).
        day = (datetime.date.today() + datetime.timedelta(days=30)).isoformat()
        daily = [server.request("POST", "/rest/v1/rpc/quote_of_the_day", {"day": day}, timeout=20) for _ in range(2)]
        acknowledged = [w for w in writes if w.status == 201]
        os.remove(filler)
        after = server.request("POST", "/rest/v1/collections", {"name": "after"}, token=user.access, timeout=20)
        daily.append(server.request("POST", "/rest/v1/rpc/quote_of_the_day", {"day": day}, timeout=20))
        daily_ok = all(d.status == 200 for d in daily) and len({d.data for d in daily}) == 1
        rows = server.request("GET", "/rest/v1/collections?select=name", token=user.access).json()
        kept = sum(1 for row in rows if row["name"] == "x" * 90)
        statuses = [w.status for w in writes]
        ok = (all(w.status == 201 or (w.status >= 500 and w.is_json()) for w in writes)
              and kept == len(acknowledged) and recover.status != 200 and read.status == 200
              and after.status == 201 and daily_ok and server.process.poll() is None)
        return ok, f"on a full 24 MB tmpfs: writes answered {statuses} ({len(acknowledged)} acknowledged, {kept} " \
                   f"kept), /recover {recover.status}, a read {read.status}, the quote of {day} " \
                   f"{[d.status for d in daily[:2]]} ({'the same' if daily_ok else 'NOT the same'} after); " \
                   f"space freed: a write {after.status}"
    finally:
        server.stop()
        subprocess.run(["umount", mount], capture_output=True)


# ---------------------------------------------------------------- runner


def main():
    global BINARY
    if len(sys.argv) > 1:
        BINARY = sys.argv[1]
    else:
        bin_path = subprocess.run(["swift", "build", "--show-bin-path"], capture_output=True, text=True,
                                  cwd=os.path.join(os.path.dirname(__file__), "../..")).stdout.strip()
        BINARY = os.path.join(bin_path, "quotevault-server")
    flags_ok = "--request-deadline" in subprocess.run([BINARY, "serve", "--help"], capture_output=True,
                                                      text=True).stdout
    started = time.monotonic()
    main_server = Server("main").start()
    attacks = [
        ("JWT", lambda: attack_jwt(main_server)),
        ("grammar", lambda: attack_grammar(main_server)),
        ("RLS", lambda: attack_rls(main_server)),
        ("own quotes", lambda: attack_own_quotes(main_server)),
        ("id_token", lambda: attack_id_token(main_server)),
        ("CPU", lambda: attack_cpu(main_server)),
        ("HTTP framing", lambda: attack_framing(main_server)),
        ("slow bodies", lambda: attack_slow_bodies(flags_ok)),
        ("descriptors", attack_descriptors),
        ("storage", lambda: attack_storage(main_server)),
        ("emails", lambda: attack_emails(main_server)),
        ("resend and email change", lambda: attack_resend_and_email_change(main_server)),
        ("CORS", lambda: attack_cors(main_server)),
        ("sign-in limits", attack_sign_in_limits),
        ("durability", attack_durability),
        ("refresh races", attack_refresh_races),
        ("damaged folders", attack_damaged_folders),
        ("full disk", attack_full_disk),
    ]
    only = os.environ.get("ATTACKS")
    counts = {"PASS": 0, "FAIL": 0, "SKIP": 0}
    try:
        for name, attack in attacks:
            if only and name not in only.split(","):
                continue
            attack_started = time.monotonic()
            try:
                ok, detail = attack()
                verdict = "PASS" if ok else "FAIL"
            except Skip as reason:
                verdict, detail = "SKIP", str(reason)
            except Exception as error:  # an attack that could not run is a failure, said as such
                verdict, detail = "FAIL", f"{type(error).__name__}: {error}"
            counts[verdict] += 1
            print(f"{verdict} {name} ({time.monotonic() - attack_started:.1f} s): {detail}", flush=True)
    finally:
        for server in SERVERS:
            server.stop(signal.SIGKILL, timeout=5)
        shutil.rmtree(ROOT, ignore_errors=True)
    print(f"round three in {time.monotonic() - started:.0f} s")
    print(f"{counts['PASS']} passed, {counts['FAIL']} failed, {counts['SKIP']} skipped")
    return 1 if counts["FAIL"] else 0


if __name__ == "__main__":
    sys.exit(main())
