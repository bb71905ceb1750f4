import ArgumentParser
import DesignSystem
import Foundation
import InsolentBardCore
import Localization
import RenderingCairo

@main
struct Bard: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bard",
    abstract: "The Insolent Bard on the command line: the Insult of the Hour, as the app and widgets show it.",
    subcommands: [Now.self, WidgetPreview.self],
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

struct WidgetPreview: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "widget", abstract: "Render a widget, as it looks at that moment, to a PNG.")

  @OptionGroup var options: ScheduleOptions

  @Option(help: "small, medium, large, circular, rectangular or inline.")
  var family: String

  @Option(help: "Where to write the PNG.")
  var out: String

  @Option(help: "light or dark.")
  var appearance: String = "light"

  @Option(help: "Pixels per point (an iPhone 15 is 3).")
  var scale: Int = 3

  @Option(help: "A language of the widget's catalog to draw its words in, e.g. es (English without it).")
  var language: String?

  @Option(help: "The String Catalog to read --language from.")
  var catalog = "Apps/InsolentBard/Widgets/Localizable.xcstrings"

  func validate() throws {
    guard BardWidgetFamily(rawValue: family) != nil else {
      throw ValidationError(
        "--family must be one of \(BardWidgetFamily.allCases.map(\.rawValue).joined(separator: ", ")) (got \"\(family)\")."
      )
    }
    guard ColorScheme(rawValue: appearance) != nil else {
      throw ValidationError("--appearance must be light or dark (got \"\(appearance)\").")
    }
    guard (1...4).contains(scale) else { throw ValidationError("--scale must be 1 to 4 (got \(scale)).") }
  }

  func run() throws {
    guard let language else { return try draw(locale: Locale(identifier: "en_US")) }
    let strings: StringCatalog
    do {
      strings = try StringCatalog(contentsOf: URL(fileURLWithPath: catalog))
    } catch {
      throw ValidationError("The String Catalog \(catalog) could not be read (\(error.localizedDescription)).")
    }
    guard strings.languages.contains(language) else {
      throw ValidationError(
        "\(catalog) has no \(language); it has \(strings.languages.sorted().joined(separator: ", ")).")
    }
    // The insult stays Shakespeare's English; the widget's own words ("Updated …") are in the language.
    try Localizer.with(.catalog(strings, language: language)) { try draw(locale: Locale(identifier: language)) }
  }

  private func draw(locale: Locale) throws {
    let schedule = options.schedule
    let moment = options.moment
    let slotStart = schedule.start(ofSlot: schedule.slot(at: moment))
    // The entry in force at the moment, of the timeline the widget would have made when the slot began: its
    // "Updated …" words are the ones it shows then (a floor, five minutes apart).
    let plan = WidgetTimeline.timeline(now: slotStart, schedule: schedule, locale: locale) { slot in
      (schedule.insult(forSlot: slot).text, schedule.start(ofSlot: slot))
    }
    let entry =
      plan.entries.last { $0.date <= moment }
      ?? WidgetEntry(
        date: moment, insult: schedule.insult(at: moment).text,
        updatedLabel: WidgetUpdatedLabel.text(since: slotStart, at: moment), updatedAt: slotStart, isFallback: false)
    let renderer = CairoRenderer()
    let scene = BardWidgetScene.make(
      family: BardWidgetFamily(rawValue: family)!, entry: entry, scheme: ColorScheme(rawValue: appearance)!,
      measurer: renderer)
    let png = try renderer.renderPNG(scene.list, pixelWidth: Int(scene.list.size.width) * scale)
    do {
      try png.write(to: URL(fileURLWithPath: out))
    } catch {
      throw ValidationError("cannot write \(out): \(error.localizedDescription)")
    }
    print(entry.insult)
    if scene.overflows { print("warning: the insult does not fit this widget even at its smallest size") }
  }
}
