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

  /// A request's or a payment's answered question: the user feels the change, and a withdrawn request's reminder
  /// goes with it.
  func wire(_ answers: EntryAnswers) {
    answers.onChanged = { [weak self] in self?.play(.confirmation) }
    answers.onRequestWithdrawn = { [weak self] id in self?.requestReminders.withdraw(requests: [id]) }
  }
}
