/// What is presented, over what: the one value the views render, so an alert is always attached to the view on
/// top (SwiftUI shows no alert from a view that is already presenting a sheet).
public enum PayMeSurface: Equatable, Sendable {
  /// The onboarding or the navigation stack.
  case root
  /// The send or request sheet, with its own navigation stack.
  case paymentSheet
}

/// The steps pushed inside the payment sheet's navigation stack; choosing the recipient is its root, so the
/// system back button goes from the amount to the recipients and from the review to the amount.
public enum PaymentStepRoute: Hashable, Sendable {
  case amount
  case review
  case done
}

extension PaymentFlow {
  /// The sheet's navigation path for the current step.
  public var path: [PaymentStepRoute] {
    switch step {
    case .recipient: []
    case .amount: [.amount]
    case .review, .authenticating: [.amount, .review]
    case .succeeded: [.amount, .review, .done]
    }
  }

  /// While the check is up or once the money has moved, there is no going back a step.
  public var allowsBack: Bool {
    switch step {
    case .amount, .review: true
    case .recipient, .authenticating, .succeeded: false
    }
  }

  /// Cancel belongs to the steps before anything is done; the success step offers Done.
  public var showsCancel: Bool {
    if case .succeeded = step { return false }
    return true
  }
}
