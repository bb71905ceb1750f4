#if os(iOS)
  import InsolentBardCore
  import SwiftUI

  /// Tells VoiceOver "Copied!" when a copy is made, and ends the confirmation after its moment, so the Copy
  /// button or the row reads as before. Installed once, on the root: it stays in the hierarchy under History and
  /// Favourites, so their rows' copies are announced and ended too, once.
  struct CopyConfirmationModifier: ViewModifier {
    let model: BardModel

    func body(content: Content) -> some View {
      content.task(id: model.copyConfirmation?.id) {
        guard let confirmation = model.copyConfirmation else { return }
        AccessibilityNotification.Announcement(confirmation.announcement).post()
        try? await Task.sleep(for: CopyConfirmation.duration)
        if !Task.isCancelled { model.copyConfirmationEnded(confirmation.id) }
      }
    }
  }

  extension View {
    func copyConfirmation(_ model: BardModel) -> some View { modifier(CopyConfirmationModifier(model: model)) }
  }
#endif
