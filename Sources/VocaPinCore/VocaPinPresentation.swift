import DesignSystem

/// The screens VocaPin presents, each over the one before: what is on top decides where an alert may appear
/// (SwiftUI shows no alert from a view that is already presenting a sheet).
public enum VocaPinScreen: Equatable, Sendable {
  case board
  case editor
  case allNotes
  case profileSettings
  /// Presented by Profile Settings, over it.
  case widgetSetup
}

extension VocaPinScreen {
  /// The screens presented as sheets, in the order they can stack.
  public static let sheets: [VocaPinScreen] = [.editor, .allNotes, .profileSettings, .widgetSetup]
}

/// How each VocaPin sheet is presented: every sheet view applies its own entry (`.vocaPinSheet(_:)`), so the
/// corners match across the app (VP-5.2) and no sheet turns full screen in iPhone landscape (VP-6.4).
public struct VocaPinSheetStyle: Equatable, Sendable {
  public let cornerRadius: Double
  /// In a vertically compact size class (iPhone landscape) a sheet becomes a full-screen cover by default;
  /// VocaPin's stay sheets (`.presentationCompactAdaptation(.none)`).
  public let staysSheetInCompactHeight: Bool
  /// A fraction of the screen's height, or nil for the system's full-height sheet.
  public let detentFraction: Double?

  public static func of(_ screen: VocaPinScreen) -> VocaPinSheetStyle {
    switch screen {
    case .widgetSetup:
      VocaPinSheetStyle(
        cornerRadius: WidgetSetupGuide.cornerRadius, staysSheetInCompactHeight: true,
        detentFraction: WidgetSetupGuide.detentFraction)
    case .board, .editor, .allNotes, .profileSettings:
      VocaPinSheetStyle(cornerRadius: CornerRadius.sheet, staysSheetInCompactHeight: true, detentFraction: nil)
    }
  }
}

/// VocaPin's own animations: a note's paper changing colour cross-fades; everything else (sheets, the pager,
/// lists) is the system's motion.
public enum VocaPinMotion {
  public static let paperColour = MotionEffect.crossFade
  public static let all = [paperColour]
}
