import Foundation
import Localization
import SupabaseClient

/// A quote, as the quotes table holds it.
public struct Quote: Codable, Equatable, Hashable, Identifiable, Sendable {
  public let id: Int64
  public let text: String
  public let author: String
  public let category: String
  /// The user who wrote it, for an own quote (private to them); nil for the catalogue everyone reads.
  public let ownerID: String?

  public init(id: Int64, text: String, author: String, category: String, ownerID: String? = nil) {
    self.id = id
    self.text = text
    self.author = author
    self.category = category
    self.ownerID = ownerID
  }

  enum CodingKeys: String, CodingKey {
    case id, text, author, category
    case ownerID = "owner_id"
  }

  /// The columns the app reads: `owner_id` tells a user's own quotes from the catalogue.
  public static let columns = "id,text,author,category,owner_id"

  /// What the share sheet gets (QV-8.1): the quote in curly quotes, then its author. The text is tidied as a
  /// reader expects it (no line breaks from the database, no doubled quotation marks, a missing author as
  /// "Unknown"), so what lands in Messages or Notes reads right.
  public var shareText: String {
    let tidy = { (value: String) in
      value.split(whereSeparator: { $0.isWhitespace || $0.isNewline }).joined(separator: " ")
    }
    let body = tidy(text).trimmingCharacters(in: CharacterSet(charactersIn: "\"“”"))
    let by = tidy(author)
    let unknown = LocalizedCopy("quotevault.share.unknownAuthor", "Unknown").text
    return LocalizedCopy("quotevault.share.text", "“%@” — %@", .text(body), .text(by.isEmpty ? unknown : by)).text
  }
}

/// The categories, in the order the filter shows them: QV-3.4's five, then the five topics added for issue 42
/// (the ones quote apps' users most often follow that the first five do not cover). A category the server has and
/// this app does not know (a newer server) is not a case: a quote keeps it as the string it is (`Quote.category`),
/// shows it by that name (`title(of:)`) and is listed under All, never under a category of this list.
public enum QuoteCategory: String, CaseIterable, Codable, Sendable {
  case motivation = "Motivation"
  case love = "Love"
  case success = "Success"
  case wisdom = "Wisdom"
  case humor = "Humor"
  case life = "Life"
  case happiness = "Happiness"
  case courage = "Courage"
  case friendship = "Friendship"
  case hope = "Hope"

  /// The category's name on screen. The raw value is the category as the server stores it (the quote's own
  /// data, what the feed filters by and the widget's choice keeps); this is the app's name for that filter, in
  /// the user's language.
  public var title: LocalizedCopy {
    switch self {
    case .motivation: LocalizedCopy("quotevault.category.motivation", "Motivation")
    case .love: LocalizedCopy("quotevault.category.love", "Love")
    case .success: LocalizedCopy("quotevault.category.success", "Success")
    case .wisdom: LocalizedCopy("quotevault.category.wisdom", "Wisdom")
    case .humor: LocalizedCopy("quotevault.category.humor", "Humor")
    case .life: LocalizedCopy("quotevault.category.life", "Life")
    case .happiness: LocalizedCopy("quotevault.category.happiness", "Happiness")
    case .courage: LocalizedCopy("quotevault.category.courage", "Courage")
    case .friendship: LocalizedCopy("quotevault.category.friendship", "Friendship")
    case .hope: LocalizedCopy("quotevault.category.hope", "Hope")
    }
  }

  /// A quote's category (as the server stores it) in the user's words: one of this list by its name on screen,
  /// anything else (a category a newer server added) as it is, so the quote still says what it is.
  public static func title(of category: String) -> String {
    QuoteCategory(rawValue: category)?.title.text ?? category
  }
}

/// A user's collection.
public struct QuoteCollection: Codable, Equatable, Hashable, Identifiable, Sendable {
  public let id: String
  public var name: String

  public init(id: String, name: String) {
    self.id = id
    self.name = name
  }
}

