import AppleSignInTestSupport
import Foundation
import QuoteVaultServer
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `quotevault-server export` into a real PostgreSQL: the migrations and the Supabase stand-in of
/// supabase/tests/setup, as scripts/test-database loads them, on a throwaway cluster of this test's own.
@Suite("Export to a Supabase project's PostgreSQL")
struct ExportTests {
  static let postgresBin: URL? = {
    let root = URL(fileURLWithPath: "/usr/lib/postgresql")
    let versions = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    return versions.sorted { $0.compare($1, options: .numeric) == .orderedAscending }.last.map {
      root.appendingPathComponent($0).appendingPathComponent("bin")
    }.flatMap { FileManager.default.isExecutableFile(atPath: $0.appendingPathComponent("initdb").path) ? $0 : nil }
  }()
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// A data folder with two email users, a Sign in with Apple user, profiles, favourites, a collection, own
  /// quotes, daily choices and an avatar.
  func populatedFolder() async throws -> URL {
    let apple = AppleTestKey.shared
    let configuration = try apple.configuration()
    try await withServer(configuration) { client in
      var alice = client
      var bob = client
      _ = try await alice.signUp("alice@example.com")
      _ = try await bob.signUp("bob@example.com")
      #expect(try await alice.request(.post, "/rest/v1/favorites", json: #"{"quote_id": 3}"#).status == .created)
      let own = try await alice.request(
        .post, "/rest/v1/quotes",
        json: #"{"text": "Alice's own 'quoted' words.", "author": "Alice", "category": "Love"}"#,
        headers: ["Prefer": "return=representation"])
      let ownID = try #require(own.array.first?["id"] as? Int)
      try await addCollection(alice, "Alice's", quotes: [4, ownID])
      _ = try await alice.request(
        .patch, "/rest/v1/profiles?id=eq.\(alice.userID!)", json: #"{"display_name": "Alice A.", "theme": "dark"}"#)
      #expect(try await alice.uploadPNG("\(alice.userID!)/avatar.png").status == .ok)
      let photo = "http://127.0.0.1:54321/storage/v1/object/public/avatars/\(alice.userID!)/avatar.png"
      _ = try await alice.request(
        .patch, "/rest/v1/profiles?id=eq.\(alice.userID!)", json: #"{"avatar_url": "\#(photo)"}"#)
      _ = try await client.request(
        .post, "/rest/v1/rpc/quotes_of_the_days", json: #"{"from_day": "2026-11-01", "days": 5}"#)
      let appleUser = try await client.signInWithApple(
        apple.sign(AppleTestKey.claims(subject: "000321.export", email: "apple@example.com")))
      #expect(appleUser.status == .ok)
    }
    return configuration.dataDirectory
  }

  @Test(
    "export moves users with their password hashes, identities, profiles, own quotes, favourites, collections and daily choices into PostgreSQL and avatars into Storage; a run whose uploads fail resumes, and a second run changes nothing",
    .enabled(if: postgresBin != nil, "PostgreSQL is not installed (scripts/install-deps)"))
  func export() async throws {
    let data = try await populatedFolder()
    let summary = try DataExport.read(data).summary
    #expect(summary.users == 3 && summary.identities == 3 && summary.ownQuotes == 1 && summary.favorites == 1)
    #expect(summary.collectionQuotes == 2 && summary.dailyChoices == 5 && summary.avatars == 1, "\(summary)")
    let dryRun = try await TestTools.run("quotevault-server", ["export", "--data", data.path, "--dry-run"])
    #expect(dryRun.status == 0 && dryRun.output.contains("users: 3"), "\(dryRun.output)\(dryRun.error)")

    let cluster = try await Cluster.start(try #require(Self.postgresBin))
    // The project's Storage: another quotevault-server, which answers Storage's API as Supabase's does.
    let storage = try await ServerProcess.start(data: temporaryDataDirectory())
    defer { storage.kill() }
    let storageURL = try #require(storage.value("API URL: "))
    let serviceKey = try #require(storage.value("service_role key: "))
    do {
      for file in ["supabase/tests/setup/supabase-stand-in.sql"] + (try migrations()) + ["supabase/seed.sql"] {
        try await cluster.psql(["-f", Self.repository.appendingPathComponent(file).path])
      }
      @discardableResult
      func exportOnce() async throws -> String {
        let run = try await TestTools.run(
          "quotevault-server",
          [
            "export", "--data", data.path, "--database-url", cluster.url, "--storage-url", storageURL,
            "--service-role-key", serviceKey,
          ])
        #expect(run.status == 0, "\(run.output)\(run.error)")
        return run.output
      }
      let fingerprint = """
        select md5(string_agg(x, '|' order by x)) from (
          select t::text x from auth.users t union all select t::text from auth.identities t
          union all select t::text from public.profiles t union all select t::text from public.quotes t
          union all select t::text from public.favorites t union all select t::text from public.collections t
          union all select t::text from public.collection_quotes t union all select t::text from public.daily_quotes t
          union all select last_value::text from public.quotes_id_seq) rows
        """
      // Resumable: a run whose avatar uploads fail (here Storage refuses the key) has moved the database part
      // and says so; the next run uploads the avatars and changes nothing in the database.
      let interrupted = try await TestTools.run(
        "quotevault-server",
        [
          "export", "--data", data.path, "--database-url", cluster.url, "--storage-url", storageURL,
          "--service-role-key", "not-the-service-role-key",
        ])
      #expect(
        interrupted.status != 0 && interrupted.error.contains("run export again to finish"), "\(interrupted.error)")
      let moved = try await cluster.psql(["-t", "-A", "-c", fingerprint])
      #expect(try await exportOnce().contains("avatars uploaded: 1, already there: 0"))
      #expect(try await cluster.psql(["-t", "-A", "-c", fingerprint]) == moved, "the resumed run moves only avatars")
      let photo = try await cluster.psql([
        "-t", "-A", "-c",
        "select avatar_url from public.profiles p join auth.users u using (id) where u.email = 'alice@example.com'",
      ]).trimmingCharacters(in: .whitespacesAndNewlines)
      #expect(photo.hasPrefix(storageURL + "/storage/v1/object/public/avatars/"), "\(photo)")
      let (bytes, response) = try await URLSession.shared.data(from: try #require(URL(string: photo)))
      #expect((response as? HTTPURLResponse)?.statusCode == 200 && bytes == tinyPNG, "the photo is in Storage")
      let checks = try await cluster.psql([
        "-t", "-A", "-c",
        """
        select (select count(*) from auth.users), (select count(*) from auth.identities),
          (select string_agg(provider, ',' order by provider) from auth.identities),
          (select hash = crypt('correct horse battery', hash) from (select overlay(encrypted_password placing '$2a$'
            from 1 for 4) hash from auth.users where email = 'alice@example.com' and encrypted_password like '$2b$%') h),
          (select count(*) from public.quotes where owner_id is not null),
          (select display_name || '/' || theme from public.profiles p join auth.users u on u.id = p.id
            where u.email = 'alice@example.com'),
          (select count(*) from public.favorites), (select count(*) from public.collection_quotes),
          (select count(*) from public.daily_quotes),
          (select count(*) from auth.users where num_nulls(\(DataExport.tokenColumns.joined(separator: ", "))) > 0)
        """,
      ])
      // The password hash verifies in PostgreSQL: pgcrypto reads bcrypt's $2a$ only (the same function for
      // passwords under 72 bytes); GoTrue's Go bcrypt reads the $2b$ stored as it is.
      // The last: no user holds a NULL where GoTrue reads a string (it would fail their sign-in).
      #expect(
        checks.trimmingCharacters(in: .whitespacesAndNewlines) == "3|3|apple,email,email|t|1|Alice A./dark|1|2|5|0")
      // Row level security on the exported rows: Alice reads her own quote, Bob does not.
      var seen: [String] = []
      for email in ["alice@example.com", "bob@example.com"] {
        let id = try await cluster.psql(["-t", "-A", "-c", "select id from auth.users where email = '\(email)'"])
          .trimmingCharacters(in: .whitespacesAndNewlines)
        seen.append(
          try await cluster.psql([
            "-t", "-A", "-c",
            """
            begin; set local role authenticated; set local request.jwt.claims = '{"sub": "\(id)"}';
            select count(*) from public.quotes where owner_id is not null; commit;
            """,
          ]).trimmingCharacters(in: .whitespacesAndNewlines))
      }
      #expect(seen == ["1", "0"])
      let before = try await cluster.psql(["-t", "-A", "-c", fingerprint])
      #expect(try await exportOnce().contains("avatars uploaded: 0, already there: 1"))
      #expect(try await cluster.psql(["-t", "-A", "-c", fingerprint]) == before, "a second run changes nothing")
      // A project holding other quotes under the same ids refuses the whole export.
      try await cluster.psql(["-c", "update public.quotes set text = 'Different.' where id = 3"])
      let refused = try await TestTools.run(
        "quotevault-server", ["export", "--data", data.path, "--database-url", cluster.url])
      #expect(refused.status != 0 && refused.error.contains("other quotes"), "\(refused.error)")
    } catch {
      await cluster.stop()
      throw error
    }
    await cluster.stop()
  }

  func migrations() throws -> [String] {
    try FileManager.default.contentsOfDirectory(
      atPath: Self.repository.appendingPathComponent("supabase/migrations").path
    ).filter { $0.hasSuffix(".sql") }.sorted().map { "supabase/migrations/\($0)" }
  }
}

/// A throwaway PostgreSQL cluster on a Unix socket in its own folder, trusting local connections, run as the
/// `postgres` account when the test runs as root (PostgreSQL refuses root).
struct Cluster {
  struct Failure: Error, CustomStringConvertible { let description: String }

  let bin: URL
  let folder: URL
  let port: Int

  var url: String { "postgresql://postgres@/quotevault?host=\(folder.path)&port=\(port)" }

  static func start(_ bin: URL) async throws -> Cluster {
    let folder = URL(fileURLWithPath: "/tmp/quotevault-export-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let cluster = Cluster(bin: bin, folder: folder, port: Int.random(in: 55_000...59_000))
    if getuid() == 0 { _ = try await TestTools.run(URL(fileURLWithPath: "/bin/chown"), ["postgres", folder.path]) }
    try await cluster.owner(
      "initdb", ["-D", folder.appendingPathComponent("data").path, "-U", "postgres", "--auth=trust", "-E", "UTF8"])
    try await cluster.owner(
      "pg_ctl",
      [
        "-D", folder.appendingPathComponent("data").path, "-l", folder.appendingPathComponent("log").path, "-w", "-o",
        "-p \(cluster.port) -k \(folder.path) -c listen_addresses='' -c fsync=off", "start",
      ])
    try await cluster.run("createdb", ["-h", folder.path, "-p", String(cluster.port), "-U", "postgres", "quotevault"])
    return cluster
  }

  @discardableResult
  func psql(_ arguments: [String]) async throws -> String {
    try await run("psql", ["-X", "-q", "-v", "ON_ERROR_STOP=1", "-d", url] + arguments)
  }

  func stop() async {
    _ = try? await owner("pg_ctl", ["-D", folder.appendingPathComponent("data").path, "-m", "immediate", "stop"])
    try? FileManager.default.removeItem(at: folder)
  }

  /// A PostgreSQL program as the cluster's owner.
  @discardableResult
  private func owner(_ program: String, _ arguments: [String]) async throws -> String {
    let path = bin.appendingPathComponent(program).path
    if getuid() == 0 {
      return try await run("/sbin/runuser", ["-u", "postgres", "--", path] + arguments, absolute: true)
    }
    return try await run(path, arguments, absolute: true)
  }

  @discardableResult
  private func run(_ program: String, _ arguments: [String], absolute: Bool = false) async throws -> String {
    let url = absolute ? URL(fileURLWithPath: program) : bin.appendingPathComponent(program)
    let result = try await TestTools.run(url, arguments, within: 120)
    guard result.status == 0 else {
      throw Failure(description: "\(program) failed (\(result.status)): \(result.error.prefix(2_000))")
    }
    return result.output
  }
}
