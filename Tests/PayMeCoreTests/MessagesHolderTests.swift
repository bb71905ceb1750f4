import AppServicesTestSupport
import Foundation
import Localization
import SharedStore
import TestSupport
import Testing

@testable import PayMeCore

/// Each install of PayMe is its own holder (name and handle, as each Venmo or Cash App user has their own), saved
/// in the App Group where the Messages extension reads it: a request bubble written on one iPhone is paid on
/// another, and refused as the user's own code on the first.
@Suite("PayMe: each install's own handle, in Messages too")
@MainActor
struct MessagesHolderTests {
  static let english = Locale(identifier: "en_US")

  /// One iPhone's extension model, as Messages launches it expanded, with what it inserted and opened.
  @MainActor
  final class Phone {
    let harness = PayMeHarness()
    let app: PayMeModel
    let ext: PayMeMessagesModel
    var inserted: [MessageContent] = []
    var opened: [URL] = []

    init() {
      app = harness.launched()
      app.settlePresentation()
      ext = PayMeMessagesModel.reading(harness.groupStore, style: .expanded, locale: MessagesHolderTests.english)
      ext.onInsert = { [unowned self] in inserted.append($0) }
      ext.onOpen = { [unowned self] in opened.append($0) }
      // The extension's style requests (compact after a bubble goes in) are MessagesExtensionTests'.
      ext.onRequestStyle = { _ in }
    }

    /// Request `amount` in a bubble, as the user would: the keypad, Add, and Messages taking it.
    func request(_ amount: String) throws -> MessageContent {
      ext.choose(.request)
      ext.beginAmount()
      ext.type(amount)
      ext.add()
      ext.insertFinished(succeeded: true)
      return try #require(inserted.last)
    }
  }

  @Test("PM-14.5: a request bubble one install's extension wrote is paid in another install's PayMe, and is its own")
  func bubbleBetweenTwoPhones() async throws {
    let jamie = Phone()
    let other = Phone()
    let jamieHandle = try #require(jamie.app.holder?.handle)
    #expect(jamieHandle != other.app.holder?.handle, "each install makes its own handle")
    let bubble = try jamie.request("25")
    let code = try #require(PayCode(handle: jamieHandle, name: "Jamie Rivera", amount: 25))
    #expect(bubble.link == .pay(code), "the bubble names this install's holder, as the app saved it")
    // The other iPhone: the bubble tapped, its button, and PayMe opened at a payment to Jamie's handle.
    other.ext.select(bubble.url, fromMe: false)
    guard case .success(let message)? = other.ext.selected else {
      Issue.record("the bubble reads on the other phone")
      return
    }
    #expect(message.handle == jamieHandle && message.action?.text == "Pay in PayMe")
    other.ext.openSelected()
    let link = try #require(other.opened.first)
    let balance = other.app.ledger.balance
    other.app.open(link)
    other.app.settlePresentation()
    #expect(other.app.showsOnlyPayment(.send) && other.app.flow?.recipient?.handle == jamieHandle)
    #expect(other.app.flow?.entry.text == "25" && other.app.flow?.step == .amount)
    // Paid as any payment: Review, the confirmation, Face ID; then the money leaves the other phone's balance.
    other.app.payment?.continueToReview()
    other.app.payment?.confirmSend()
    other.harness.owner.script(.match)
    await other.app.tapAlert("Send")
    await other.app.finishEverything()
    let paid = try #require(other.app.ledger.transactions.first { $0.kind == .sent })
    #expect(paid.counterparty.handle == jamieHandle && paid.amount == Money(25, .usd))
    #expect(other.app.ledger.balance == Money(balance.amount - 25, .usd))
    // Jamie's own PayMe, given the same link: their own code, refused in words; nothing is opened.
    jamie.app.open(link)
    jamie.app.settlePresentation()
    #expect(jamie.app.shownAlert?.kind(as: PayMeAlertID.self) == .ownCode)
    #expect(jamie.app.presentation.destinations.isEmpty)
  }

