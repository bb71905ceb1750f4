#if os(iOS)
  import AppLock
  import AppServices
  import AppServicesLive
  import DesignSystem
  import Foundation
  import DesignSystemUI
  import Localization
  import LocalizationUI
  import PayMeCore
  import SwiftUI

  /// All activity, newest first.
  @MainActor
  struct ActivityView: View {
    let model: PayMeModel
    /// The screen's own model: its search field and filter.
    @Bindable var activity: ActivityModel

    init(model: PayMeModel) {
      self.model = model
      _activity = Bindable(model.activity)
    }

    var body: some View {
      let sections = model.activity.months
      Group {
        if activity.nothingPending(sections) {
          ContentUnavailableView {
            Label(PayMeCopy.nothingPending, systemImage: "checkmark.circle")
          } description: {
            Text(PayMeCopy.nothingPendingMessage)
          }
        } else if let query = activity.noResults(sections) {
          VStack(spacing: Spacing.medium) {
            ContentUnavailableView.search(text: query)
            // Nothing among the newer entries: the older ones may hold it, so the way to them stays.
            if model.activity.offersOlder {
              Button(PayMeCopy.showOlderActivity) { model.activity.showOlder() }
                .buttonStyle(.secondary(.payMe))
                .padding(.bottom, Spacing.large)
            }
            // The archive could not be read: said here too, not only under a list that is not shown.
            if let problem = model.activity.olderProblem {
              Text(problem).font(.system(.footnote)).foregroundStyle(Color(Theme.payMe.secondaryText))
                .multilineTextAlignment(.center)
                .padding([.horizontal, .bottom], Spacing.large)
            }
          }
        } else {
          // By month, newest first, as Wallet lists a card's transactions.
          List {
            ForEach(sections) { section in
              Section {
                ForEach(section.rows) { row in
                  // The tap asks the model, which pushes the entry's screen with its one model.
                  PushRow {
                    model.openTransaction(row.id)
                  } label: {
                    TransactionRow(row: row)
                  }
                  .accessibilityLabel(verbatim: row.accessibilityLabel)
                  .modifier(RepeatRowActions(scheduled: model.scheduledPayments, transactionID: row.id))
                }
              } header: {
                Text(verbatim: section.title)
              }
            }
            // The archive's older entries, read when asked for (LedgerArchive); unreadable, said in words.
            if model.activity.offersOlder {
              Section {
                Button {
                  model.activity.showOlder()
                } label: {
                  Text(PayMeCopy.showOlderActivity)
                }
              }
            }
            if let problem = model.activity.olderProblem {
              Section {
                Text(problem).font(.system(.footnote)).foregroundStyle(Color(Theme.payMe.secondaryText))
              }
            }
          }
          .listStyle(.insetGrouped)
        }
      }
      .searchable(text: $activity.query, prompt: Text(PayMeCopy.searchActivity))
      .toolbar {
        ToolbarItem(placement: .topBarTrailing) {
          NavigationLink(value: PayMeRoute.statements) {
            Label(PayMeCopy.statements, systemImage: "doc.text")
          }
        }
        ToolbarItem(placement: .topBarTrailing) {
          Menu {
            Picker(selection: $activity.filter) {
              ForEach(ActivityFilter.allCases, id: \.self) { filter in Text(filter.title).tag(filter) }
            } label: {
              Text(PayMeCopy.show)
            }
          } label: {
            Label(
              PayMeCopy.filter,
              systemImage: activity.filter == .all
                ? "line.3.horizontal.decrease.circle" : "line.3.horizontal.decrease.circle.fill")
          }
        }
      }
      .navigationBar(NavigationBarStyle.activity)
    }
  }
#endif
