#if os(iOS)
  import DesignSystem
  import DesignSystemUI
  import Localization
  import LocalizationUI
  import QuoteVaultCore
  import SwiftUI

  /// "My Quotes": the user's own quotes, private to them; add, edit and delete (asks first) from each row's menu,
  /// delete from its swipe too. The writing sheet and the confirmation are the model's (`MyQuotesModel`).
  @MainActor
  struct MyQuotesView: View {
    let model: QuoteVaultModel
    let sharing: Sharing

    var body: some View {
      List {
        ForEach(model.library.ownQuotes) { quote in
          // Any quote's actions (heart, share, a collection), with Edit and Delete (asks first) of its own.
          QuoteRow(
            quote: quote, model: model, sharing: sharing, reading: .ownQuotes, pushes: .quote(quote),
            editOwn: { model.myQuotes.edit(quote) }, deleteOwn: { model.myQuotes.askToDelete(quote) })
        }
      }
      .overlay {
        if model.library.ownQuotes.isEmpty {
          ContentUnavailableView(
            OwnQuoteModel.emptyTitle, systemImage: "square.and.pencil",
            description: Text(OwnQuoteModel.emptyDescription))
        }
      }
      .toolbar {
        ToolbarItem(placement: .primaryAction) {
          Button(QuoteVaultCopy.Library.newQuote, systemImage: "plus") { model.myQuotes.newQuote() }
        }
      }
      .navigationTitle(QuoteVaultCopy.Library.myQuotes)
    }
  }

  /// Writes a quote of the user's own or changes one: a refusal is said under the fields, keeping what was typed.
  @MainActor
  struct OwnQuoteEditorView: View {
    /// The sheet's own model, held by its destination.
    @Bindable var sheet: OwnQuoteModel

    var body: some View {
      NavigationStack {
        Form {
          Section {
            TextField(QuoteVaultCopy.Library.quoteField, text: $sheet.text, axis: .vertical).lineLimit(3...8)
            TextField(QuoteVaultCopy.Library.authorField, text: $sheet.author).textContentType(.name)
            Picker(QuoteVaultCopy.category, selection: $sheet.categoryName) {
              ForEach(sheet.categoryChoices, id: \.self) { Text(verbatim: QuoteCategory.title(of: $0)).tag($0) }
            }
          } footer: {
            if let problem = sheet.problem ?? sheet.draftProblem {
              Text(verbatim: problem).foregroundStyle(Color(Theme.quoteVault.destructive))
            } else {
              Text(OwnQuoteModel.privacyNote)
            }
          }
        }
        .navigationTitle(verbatim: sheet.title)
        .navigationBarTitleDisplayMode(.inline)
        // What the user wrote is never swiped away: the held-back swipe reaches the model, which asks.
        .interactiveDismissDisabled(sheet.holdsUserInput)
        .toolbar {
          ToolbarItem(placement: .cancellationAction) { Button(QuoteVaultCopy.cancel) { sheet.cancel() } }
          ToolbarItem(placement: .confirmationAction) {
            Button(QuoteVaultCopy.save) { Task { await sheet.save() } }.disabled(sheet.isSaving)
          }
        }
      }
    }
  }
#endif