  @Test("The handle is made once per install, kept across launches, and follows the ledger's name")
  func handleKept() throws {
    let harness = PayMeHarness()
    let first = harness.launched()
    let holder = try #require(first.holder)
    #expect(holder.name == "Jamie Rivera" && holder.handle.hasPrefix("@jamie."))
    #expect(HandleRules.length.contains(holder.handle.count - 1))
    #expect(harness.groupStore.read(PayMeShared.holder) == holder, "saved where the extension reads it")
    #expect(harness.relaunched().holder == holder)
    #expect(PayMeHolder.generated(name: "Ana María López", id: "7F3A-99")?.handle == "@ana.7f3a")
    #expect(PayMeHolder.generated(name: "李雷", id: "-")?.handle == "@payme.0000")
    // A damaged file is replaced by a new handle, never read as one.
    let file = harness.groupDirectory.appendingPathComponent("payme-holder.json")
    #expect(FileManager.default.fileExists(atPath: file.path))
    let saved = try String(contentsOf: file, encoding: .utf8)
    try Data(saved.replacingOccurrences(of: holder.handle, with: "@\u{202E}evil").utf8).write(to: file)
    #expect(harness.groupStore.read(PayMeShared.holder) == nil, "a handle the rules refuse is not believed")
    let after = harness.relaunched().holder
    #expect(after?.handle.hasPrefix("@jamie.") == true && harness.groupStore.read(PayMeShared.holder) == after)
  }

