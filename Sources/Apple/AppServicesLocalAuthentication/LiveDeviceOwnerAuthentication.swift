#if os(iOS)
  import AppServices
  import Foundation
  import LocalAuthentication

  /// `LAContext` behind the cores' `DeviceOwnerAuthenticationClient`: a fresh context per call, as Apple advises.
  public struct LiveDeviceOwnerAuthentication: DeviceOwnerAuthenticationClient {
    public init() {}

    public func availability(of policy: AuthenticationPolicy) -> PolicyAvailability {
      let context = LAContext()
      var error: NSError?
      let can = context.canEvaluatePolicy(Self.laPolicy(policy), error: &error)
      // biometryType is set by canEvaluatePolicy, and stays .faceID after the user denied Face ID to the app.
      return PolicyAvailability(biometryType: Self.biometry(context.biometryType), error: can ? nil : Self.code(error))
    }

    public func evaluate(_ policy: AuthenticationPolicy, reason: String, fallbackTitle: String?) async
      -> AuthenticationResult
    {
      // An invalidated context refuses to evaluate (invalidContext): a task cancelled before asking never asks.
      if Task.isCancelled { return .failure(.appCancel) }
      let context = LAContext()
      context.localizedFallbackTitle = fallbackTitle
      // invalidate() stops a pending evaluation with appCancel; LAContext may be told so from any thread.
      nonisolated(unsafe) let invalidating = context
      return await withTaskCancellationHandler {
        do {
          // Criterion: PM-12.4 (LAContext's own prompt: iOS draws it; PayMe gives only the reason)
          // evaluatePolicy replies on a private queue; the async form hands the answer back to the caller.
          _ = try await context.evaluatePolicy(Self.laPolicy(policy), localizedReason: reason)
          return .success
        } catch {
          return .failure(Self.code(error) ?? .authenticationFailed)
        }
      } onCancel: {
        invalidating.invalidate()
      }
    }

    static func laPolicy(_ policy: AuthenticationPolicy) -> LAPolicy {
      switch policy {
      case .deviceOwnerAuthentication: .deviceOwnerAuthentication
      case .deviceOwnerAuthenticationWithBiometrics: .deviceOwnerAuthenticationWithBiometrics
      }
    }

    static func biometry(_ type: LABiometryType) -> BiometryType {
      switch type {
      case .faceID: .faceID
      case .touchID: .touchID
      case .opticID: .opticID
      default: .none
      }
    }

    static func code(_ error: (any Error)?) -> AuthenticationError? {
      guard let error = error as? LAError else { return error == nil ? nil : .authenticationFailed }
      switch error.code {
      case .userCancel: return .userCancel
      case .appCancel: return .appCancel
      case .systemCancel: return .systemCancel
      case .userFallback: return .userFallback
      case .biometryNotAvailable: return .biometryNotAvailable
      case .biometryNotEnrolled: return .biometryNotEnrolled
      case .biometryLockout: return .biometryLockout
      case .passcodeNotSet: return .passcodeNotSet
      default: return .authenticationFailed
      }
    }
  }

  extension DeviceOwnerAuthenticationClient where Self == LiveDeviceOwnerAuthentication {
    /// The live service: `.live` wherever an `any DeviceOwnerAuthenticationClient` is asked for.
    public static var live: LiveDeviceOwnerAuthentication { LiveDeviceOwnerAuthentication() }
  }
#endif
