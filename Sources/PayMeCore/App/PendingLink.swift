import Foundation

/// A `payme://` link PayMe could not follow when it arrived, and what it waits for. One at a time: iOS hands an
/// app the latest URL it was opened with, so a second link replaces the first whatever the first waited for.
public struct PendingLink: Equatable, Sendable {
  /// What has to finish before the link is followed.
  public enum Wait: Equatable, Sendable {
    /// The settings cannot be read yet (launched in the background before the first unlock after a restart): the
    /// defaults standing in do not say whether onboarding or App Lock stands in the way, the real ones will.
    case protectedData
    /// Onboarding is up: nothing opens before the payment check is set up.
    case onboarding
    /// App Lock holds the screen: nothing opens until the device owner confirms.
    case unlock
    /// A sheet holding what the user entered (a payment, a split, a bank move) must close first: the user
    /// answers the discard dialog, or the device owner check under way sends the payment or moves the money.
    case presentationClosing
  }

  public let link: PayMeLink
  public let waitsFor: Wait
}
