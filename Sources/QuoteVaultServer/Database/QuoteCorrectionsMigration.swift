import GRDB
import QuoteVaultSeed

/// Corrections to catalogue quotes that shipped (supabase/migrations/20261202000200_quote_corrections.sql, review of
/// 2026-12-02): modern translations still in copyright, misattributed, misquoted or paraphrased words, two quotes
/// that repeated another, and two Love quotes about something else. Each id keeps its category and takes the seed's
/// new words and author (`SeedQuotes.all`, which a new data folder is seeded with, so there this changes nothing).
///
/// A data folder seeded before gets them here, once, with the same rule as the Supabase migration: only a catalogue
/// quote (`owner_id IS NULL`) that still holds the old words is changed, so an id a user's own quote holds, or a
/// quote changed since, is left as it is. The search indexes follow the update (their triggers).
enum QuoteCorrectionsMigration {
  /// The words each corrected id held before, by id.
  static let oldWords: [Int64: String] = [
    1: #"The journey of a thousand miles begins with one step."#,
    5: #"I am not afraid of storms, for I am learning how to sail my ship."#,
    9: #"Act as if what you do makes a difference. It does."#,
    20: #"Whether you think you can, or you think you can't, you're right."#,
    28: #"You should be kissed, and often, and by someone who knows how."#,
    39: #"One word frees us of all the weight and pain of life: that word is love."#,
    41: #"Love is patient, love is kind."#,
    53: #"Success is dependent on effort."#,
    64: #"Success is how high you bounce when you hit bottom."#,
    70: #"Life can only be understood backwards; but it must be lived forwards."#,
    71: #"He who has a why to live can bear almost any how."#,
    73: #"Waste no more time arguing about what a good man should be. Be one."#,
    76: #"Knowing others is intelligence; knowing yourself is true wisdom."#,
    79: #"The best time to plant a tree was twenty years ago. The second best time is now."#,
    87: #"Real knowledge is to know the extent of one's ignorance."#,
    90: #"Always forgive your enemies; nothing annoys them so much."#,
    104: #"Never put off till tomorrow what may be done day after tomorrow just as well."#,
    233: #"No act of kindness, no matter how small, is ever wasted."#,
    243: #"Gratitude is the sign of noble souls."#,
    263: #"Not for ourselves alone are we born."#,
    322: #"The beginning is the most important part of the work."#,
    329: #"Knowledge is power."#,
    448: #"To love or have loved, that is enough. Ask nothing further."#,
    452: #"Life is like riding a bicycle. To keep your balance you must keep moving."#,
    471: #"When I play with my cat, who knows if I am not a pastime to her more than she is to me?"#,
    497: #"One must still have chaos in oneself to be able to give birth to a dancing star."#,
    543: #"Happiness depends upon ourselves."#,
    549: #"Do not spoil what you have by desiring what you have not; remember that what you now have "#
      + #"was once among the things you only hoped for."#,
    550: #"True happiness is to enjoy the present, without anxious dependence upon the future."#,
    555: #"The bravest are surely those who have the clearest vision of what is before them, glory and "#
      + #"danger alike, and yet notwithstanding go out to meet it."#,
    561: #"Courage is knowing what not to fear."#,
    567: #"Wishing to be friends is quick work, but friendship is a slow-ripening fruit."#,
    568: #"Friends show their love in times of trouble, not in happiness."#,
    585: #"Hope is the only good that is common to all men; those who have nothing more possess hope still."#,
    586: #"Everything that is done in the world is done by hope."#,
    589: #"Hope smiles from the threshold of the year to come, whispering, 'It will be happier.'"#,
  ]

  static func migrate(_ db: Database) throws {
    try replace(oldWords, in: db)
  }

  /// Gives each id of `oldWords` the seed's words and author, where a catalogue quote still holds the old words.
  static func replace(_ oldWords: [Int64: String], in db: Database) throws {
    let seed = Dictionary(uniqueKeysWithValues: SeedQuotes.all.map { ($0.id, $0) })
    for (id, old) in oldWords.sorted(by: { $0.key < $1.key }) {
      guard let quote = seed[id] else { continue }
      try db.execute(
        sql: "UPDATE quotes SET text = ?, author = ? WHERE id = ? AND owner_id IS NULL AND text = ?",
        arguments: [quote.text, quote.author, id, old])
    }
  }
}
