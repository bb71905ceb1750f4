#if os(iOS)
  import Presentation
  import PresentationUI
  import QuoteVaultCore
  import SwiftUI
  import SystemSheetsUI

  /// A presented surface's content, drawn from its payload; the stack installs the presentations of its level
  /// on it (what it may present over itself, and the alert on top).
  @MainActor
  struct QuoteVaultSurfaceView: View {
    let surface: Surface<QuoteVaultDestination>
    let model: QuoteVaultModel
    let sharing: Sharing

    @ViewBuilder var body: some View {
      switch surface.destination {
      case .shareCard(let card): ShareCardView(sheet: card)
      case .addToCollection(let picker): AddToCollectionView(picker: picker)
      case .collectionName(let sheet): CollectionNameView(sheet: sheet)
      case .ownQuote(let sheet): OwnQuoteEditorView(sheet: sheet)
      case .newPassword(let sheet): NewPasswordView(sheet: sheet)
      case .accountChange(let sheet): AccountChangeView(sheet: sheet)
      case .history(let sheet): HistoryView(sheet: sheet)
      case .reader(let reader): ReaderView(reader: reader)
      case .onboarding(let onboarding): OnboardingView(onboarding: onboarding)
      case .topics(let sheet): TopicsView(sheet: sheet)
      case .reminderSet(let sheet): ReminderSetEditorView(sheet: sheet)
      case .readingTheme(let sheet): ReadingThemeView(sheet: sheet)
      case .readAll(let sheet): ReadAllView(sheet: sheet)
      case .readingPhotoPicker:
        PhotoPicker { [model] photo in Task { await model.reading.photoPicked(photo) } }
      case .signIn(let sheet):
        AuthView(form: sheet, cancel: { model.cancelSignIn() }) {
          Task { await model.afterSignIn() }
        }
      case .share(let item): ShareSheet(item) { [model, surface] in model.systemSheetFinished(surface) }
      case .avatarPicker:
        PhotoPicker { [model, renderer = sharing.renderer] photo in
          Task { await model.avatarPicked(photo, renderer: renderer) }
        }
      }
    }
  }

  struct QuoteVaultSurfaceView_Previews: PreviewProvider {
    static var previews: some View {
      // The router drawing one destination's sheet, as the root's presentations call it.
      let model = QuoteVaultPreviewValues.model()
      let naming = CollectionNameModel(.create(adding: QuoteVaultPreviewValues.quotes[0]))
      QuoteVaultSurfaceView(
        surface: Surface(id: 1, destination: .collectionName(naming), style: .sheet), model: model,
        sharing: QuoteVaultPreviewValues.sharing
      )
      .previewDisplayName("A sheet: New collection")
    }
  }
#endif
