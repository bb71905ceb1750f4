import Foundation

extension PayMeModel {
  /// What the Activity screen lists and shows its rows with: the app's ledger, Hide Balance, the user's locale,
  /// the clock and the store its archive is read from. Each closure holds the app weakly.
  func wire(_ activity: ActivityModel) {
    activity.ledger = { [book] in book.ledger }
    activity.hidesAmounts = { [weak self] in self?.hidesAmounts ?? true }
    activity.locale = { [weak self, locale] in self?.locale ?? locale }
    activity.now = dependencies.now
    activity.store = dependencies.store
  }
}
