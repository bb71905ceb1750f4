#if os(iOS)
  import SwiftUI
  import VocaPinCore

  @MainActor
  extension View {
    /// The sheet's presentation from `VocaPinSheetStyle`: the same corners on every VocaPin sheet, and a sheet
    /// that stays a sheet in iPhone landscape.
    func vocaPinSheet(_ sheet: VocaPinDestination) -> some View { vocaPinSheet(style: .of(sheet)) }

    func vocaPinSheet(style: VocaPinSheetStyle) -> some View {
      self
        .presentationCornerRadius(style.cornerRadius)
        // A sheet in iPhone landscape too, at its detent (the Widget Setup sheet's is three quarters of the
        // landscape window, re-read from `WidgetSetupModel.windowMeasured` on rotation), never a full-screen cover.
        .presentationCompactAdaptation(
          horizontal: .automatic, vertical: style.staysSheetInCompactHeight ? .sheet : .automatic)
    }
  }
#endif
