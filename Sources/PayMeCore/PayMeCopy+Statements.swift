import Foundation

// MARK: - Monthly statements

extension PayMeCopy {
  public static let statements = "Statements"
  public static let statementsFooter =
    "Each month with activity, as a CSV file for Numbers or Excel. It includes every amount, even with Hide Balance on."
  public static let noStatements = "No Statements"
  public static let noStatementsDetail = "A month's statement appears here once it has activity."
  public static let statementFilePrefix = "PayMe Statement"
  public static func statementTitle(_ month: StatementMonth) -> String { "PayMe Statement, \(month.title)" }
  public static func shareStatement(_ month: StatementMonth) -> String { "Share \(month.title) Statement" }
  public static let openingBalance = "Opening Balance"
  public static let closingBalance = "Closing Balance"
  public static let paymentSent = "Payment Sent"
  public static let paymentReceived = "Payment Received"
  public static let requestSent = "Request Sent"
  public static let requestReceived = "Request Received"
}
