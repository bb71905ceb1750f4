import Localization

extension VocaPinCopy {
  /// The editor's toolbar button (SF Symbol "checklist"), as VoiceOver and the pointer's help name it.
  public static let checklistButton = LocalizedCopy("vocapin.editor.checklist", "Checklist")
  /// The button's hint: what it does to the note's last line (SwiftUI's iOS 17 text editor tells no cursor).
  public static let checklistButtonHint = LocalizedCopy(
    "vocapin.editor.checklistHint", "Turns the last line into a checklist item, or back into text.")
  /// The button above the keyboard (SF Symbol "keyboard.chevron.compact.down") that lowers it, as Apple Notes'
  /// does: the sheet's Checklist button and colours are under the keyboard until it goes down.
  public static let hideKeyboard = LocalizedCopy("vocapin.editor.hideKeyboard", "Hide Keyboard")
  /// A checklist item's box on the board, as VoiceOver reads its state.
  public static let checklistChecked = LocalizedCopy("vocapin.a11y.checked", "checked")
  public static let checklistNotChecked = LocalizedCopy("vocapin.a11y.notChecked", "not checked")
  public static func checklistState(isChecked: Bool) -> LocalizedCopy {
    isChecked ? checklistChecked : checklistNotChecked
  }
  /// What a tap on an item's box does, said after its state.
  public static let checklistItemHint = LocalizedCopy("vocapin.a11y.checklistItemHint", "Checks or unchecks the item.")
  /// An item inside a note's words, as VoiceOver reads the whole note: its words, then its state.
  public static func checklistItemLabel(_ words: String, isChecked: Bool) -> LocalizedCopy {
    isChecked
      ? LocalizedCopy("vocapin.a11y.checklistItem.checked", "%@, checked", .text(words))
      : LocalizedCopy("vocapin.a11y.checklistItem.notChecked", "%@, not checked", .text(words))
  }
}

extension VocaPinCopy.Widget {
  /// An item on the widget, as VoiceOver reads it (the widget extension's catalog).
  public static func checklistItemLabel(_ words: String, isChecked: Bool) -> LocalizedCopy {
    isChecked
      ? LocalizedCopy("vocapin.widget.checklistItem.checked", "%@, checked", .text(words))
      : LocalizedCopy("vocapin.widget.checklistItem.notChecked", "%@, not checked", .text(words))
  }
}
