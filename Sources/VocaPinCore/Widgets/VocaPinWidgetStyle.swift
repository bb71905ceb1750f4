import DesignSystem

/// How a widget's note is lettered, as its configuration chooses.
public enum WidgetLettering: String, CaseIterable, Sendable {
  /// The note's handwriting: every widget's look before styles existed, and the default.
  case handwritten
  /// The system font, for a widget that should read like the Home Screen around it.
  case printed
}

/// How one Home Screen widget draws its note ("Edit Widget" > Colour, Lettering): its own choice, so
/// two widgets of the same note can differ. A widget left unconfigured (`standard`) draws the note as every
/// widget did before: on the note's own colour, handwritten. Only a note is styled; the neutral cards (widget
/// off, no notes, files not readable yet) stay the system's.
public struct VocaPinWidgetStyle: Equatable, Sendable {
  /// The paper; nil draws the note's own colour.
  public var paper: NoteColor?
  public var lettering: WidgetLettering

  public init(paper: NoteColor? = nil, lettering: WidgetLettering = .handwritten) {
    self.paper = paper
    self.lettering = lettering
  }

  public static let standard = VocaPinWidgetStyle()

  /// The configuration's value for "the note's own colour"; a colour's is its `NoteColor.rawValue`.
  public static let noteColourIdentifier = "note"

  /// The style the configuration's values name ("note" or a colour's raw value; a lettering's raw value);
  /// anything else (missing, stale, hostile) is the default, so a widget never fails to draw for its settings.
  public init(paperIdentifier: String?, letteringIdentifier: String?) {
    self.init(
      paper: paperIdentifier.flatMap(NoteColor.init(rawValue:)),
      lettering: letteringIdentifier.flatMap(WidgetLettering.init(rawValue:)) ?? .handwritten)
  }
}

/// What a widget draws a face with once its style is applied: the values the SwiftUI widget and
/// `VocaPinWidgetScene` both read.
public struct VocaPinWidgetLook: Equatable, Sendable {
  public let paper: ColorPair
  public let ink: ColorPair
  public let fontRole: FontRole

  public init(paper: ColorPair, ink: ColorPair, fontRole: FontRole) {
    self.paper = paper
    self.ink = ink
    self.fontRole = fontRole
  }
}

extension VocaPinWidgetFace {
  /// This face as a widget with `style` draws it: a note on the chosen paper (the note's ink reads on every
  /// note colour, light and dark) in the chosen lettering; the neutral cards as they are.
  public func look(_ style: VocaPinWidgetStyle = .standard) -> VocaPinWidgetLook {
    guard case .note(let note, _) = self else { return VocaPinWidgetLook(paper: paper, ink: ink, fontRole: fontRole) }
    return VocaPinWidgetLook(
      paper: (style.paper ?? note.color).paper, ink: ink,
      fontRole: style.lettering == .printed ? .system : fontRole)
  }
}