  @Test("Before PayMe was opened there is no handle: a request asks for PayMe in words; an offer still works")
  func noHolderYet() throws {
    let store = SharedStore(directory: FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString))
    let ext = PayMeMessagesModel.reading(store, style: .expanded, locale: Self.english)
    var inserted: [MessageContent] = []
    ext.onInsert = { inserted.append($0) }
    ext.beginAmount()
    ext.type("5")
    ext.add()
    #expect(ext.needsHolder && inserted.isEmpty)
    #expect(PayMeCopy.messageNeedsHolder.text == "Open PayMe once to set up your handle, then ask for money here.")
    ext.choose(.send)
    #expect(!ext.needsHolder)
    ext.add()
    #expect(inserted.count == 1)
  }

  @Test("Settings' handle: typed with or without @ in any case, 3 to 20 of a-z 0-9 . _; anything else said in words")
  func handleRules() throws {
    let app = PayMeHarness().launched()
    let editor = app.settingsScreen.handleEditor
    let before = try #require(app.holder)
    #expect(editor.text == String(before.handle.dropFirst()) && !editor.canSave)
    let refusals: [(String, HandleRefusal)] = [
      ("", .empty), ("  ", .empty), ("ab", .tooShort), (String(repeating: "a", count: 21), .tooLong),
      ("jamie r", .characters), ("jamie-r", .characters), ("jämie", .characters), ("jamie\u{202E}r", .characters),
      ("jamie\u{0}", .characters), ("ｊａｍｉｅ", .characters), ("😀😀😀", .characters), ("@@jamie", .characters),
      ("_jamie", .start), (".jamie", .start), ("benok", .contact), ("@BenOk", .contact),
      ("<script>", .characters), ("jamie'--", .characters),
    ]
    for (text, refusal) in refusals {
      editor.edit(text)
      editor.save()
      #expect(editor.refusal == refusal, "\(text.debugDescription)")
      #expect(app.holder == before, "a refused handle changes nothing: \(text.debugDescription)")
    }
    #expect(
      HandleRefusal.characters.message.text == "Use only letters a to z, digits, periods (.) and underscores (_).")
    #expect(HandleRefusal.contact.message.text == "One of your contacts has this handle. Choose another.")
    editor.edit(String(repeating: "x", count: 500))
    #expect(editor.text.count == HandleEditModel.maximumTyped, "a paste is cut, then refused as too long")
    editor.edit(" @Jamie_R.2026 ")
    #expect(editor.refusal == nil && editor.canSave)
    editor.save()
    #expect(app.holder?.handle == "@jamie_r.2026" && editor.refusal == nil && !editor.canSave)
    #expect(app.myCode?.handle == "@jamie_r.2026")
    #expect(app.announcement?.text == "Handle saved")
  }

  @Test("A changed handle is what the extension's next request carries, and survives a relaunch")
  func changedHandleReachesExtension() throws {
    let phone = Phone()
    phone.app.settingsScreen.handleEditor.edit("jamie.rivera")
    phone.app.settingsScreen.handleEditor.save()
    let ext = PayMeMessagesModel.reading(phone.harness.groupStore, style: .expanded, locale: Self.english)
    #expect(ext.holder?.handle == "@jamie.rivera")
    #expect(phone.harness.relaunched().holder?.handle == "@jamie.rivera")
  }

  @Test("A handle that cannot be saved to the App Group is refused in words, and the one before stays")
  func handleNotSaved() throws {
    let harness = PayMeHarness()
    let app = harness.launched()
    let before = app.holder
    // The App Group's folder replaced by a file: nothing can be written there.
    try FileManager.default.removeItem(at: harness.groupDirectory)
    try Data().write(to: harness.groupDirectory)
    app.settingsScreen.handleEditor.edit("jamie.new")
    app.settingsScreen.handleEditor.save()
    #expect(app.settingsScreen.handleEditor.refusal == .notSaved && app.holder == before)
    #expect(HandleRefusal.notSaved.message.text == "Couldn't save your handle. Try again.")
  }

  @Test("A handle changed in PayMe while Messages kept the extension is what its next request carries")
  func handleChangedBetweenActivations() throws {
    let phone = Phone()
    let before = try #require(phone.app.holder?.handle)
    #expect(try phone.request("5").link.payCode?.handle == before)
    // The user leaves Messages, changes the handle in PayMe, and comes back to the same extension process.
    phone.app.settingsScreen.handleEditor.edit("jamie.rivera")
    phone.app.settingsScreen.handleEditor.save()
    #expect(phone.ext.holder?.handle == before, "read when the extension became active, not on every keystroke")
    phone.ext.becameActive()
    #expect(phone.ext.holder?.handle == "@jamie.rivera" && phone.ext.holderNotice == nil)
    #expect(try phone.request("6").link.payCode?.handle == "@jamie.rivera")
  }

  @Test("A holder file that cannot be read keeps the handle read last and says so; with none, nothing is sent")
  func unreadableHolderKeepsLastGood() throws {
    let harness = PayMeHarness()
    let protection = SimulatedDataProtection()
    harness.dataProtection = protection
    let app = harness.launched()
    let saved = try #require(app.holder?.handle)
    let group = protection.store(directory: harness.groupDirectory)
    let ext = PayMeMessagesModel.reading(group, style: .expanded, locale: Self.english)
    var inserted: [MessageContent] = []
    ext.onInsert = { inserted.append($0) }
    ext.onRequestStyle = { _ in }
    #expect(ext.holder?.handle == saved && ext.holderNotice == nil)
    // The iPhone restarts; Messages brings the extension back before the first unlock: the file cannot be read.
    protection.restart()
    ext.becameActive()
    #expect(ext.holder?.handle == saved && ext.holderUnreadable, "the last good handle, never a blank one")
    #expect(ext.holderNotice?.text == "Couldn't read your handle from PayMe. Requests use \(saved), read earlier.")
    ext.beginAmount()
    ext.type("5")
    ext.add()
    ext.insertFinished(succeeded: true)
    #expect(inserted.last?.link.payCode?.handle == saved)
    // An offer names nobody: no notice about the handle.
    ext.choose(.send)
    #expect(ext.holderNotice == nil)
    protection.firstUnlock()
    ext.choose(.request)
    ext.becameActive()
    #expect(!ext.holderUnreadable && ext.holderNotice == nil && ext.holder?.handle == saved)

    // A process started before the first unlock has read no handle: a request is not made, and the reason is said.
    protection.restart()
    let fresh = PayMeMessagesModel.reading(group, style: .expanded, locale: Self.english)
    var freshInserted: [MessageContent] = []
    fresh.onInsert = { freshInserted.append($0) }
    fresh.onRequestStyle = { _ in }
    fresh.beginAmount()
    fresh.type("5")
    fresh.add()
    #expect(freshInserted.isEmpty && fresh.holder == nil && !fresh.needsHolder, "not 'open PayMe once': it was")
    #expect(fresh.holderNotice?.text == "Your handle can't be read right now. Unlock your iPhone, then try again.")
    protection.firstUnlock()
    fresh.becameActive()
    fresh.add()
    fresh.insertFinished(succeeded: true)
    #expect(freshInserted.last?.link.payCode?.handle == saved && fresh.holderNotice == nil)
  }
}

extension PayMeLink {
  /// The code a request bubble asks others to pay.
  fileprivate var payCode: PayCode? {
    if case .pay(let code) = self { code } else { nil }
  }
}
