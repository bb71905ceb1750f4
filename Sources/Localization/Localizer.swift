import Foundation

/// Turns a `LocalizedCopy` into words in one language. `Localizer.current` is a task-local value: the app's
/// catalog by default, and a test draws a scene in Spanish or the pseudo-language inside
/// `Localizer.with(.pseudo) { ... }` without touching any other test.
public struct Localizer: Sendable {
  /// The language's code ("en", "es"), "pseudo", or "app" (whatever the bundle's catalog picks).
  public let language: String
  private let resolve: @Sendable (LocalizedCopy) -> String

  public init(language: String, resolve: @escaping @Sendable (LocalizedCopy) -> String) {
    self.language = language
    self.resolve = resolve
  }

  /// The task's localizer. Declared as a `TaskLocal` value rather than with `@TaskLocal`: the iOS 17.4 SDK's
  /// property wrapper on a static `var` is global mutable state to Swift 6.
  public static let taskLocal = TaskLocal<Localizer>(wrappedValue: .app)

  /// The localizer of the running task: `app` unless `with(_:_:)` set another.
  public static var current: Localizer { taskLocal.get() }

  /// Runs `body` with `localizer` as `current`, for this task and the tasks it starts.
  public static func with<Result>(_ localizer: Localizer, _ body: () throws -> Result) rethrows -> Result {
    try taskLocal.withValue(localizer, operation: body)
  }

  public func string(for copy: LocalizedCopy) -> String { resolve(copy) }

  /// A language given as formats (a plural's form already chosen for its count), the English where it has none.
  public static func formats(
    language: String, _ format: @escaping @Sendable (LocalizedCopy) -> String?
  ) -> Localizer {
    Localizer(language: language) { copy in
      CopyFormat.apply(format(copy) ?? englishFormat(copy), copy.arguments)
    }
  }

  /// The English format for the copy's count.
  public static func englishFormat(_ copy: LocalizedCopy) -> String {
    if let one = copy.englishOne, let count = copy.count, PluralCategory.of(count, language: "en") == .one {
      return one
    }
    return copy.english
  }

  /// English, as the core declares it.
  public static let english = formats(language: "en") { _ in nil }

  /// The app's language. On Apple platforms: the String Catalog Xcode compiled into the main bundle (the app's,
  /// or the widget extension's), looked up by key, and formatted by Foundation, which applies the catalog's
  /// plural variations and the user's locale. Where a key is missing, and on Linux (no catalog compiler), the
  /// core's English.
  public static let app: Localizer = {
    #if canImport(Darwin)
      Localizer(language: "app") { copy in
        let missing = "\u{1}"
        let found = Bundle.main.localizedString(forKey: copy.key, value: missing, table: nil)
        guard found != missing else { return english.string(for: copy) }
        guard !copy.arguments.isEmpty else { return found }
        let values: [any CVarArg] = copy.arguments.map { argument in
          switch argument {
          case .int(let value): value
          case .text(let value): value as NSString
          }
        }
        return String(format: found, locale: .current, arguments: values)
      }
    #else
      english
    #endif
  }()

  /// One language of a String Catalog read from its JSON: how Linux tests draw Spanish.
  public static func catalog(_ catalog: StringCatalog, language: String) -> Localizer {
    formats(language: language) { copy in
      catalog.format(copy.key, language: language, plural: copy.count.map { PluralCategory.of($0, language: language) })
    }
  }

  /// The pseudo-language: every string about 40 % longer, its letters accented (`PseudoLanguage`).
  public static let pseudo = formats(language: "pseudo") { copy in PseudoLanguage.expand(englishFormat(copy)) }
}
