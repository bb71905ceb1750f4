#if os(iOS)
  import Localization
  import UIKit
  import VocaPinCore

  /// The bar above the keyboard while a note's words are typed: Checklist, which the sheet's bottom bar holds under
  /// the keyboard, and Hide Keyboard, as Apple Notes has them over its keyboard. It is the text view's
  /// `inputAccessoryView`: SwiftUI's `.keyboard` toolbar placement follows SwiftUI's own focus (Apple's
  /// `ToolbarItemPlacement.keyboard`) and shows nothing for a UIKit text view in a `UIViewRepresentable`.
  @MainActor
  enum NoteKeyboardBar {
    static func make(checklist: @escaping @MainActor () -> Void, hideKeyboard: @escaping @MainActor () -> Void)
      -> UIToolbar
    {
      let bar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
      // The same action as the bottom bar's button: the model makes the edit, the text view applies it in place.
      let checklistItem = UIBarButtonItem(
        title: VocaPinCopy.checklistButton.text, image: UIImage(systemName: "checklist"),
        primaryAction: UIAction { _ in checklist() })
      checklistItem.accessibilityHint = VocaPinCopy.checklistButtonHint.text
      let hide = UIBarButtonItem(
        title: VocaPinCopy.hideKeyboard.text, image: UIImage(systemName: "keyboard.chevron.compact.down"),
        primaryAction: UIAction { _ in hideKeyboard() })
      bar.items = [checklistItem, .flexibleSpace(), hide]
      bar.sizeToFit()
      return bar
    }
  }
#endif
