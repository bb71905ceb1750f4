#if os(iOS)
  import Localization
  import LocalizationUI
  import PayMeCore
  import SwiftUI

  /// Activity's Statements: each month with activity, newest first; a row shares that month's CSV file through
  /// the system share sheet (the model's stack, as the receipt is shared).
  @MainActor
  struct StatementsView: View {
    let model: StatementsModel

    var body: some View {
      let months = model.months
      Group {
        if months.isEmpty {
          ContentUnavailableView {
            Label(PayMeCopy.noStatements, systemImage: "doc.text")
          } description: {
            Text(PayMeCopy.noStatementsDetail)
          }
        } else {
          List {
            Section {
              ForEach(months) { month in
                Button {
                  model.share(month)
                } label: {
                  LabeledContent {
                    Image(systemName: "square.and.arrow.up").foregroundStyle(.tint).accessibilityHidden(true)
                  } label: {
                    Label {
                      Text(verbatim: month.title)
                    } icon: {
                      Image(systemName: "doc.text").accessibilityHidden(true)
                    }
                  }
                }
                .foregroundStyle(.primary)
                .accessibilityLabel(PayMeCopy.shareStatement(month))
              }
            } footer: {
              VStack(alignment: .leading) {
                if let problem = model.problem { Text(problem) }
                Text(PayMeCopy.statementsFooter)
              }
            }
          }
          .listStyle(.insetGrouped)
        }
      }
      .navigationBar(NavigationBarStyle.statements)
      .onAppear { model.appeared() }
    }
  }

  struct StatementsView_Previews: PreviewProvider {
    /// The app model whose ledger the screen reads, kept for as long as the preview shows it.
    static let app = PayMePreviewValues.model()

    static var previews: some View {
      NavigationStack { StatementsView(model: app.statements) }
        .previewDisplayName("Statements")
    }
  }
#endif
