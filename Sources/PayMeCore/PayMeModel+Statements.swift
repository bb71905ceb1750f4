import Foundation
import Presentation

// MARK: - Monthly statements

extension PayMeModel {
  /// The Statements screen's months: each with activity, newest first, in the user's time zone.
  public var statementMonths: [StatementMonth] {
    Statement.months(ledger, calendar: calendar, locale: locale)
  }

  /// The month's statement as the file shares it.
  public func statement(_ month: StatementMonth) -> String {
    Statement.csv(ledger, month: month, timeZone: calendar.timeZone, now: now) { statusText($0).text }
  }

  /// A month's row: its CSV file, written to the temporary directory, in the system share sheet (Files, Mail,
  /// Numbers). Not hidden by Hide Balance: the user asked for the file, and the list shows no amount. Not asked
  /// again behind App Lock: the owner confirmed at the unlock that shows this screen. A file that cannot be
  /// written is said, and nothing is shared.
  public func shareStatement(_ month: StatementMonth) {
    let folder = dependencies.temporaryDirectory.appendingPathComponent("Statements", isDirectory: true)
    let file = folder.appendingPathComponent(month.fileName)
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(statement(month).utf8).write(to: file, options: .atomic)
    } catch {
      showMessage(PayMeAlerts.statementNotSaved)
      return
    }
    presentation.present(.share(ShareItem(text: "", file: file, title: PayMeCopy.statementTitle(month).text)))
  }
}
