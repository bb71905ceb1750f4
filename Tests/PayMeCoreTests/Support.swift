import Foundation
import SharedStore

@testable import PayMeCore

/// A biometric check that answers what the test says, and counts prompts.
final class FakeBiometrics: BiometricAuthenticator, @unchecked Sendable {
  private let lock = NSLock()
  private var outcomes: [BiometricOutcome]
  private(set) var prompts: [(reason: String, allowBiometrics: Bool)] = []
  let deviceKind: BiometryKind

  init(_ outcomes: [BiometricOutcome], kind: BiometryKind = .faceID) {
    self.outcomes = outcomes
    deviceKind = kind
  }

  func kind() -> BiometryKind { deviceKind }

  func authenticate(reason: String, allowBiometrics: Bool) async -> BiometricOutcome {
    lock.withLock {
      prompts.append((reason, allowBiometrics))
      return outcomes.isEmpty ? .cancelled : outcomes.removeFirst()
    }
  }
}

final class SettingsOpener: @unchecked Sendable {
  private let lock = NSLock()
  private var opened = 0
  var count: Int { lock.withLock { opened } }
  func open() { lock.withLock { opened += 1 } }
}

struct PayMeHarness {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("payme-\(UUID().uuidString)")
  let biometrics: FakeBiometrics
  let opener = SettingsOpener()
  static let now = Date(timeIntervalSince1970: 1_790_000_000)

  init(_ outcomes: [BiometricOutcome] = [.success], kind: BiometryKind = .faceID) {
    biometrics = FakeBiometrics(outcomes, kind: kind)
  }

  @MainActor func model(locale: Locale = Locale(identifier: "en_US")) -> PayMeModel {
    let opener = opener
    let clock = Clock()
    return PayMeModel(
      dependencies: PayMeDependencies(
        store: SharedStore(directory: directory), biometrics: biometrics, now: { Self.now }, locale: locale,
        openSettings: { opener.open() }, uptime: { clock.tick() }, makeID: { UUID().uuidString }))
  }

  /// Each call a second later, so haptics are never thinned by accident in tests that count them.
  final class Clock: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0.0
    func tick() -> Double {
      lock.withLock {
        value += 1; return value
      }
    }
  }
}

extension PayMeModel {
  /// Types an amount on the decimal pad.
  func type(_ text: String) {
    for character in text {
      if character == "." || character == "," {
        press(.decimalSeparator)
      } else if let digit = character.wholeNumberValue {
        press(.digit(digit))
      }
    }
  }
}

/// PayMe's SwiftUI sources as text: some criteria are about what the screens never do (a custom transition, a
/// shadow, a hand-drawn modal), and the place to prove "never" is the code the app is built from.
enum PayMeUISource {
  static func text() throws -> String {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources/Apple/PayMeUI")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
      .sorted()
    guard !files.isEmpty else { throw CocoaError(.fileNoSuchFile) }
    return try files.map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
      .joined(separator: "\n")
  }
}
