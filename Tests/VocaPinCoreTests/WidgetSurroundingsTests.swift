import Foundation
import Testing

@testable import VocaPinCore

/// Where a Home Screen widget is also seen by others (StandBy, the Always-On display, a place iOS redacts), its
/// face is chosen as the Lock Screen's is, rather than trusting `privacySensitive()` alone.
@Suite("The widget where others may see it: StandBy, Always-On, iOS's privacy redaction")
struct WidgetSurroundingsTests {
  let note = Note(text: "Gate code 4821", color: .yellow, createdAt: Date(timeIntervalSince1970: 1_790_000_000))
  var home: VocaPinWidgetFace { .note(note, isPinned: true) }

  @Test("With Show Notes on Lock Screen off, StandBy and the Always-On display show no words; the Home Screen does")
  func hiddenWhereOthersSee() {
    let hidden = home.onLockScreen(showingNotes: false)
    #expect(hidden == .noteHidden(note.id))
    let homeScreen = VocaPinWidgetSurroundings(isLockScreenFamily: false)
    #expect(homeScreen.face(home: home, lockScreen: hidden) == home)
    // StandBy: a Home Screen family in full colour, its container background removed.
    let standBy = VocaPinWidgetSurroundings(isLockScreenFamily: false, showsContainerBackground: false)
    #expect(standBy.isSeenByOthers && standBy.face(home: home, lockScreen: hidden) == hidden)
    // StandBy at night, and the Always-On display: luminance reduced.
    let dimmed = VocaPinWidgetSurroundings(isLockScreenFamily: false, isLuminanceReduced: true)
    #expect(dimmed.face(home: home, lockScreen: hidden) == hidden)
    // A tinted Home Screen also drops the background, but is not full colour: the owner's own screen.
    let tinted = VocaPinWidgetSurroundings(
      isLockScreenFamily: false, showsContainerBackground: false, isFullColor: false)
    #expect(!tinted.isSeenByOthers && tinted.face(home: home, lockScreen: hidden) == home)
    // The Lock Screen families draw the Lock Screen's face, as before.
    let lockScreen = VocaPinWidgetSurroundings(isLockScreenFamily: true, isFullColor: false)
    #expect(lockScreen.face(home: home, lockScreen: hidden) == hidden)
  }

  @Test("With Show Notes on Lock Screen on, StandBy shows the note; iOS's privacy redaction hides it in words")
  func shownByChoiceUnlessRedacted() {
    let shown = home.onLockScreen(showingNotes: true)
    let standBy = VocaPinWidgetSurroundings(isLockScreenFamily: false, showsContainerBackground: false)
    #expect(standBy.face(home: home, lockScreen: shown) == home)
    // Where iOS asks for private content to be hidden, the face says "Note hidden" whatever the setting, rather
    // than leaving grey bars over the note.
    for family in [false, true] {
      let redacted = VocaPinWidgetSurroundings(isLockScreenFamily: family, isPrivacyRedacted: true)
      #expect(redacted.face(home: home, lockScreen: shown) == .noteHidden(note.id))
      #expect(redacted.face(home: home, lockScreen: shown).text == VocaPinCopy.Widget.hiddenMessage.text)
    }
    // Faces without a note's words stay as they are.
    let redacted = VocaPinWidgetSurroundings(isLockScreenFamily: false, isPrivacyRedacted: true)
    #expect(redacted.face(home: .turnedOff, lockScreen: .turnedOff) == .turnedOff)
    #expect(standBy.face(home: .empty, lockScreen: .empty) == .empty)
  }

  @Test("The widget's and Shortcuts' note pickers show a note's title as written, never as a String Catalog key")
  func noteTitlesVerbatim() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let folders = [
      "Apps/VocaPin/App", "Apps/VocaPin/Widgets", "Sources/Apple/VocaPinWidgets", "Sources/Apple/VocaPinUI",
    ]
    var scanned = 0
    for folder in folders {
      let directory = root.appendingPathComponent(folder)
      let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }
      for file in files {
        let source = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
        scanned += 1
        // A resource or key made from a run-time string is looked up in the catalog under that string: a note
        // titled like one of its keys would show that key's words. Interpolation ("\(title)") is an argument.
        for pattern in ["stringLiteral:", "LocalizedStringKey("] {
          #expect(!source.contains(pattern), "\(folder)/\(file) uses \(pattern)")
        }
      }
    }
    #expect(scanned > 10)
  }
}
