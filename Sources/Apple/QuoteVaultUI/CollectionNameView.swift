#if os(iOS)
  import DesignSystem
  import DesignSystemUI
  import Localization
  import LocalizationUI
  import QuoteVaultCore
  import SwiftUI

  /// Names a new collection or renames one (QV-5.1, QV-5.2): a refused name keeps the sheet, with the reason
  /// shown on top, so what was typed stays.
  @MainActor
  struct CollectionNameView: View {
    /// The sheet's own model, held by its destination: the name typed survives redraws and a refusal.
    @Bindable var sheet: CollectionNameModel
    /// The field has the keyboard as the sheet opens: naming is the sheet's one job.
    @FocusState private var nameFocused: Bool

    var body: some View {
      NavigationStack {
        Form {
          TextField(QuoteVaultCopy.name, text: $sheet.name)
            .focused($nameFocused)
            .submitLabel(.done)
            .onSubmit(save)
          Text(QuoteVaultCopy.Library.nameHint).font(.footnote).foregroundStyle(.secondary)
        }
        .onAppear { nameFocused = true }
        .navigationTitle(verbatim: sheet.title)
        .navigationBarTitleDisplayMode(.inline)
        // A typed name is never swiped away: the held-back swipe reaches the model, which asks.
        .interactiveDismissDisabled(sheet.holdsUserInput)
        .toolbar {
          ToolbarItem(placement: .cancellationAction) {
            Button(QuoteVaultCopy.cancel) { sheet.cancel() }
          }
          ToolbarItem(placement: .confirmationAction) {
            Button(verbatim: sheet.saveTitle, action: save).disabled(sheet.isSaving)
          }
        }
      }
    }

    private func save() { Task { await sheet.save() } }
  }
#endif
