import Localization

// The tests check the exact English a screen shows: a copy equals a string when its words (in the task's
// language, English unless a test says otherwise) are that string.

func == (copy: LocalizedCopy, words: String) -> Bool { copy.text == words }
func == (words: String, copy: LocalizedCopy) -> Bool { copy.text == words }
func == (copy: LocalizedCopy?, words: String) -> Bool { copy?.text == words }
func == (words: String?, copy: LocalizedCopy) -> Bool { words == copy.text }
func != (words: String?, copy: LocalizedCopy) -> Bool { words != copy.text }
func != (copy: LocalizedCopy, words: String) -> Bool { copy.text != words }
func == (copies: [LocalizedCopy], words: [String]) -> Bool { copies.map(\.text) == words }
func == (words: [String], copies: [LocalizedCopy]) -> Bool { copies.map(\.text) == words }
