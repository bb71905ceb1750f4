import Localization

// MARK: - Split a Bill: refusals and the Done step

extension PayMeCopy {
  /// One more person than a bill can be split between.
  public static func splitTooManyPeople(_ most: Int) -> LocalizedCopy {
    .plural(
      "payme.split.tooManyPeople", count: most,
      one: "A bill can be split between at most 1 person, counting you when you have a share.",
      other: "A bill can be split between at most %lld people, counting you when you have a share.")
  }

  /// A bill of fewer cents than people: Request stays greyed out until the bill or the people change.
  public static func splitTooFewCents(_ least: String) -> LocalizedCopy {
    LocalizedCopy(
      "payme.split.tooFewCents", "The bill is too small to split this way: each share must be at least %@.",
      .text(least))
  }

  /// The Done step's title, as the payment's "Request Sent".
  public static let splitSentTitle = LocalizedCopy("payme.split.sentTitle", "Requests Sent")
  /// The Done step's line for each person asked.
  public static func splitAsked(_ name: String, amount: String) -> LocalizedCopy {
    LocalizedCopy("payme.split.asked", "Asked %@ for %@", .text(name), .text(amount))
  }
  /// The people section's footer: how a person not on the list is added.
  public static let splitAddPeopleHint = LocalizedCopy(
    "payme.split.addPeopleHint", "Search, or type an email, phone number or @handle to add someone new.")
  /// What VoiceOver says the big amount is for.
  public static let splitAmountHint = LocalizedCopy("payme.split.amountHint", "Enter the bill's total")
}
