#if os(iOS)
  import Localization
  import LocalizationUI
  import PayMeCore
  import SwiftUI

  /// Activity's Statements: each month with activity, newest first; a row shares that month's CSV file through
  /// the system share sheet (the model's stack, as the receipt is shared).
  @MainActor
  struct StatementsView: View {
    let model: PayMeModel

    var body: some View {
      let months = model.statementMonths
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
                  model.shareStatement(month)
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
              Text(PayMeCopy.statementsFooter)
            }
          }
          .listStyle(.insetGrouped)
        }
      }
      .navigationBar(NavigationBarStyle.statements)
    }
  }

  struct StatementsView_Previews: PreviewProvider {
    static var previews: some View {
      NavigationStack { StatementsView(model: PayMePreviewValues.model()) }
        .previewDisplayName("Statements")
    }
  }
#endif
