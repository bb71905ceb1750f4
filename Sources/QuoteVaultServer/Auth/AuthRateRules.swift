import Foundation

/// The rate limit rules of /auth, from the configuration (supabase/config.toml's `[auth.rate_limit]`).
struct AuthRateRules: Sendable {
  /// Failed sign-ins per address and email: stops guessing one account's password without letting anyone lock
  /// a victim out from elsewhere.
  let failedSignInsPerPair: RateLimiter.Rule
  /// Failed sign-ins per address, whatever the email: stops one client spraying guesses across accounts.
  let failedSignInsPerAddress: RateLimiter.Rule
  let signUpsPerAddress: RateLimiter.Rule
  /// Recovery codes and links tried from one address.
  let tokenVerificationsPerAddress: RateLimiter.Rule
  /// Wrong recovery codes for one account, whichever code they were for.
  let recoveryFailuresPerAccount: RateLimiter.Rule

  init(_ configuration: ServerConfiguration) {
    let window = configuration.failedLoginWindow
    failedSignInsPerPair = .init(name: "sign-in", limit: configuration.maximumFailedLogins, window: window)
    failedSignInsPerAddress = .init(
      name: "sign-in-address", limit: configuration.failedLoginsPerAddress, window: window)
    signUpsPerAddress = .init(name: "sign-up", limit: configuration.signUpsPerAddress, window: window)
    tokenVerificationsPerAddress = .init(
      name: "verify-address", limit: configuration.tokenVerificationsPerAddress, window: window)
    recoveryFailuresPerAccount = .init(
      name: "recovery-account", limit: configuration.recoveryFailuresPerAccountPerHour, window: 3600)
  }
}
