// quotevault-server: QuoteVault's local Supabase-compatible backend.
//
//   quotevault-server [serve] [--data DIR] [--port 54321] [--host 127.0.0.1]
//   quotevault-server status [--data DIR]
//   quotevault-server load-quotes --count 100000 [--data DIR]
//   quotevault-server backup --to BACKUP [--data DIR]     (while the server runs, or not)
//   quotevault-server restore --from BACKUP [--data DIR]  (into a new or empty data folder)
//   quotevault-server export --dry-run | --database-url URL | --sql-out FILE [--storage-url URL
//     --service-role-key KEY] [--data DIR]             (into a Supabase project; idempotent)
import ArgumentParser
import Foundation
import Logging
import QuoteVaultServer

#if canImport(Glibc)
  import Glibc
#endif

@main
struct QuoteVaultServerCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "quotevault-server",
    abstract: "QuoteVault's local backend: Supabase's auth, REST and storage APIs on an embedded SQLite store.",
    subcommands: [Serve.self, Status.self, LoadQuotes.self, Backup.self, Restore.self, Export.self],
    defaultSubcommand: Serve.self)
}

struct DataOptions: ParsableArguments {
  @Option(help: "The data folder (database, JWT secret, stored objects, mailbox).")
  var data: String = ServerConfiguration.defaultDataDirectory.path

  @Option(help: "Port to listen on.")
  var port: Int = 54321

  @Option(help: "Address to bind; 127.0.0.1 keeps the server off the network.")
  var host: String = "127.0.0.1"

  func validate() throws {
    guard (0...65_535).contains(port) else { throw ValidationError("--port must be 0 to 65535 (got \(port)).") }
  }

  var configuration: ServerConfiguration {
    ServerConfiguration(dataDirectory: URL(fileURLWithPath: data, isDirectory: true), host: host, port: port)
  }
}

struct Serve: AsyncParsableCommand {
  static let configuration = CommandConfiguration(abstract: "Start the server (seeded on first start).")

  @OptionGroup var options: DataOptions

  @Option(help: "bcrypt cost for new passwords (4-14).")
  var bcryptCost: UInt8 = 10

  @Flag(help: "Answer every quotes read from the database, without the read cache (for benchmarks).")
  var noReadCache = false

  @Flag(
    help: """
      Confirm new accounts by email, as a hosted project does (config.toml's enable_confirmations): sign-up       answers the user without a session and mails a link (read it at /auth/v1/dev/mailbox).
      """)
  var enableConfirmations = false

  @Option(help: "Seconds a request may take to arrive in full, head to end of body, before its connection is closed.")
  var requestDeadline: Double = 60

  @Option(help: "Seconds an idle keep-alive connection is held open.")
  var idleTimeout: Double = 60

  @Flag(inversion: .prefixedNo, help: "One structured log line per request on standard error.")
  var logRequests = true

  @Option(help: "Seconds an unfinished request body may send nothing before its connection is closed.")
  var bodyStallTimeout: Double = 15

  @Option(help: "Megabytes of request bodies held at once, every connection together; past it, 503.")
  var bodyBufferMegabytes: Int = 64

  @Option(
    help: "Sign in with Apple: a JSON Web Key Set file of Apple's public keys (https://appleid.apple.com/auth/keys).")
  var appleKeys: String?

  @Option(help: "Sign in with Apple: a client id identity tokens may be issued for (the app's bundle id); repeatable.")
  var appleClientId: [String] = []

  @Option(help: "Sign in with Apple token revocation: your Apple Developer team id (the client secret's iss).")
  var appleTeamId: String?

  @Option(help: "Sign in with Apple token revocation: the id of the Sign in with Apple key (the client secret's kid).")
  var appleKeyId: String?

  @Option(help: "Sign in with Apple token revocation: the key's .p8 file (PKCS #8 PEM, P-256).")
  var applePrivateKey: String?

  @Option(help: "Sign in with Apple token revocation: Apple's base URL (a stand-in's, for tests).")
  var appleBaseUrl: String = "https://appleid.apple.com"

