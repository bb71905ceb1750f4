import Foundation

/// Dictation in another language than the iPhone's (chinazane/VocaPin's Language setting): Profile Settings
/// offers the languages this iPhone can recognize on device, by name, and keeps the choice.
public struct DictationLanguageChoice: Hashable, Sendable, Identifiable {
  /// The BCP 47 identifier; nil: the iPhone's own language.
  public let id: String?
  public let name: String
}

public enum DictationLanguages {
  /// What a stored or offered identifier may be: short, letters, digits, "-" and "_" only.
  static func accepted(_ identifier: String) -> String? {
    let allowed = identifier.utf8.allSatisfy { byte in
      (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }
    return !identifier.isEmpty && identifier.utf8.count <= 35 && allowed ? identifier : nil
  }

  /// A language's name in the reader's language ("French (France)"), or its identifier where there is none.
  static func name(of identifier: String, in display: Locale) -> String {
    display.localizedString(forIdentifier: identifier) ?? identifier
  }

  /// "Automatic" first, then each on-device language by name; a chosen one no longer on the iPhone stays
  /// listed (marked) so the picker shows what is chosen.
  static func choices(available: [String], chosen: String?, display: Locale) -> [DictationLanguageChoice] {
    var seen = Set<String>()
    var languages = available.compactMap(accepted).filter { seen.insert($0).inserted }
      .map { DictationLanguageChoice(id: $0, name: name(of: $0, in: display)) }
    if let chosen, !seen.contains(chosen) {
      languages.append(
        DictationLanguageChoice(id: chosen, name: VocaPinCopy.notOnThisIPhone(name(of: chosen, in: display)).text))
    }
    languages.sort { $0.name.localizedStandardCompare($1.name) == .orderedAscending }
    return [DictationLanguageChoice(id: nil, name: VocaPinCopy.dictationLanguageAutomatic.text)] + languages
  }
}

extension VocaPinModel {
  /// Profile Settings' Dictation Language picker: the iPhone's languages with an on-device model, as last read;
  /// the picker updates when a read arrives.
  public var dictationLanguageChoices: [DictationLanguageChoice] {
    DictationLanguages.choices(available: onDeviceLanguages, chosen: dictationLanguage, display: .current)
  }

  /// Reads the on-device languages off the main actor (the recognizer finds them one locale at a time, which
  /// takes a while at launch): at launch, and each time Profile Settings opens, as a language may have been
  /// downloaded meanwhile.
  func refreshDictationLanguages() {
    let speech = dependencies.speech
    let previous = dictationLanguagesLoad
    dictationLanguagesLoad = Task { [weak self] in
      await previous?.value
      let languages = await Task.detached(priority: .utility) { speech.onDeviceLanguages() }.value
      self?.onDeviceLanguages = languages
    }
  }

  /// The picker's choice, kept for the next launch; a failed save is said and the choice stays as it was.
  public func setDictationLanguage(_ identifier: String?) {
    let language = identifier.flatMap(DictationLanguages.accepted)
    guard language != dictationLanguage else { return }
    do {
      try repository.updateSettings { $0.dictationLanguage = language }
      dictationLanguage = language
    } catch {
      showMessage(VocaPinCopy.changeFailed(error))
    }
  }
}
