import Presentation
import Testing

@testable import PayMeCore

/// `CNContactPickerViewController` as iOS runs it over PayMe's host sheet: a pick or Cancel is reported to the
/// delegate while the picker dismisses itself (Apple's `CNContactPickerDelegate` page: "The picker is dismissed
/// automatically after a contact or property is picked"); its slide down ends a moment later. UIKit ignores a
/// dismissal asked for while another runs ("Attempt to dismiss … while a presentation or dismiss is in
/// progress"), so the double records an issue if the host sheet is dismissed while the picker is still sliding.
@MainActor
final class SimulatedContactPicker {
  let app: PayMeModel
  let model: ContactPickerModel
  private(set) var isSlidingDown = false

  /// The picker PayMe has up now; nil (and an issue) if none.
  init?(on app: PayMeModel, sourceLocation: SourceLocation = #_sourceLocation) {
    guard case .contactPicker(let model)? = app.presentation.top?.destination else {
      Issue.record("no contact picker is up", sourceLocation: sourceLocation)
      return nil
    }
    self.app = app
    self.model = model
  }

  /// The card open in the picker (the user tapped someone with more than one number or email), if any.
  private(set) var cardShown: PickedContact?

  /// The user taps someone in the list, as iOS answers with PayMe's `ContactPickerRules`: someone with no number
  /// or email is greyed out (nothing happens: false); someone with exactly one is chosen at once (the delegate's
  /// `didSelect contact`); anyone else's card opens (`cardShown`), showing only their numbers and emails.
  @discardableResult
  func userTaps(_ card: PickedContact) -> Bool {
    let phones = card.phoneNumbers.count
    let emails = card.emails.count
    guard ContactPickerRules.isEnabled(phoneNumbers: phones, emails: emails) else { return false }
    if ContactPickerRules.picksInOneTap(phoneNumbers: phones, emails: emails) {
      userChooses(card)
    } else {
      cardShown = card
    }
    return true
  }

  /// On the open card, the user taps one number or email: iOS returns that property (`didSelect contactProperty`),
  /// its contact carrying the whole card, and closes the picker.
  func userTapsOnCard(_ property: PickedContact.Property, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let card = cardShown else {
      Issue.record("no card is open", sourceLocation: sourceLocation)
      return
    }
    let onCard =
      switch property {
      case .phoneNumber(let number): card.phoneNumbers.contains(number)
      case .email(let email): card.emails.contains(email)
      }
    guard onCard else {
      Issue.record("\(property) is not on the card", sourceLocation: sourceLocation)
      return
    }
    cardShown = nil
    userChooses(PickedContact(card, choosing: property))
  }

  /// The user taps a person (`picked`) or Cancel (nil): iOS calls the delegate and closes the picker, whose
  /// slide ends at `finishSlidingDown()`.
  func userChooses(_ picked: PickedContact?) {
    isSlidingDown = true
    model.reported(picked)
    checkHostStays()
  }

  /// The other order, which Apple's docs do not rule out: the picker has closed before the delegate is called.
  func userChoosesReportedAfterClosing(_ picked: PickedContact?) {
    isSlidingDown = true
    checkHostStays()
    finishSlidingDown()
    model.reported(picked)
  }

  /// The picker's own slide down has ended.
  func finishSlidingDown() {
    isSlidingDown = false
    model.closedItself()
  }

  /// The host sheet stays while the picker slides: a second dismissal now would be dropped by UIKit.
  private func checkHostStays(sourceLocation: SourceLocation = #_sourceLocation) {
    if isSlidingDown, !app.presentation.destinations.contains(.contactPicker(model)) {
      Issue.record("the host sheet was dismissed while the picker dismissed itself", sourceLocation: sourceLocation)
    }
  }
}
