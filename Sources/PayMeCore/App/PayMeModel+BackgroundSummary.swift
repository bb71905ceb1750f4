import Foundation
import SharedStore

extension PayMeModel {
  /// A summary with `counts` was posted: the next run's merges into them. A failed write loses only the merge
  /// (the next summary counts its own run), never a payment or a message: the app's messages keep the details.
  func summaryPosted(_ counts: BackgroundSummaryCounts) {
    try? dependencies.store.write(counts, for: PayMeShared.backgroundSummary)
  }

  /// PayMe was opened, or the summary withdrawn: a later run's summary starts from its own counts.
  func summarySeen() {
    guard dependencies.store.read(PayMeShared.backgroundSummary) != BackgroundSummaryCounts() else { return }
    try? dependencies.store.write(BackgroundSummaryCounts(), for: PayMeShared.backgroundSummary)
  }
}
