#if os(iOS)
  import DesignSystem
  import SwiftUI
  import VocaPinCore

  @MainActor
  extension View {
    /// The sheet's presentation from `VocaPinSheetStyle`: the same corners on every VocaPin sheet, and a sheet
    /// that stays a sheet in iPhone landscape.
    func vocaPinSheet(_ screen: VocaPinScreen) -> some View {
      let style = VocaPinSheetStyle.of(screen)
      return
        self
        .presentationCornerRadius(style.cornerRadius)
        .presentationCompactAdaptation(style.staysSheetInCompactHeight ? .none : .automatic)
    }

    /// The error alert, attached to the screen that is on top (`VocaPinModel.topScreen`), never to one that is
    /// presenting a sheet.
    func vocaPinErrorAlert(_ model: VocaPinModel, on screen: VocaPinScreen) -> some View {
      alert(
        VocaPinCopy.appName,
        isPresented: Binding(
          get: { model.isShowingError(on: screen) }, set: { model.setShowingError($0, on: screen) })
      ) {
        Button("OK", role: .cancel) {}
      } message: {
        Text(model.errorMessage ?? "")
      }
    }

    /// Delete asks first, as Notes does.
    func vocaPinDeleteConfirmation(_ model: VocaPinModel) -> some View {
      @Bindable var model = model
      return confirmationDialog(
        VocaPinCopy.deleteConfirmationTitle, isPresented: $model.isConfirmingDeletion, titleVisibility: .visible
      ) {
        Button(VocaPinCopy.delete, role: .destructive) { model.confirmDelete() }
      } message: {
        Text(VocaPinCopy.deleteConfirmationMessage)
      }
    }
  }
#endif
