/// The pseudo-language the fit checks draw with: each string about 40 % longer than its English (the length
/// German or Spanish often reaches), every letter accented so a glyph a font lacks would show, and the format
/// specifiers kept, so what would clip in a real translation clips here first.
public enum PseudoLanguage {
  /// How much longer than the English each string becomes.
  public static let growth = 0.4

  public static func expand(_ english: String) -> String {
    CopyFormat.mapLiterals(english, expandText)
  }

  static func expandText(_ text: String) -> String {
    // Letters are doubled through the text (never piled at the end), so words grow as translated words do and
    // wrapping is tested too.
    var result = ""
    var owed = 0.0
    for character in text {
      result.append(accented(character))
      owed += growth
      if owed >= 1, character.isLetter {
        result.append(accented(character))
        owed -= 1
      }
    }
    while owed >= 1 {
      result.append("·")
      owed -= 1
    }
    return result
  }

  static func accented(_ character: Character) -> Character {
    let map: [Character: Character] = [
      "a": "á", "e": "é", "i": "í", "o": "ö", "u": "ü", "n": "ñ", "c": "ç", "y": "ý",
      "A": "Á", "E": "É", "I": "Í", "O": "Ö", "U": "Ü", "N": "Ñ", "C": "Ç", "Y": "Ý",
    ]
    return map[character] ?? character
  }
}
