import Foundation
import Testing

/// Guards over PayMe's SwiftUI source: they catch a regression early but prove no criterion (a string in the
/// source is not what a screen shows), so none carries a criterion's ID; those criteria are proven by the model
/// tests that drive what the views read, or are listed as Apple-only in docs/requirements.md.
@Suite("PayMe's SwiftUI source guards (not criteria proofs)")
struct SourceGuardTests {
  @Test("The stack binds the model's path, and every pushed screen takes its bar from NavigationBarStyle")
  func navigationBars() throws {
    let source = try PayMeUISource.text()
    #expect(source.contains("NavigationStack(path: $model.path)"))
    // Home, Account, Activity, a transaction, Settings, Statements and Scheduled Payments.
    #expect(source.components(separatedBy: ".navigationBar(").count - 1 == 7)
  }

  @Test("A transaction's screen shows the model its route holds, never one made as the view is drawn")
  func transactionScreenFromRoute() throws {
    let source = try PayMeUISource.text()
    #expect(source.contains("case .transaction(let screen): TransactionDetailView(screen: screen)"))
    #expect(source.contains("if let repeating = screen.repeating {") && !source.contains("repeatModel("))
  }

  @Test("Dialogs go through the shared presentation adapter; no view presents one of its own")
  func oneAdapter() throws {
    let source = try PayMeUISource.text()
    // Once, on the root: the adapter installs itself on each sheet's content, so no PayMe view repeats it.
    #expect(source.components(separatedBy: ".presentations(model) {").count - 1 == 1)
    #expect(!source.contains("level:"))
    #expect(!source.contains(".alert(") && !source.contains(".sheet(") && !source.contains("@State"))
    #expect(!source.contains(".fullScreenCover(") && !source.contains(".overlay {"), "no custom modal")
  }

  @Test("Reset and Cancel Request rows carry the destructive role")
  func destructiveRows() throws {
    let source = try PayMeUISource.text()
    #expect(source.components(separatedBy: "role: .destructive").count - 1 >= 2)
  }

  @Test("Every Image(systemName:) in PayMe's screens is labelled or hidden from VoiceOver")
  func imagesLabelled() throws {
    let lines = try PayMeUISource.text().split(separator: "\n", omittingEmptySubsequences: false)
    for (index, line) in lines.enumerated() where line.contains("Image(systemName:") {
      // The image's own modifiers (the next few lines) say what VoiceOver does with it.
      let modifiers = lines[index..<min(index + 4, lines.count)].joined(separator: " ")
      #expect(modifiers.contains("accessibilityHidden") || modifiers.contains("accessibilityLabel"), "\(line)")
    }
  }

  @Test("Both kinds of row read RowLayout, and contact circles scale with the text")
  func rowsReadLayout() throws {
    let source = try PayMeUISource.text()
    #expect(source.components(separatedBy: "RowLayout.of(").count - 1 >= 2)
    #expect(source.contains("@ScaledMetric"))
  }
}
