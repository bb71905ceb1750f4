import ArgumentParser
import Foundation
import InsolentBardCore

@main
struct Bard: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bard",
    abstract: "The Insolent Bard on the command line: the Insult of the Hour, as the app and widgets show it.",
    subcommands: [Now.self],
    defaultSubcommand: Now.self)
}

/// Options every subcommand shares: which moment, which schedule.
struct ScheduleOptions: ParsableArguments {
  @Option(help: "Minutes between insults: 5, 15, 30 or 60.")
  var interval: Int = RefreshInterval.default.minutes

  @Option(help: "The moment to show, as ISO-8601 (2026-11-21T14:05:00Z). Default: now.")
  var at: String?

  @Option(name: .customLong("time-zone"), help: "IANA time zone for the slot boundaries. Default: the system's.")
  var timeZone: String?

  @Flag(name: .customLong("family-friendly"), help: "Leave out the kit's coarsest words.")
  var familyFriendly = false

  func validate() throws {
    guard RefreshInterval(minutes: interval) != nil else {
      throw ValidationError("--interval must be 5, 15, 30 or 60 (got \(interval)).")
    }
    if let at, ISO8601.date(from: at) == nil {
      throw ValidationError("--at must be an ISO-8601 time such as 2026-11-21T14:05:00Z (got \"\(at)\").")
    }
    if let timeZone, TimeZone(identifier: timeZone) == nil {
      throw ValidationError("--time-zone must be an IANA identifier such as Europe/London (got \"\(timeZone)\").")
    }
  }

  var moment: Date { at.flatMap(ISO8601.date(from:)) ?? Date() }

  var schedule: InsultSchedule {
    InsultSchedule(
      kit: .make(familyFriendly: familyFriendly), interval: RefreshInterval(minutes: interval)!,
      timeZone: timeZone.flatMap(TimeZone.init(identifier:)) ?? .current)
  }
}

struct Now: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "now", abstract: "Print the Insult of the Hour (the default).")

  @OptionGroup var options: ScheduleOptions

  @Flag(help: "A random insult instead of the Insult of the Hour.")
  var new = false

  @Flag(help: "Explain each word: what it meant in Shakespeare's day.")
  var explain = false

  func run() throws {
    let schedule = options.schedule
    var generator = SystemRandomNumberGenerator()
    let insult = new ? schedule.kit.randomInsult(using: &generator) : schedule.insult(at: options.moment)
    print(insult.text)
    if explain {
      for (word, gloss) in insult.glosses { print("  \(word): \(gloss)") }
    }
  }
}
