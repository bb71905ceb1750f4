import Foundation
import Localization
import Presentation

extension SplitModel {
  /// The send button's words: who is asked, or, before anyone is chosen, what to do first (never "0 People").
  public var sendTitle: LocalizedCopy {
    chosen.isEmpty ? PayMeCopy.choosePeopleToSplit : PayMeCopy.sendSplitRequests(split?.requests.count ?? chosen.count)
  }

  /// The Done step's lines: "Asked Ana for $12.50", one per request, in the order asked.
  public func sentLines(locale: Locale) -> [LocalizedCopy] {
    (sent?.requests ?? []).map {
      PayMeCopy.splitAsked($0.counterparty.name, amount: $0.amount.formatted(locale: locale))
    }
  }
}
