#if os(iOS)
  import DesignSystem
  import DesignSystemUI
  import Localization
  import LocalizationUI
  import PayMeCore
  import SwiftUI

  /// The home screen's Pending section (PendingSection): what waits for someone, the contacts' requests first,
  /// each with Pay and Decline in the row (the row itself opens the request's screen, where they are too); the
  /// user's own requests and unaccepted payments open their screen, where Remind and Cancel are. Shown only while something is pending.
  @MainActor
  struct PendingSectionView: View {
    let model: PendingModel
    let pending: PendingSection

    var body: some View {
      Section {
        ForEach(pending.rows) { pendingRow in
          if pendingRow.answerable {
            AnswerableRow(model: model, pendingRow: pendingRow)
              .listRowBackground(Color(Theme.payMe.surface))
          } else {
            // The screen's model is made by the app, on the tap (`open`), as History's rows.
            PushRow {
              model.open(pendingRow.id)
            } label: {
              TransactionRow(row: pendingRow.row)
            }
            .accessibilityLabel(verbatim: pendingRow.row.accessibilityLabel)
            .listRowBackground(Color(Theme.payMe.surface))
          }
        }
      } header: {
        // The header carries the section's count, its badge.
        Text(verbatim: pending.title)
          .accessibilityLabel(verbatim: pending.accessibilityLabel)
          .accessibilityAddTraits(.isHeader)
      }
    }
  }

  /// A contact's request: who, what for and how much (a tap opens its screen), then Pay and Decline, as on the
  /// request's own screen (the same intents). Side by side, stacked at the accessibility sizes; no fixed widths.
  @MainActor
  private struct AnswerableRow: View {
    let model: PendingModel
    let pendingRow: PendingRow
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
      VStack(alignment: .leading, spacing: Spacing.xSmall) {
        // A tap on the row itself (not its buttons) opens the request's screen, as every other row does; Pay and
        // Decline are also the row's VoiceOver actions, so the answer needs no hunt for the buttons.
        PushRow {
          model.open(pendingRow.id)
        } label: {
          TransactionRow(row: pendingRow.row)
        }
        // Its own target beside Pay and Decline: the List's default style would make the whole row one button.
        .buttonStyle(.plain)
        .accessibilityLabel(verbatim: pendingRow.row.accessibilityLabel)
        .accessibilityAction(named: Text(PayMeCopy.pay)) { model.pay(pendingRow.id) }
        .accessibilityAction(named: Text(PayMeCopy.decline)) { model.askToDecline(pendingRow.id) }
        if RowLayout.of(DesignSystem.DynamicTypeSize(dynamicTypeSize)) == .vertical {
          VStack(spacing: Spacing.xSmall) { buttons }
        } else {
          HStack(spacing: Spacing.xSmall) { buttons }
        }
      }
      .padding(.vertical, Spacing.xSmall / 2)
    }

    // Each button its own target: a button style other than the List's default keeps the row from turning into
    // one button. Pay is the system's prominent button, as on the payment sheet.
    @ViewBuilder private var buttons: some View {
      ProminentButton(PayMeCopy.pay) { model.pay(pendingRow.id) }
        .accessibilityLabel(verbatim: pendingRow.payAccessibilityLabel)
      Button(PayMeCopy.decline, role: .destructive) { model.askToDecline(pendingRow.id) }
        .buttonStyle(.secondary(.payMe))
        .frame(maxWidth: .infinity)
        .accessibilityLabel(verbatim: pendingRow.declineAccessibilityLabel)
    }
  }

  struct PendingSectionView_Previews: PreviewProvider {
    static var previews: some View {
      let model = PayMePreviewValues.model()
      List { PendingSectionView(model: model.pending, pending: model.pending.section) }
        .previewDisplayName("Pending")
    }
  }
#endif
