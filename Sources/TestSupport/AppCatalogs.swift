import Foundation
import Localization

/// One app's String Catalogs as its LocalizationTests check them (docs/architecture.md, "Localization"): where its
/// catalogs and the code declaring their keys are, which keys each catalog holds, and the Xcode targets whose
/// Info.plist words `InfoPlist.xcstrings` translates. Folders follow the package's layout for an app `<Name>`:
/// `Apps/<Name>/App` and `Apps/<Name>/Widgets` (the catalogs beside the targets' sources), `Sources/<Name>Core`,
/// `Sources/Apple/<Name>UI` and `Sources/Apple/<Name>Widgets`, targets `<Name>` and `<Name>WidgetExtension` in
/// Apps/project.yml. Each app's tests say only what differs: its name and how its keys are split.
public struct AppCatalogs: Sendable {
  /// The package's root folder.
  public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  public let name: String
  /// The start of the keys the widget extension's own catalog holds (`vocapin.widget.`); nil for an app without
  /// a widget extension.
  public let widgetKeyPrefix: String?
  /// Whether the app's catalog holds the widget's keys as well as its own (QuoteVault's App Shortcut answers with
  /// the widget's words, looked up in the app's bundle).
  public let appHoldsWidgetKeys: Bool
  /// Shared modules whose copy the app shows, so its catalog holds their keys too (`AppLock`'s Require choices
  /// in PayMe and VocaPin).
  public let sharedModules: [String]

  public init(
    _ name: String, widgetKeyPrefix: String?, appHoldsWidgetKeys: Bool = false, sharedModules: [String] = []
  ) {
    self.name = name
    self.widgetKeyPrefix = widgetKeyPrefix
    self.appHoldsWidgetKeys = appHoldsWidgetKeys
    self.sharedModules = sharedModules
  }

  public var app: URL { Self.root.appendingPathComponent("Apps/\(name)/App") }
  public var widgets: URL { Self.root.appendingPathComponent("Apps/\(name)/Widgets") }
  public var core: URL { Self.root.appendingPathComponent("Sources/\(name)Core") }
  public var project: URL { Self.root.appendingPathComponent("Apps/project.yml") }

  /// Every Swift file of the app's Apple layer: its app and widget targets' sources and its SwiftUI and widget
  /// modules (the folders an app lacks add nothing).
  public var appleSources: [URL] {
    CatalogCheck.swiftFiles(under: [
      app, widgets, Self.root.appendingPathComponent("Sources/Apple/\(name)UI"),
      Self.root.appendingPathComponent("Sources/Apple/\(name)Widgets"),
    ])
  }

  public func isWidgetKey(_ key: String) -> Bool { widgetKeyPrefix.map(key.hasPrefix) ?? false }

  /// The app's catalog in Spanish, as the app shows it.
  public func spanish() throws -> Localizer { try Self.spanish(app) }
  /// The widget extension's catalog in Spanish, as the widget shows it.
  public func spanishWidget() throws -> Localizer { try Self.spanish(widgets) }

  private static func spanish(_ folder: URL) throws -> Localizer {
    .catalog(try StringCatalog(contentsOf: folder.appendingPathComponent("Localizable.xcstrings")), language: "es")
  }

  /// A catalog against the code that declares its keys: what is wrong, and how many declarations the scan read
  /// (so a scan that finds nothing cannot pass).
  public struct Report: Sendable {
    public let problems: [String]
    public let declarations: Int
    public var text: String { problems.joined(separator: "\n") }
  }

  /// The app's `Localizable.xcstrings` against the core, the shared modules it shows copy of, the app's SwiftUI
  /// module and the app's own sources.
  public func appCatalog() throws -> Report {
    let holdsAll = appHoldsWidgetKeys || widgetKeyPrefix == nil
    let shared = sharedModules.map { Self.root.appendingPathComponent("Sources/\($0)") }
    return try report(
      catalogIn: app, module: "\(name)UI", shared: shared, including: { holdsAll || !isWidgetKey($0) })
  }

  /// The widget extension's `Localizable.xcstrings` against the core, the widgets' module and the extension's
  /// sources: only the widget's keys.
  public func widgetCatalog() throws -> Report {
    try report(catalogIn: widgets, module: "\(name)Widgets", including: isWidgetKey)
  }

  private func report(catalogIn folder: URL, module: String, shared: [URL] = [], including: (String) -> Bool)
    throws -> Report
  {
    let sources = CatalogCheck.swiftFiles(
      under: [core, Self.root.appendingPathComponent("Sources/Apple/\(module)"), folder] + shared)
    let problems = try CatalogCheck.problems(
      catalog: folder.appendingPathComponent("Localizable.xcstrings"), sources: sources, including: including)
    return Report(problems: problems, declarations: try CatalogCheck.declarations(in: sources).found.count)
  }

  /// One target's `InfoPlist.xcstrings` against its Info.plist properties in Apps/project.yml.
  public struct InfoPlistReport: Sendable {
    public let target: String
    public let properties: [String: String]
    public let problems: [String]
  }

  /// Each target's `InfoPlist.xcstrings`: the app's, and the widget extension's when there is one.
  public func infoPlistCatalogs() throws -> [InfoPlistReport] {
    var targets = [(name, app)]
    if widgetKeyPrefix != nil { targets.append(("\(name)WidgetExtension", widgets)) }
    return try targets.map { target, folder in
      let properties = try CatalogCheck.infoProperties(projectYML: project, target: target)
      let problems = try CatalogCheck.infoPlistProblems(
        catalog: folder.appendingPathComponent("InfoPlist.xcstrings"), properties: properties)
      return InfoPlistReport(target: target, properties: properties, problems: problems)
    }
  }

  /// What `infoPlistCatalogs` finds wrong, each line naming its target, and a target whose display name is not
  /// `displayName` (so a project.yml that was not read cannot pass).
  public func infoPlistProblems(displayName: String) throws -> [String] {
    try infoPlistCatalogs().flatMap { check in
      let name = check.properties["CFBundleDisplayName"]
      return (name == displayName ? [] : ["\(check.target): the display name is \(name ?? "missing")"])
        + check.problems.map { "\(check.target): \($0)" }
    }
  }

  /// The App Shortcut phrases a provider in the app's folder offers, and what `AppShortcuts.xcstrings` lacks.
  public func appShortcutPhrases(offeredIn file: String) throws -> (phrases: [String], problems: [String]) {
    let source = try String(contentsOf: app.appendingPathComponent(file), encoding: .utf8)
    let phrases = AppShortcutCheck.phrases(inSource: source)
    let problems = try AppShortcutCheck.problems(
      catalog: app.appendingPathComponent("AppShortcuts.xcstrings"), phrases: phrases)
    return (phrases, problems)
  }
}
