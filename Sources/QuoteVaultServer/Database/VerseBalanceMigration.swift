import GRDB

/// Fewer King James verses in Hope and Friendship (supabase/migrations/20261202000300_verse_balance.sql, issue 42):
/// they were 17 of Hope's 50 quotes and 12 of Friendship's, most in runs of neighbouring ids, so a category widget
/// could show verse after verse. Fifteen of those ids take a public-domain quote by another author: the seed's words
/// and author (`SeedQuotes.all`, which a new data folder is seeded with, so there this changes nothing), in the same
/// category, leaving 7 verses in each.
///
/// A data folder that got the verses from the `more-quotes` migration gets the new words here, once, with the same
/// rule as the Supabase migration (`QuoteCorrectionsMigration.replace`): only a catalogue quote that still holds the
/// verse is changed, so an id a user's own quote holds, or a quote changed since, is left as it is.
enum VerseBalanceMigration {
  /// The verse each replaced id held before, by id.
  static let oldWords: [Int64: String] = [
    734: #"Faithful are the wounds of a friend; but the kisses of an enemy are deceitful."#,
    736: #"Ointment and perfume rejoice the heart: so doth the sweetness of a man's friend by hearty counsel."#,
    739: #"A faithful friend is the medicine of life."#,
    753: #"He that covereth a transgression seeketh love; but he that repeateth a matter separateth very friends."#,
    755: #"Nothing doth countervail a faithful friend, and his excellency is invaluable."#,
    757: #"They that sow in tears shall reap in joy."#,
    758: #"Why art thou cast down, O my soul? and why art thou disquieted within me? hope thou in God."#,
    759: #"I wait for the LORD, my soul doth wait, and in his word do I hope."#,
    762: #"Rejoicing in hope; patient in tribulation."#,
    763: #"Tribulation worketh patience; and patience, experience; and experience, hope."#,
    765: #"For to him that is joined to all the living there is hope: for a living dog is better than a dead lion."#,
    766: #"The people that walked in darkness have seen a great light."#,
    767: #"For, lo, the winter is past, the rain is over and gone; the flowers appear on the earth."#,
    776: #"And we know that all things work together for good to them that love God."#,
    778: #"Turn you to the strong hold, ye prisoners of hope."#,
  ]

  static func migrate(_ db: Database) throws {
    try QuoteCorrectionsMigration.replace(oldWords, in: db)
  }
}
