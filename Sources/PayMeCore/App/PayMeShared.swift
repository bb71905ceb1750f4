import SharedStore

public enum PayMeShared {
  public static let settings = StoreKey("payme-settings", default: PayMeSettings())
  /// The demo ledger, so a payment made today is still there tomorrow.
  public static let ledger = StoreKey<Ledger?>("payme-ledger", default: nil)
  /// Scheduled payments (Repeat), beside the ledger: saved after it, so a kill between the two is caught by
  /// the payment ids the ledger already holds (`ScheduledPayment.transactionID`).
  public static let scheduledPayments = StoreKey<ScheduledPayments?>("payme-scheduled-payments", default: nil)
  /// Which returned payments were told, and which are still to be told in the app (`ReturnNotices`).
  public static let returnNotices = StoreKey("payme-return-notices", default: ReturnNotices())

  /// The App Group PayMe shares with its Messages extension (no widgets): only the holder is kept there.
  public static let appGroup = AppGroup(suffix: "payme", widgetKinds: [])
  /// Who this install is (`PayMeHolder`), in the App Group's store, where the Messages extension reads it.
  public static let holder = StoreKey<PayMeHolder?>("payme-holder", default: nil)
}
