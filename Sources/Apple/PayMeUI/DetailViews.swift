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

  /// The account: holder, balance and contacts, grouped like Settings.
  @MainActor
  struct AccountView: View {
    let model: PayMeModel

    var body: some View {
      List {
        Section {
          Row(PayMeCopy.name, value: model.ledger.holderName)
          balanceRow
          Row(PayMeCopy.currency, value: model.ledger.currency.code)
        } footer: {
          Text(model.dashboard.demoCaption)
        }
        Section {
          ForEach(model.ledger.contacts) { contact in
            LabeledContent {
              Text(verbatim: contact.handle)
            } label: {
              Text(verbatim: contact.name)
            }
          }
        } header: {
          Text(PayMeCopy.contacts)
        }
      }
      .listStyle(.insetGrouped)
      .navigationBar(NavigationBarStyle.account)
    }

    /// The balance by the card's rule (`Dashboard`): while Hide Balance is on, dots that a tap reveals (and hides
    /// again) here and on the card together, `toggleBalance`; VoiceOver says "Balance hidden", not the dots.
    @ViewBuilder private var balanceRow: some View {
      let dashboard = model.dashboard
      Group {
        if dashboard.balanceIsButton {
          Button {
            model.toggleBalance()
          } label: {
            // The whole row is the target, and it keeps the row's colours, not the button's tint.
            Row(PayMeCopy.balance, value: dashboard.balance, isAmount: true).contentShape(Rectangle())
          }
          .buttonStyle(.plain)
          .accessibilityElement(children: .ignore)
          .accessibilityLabel(verbatim: dashboard.balanceAccessibilityLabel)
          .accessibilityHint(verbatim: dashboard.balanceAccessibilityHint ?? "")
          .accessibilityAddTraits(.isButton)
        } else {
          Row(PayMeCopy.balance, value: dashboard.balance, isAmount: true)
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(verbatim: dashboard.balanceAccessibilityLabel)
        }
      }
      .privacySensitive()
    }
  }

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
      let sections = model.activitySections
      Group {
        if let query = activity.noResults(sections) {
          ContentUnavailableView.search(text: query)
        } else {
          // By month, newest first, as Wallet lists a card's transactions.
          List {
            ForEach(sections) { section in
              Section {
                ForEach(section.rows) { row in
                  // The row's value carries a new screen model; only the one tapped joins the path.
                  NavigationLink(value: model.transactionRoute(row.id)) { TransactionRow(row: row) }
                    .accessibilityLabel(verbatim: row.accessibilityLabel)
                    .modifier(RepeatRowActions(model: model, transactionID: row.id))
                }
              } header: {
                Text(verbatim: section.title)
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

  /// One payment, as Wallet shows a transaction: the amount large, then its details in a group. The screen's
  /// own model (`screen`, the pushed route's) says what it shows, takes its buttons and holds the Repeat section;
  /// the app model keeps the receipt, which the payment sheet shares too.
  @MainActor
  struct TransactionDetailView: View {
    let model: PayMeModel
    let screen: TransactionModel

    var body: some View {
      List {
        if let transaction = screen.transaction {
          Section {
            VStack(spacing: Spacing.xSmall) {
              // Hide Balance holds here too.
              Text(verbatim: screen.amount ?? "")
                .font(.system(.largeTitle)).monospacedDigit().privacySensitive()
                // One line at every size: a large amount shrinks rather than wrapping mid-number.
                .lineLimit(1).minimumScaleFactor(0.4)
                .accessibilityLabel(verbatim: screen.amountAccessibility ?? "")
              Text(verbatim: transaction.counterparty.name).font(.system(.body)).foregroundStyle(
                Color(Theme.payMe.secondaryText))
            }
            .frame(maxWidth: .infinity)
            .padding(.vertical, Spacing.small)
            .accessibilityElement(children: .combine)
          }
          Section {
            Row(PayMeCopy.status, value: PayMeCopy.status(transaction).text)
            if !transaction.note.isEmpty { Row(PayMeCopy.note, value: transaction.note) }
            // The date in the user's locale, by its formatter.
            Row(PayMeCopy.date, value: transaction.date.formatted(date: .long, time: .shortened))
            Row(PayMeCopy.counterpartyTitle(transaction), value: transaction.counterparty.handle)
            ForEach(model.detailRows(transaction)) { row in
              LabeledContent {
                Text(verbatim: row.value ?? "")
              } label: {
                Text(verbatim: row.title)
              }
              .privacySensitive()
            }
          }
          // A contact's request: pay it (the same confirmation and Face ID) or decline it.
          if screen.canAnswer {
            Section {
              Button(PayMeCopy.pay) { screen.pay() }
              Button(PayMeCopy.decline, role: .destructive) { screen.askToDecline() }
            }
          }
          // A payment not accepted yet: cancel it, and the money comes back (after a system alert).
          if screen.canCancelPayment {
            Section {
              Button(PayMeCopy.cancelPayment, role: .destructive) { screen.askToCancelPayment() }
            }
          }
          if let repeating = screen.repeating { RepeatPaymentSection(model: model, repeating: repeating) }
          // A request still waiting: remind, or withdraw it (after a system alert).
          if screen.canRemindOrCancel {
            Section {
              Button(screen.remindTitle) { screen.remind() }
                .disabled(!screen.canRemind)
              Button(PayMeCopy.cancelRequest, role: .destructive) { screen.askToCancelRequest() }
            }
          }
        }
      }
      .listStyle(.insetGrouped)
      // Criterion: PM-4.2 (inline title; the back button reads the previous screen's title)
      .navigationBar(screen.transaction.map(NavigationBarStyle.of) ?? NavigationBarStyle.transaction)
      .toolbar {
        // A completed payment's receipt, through the system share sheet.
        if let transaction = screen.transaction, model.receipt(transaction) != nil {
          ToolbarItem(placement: .primaryAction) {
            // The system share sheet, through the model's stack (PayMeDestination.share).
            Button(PayMeCopy.shareReceipt, systemImage: "square.and.arrow.up") { model.shareReceipt(transaction) }
          }
        }
      }
    }
  }

  /// Settings, as the Settings app groups its rows (PM-6.3), on its own model.
  @MainActor
  struct SettingsView: View {
    @Bindable var model: PayMeSettingsModel

    init(model: PayMeSettingsModel) { _model = Bindable(model) }

    var body: some View {
      Form {
        HandleSection(model: model.handleEditor)
        Section {
          LabeledContent {
            Text(model.security.value)
          } label: {
            Text(model.security.title)
          }
          if model.security.opensSettings {
            Button(PayMeCopy.openSettings) { model.openSettings() }
          }
        } header: {
          Text(PayMeCopy.security)
        } footer: {
          Text(model.security.footer)
        }
        Section {
          Toggle(PayMeCopy.notifications, isOn: $model.notificationsEnabled)
          Picker(selection: $model.appearance) {
            Text(PayMeCopy.appearanceSystem).tag(PayMeSettings.Appearance.system)
            Text(PayMeCopy.appearanceLight).tag(PayMeSettings.Appearance.light)
            Text(PayMeCopy.appearanceDark).tag(PayMeSettings.Appearance.dark)
          } label: {
            Text(PayMeCopy.appearance)
          }
        }
        Section {
          NavigationLink(value: PayMeRoute.scheduledPayments) {
            Text(ScheduledCopy.listTitle)
          }
        }
        Section {
          Toggle(PayMeCopy.hideBalance, isOn: $model.hideBalance)
        } footer: {
          Text(PayMeCopy.hideBalanceFooter)
        }
        Section {
          Toggle(PayMeCopy.appLock, isOn: $model.appLockEnabled)
          if model.appLockEnabled {
            Picker(selection: $model.appLockDelay) {
              ForEach(PayMeSettings.appLockDelays) { delay in Text(delay.title).tag(delay) }
            } label: {
              Text(PayMeCopy.appLockRequire)
            }
          }
        } footer: {
          Text(PayMeCopy.appLockFooter(model.biometryKind, delay: model.appLockDelay))
        }
        Section {
          Button(PayMeCopy.resetDemoData, role: .destructive) { model.askToResetDemoData() }
            .accessibilityHint(PayMeCopy.resetDemoDataHint)
        } header: {
          Text(PayMeCopy.demo)
        } footer: {
          Text(PayMeCopy.demoFooter)
        }
        Section {
          // App Review 5.1.1(i): the privacy policy in the app.
          PrivacyPolicyRow(
            policy: model.privacyPolicy, title: PayMeCopy.privacyPolicy, pushing: PayMeRoute.privacyPolicy)
          AboutRows(
            info: .inBundle,
            titles: AboutRows.Titles(
              rate: PayMeCopy.rateApp, contactSupport: PayMeCopy.contactSupport,
              version: PayMeCopy.version))
        }
      }
      .navigationBar(NavigationBarStyle.settings)
    }
  }

  /// Settings' "Your Handle": the handle others pay this install with, typed and saved on its own model; a
  /// refusal is said under the field in words.
  @MainActor
  struct HandleSection: View {
    let model: HandleEditModel

    var body: some View {
      Section {
        HStack(spacing: 2) {
          Text(verbatim: "@").foregroundStyle(.secondary).accessibilityHidden(true)
          TextField(PayMeCopy.handleTitle, text: Binding(get: { model.text }, set: { model.edit($0) }))
            .textInputAutocapitalization(.never)
            .autocorrectionDisabled()
            .textContentType(.nickname)
            .submitLabel(.done)
            .onSubmit { model.save() }
        }
        if let refusal = model.refusal {
          Text(refusal.message).font(.footnote).foregroundStyle(.red)
        }
        if model.canSave {
          Button(PayMeCopy.handleSave) { model.save() }
        }
      } header: {
        Text(PayMeCopy.handleTitle)
      } footer: {
        Text(PayMeCopy.handleFooter)
      }
    }
  }

  /// A label and a value side by side, as Settings shows them: the label is PayMe's words, the value the user's
  /// data or an already formatted amount or date.
  @MainActor
  struct Row: View {
    let title: LocalizedCopy
    let value: String
    /// An amount keeps to one line, shrinking at the largest sizes on the smallest iPhone rather than breaking
    /// mid-number, as the balance card's does.
    let isAmount: Bool

    init(_ title: LocalizedCopy, value: String, isAmount: Bool = false) {
      self.title = title
      self.value = value
      self.isAmount = isAmount
    }

    var body: some View {
      LabeledContent {
        if isAmount {
          Text(verbatim: value).monospacedDigit().lineLimit(1).minimumScaleFactor(0.5)
        } else {
          Text(verbatim: value)
        }
      } label: {
        Text(title)
      }
    }
  }
#endif
