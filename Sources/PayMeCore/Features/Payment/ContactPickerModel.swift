import AppServices
import Foundation
import Observation
import Presentation

/// The contact picker's sheet: a plain host controller presents `CNContactPickerViewController`, which iOS
/// dismisses by itself after a pick or Cancel (Apple's `CNContactPickerDelegate` page). The host sheet is
/// dismissed only once the picker has closed, so two dismissals never overlap (UIKit drops the second one, and a
/// clear host sheet left up would hold every touch); the pick waits here until then.
@MainActor
@Observable
public final class ContactPickerModel: HashableObject {
  /// What the picker reported: a person, or nil for Cancel; absent until it reports.
  public private(set) var outcome: PickedContact??
  /// The picker's own dismissal has ended: nothing is over the host sheet any more.
  public private(set) var pickerClosed = false
  /// Who the pick is for: the payment's recipient, or one more person sharing a bill.
  public let target: Target

  public enum Target: Sendable { case payment, split }

  /// Who is told the person picked, once the picker has gone: the feature that asked (its recipient, or one more
  /// person on the bill).
  @ObservationIgnored var onPicked: @MainActor (Contact) -> Void = unimplemented("ContactPickerModel.onPicked")
  /// Someone the feature that asked already has by this handle (a person already sharing the bill), so the pick
  /// is that person rather than a second one; asked of the feature, which alone knows.
  @ObservationIgnored var known: @MainActor (String) -> Contact? = { _ in nil }
  /// The picker reported and has gone: the app takes the host sheet down and hands the pick on, once.
  @ObservationIgnored var onFinished: @MainActor (ContactPickerModel) -> Void = unimplemented(
    "ContactPickerModel.onFinished")

  public init(for target: Target = .payment) { self.target = target }

  /// The picker reported (its delegate): a person, or nil (Cancel). iOS is closing the picker itself right now,
  /// so the host sheet waits for that dismissal to end (`closedItself`) before it goes.
  public func reported(_ picked: PickedContact?) {
    if report(picked) { onFinished(self) }
  }

  /// The picker's own dismissal ended (or the host closed a picker that did not close itself).
  public func closedItself() {
    if closed() { onFinished(self) }
  }

  /// Both have happened: the host sheet may go, and the pick be used, once.
  var isFinished: Bool { outcome != nil && pickerClosed }

  func report(_ picked: PickedContact?) -> Bool {
    guard outcome == nil else { return false }
    outcome = .some(picked)
    return true
  }

  func closed() -> Bool {
    guard !pickerClosed else { return false }
    pickerClosed = true
    return true
  }
}

extension PayMeDestination {
  var isContactPicker: Bool { if case .contactPicker = self { true } else { false } }
}
