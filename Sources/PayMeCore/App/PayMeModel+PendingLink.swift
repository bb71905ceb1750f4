import Foundation

extension PayMeModel {
  /// Holds a link until `waitsFor` finishes, in place of any link held before (the latest wins).
  func hold(_ link: PayMeLink, until wait: PendingLink.Wait) {
    pendingLink = PendingLink(link: link, waitsFor: wait)
  }

  /// Whether a link is held until a filled-in sheet closes (the discard dialog is then owed if it is not up).
  var linkWaitsForPresentation: Bool { pendingLink?.waitsFor == .presentationClosing }

  /// The user kept or cancelled the filled-in sheet themselves: a link waiting for it to close is dropped (Keep
  /// Editing keeps the sheet and forgets the link, as a Cancel then Discard was the user's own choice).
  func dropLinkWaitingForPresentation() {
    if linkWaitsForPresentation { pendingLink = nil }
  }

  /// The one place a held link is followed: when what it waits for has finished. After onboarding or the unlock
  /// the link is met as if it arrived now (a filled-in sheet under the lock still asks first); once a filled-in
  /// sheet is discarded, or its payment or bank move is done, nothing is left in the way, so it opens.
  func deliverPendingLink(_ finished: PendingLink.Wait) {
    guard let pending = pendingLink, pending.waitsFor == finished else { return }
    pendingLink = nil
    switch finished {
    case .protectedData, .onboarding, .unlock: follow(pending.link)
    case .presentationClosing: open(pending.link)
    }
  }
}