  func validate() throws {
    guard (4...14).contains(bcryptCost) else { throw ValidationError("--bcrypt-cost must be 4 to 14.") }
    guard (1...3_600).contains(requestDeadline) else { throw ValidationError("--request-deadline must be 1 to 3600.") }
    guard (1...3_600).contains(idleTimeout) else { throw ValidationError("--idle-timeout must be 1 to 3600.") }
    guard (1...3_600).contains(bodyStallTimeout) else {
      throw ValidationError("--body-stall-timeout must be 1 to 3600.")
    }
    guard (1...4_096).contains(bodyBufferMegabytes) else {
      throw ValidationError("--body-buffer-megabytes must be 1 to 4096.")
    }
    guard (appleKeys == nil) == appleClientId.isEmpty else {
      throw ValidationError("--apple-keys and --apple-client-id go together.")
    }
    let revocation = [appleTeamId, appleKeyId, applePrivateKey]
    guard revocation.allSatisfy({ $0 == nil }) || (revocation.allSatisfy({ $0 != nil }) && !appleClientId.isEmpty)
    else {
      throw ValidationError(
        "--apple-team-id, --apple-key-id and --apple-private-key go together, with --apple-client-id.")
    }
    guard URL(string: appleBaseUrl)?.scheme.map({ $0 == "https" || $0 == "http" }) == true else {
      throw ValidationError("--apple-base-url must be an http(s) URL.")
    }
  }

  /// The revocation's configuration: the first client id is the app's (its authorization codes are issued to it).
  func appleRevocation() throws -> AppleRevocationConfiguration? {
    guard let appleTeamId, let appleKeyId, let applePrivateKey, let clientID = appleClientId.first,
      let base = URL(string: appleBaseUrl)
    else { return nil }
    let pem = try String(contentsOfFile: applePrivateKey, encoding: .utf8)
    return AppleRevocationConfiguration(
      baseURL: base, teamID: appleTeamId, keyID: appleKeyId, clientID: clientID, privateKeyPEM: pem)
  }

  func run() async throws {
    // Before the store opens, which initializes SQLite.
    let statisticsOff = SQLiteSettings.turnOffMemoryStatistics()
    var configuration = options.configuration
    configuration.bcryptCost = bcryptCost
    configuration.readCache = !noReadCache
    configuration.enableConfirmations = enableConfirmations
    configuration.requestDeadline = requestDeadline
    configuration.idleTimeout = idleTimeout
    configuration.bodyStallTimeout = bodyStallTimeout
    configuration.logRequests = logRequests
    configuration.maximumBufferedBodyBytes = bodyBufferMegabytes << 20
    configuration.appleKeySetFile = appleKeys.map { URL(fileURLWithPath: $0) }
    configuration.appleClientIDs = appleClientId
    configuration.appleRevocation = try appleRevocation()
    var logger = Logger(label: "quotevault")
    // Info, for the request lines; nothing else logs at info more than once.
    logger.logLevel = logRequests ? .info : .warning
    if !statisticsOff {
      logger.warning("SQLite was started before its memory statistics could be turned off; each allocation locks")
    }
    let dataPath = configuration.dataDirectory.path
    let app = try await buildApplication(configuration, logger: logger) { info in
      // One write of whole lines, so a script waiting for "API URL:" never reads half of them.
      let text =
        (["QuoteVault local backend is running (data: \(dataPath))."] + info.lines).joined(separator: "\n") + "\n"
      FileHandle.standardOutput.write(Data(text.utf8))
    }
    // A stop waits for the requests in flight (each within the request deadline), then a little more for the
    // checkpoint.
    try await app.runUntilStopped(gracePeriod: .milliseconds(Int64(configuration.requestDeadline * 1000) + 5_000))
  }
}

struct Status: ParsableCommand {
  static let configuration = CommandConfiguration(abstract: "Print the API URL and keys without starting.")

  @OptionGroup var options: DataOptions

  func run() throws {
    for line in try QuoteVaultServer.info(options.configuration).lines { print(line) }
  }
}

struct LoadQuotes: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "load-quotes", abstract: "Add generated quotes after the seed (for benchmarks).")

  @OptionGroup var options: DataOptions

  @Option(help: "How many quotes to add.")
  var count: Int

  func run() throws {
    guard count > 0 && count <= 10_000_000 else { throw ValidationError("--count must be 1 to 10,000,000.") }
    try QuoteVaultServer.loadGeneratedQuotes(options.configuration, count: count)
    print("added \(count) quotes")
  }
}

struct Backup: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Copy the data folder (database, storage, jwt-secret) consistently, while the server runs or not.")

  @OptionGroup var options: DataOptions

  @Option(help: "A new or empty folder for the copy; it is itself a data folder.")
  var to: String

  func run() throws {
    do {
      let summary = try DataBackup.backup(
        from: options.configuration.dataDirectory, to: URL(fileURLWithPath: to, isDirectory: true))
      print("backed up to \(to): database \(summary.databaseBytes) bytes, \(summary.objects) stored objects")
    } catch let problem as DataBackup.Problem {
      throw ValidationError(problem.description)
    }
  }
}

