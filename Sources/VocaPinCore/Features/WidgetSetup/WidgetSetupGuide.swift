import DesignSystem
import Foundation
import Localization
import Rendering

/// The Widget Setup sheet as values: its text, fonts, presentation and VoiceOver description (VP-1.3, VP-2 to
/// VP-6). `WidgetSetupView` reads every one of them; tests check them on Linux.
public enum WidgetSetupGuide {
  // MARK: Copy (VP-3.1, VP-3.2, VP-3.3, VP-4.1)

  public static let title = LocalizedCopy("vocapin.setup.title", "Widget Setup!")
  public static let subtitle = LocalizedCopy(
    "vocapin.setup.subtitle", "Just a few steps to get your widget on the home screen:")
  /// Adding a widget, as Apple's guide "Add, edit and remove widgets on iPhone" describes it: iOS 18 and later
  /// put Add Widget under Edit in the top corner; iOS 17 shows a + button there. One step says both.
  public static let steps = [
    LocalizedCopy("vocapin.setup.step1", "Touch and hold an empty area of your Home Screen until the apps jiggle."),
    LocalizedCopy(
      "vocapin.setup.step2", "Tap Edit in the top corner, then Add Widget (on iOS 17, tap the + button)."),
    LocalizedCopy("vocapin.setup.step3", "Search for VocaPin and tap it."),
    LocalizedCopy("vocapin.setup.step4", "Swipe to choose a size, then tap Add Widget."),
    LocalizedCopy("vocapin.setup.step5", "Place the widget where you like it, then tap Done."),
  ]
  /// The Lock Screen's widgets (a note, rectangular or on one line, and the circular New Voice Note), after the
  /// Home Screen's steps: iOS 17's way, as Apple's guide "Add widgets to your iPhone Lock Screen" gives it
  /// (Customize, then the box under the time, or the date above it for one line).
  public static let lockScreenTitle = LocalizedCopy("vocapin.setup.lockScreenTitle", "On the Lock Screen")
  public static let lockScreen = LocalizedCopy(
    "vocapin.setup.lockScreen",
    "Touch and hold the Lock Screen, tap Customize, then Lock Screen. Tap the box under the time, then VocaPin: a note, or New Voice Note to open the recorder. For a note on one line, tap the date above the time instead. A note's words show there while your iPhone is locked only with Show Notes on Lock Screen on."
  )
  public static let gotIt = LocalizedCopy("vocapin.setup.gotIt", "Got it!")
  /// Got it!'s VoiceOver hint: the sheet closes back to the screen it rose over.
  public static func closeHint(returningTo screen: LocalizedCopy) -> LocalizedCopy {
    LocalizedCopy(
      "vocapin.setup.closeHint", "Closes the widget setup guide and returns to %@.", .text(screen.text))
  }
  /// A step as VoiceOver reads it: where it is in the list, then its words.
  public static func stepLabel(_ index: Int, _ step: LocalizedCopy) -> LocalizedCopy {
    LocalizedCopy(
      "vocapin.setup.a11yStep", "Step %@ of %@: %@", .text((index + 1).formatted()), .text(steps.count.formatted()),
      .text(step.text))
  }
  /// A step's number in the list ("1."), in the reader's digits.
  public static func stepNumber(_ index: Int) -> String { "\((index + 1).formatted())." }

  // MARK: Presentation (VP-2.1, VP-2.2, VP-2.3, VP-2.5, VP-5.2, VP-5.4, VP-5.5, VP-6.4)

  /// The sheet's height as a share of the window's: three quarters, within the 70-80 % the spec asks for, in
  /// portrait and landscape alike.
  public static let detentFraction = 0.75

  /// The sheet's height as the user sees it, in points, in `window`: three quarters of the window, from its
  /// bottom edge (the home indicator's strip included, as the sheet's paper covers it).
  public static func sheetHeight(in window: WindowMetrics) -> Double {
    (window.height * detentFraction).rounded()
  }

  /// What the sheet's `.presentationDetents` reads in `window`. A `.fraction` detent would be a share of the
  /// sheet's own largest height, less than the screen's, and less again over Profile Settings' sheet; a height
  /// in points is the same share of the screen from anywhere. SwiftUI measures a detent inside the sheet's safe
  /// area, as UIKit does ("a height within the safe area of the sheet", `UISheetPresentationController.Detent
  /// .custom`): the sheet rises that far above the bottom safe-area inset, so the inset is taken off here.
  public static func detent(in window: WindowMetrics) -> WidgetSetupDetent {
    .height(max(minimumDetentHeight, sheetHeight(in: window) - window.bottomSafeAreaInset))
  }
  /// The detents the sheet offers at `typeSize`: the three-quarter one it opens at (a sheet opens at its
  /// smallest detent), and at the accessibility sizes, where the steps need far more height, also the full
  /// height the user can drag it up to (VP-2.1 holds as it opens).
  public static func detents(_ detent: WidgetSetupDetent, at typeSize: DynamicTypeSize) -> [WidgetSetupDetent] {
    typeSize.isAccessibilitySize && detent != .large ? [detent, .large] : [detent]
  }
  /// Never less than the button and its padding, whatever a measurement said.
  static let minimumDetentHeight = 120.0

  /// Rounded like every modal sheet and card in the apps (`CornerRadius.sheet`).
  public static let cornerRadius = CornerRadius.sheet
  /// Space between the sheet's edge and its content, and between its parts: the design system's spacing.
  public static let contentPadding = Spacing.medium
  public static let sectionSpacing = Spacing.medium
  public static let stepSpacing = Spacing.small
  /// The system dims what is behind a sheet smaller than full height, with its own dimming view that the app
  /// does not restyle; this is only the Linux preview's stand-in for it (`WidgetSetupScene`). No view reads it:
  /// VP-2.5 and VP-5.4 are Apple-only.
  public static let dimmingOpacity = 0.4
  /// Swipe down and tap outside both dismiss: the sheet is never `interactiveDismissDisabled`.
  public static let allowsInteractiveDismissal = true
  public static let showsDragIndicator = true

