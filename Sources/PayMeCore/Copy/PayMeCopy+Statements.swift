import Foundation
import Localization

// MARK: - Monthly statements

extension PayMeCopy {
  public static let statements = LocalizedCopy("payme.statements.title", "Statements")
  public static let statementsFooter = LocalizedCopy(
    "payme.statements.footer",
    "Each month with activity, as a CSV file for Numbers or Excel. It includes every amount, even with Hide Balance on."
  )
  public static let noStatements = LocalizedCopy("payme.statements.none", "No Statements")
  public static let noStatementsDetail = LocalizedCopy(
    "payme.statements.noneDetail", "A month's statement appears here once it has activity.")
  public static let statementFilePrefix = LocalizedCopy("payme.statements.filePrefix", "PayMe Statement")
  public static func statementTitle(_ month: StatementMonth) -> LocalizedCopy {
    LocalizedCopy("payme.statements.shareTitle", "PayMe Statement, %@", .text(month.title))
  }
  public static func shareStatement(_ month: StatementMonth) -> LocalizedCopy {
    LocalizedCopy("payme.statements.share", "Share %@ Statement", .text(month.title))
  }
  public static let openingBalance = LocalizedCopy("payme.statements.openingBalance", "Opening Balance")
  public static let closingBalance = LocalizedCopy("payme.statements.closingBalance", "Closing Balance")
  public static let paymentSent = LocalizedCopy("payme.statements.paymentSent", "Payment Sent")
  public static let paymentReceived = LocalizedCopy("payme.statements.paymentReceived", "Payment Received")
  public static let requestSent = LocalizedCopy("payme.statements.requestSent", "Request Sent")
  public static let requestReceived = LocalizedCopy("payme.statements.requestReceived", "Request Received")
}
