/// Where a word of the kit comes from: a play of Shakespeare's that uses it.
///
/// Found in the text of the 37 plays as Moby Lexical Tools placed it in the public domain (1992; the same text as
/// MIT's Complete Works), by searching each play for the word and for the spellings the plays print instead
/// ("dog-hearted" for the kit's "doghearted", "clotpoll" for "clotpole", "fen-suck'd" for "fen-sucked"). A word
/// the plays never use in any spelling has no source: the app says so instead of guessing (`wordsNotInThePlays`).
/// The glosses are the kit's own (`Word.gloss`), not taken from that text.
public struct WordSource: Equatable, Sendable {
  /// The play's title, one of `ShakespearePlays.titles`.
  public let play: String
  /// The act and scene of the word's first use in that play; nil where the text marks none (a chorus).
  public let act: Int?
  public let scene: Int?
  /// How the play spells it, when not as the kit does.
  public let form: String?
  /// How many other plays use it too.
  public let otherPlays: Int

  init(_ play: String, act: Int?, scene: Int?, as form: String? = nil, alsoIn otherPlays: Int = 0) {
    self.play = play
    self.act = act
    self.scene = scene
    self.form = form
    self.otherPlays = otherPlays
  }
}

/// The 37 plays searched, as the app titles them.
public enum ShakespearePlays {
  public static let titles: Set<String> = [
    "All's Well That Ends Well", "Antony and Cleopatra", "As You Like It", "The Comedy of Errors", "Coriolanus",
    "Cymbeline", "Hamlet", "Henry IV, Part 1", "Henry IV, Part 2", "Henry V", "Henry VI, Part 1", "Henry VI, Part 2",
    "Henry VI, Part 3", "Henry VIII", "Julius Caesar", "King John", "King Lear", "Love's Labour's Lost", "Macbeth",
    "Measure for Measure", "The Merchant of Venice", "The Merry Wives of Windsor", "A Midsummer Night's Dream",
    "Much Ado About Nothing", "Othello", "Pericles", "Richard II", "Richard III", "Romeo and Juliet",
    "The Taming of the Shrew", "The Tempest", "Timon of Athens", "Titus Andronicus", "Troilus and Cressida",
    "Twelfth Night", "The Two Gentlemen of Verona", "The Winter's Tale",
  ]
}

extension InsultKit {
  /// The play a word of the kit comes from; nil for a word the plays never use (or one not in the kit).
  public static func source(of word: String) -> WordSource? { wordSources[word] }

  /// Whether the plays never use `word` in any spelling, so the app says so.
  public static func isNotInThePlays(_ word: String) -> Bool { wordsNotInThePlays.contains(word) }
}

/// One word of an insult as the word sheet shows it: the word, what it meant, and the play that uses it.
public struct WordOrigin: Equatable, Sendable, Identifiable {
  public let word: String
  public let gloss: String
  public let source: WordSource?
  public var id: String { word }

  public init(_ word: Word) {
    self.word = word.text
    gloss = word.gloss
    source = InsultKit.source(of: word.text)
  }

  /// "King Lear, Act 4, Scene 3", or "Not used in the plays" (`BardCopy`).
  public var playLine: String { BardCopy.playLine(source).text }
  /// "as “dog-hearted”, and in 3 other plays", or nil when there is nothing more to say.
  public var formLine: String? { source.flatMap(BardCopy.formLine)?.text }
}
