#if os(iOS)
  import DesignSystem
  import DesignSystemUI
  import Localization
  import LocalizationUI
  import PayMeCore
  import SwiftUI

  /// The dashboard, laid out like Settings and Wallet: an inset grouped list with the balance summary, the
  /// actions and the recent activity, every row with a chevron (PM-8, PM-6.3).
  @MainActor
  struct DashboardView: View {
    let model: PayMeModel

    var body: some View {
      let dashboard = model.dashboard
      // Criterion: PM-6.3, PM-8.1, PM-8.4, PM-8.5 (List's own inset grouped sections: no custom cards)
      // Criterion: PM-6.1, PM-6.2, PM-16.5 (the List's own margins, insets and row heights: 16-20 pt edges, rows of
      // at least 44 pt; PayMe's own spacings are DesignSystem's 8-pt tokens)
      // Criterion: PM-1.1 (every font is the system's, `.font(.system(...))`: San Francisco)
      // Criterion: PM-1.2, PM-1.3, PM-1.4, PM-1.5 (`.font(.system(style))`: iOS's own text styles, in
      // DesignSystem's weights; iOS sizes them)
      // Criterion: PM-2.6, PM-13.1, PM-13.5, PM-15.1, PM-15.2, PM-15.3, PM-15.4, PM-15.5 (system colours and
      // controls only: no gradients, glows, glass or branded styling)
      List {
        Section {
          // Criterion: PM-8.3 (a Wallet-style card: BalanceCard)
          Group {
            if dashboard.balanceIsButton {
              Button {
                model.toggleBalance()
              } label: {
                BalanceCardView(dashboard: dashboard)
              }
              .buttonStyle(.plain)
              .accessibilityElement(children: .ignore)
              .accessibilityLabel(verbatim: dashboard.balanceCardAccessibilityLabel)
              .accessibilityHint(verbatim: dashboard.balanceAccessibilityHint ?? "")
              .accessibilityAddTraits(.isButton)
            } else {
              BalanceCardView(dashboard: dashboard)
                .accessibilityElement(children: .ignore)
                .accessibilityLabel(verbatim: dashboard.balanceCardAccessibilityLabel)
            }
          }
          .privacySensitive()
          .listRowInsets(EdgeInsets())
          .listRowBackground(Color.clear)
        }
        // Under the card, as Apple Cash's card offers them: money in from the demo bank, and out to it.
        Section {
          ForEach(dashboard.balanceActions) { row in
            Button {
              model.dashboardAction(row.id)
            } label: {
              NavigationRow(verbatim: row.title, systemImage: row.systemImage, theme: .payMe)
            }
            .accessibilityLabel(verbatim: row.accessibilityLabel)
            .listRowBackground(Color(Theme.payMe.surface))
          }
        }
        Section {
          ForEach(dashboard.actions) { row in
            Button {
              // Scan a Code asks for the camera first (VisionKit's availability is read here, on the device).
              if row.id == "scan" {
                Task { await model.scanCode { await CodeScanner.availability() } }
              } else {
                model.dashboardAction(row.id)
              }
            } label: {
              // Criterion: PM-8.2
              NavigationRow(verbatim: row.title, systemImage: row.systemImage, theme: .payMe)
            }
            .accessibilityLabel(verbatim: row.accessibilityLabel)
            .listRowBackground(Color(Theme.payMe.surface))
          }
        }
        // What waits for someone, above the history: the contacts' requests first, answered in the row.
        let pending = model.pending.section
        if pending.count > 0 { PendingSectionView(model: model.pending, pending: pending) }
        Section {
          ForEach(dashboard.recent) { row in
            // Criterion: PM-8.2 (a PushRow: the system's right-aligned chevron, as a NavigationLink in a List)
            // The tap asks the model, which pushes the entry's screen with its one model.
            PushRow {
              model.openTransaction(row.id)
            } label: {
              TransactionRow(row: row)
            }
            .accessibilityLabel(verbatim: row.accessibilityLabel)
            .listRowBackground(Color(Theme.payMe.surface))
            .modifier(RepeatRowActions(scheduled: model.scheduledPayments, transactionID: row.id))
          }
          NavigationLink(value: PayMeRoute.activity) { Text(PayMeCopy.seeAll) }
            .listRowBackground(Color(Theme.payMe.surface))
        } header: {
          Text(PayMeCopy.recentActivity)
        }
      }
      .listStyle(.insetGrouped)
      // Criterion: PM-2.1, PM-2.2, PM-6.4, PM-8.4 (the theme's grouped colours, which are the system's)
      .scrollContentBackground(.hidden)
      .background(Color(Theme.payMe.background))
      // Criterion: PM-4.3 (a large title that collapses as the list scrolls)
      .navigationBar(NavigationBarStyle.home)
      .toolbar {
        ToolbarItem(placement: .topBarLeading) {
          NavigationLink(value: PayMeRoute.account) { Image(systemName: "person.crop.circle") }
            .accessibilityLabel(PayMeCopy.account)
        }
        ToolbarItem(placement: .topBarTrailing) {
          NavigationLink(value: PayMeRoute.settings) { Image(systemName: "gearshape") }
            .accessibilityLabel(PayMeCopy.settings)
        }
      }
    }
  }

  /// The balance as Wallet shows a card: a bank card's shape at the usual sizes, growing with its text at the
  /// accessibility sizes (BalanceCard.keepsCardShape).
  @MainActor
  struct BalanceCardView: View {
    let dashboard: Dashboard
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
      let card = VStack(alignment: .leading, spacing: Spacing.xSmall) {
        HStack {
          Text(dashboard.balanceTitle).font(.system(.subheadline)).foregroundStyle(Color(Theme.payMe.secondaryText))
          Spacer()
          Image(systemName: "creditcard.fill").foregroundStyle(Color(Theme.payMe.accent))
            .accessibilityHidden(true)
        }
        Spacer(minLength: 0)
        Text(verbatim: dashboard.balance).font(.system(BalanceCard.amountStyle)).monospacedDigit()
          .foregroundStyle(Color(Theme.payMe.primaryText))
          // One line, never broken mid-number: it shrinks to fit instead, at the largest sizes on the smallest
          // iPhone.
          .lineLimit(1)
          .minimumScaleFactor(0.4)
        // Under the amount, quietly: the money on the card is the demo's.
        Text(dashboard.demoCaption).font(.system(.caption)).foregroundStyle(Color(Theme.payMe.secondaryText))
        Text(verbatim: dashboard.holder).font(.system(.footnote)).foregroundStyle(Color(Theme.payMe.secondaryText))
      }
      .padding(Spacing.medium)
      .frame(maxWidth: .infinity, minHeight: 120, alignment: .leading)
      Group {
        if BalanceCard.keepsCardShape(at: DesignSystem.DynamicTypeSize(dynamicTypeSize)) {
          card.aspectRatio(BalanceCard.aspectRatio, contentMode: .fit)
        } else {
          card
        }
      }
      .background(
        Color(BalanceCard.fill), in: RoundedRectangle(cornerRadius: BalanceCard.cornerRadius, style: .continuous))
    }
  }

  /// A history row: who and what for on the left, the signed amount on the right.
  @MainActor
  struct TransactionRow: View {
    let row: RowValue
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
      // Criterion: PM-16.1 (stacked at the accessibility sizes)
      Group {
        if RowLayout.of(DesignSystem.DynamicTypeSize(dynamicTypeSize)) == .vertical {
          VStack(alignment: .leading, spacing: Spacing.xSmall / 2) {
            labels
            value
          }
        } else {
          HStack {
            labels
            Spacer(minLength: Spacing.xSmall)
            value
          }
        }
      }
      .frame(minHeight: HitTarget.minimum)
    }

    private var labels: some View {
      VStack(alignment: .leading, spacing: 2) {
        Text(verbatim: row.title).font(.system(.body))
        if let subtitle = row.subtitle {
          Text(verbatim: subtitle).font(.system(.footnote)).foregroundStyle(Color(Theme.payMe.secondaryText))
        }
      }
    }

    @ViewBuilder private var value: some View {
      if let value = row.value { Text(verbatim: value).font(.system(.body)).monospacedDigit().privacySensitive() }
    }
  }
#endif
