import Foundation
import Localization
import Observation

extension PayMeModel {
  /// The Activity screen's months, as it shows them now (with the older entries, once shown).
  public var activitySections: [ActivitySection] {
    activity.sections(ledger, hideAmounts: hidesAmounts, locale: locale, now: now, older: olderTransactions)
  }
}
