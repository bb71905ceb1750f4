import SharedStore

public enum PayMeShared {
  public static let settings = StoreKey("payme-settings", default: PayMeSettings())
  /// The demo ledger, so a payment made today is still there tomorrow.
  public static let ledger = StoreKey<Ledger?>("payme-ledger", default: nil)
}
