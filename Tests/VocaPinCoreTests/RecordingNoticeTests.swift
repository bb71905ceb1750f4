import AppServices
import AppServicesTestSupport
import Foundation
import Testing

@testable import VocaPinCore

/// The first dictation that keeps its audio says so once (issue 40): the recording is on this iPhone, and Keep
/// Recordings turns it off. Never again, in this launch or the next; never when no audio is kept.
@Suite("VocaPin recordings: said once that they are kept")
@MainActor
struct RecordingNoticeTests: RecordingSuite {
  let harness = VocaPinHarness()

  @Test("The first dictation with Keep Recordings on says once that audio is kept on this iPhone")
  func saidOnce() async throws {
    let app = app()
    let first = try await dictated("buy bread", in: app)
    #expect(first.recordingNotice == VocaPinCopy.recordingsKeptNotice)
    #expect(first.recordingNotice?.text.contains("on this iPhone") == true)
    #expect(app.messageUp == nil, "a footnote under the microphone, not an alert over the words")
    first.dismissRecordingNotice()
    #expect(first.recordingNotice == nil)
    _ = try await done(first, in: app, words: "buy bread")
    let second = try await dictated("and milk", in: app)
    #expect(second.recordingNotice == nil, "said once, not at every dictation")
    _ = try await done(second, in: app, words: "and milk")
    let relaunched = harness.model()
    let third = try await dictated("and eggs", in: relaunched)
    #expect(third.recordingNotice == nil, "not again after a relaunch")
    #expect(harness.store.read(VocaPinShared.settings).recordingsKeptSaid)
  }

  @Test("Dictation that keeps no audio says nothing about recordings, and the first one kept later still does")
  func nothingKeptNothingSaid() async throws {
    let app = app()
    app.setKeepRecordings(false)
    let unrecorded = try await dictated("no tape", in: app)
    #expect(unrecorded.recordingNotice == nil)
    _ = try await done(unrecorded, in: app, words: "no tape")
    harness.recorder.inCall = true
    app.setKeepRecordings(true)
    let refused = try await dictated("refused", in: app)
    #expect(refused.recordingNotice == nil, "the recording did not start: nothing is kept")
    _ = try await done(refused, in: app, words: "refused")
    #expect(app.messageUp?.contains(VocaPinCopy.recordingNotKept.text) == true)
    try app.dismissAlert()
    app.settlePresentation()
    harness.recorder.inCall = false
    let kept = try await dictated("kept at last", in: app)
    #expect(kept.recordingNotice == VocaPinCopy.recordingsKeptNotice)
  }

  @Test("Settings written before the notice existed read as not said yet")
  func oldSettingsRead() throws {
    let old = try JSONDecoder().decode(VocaPinSettings.self, from: Data(#"{"widgetEnabled":true}"#.utf8))
    #expect(!old.recordingsKeptSaid && old.keepRecordings)
  }
}