  // MARK: Look (VP-2.4, VP-3.4, VP-3.5, VP-5.1, VP-5.3)

  /// The cream sticky-note paper of VocaPin's theme.
  public static let background = Theme.vocaPin.background
  public static let ink = Theme.vocaPin.primaryText
  public static let buttonFill = Theme.vocaPin.accent
  public static let buttonText = Theme.vocaPin.onAccent
  /// Marker Felt throughout, scaling with Dynamic Type (`Font.custom(_:size:relativeTo:)`).
  public static let titleFont = ThemeFont(role: .handwritten, style: .largeTitle, basePointSize: 34, weight: .bold)
  public static let subtitleFont = ThemeFont(role: .handwritten, style: .title3, basePointSize: 20)
  public static let stepFont = ThemeFont(role: .handwritten, style: .body, basePointSize: 18)
  public static let stepNumberFont = ThemeFont(role: .handwritten, style: .body, basePointSize: 18, weight: .bold)
  public static let buttonFont = ThemeFont(role: .handwritten, style: .headline, basePointSize: 20, weight: .bold)
  /// The button spans the sheet's width and is at least this tall, above the 44-point minimum.
  public static let buttonHeight = HitTarget.largeButtonHeight
  public static let buttonCornerRadius = CornerRadius.button
  /// The title and subtitle stop growing at this Dynamic Type setting, so at the accessibility sizes the steps,
  /// which are the point of the sheet, start in view on every iPhone; the steps and the button keep growing.
  public static let headingTypeSizeLimit = DynamicTypeSize.xxxLarge
  /// The numbered badge beside each step, at the default text size.
  public static let stepNumberWidth = 28.0

  /// The column the step numbers take at `typeSize`: it grows with the numbers' font, so "5." never touches its
  /// step's text at the accessibility sizes (VP-3.3). The sheet and its Linux scene both read it.
  public static func stepNumberWidth(at typeSize: DynamicTypeSize) -> Double {
    (stepNumberWidth * typeSize.scaleFactor(for: stepNumberFont)).rounded(.up)
  }

  // MARK: VoiceOver (VP-6.5)

  /// Every element in reading order, with its label, hint and traits, for the sheet opened from Profile Settings.
  public static var accessibilityElements: [AccessibilityElement] {
    accessibilityElements(returningTo: VocaPinCopy.profileSettingsTitle)
  }

  /// Every element in reading order; Got it!'s hint names `screen`, the one the sheet rose over. With the widget
  /// turned off, `widgetOff` (the notice) and its Turn On Widget button come after the subtitle, where the sheet
  /// shows them.
  public static func accessibilityElements(
    returningTo screen: LocalizedCopy, widgetOff: LocalizedCopy? = nil
  ) -> [AccessibilityElement] {
    [AccessibilityElement(label: title.text, traits: [.header])]
      + [AccessibilityElement(label: subtitle.text, traits: [.staticText])]
      + (widgetOff.map { notice in
        [
          AccessibilityElement(label: notice.text, traits: [.staticText]),
          AccessibilityElement(
            label: VocaPinCopy.guideTurnOn.text, hint: VocaPinCopy.guideTurnOnHint.text, traits: [.button]),
        ]
      } ?? [])
      + steps.enumerated().map { index, step in
        AccessibilityElement(label: stepLabel(index, step).text, traits: [.staticText])
      }
      + [AccessibilityElement(label: lockScreenTitle.text, traits: [.header])]
      + [AccessibilityElement(label: lockScreen.text, traits: [.staticText])]
      + [AccessibilityElement(label: gotIt.text, hint: closeHint(returningTo: screen).text, traits: [.button])]
  }
}

/// The window the app draws in, as the board measures it: its whole height and the bottom safe-area inset (the
/// home indicator's strip; none on a Home-button iPhone).
public struct WindowMetrics: Equatable, Sendable {
  public let height: Double
  public let bottomSafeAreaInset: Double

  /// Nil for what is not a real window: a height not above zero, an inset below zero or not below the height,
  /// or a value that is not finite.
  public init?(height: Double, bottomSafeAreaInset: Double) {
    guard height.isFinite, bottomSafeAreaInset.isFinite, height > 0, bottomSafeAreaInset >= 0,
      bottomSafeAreaInset < height
    else { return nil }
    self.height = height
    self.bottomSafeAreaInset = bottomSafeAreaInset
  }
}

/// The detent the Widget Setup sheet rests at, as `.presentationDetents` takes it.
public enum WidgetSetupDetent: Equatable, Sendable {
  /// SwiftUI's `.height(_:)`: points above the sheet's bottom safe-area inset.
  case height(Double)
  /// The system's full-height sheet: before the window is measured.
  case large

  /// The points of a `.height` detent; 0 for `.large`, whose height only the system knows.
  var points: Double {
    if case .height(let points) = self { points } else { 0 }
  }
}

/// One element as VoiceOver presents it.
public struct AccessibilityElement: Equatable, Sendable {
  public enum Trait: String, Sendable { case header, button, staticText, selected }

  public var label: String
  public var hint: String?
  public var traits: Set<Trait>

  public init(label: String, hint: String? = nil, traits: Set<Trait>) {
    self.label = label
    self.hint = hint
    self.traits = traits
  }
}