struct Export: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract:
      "Move the data folder's users, profiles, quotes, favourites, collections and daily choices into a Supabase project's PostgreSQL (idempotent)."
  )

  @OptionGroup var options: DataOptions

  @Flag(help: "Say what would move, and write nothing.")
  var dryRun = false

  @Option(
    help: "The project's database (postgresql://postgres:…@…/postgres); the SQL is run by psql in one transaction.")
  var databaseUrl: String?

  @Option(help: "Write the SQL to this file instead (run it with psql --single-transaction).")
  var sqlOut: String?

  @Option(
    help:
      "The project's URL (https://<ref>.supabase.co): avatars are uploaded to its Storage, and avatar URLs point there."
  )
  var storageUrl: String?

  @Option(help: "The project's service role key, for the avatars' uploads.")
  var serviceRoleKey: String?

  func validate() throws {
    guard dryRun || (databaseUrl == nil) != (sqlOut == nil) else {
      throw ValidationError("Give --dry-run, --database-url or --sql-out.")
    }
    guard (storageUrl == nil) == (serviceRoleKey == nil) else {
      throw ValidationError("--storage-url and --service-role-key go together.")
    }
  }

  func run() async throws {
    let export: DataExport
    do {
      export = try DataExport.read(options.configuration.dataDirectory, storageURL: storageUrl)
    } catch let problem as DataExport.Problem {
      throw ValidationError(problem.description)
    }
    if dryRun {
      print("would move (nothing written):\n\(export.summary)")
      return
    }
    if let sqlOut {
      guard
        FileManager.default.createFile(
          atPath: sqlOut, contents: Data(export.sql.utf8), attributes: [.posixPermissions: 0o600])
      else { throw ValidationError("cannot write \(sqlOut)") }
      print("wrote \(sqlOut):\n\(export.summary)")
      return
    }
    // psql reads the SQL from a file of its own, removed after.
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "quotevault-export-\(UUID().uuidString).sql")
    // Readable by this user only: it holds every password hash.
    guard
      FileManager.default.createFile(
        atPath: file.path, contents: Data(export.sql.utf8), attributes: [.posixPermissions: 0o600])
    else { throw ValidationError("cannot write \(file.path)") }
    defer { try? FileManager.default.removeItem(at: file) }
    let status = try Psql.run(file: file, database: databaseUrl ?? "")
    guard status == 0 else {
      throw ValidationError("psql failed (exit \(status)); nothing was exported (one transaction).")
    }
    var moved = "exported (a second run changes nothing):\n\(export.summary)"
    if let storageUrl, let serviceRoleKey {
      do {
        let upload = try await export.uploadAvatars(
          from: options.configuration.dataDirectory, storageURL: storageUrl, serviceRoleKey: serviceRoleKey)
        moved += "\navatars uploaded: \(upload.uploaded), already there: \(upload.alreadyThere)"
      } catch let problem as DataExport.Problem {
        throw ValidationError("\(problem.description) (the database part is done; run export again to finish)")
      }
    }
    print(moved)
  }
}

struct Restore: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Copy a backup into a new or empty data folder (stop the server first; nothing is overwritten).")

  @OptionGroup var options: DataOptions

  @Option(help: "The backup folder `backup --to` made.")
  var from: String

  func run() throws {
    do {
      try DataBackup.restore(
        from: URL(fileURLWithPath: from, isDirectory: true), to: options.configuration.dataDirectory)
      print("restored \(from) into \(options.configuration.dataDirectory.path)")
    } catch let problem as DataBackup.Problem {
      throw ValidationError(problem.description)
    }
  }
}

/// Runs `psql` on a file of SQL in one transaction, its output and errors on this process's own. Started with
/// posix_spawnp, not Foundation's `Process`, whose `run()` crashes now and then on Linux (see TestSupport's
/// `ChildProcess`).
enum Psql {
  /// psql's exit status.
  static func run(file: URL, database: String) throws -> Int32 {
    let arguments = [
      "psql", "-X", "-q", "-w", "-v", "ON_ERROR_STOP=1", "--single-transaction", "-d", database, "-f", file.path,
    ]
    let argv = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid = pid_t()
    let failure = argv.withUnsafeBufferPointer { pointers in
      guard let base = pointers.baseAddress else { return EINVAL }
      return posix_spawnp(&pid, "psql", nil, nil, base, environ)
    }
    guard failure == 0 else {
      throw CocoaError(
        .executableNotLoadable, userInfo: [NSLocalizedDescriptionKey: "psql: \(String(cString: strerror(failure)))"])
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    // WIFEXITED / WEXITSTATUS, which Swift does not import.
    return status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
  }
}
