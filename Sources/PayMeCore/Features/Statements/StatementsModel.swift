import AppServices
import Foundation
import Localization
import Observation
import Presentation

/// The Statements screen's own model (pushed from Activity): each month with activity, and its CSV file shared
/// through the system share sheet. The ledger stays the app model's: this model reads it through `ledger` and
/// asks for the share sheet or a message through closures. `PayMeModel.statements` owns it.
@MainActor
@Observable
public final class StatementsModel {
  /// The app model's ledger, read afresh at each access (so a view reading the months follows it).
  @ObservationIgnored var ledger: @MainActor () -> Ledger
  /// The archived entries, once read (`ActivityModel.olderTransactions`), and the words said when they cannot be.
  @ObservationIgnored var older: @MainActor () -> [Transaction] = { [] }
  @ObservationIgnored var olderProblem: @MainActor () -> LocalizedCopy? = { nil }
  /// The screen appeared: the archive is read, so older months are listed and balanced.
  @ObservationIgnored var onAppear: @MainActor () -> Void = unimplemented("StatementsModel.onAppear")
  /// The file, to show in the system share sheet.
  @ObservationIgnored var onShare: @MainActor (ShareItem) -> Void = unimplemented("StatementsModel.onShare")
  /// A message to raise: the file could not be written.
  @ObservationIgnored var onMessage: @MainActor (PayMeAlert) -> Void = unimplemented("StatementsModel.onMessage")
  let dependencies: PayMeDependencies
  /// The user's formats, as the app model last set them (`PayMeModel.localeChanged(to:)`).
  var locale: Locale

  init(dependencies: PayMeDependencies, ledger: @escaping @MainActor () -> Ledger) {
    self.dependencies = dependencies
    self.ledger = ledger
    locale = dependencies.locale
  }

  /// The user's calendar and time zone, in which a month begins and ends.
  var calendar: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.locale = locale
    return calendar
  }

  /// The screen's months: each with activity, archived entries' included, newest first, in the user's time zone.
  public var months: [StatementMonth] {
    Statement.months(ledger(), older: older(), calendar: calendar, locale: locale)
  }

  /// Said under the months when the archived entries cannot be read: their months are missing.
  public var problem: LocalizedCopy? { olderProblem() }

  /// The screen appeared (the view's `onAppear`): older entries are read for it.
  public func appeared() { onAppear() }

  /// The month's statement as the file shares it.
  public func statement(_ month: StatementMonth) -> String {
    Statement.csv(ledger(), older: older(), month: month, timeZone: calendar.timeZone, now: dependencies.now()) {
      PayMeCopy.status($0).text
    }
  }

  /// A month's row: its CSV file, written to the temporary directory, in the system share sheet (Files, Mail,
  /// Numbers). Not hidden by Hide Balance: the user asked for the file, and the list shows no amount. Not asked
  /// again behind App Lock: the owner confirmed at the unlock that shows this screen. A file that cannot be
  /// written is said, and nothing is shared.
  public func share(_ month: StatementMonth) {
    let file = folder.appendingPathComponent(month.fileName)
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Statement.fileData(statement(month)).write(to: file, options: .atomic)
    } catch {
      onMessage(PayMeAlerts.statementNotSaved)
      return
    }
    onShare(ShareItem(text: "", file: file, title: PayMeCopy.statementTitle(month).text))
  }

  /// Where the files are written: a folder of their own in the temporary directory, which iOS empties only
  /// when it needs the space.
  var folder: URL { dependencies.temporaryDirectory.appendingPathComponent("Statements", isDirectory: true) }

  /// The share sheet of `item` has gone (shared, or closed): a statement's file, written only to be shared, is
  /// removed, so the account's history does not stay on disk.
  func shareEnded(_ item: ShareItem) {
    guard let file = item.file,
      file.deletingLastPathComponent().standardizedFileURL.path == folder.standardizedFileURL.path
    else { return }
    try? FileManager.default.removeItem(at: file)
  }

  /// At launch: files left by a run that ended with a share sheet up (killed, crashed) are removed. Nothing is
  /// shared yet, so none is in use. One that cannot be removed is tried again at the next launch.
  func sweep() {
    let files = FileManager.default
    for file in (try? files.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [] {
      try? files.removeItem(at: file)
    }
  }
}
