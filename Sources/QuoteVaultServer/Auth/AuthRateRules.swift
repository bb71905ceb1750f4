import Foundation

/// The rate limit rules of /auth, from the configuration (supabase/config.toml's `[auth.rate_limit]`).
struct AuthRateRules: Sendable {
  /// Failed sign-ins per address and email: stops guessing one account's password without letting anyone lock
  /// a victim out from elsewhere.
  let failedSignInsPerPair: RateLimiter.Rule
  /// Failed sign-ins per address, whatever the email: stops one client spraying guesses across accounts.
  let failedSignInsPerAddress: RateLimiter.Rule
  /// `sign_in_sign_ups`: every sign-in and sign-up from one address, successful or not, as GoTrue counts them.
  let signInsSignUpsPerAddress: RateLimiter.Rule
  /// `token_refresh`: refreshes from one address.
  let tokenRefreshesPerAddress: RateLimiter.Rule
  /// Recovery codes and links tried from one address.
  let tokenVerificationsPerAddress: RateLimiter.Rule
  /// Wrong recovery codes for one account, whichever code they were for.
  let recoveryFailuresPerAccount: RateLimiter.Rule

  init(_ configuration: ServerConfiguration) {
    let window = configuration.failedLoginWindow
    failedSignInsPerPair = .init(name: "sign-in", limit: configuration.maximumFailedLogins, window: window)
    failedSignInsPerAddress = .init(
      name: "sign-in-address", limit: configuration.failedLoginsPerAddress, window: window)
    signInsSignUpsPerAddress = .init(
      name: "sign_in_sign_ups", limit: configuration.signInsAndSignUpsPerAddress, window: window)
    tokenRefreshesPerAddress = .init(
      name: "token_refresh", limit: configuration.tokenRefreshesPerAddress, window: window)
    tokenVerificationsPerAddress = .init(
      name: "verify-address", limit: configuration.tokenVerificationsPerAddress, window: window)
    recoveryFailuresPerAccount = .init(
      name: "recovery-account", limit: configuration.recoveryFailuresPerAccountPerHour, window: 3600)
  }
}
