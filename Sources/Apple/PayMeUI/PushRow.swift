#if os(iOS)
  import DesignSystem
  import SwiftUI

  /// A row that pushes a screen through the model's intent, with the system's right-aligned chevron as a
  /// NavigationLink in a List shows (PM-8.2). A NavigationLink's value is made each time the list is drawn; this
  /// row makes nothing until it is tapped, so the screen's model is made once, by the model.
  @MainActor
  struct PushRow<Label: View>: View {
    let action: @MainActor () -> Void
    @ViewBuilder let label: Label

    var body: some View {
      Button(action: action) {
        HStack {
          // The row's own text colours, not the button's tint, as a NavigationLink's label keeps them.
          label.foregroundStyle(Color.primary)
          Spacer(minLength: Spacing.xSmall)
          Image(systemName: "chevron.forward").font(.system(.footnote).weight(.semibold))
            .foregroundStyle(.tertiary).accessibilityHidden(true)
        }
      }
    }
  }

  struct PushRow_Previews: PreviewProvider {
    static var previews: some View {
      let model = PayMePreviewValues.model()
      List {
        ForEach(model.dashboard.recent) { row in
          PushRow {
            model.openTransaction(row.id)
          } label: {
            TransactionRow(row: row)
          }
        }
      }
      .previewDisplayName("History rows")
    }
  }
#endif