/// The profile row: name, avatar, and the preferences synced across devices (QV-2, QV-9.7).
public struct Profile: Codable, Equatable, Sendable {
  public var id: String
  public var displayName: String?
  public var avatarURL: String?
  public var theme: String
  public var accentColor: String
  public var fontScale: Double
  public var notificationsEnabled: Bool
  public var notificationTime: String
  /// The topics For You mixes (`profiles.topics`, text[]), as the server spells them. Nil when the row has no
  /// such column (a project without 20261130000100_profile_topics.sql, or a profile kept before it): then the
  /// account has no say and the device's topics stay as they are.
  public var topics: [String]?

  enum CodingKeys: String, CodingKey {
    case id, theme, topics
    case displayName = "display_name"
    case avatarURL = "avatar_url"
    case accentColor = "accent_color"
    case fontScale = "font_scale"
    case notificationsEnabled = "notifications_enabled"
    case notificationTime = "notification_time"
  }
}

extension Profile {
  /// As synthesized, but topics are read leniently: an element that is not a string (no server should send one)
  /// is skipped, and a `topics` that is not an array reads as none, rather than the whole profile failing.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(String.self, forKey: .id)
    displayName = try container.decodeIfPresent(String.self, forKey: .displayName)
    avatarURL = try container.decodeIfPresent(String.self, forKey: .avatarURL)
    theme = try container.decode(String.self, forKey: .theme)
    accentColor = try container.decode(String.self, forKey: .accentColor)
    fontScale = try container.decode(Double.self, forKey: .fontScale)
    notificationsEnabled = try container.decode(Bool.self, forKey: .notificationsEnabled)
    notificationTime = try container.decode(String.self, forKey: .notificationTime)
    topics = (try? container.decodeIfPresent([JSONValue].self, forKey: .topics))?.map { items in
      items.compactMap { if case .string(let topic) = $0 { topic } else { nil } }
    }
  }
}

extension Profile {
  /// The profile with the fields of a queued `updateProfile` change over it, as the server will hold it once the
  /// change arrives. Unknown fields and values of the wrong type change nothing.
  public func applying(_ fields: [String: JSONValue]) -> Profile {
    var profile = self
    for (key, value) in fields {
      switch (key, value) {
      case ("display_name", .string(let name)): profile.displayName = name
      case ("avatar_url", .string(let url)): profile.avatarURL = url
      case ("theme", .string(let theme)): profile.theme = theme
      case ("accent_color", .string(let accent)): profile.accentColor = accent
      case ("font_scale", .number(let scale)) where scale.isFinite: profile.fontScale = scale
      case ("notifications_enabled", .bool(let on)): profile.notificationsEnabled = on
      case ("notification_time", .string(let time)): profile.notificationTime = time
      case ("topics", .array(let items)):
        profile.topics = items.compactMap { if case .string(let s) = $0 { s } else { nil } }
      default: break
      }
    }
    return profile
  }
}

/// The sign-up and sign-in rules the app checks before it asks (QV-1.2, QV-1.3), the same the server enforces.
public enum Credentials {
  public static let minimumPasswordLength = 8
  public static var passwordRequirement: String {
    LocalizedCopy("quotevault.auth.passwordRequirement", "Use at least 8 characters.").text
  }
  public static var invalidEmail: String {
    LocalizedCopy("quotevault.auth.invalidEmail", "Enter a valid email address, like name@example.com.").text
  }

  public static func emailError(_ email: String) -> String? {
    let trimmed = email.trimmingCharacters(in: .whitespaces)
    guard trimmed.count <= 254, let at = trimmed.firstIndex(of: "@"), at != trimmed.startIndex else {
      return invalidEmail
    }
    let domain = trimmed[trimmed.index(after: at)...]
    guard !domain.contains("@"), !trimmed.contains(where: \.isWhitespace), let dot = domain.lastIndex(of: "."),
      dot != domain.startIndex, domain.index(after: dot) != domain.endIndex
    else { return invalidEmail }
    return nil
  }

  public static func passwordError(_ password: String) -> String? {
    password.count < minimumPasswordLength ? passwordRequirement : nil
  }
}
