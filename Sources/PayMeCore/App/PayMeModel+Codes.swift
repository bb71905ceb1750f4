import Foundation
import Localization
import Presentation

// MARK: - My Code and scanned codes

extension PayMeModel {
  /// My Code: the link its QR code shows, paying the user under this install's handle (`holder`).
  public var myCode: PayCode? { holder?.code }

  /// Shows My Code in its own sheet, with its own model (an amount to ask for is added there).
  public func showMyCode() {
    guard let code = myCode, !isMyCodeUpOrComing else { return }
    play(.buttonPress)
    let sheet = MyCodeModel(code: code, currency: ledger.currency, locale: locale)
    sheet.onKey = { [weak self] taken in self?.play(taken ? .selectionChange : .failure) }
    sheet.onAnnounce = { [weak self] copy in self?.announce(copy) }
    sheet.screen = dependencies.screenBrightness
    sheet.isLocked = { [weak self] in self?.isLocked ?? false }
    presentation.present(.myCode(sheet))
  }

  /// The My Code sheet that is up, if it is.
  public var myCodeSheet: MyCodeModel? {
    presentation.destinations.lazy.compactMap { if case .myCode(let sheet) = $0 { sheet } else { nil } }.first
  }

  private var isMyCodeUpOrComing: Bool {
    let isMyCode: (PayMeDestination) -> Bool = { if case .myCode = $0 { true } else { false } }
    return presentation.destinations.contains(where: isMyCode)
      || presentation.queued.contains { isMyCode($0.destination) }
  }

  /// Opens the camera to scan someone's code, or says in words why it cannot.
  public func scanCode(_ scanner: CodeScannerAvailability) {
    // A second tap while the camera rises (or asks for access) opens nothing more.
    guard !presentation.isPresentedOrQueued(.scanner) else { return }
    play(.buttonPress)
    switch scanner {
    case .available: presentation.present(.scanner)
    case .unsupported: showMessage(PayMeAlerts.scannerUnsupported)
    case .unavailable: presentation.showAlert(PayMeAlerts.cameraOff)
    }
  }

  /// Scan a Code: `camera` asks for camera access if it was never asked (a prompt of PayMe's own, so the
  /// privacy cover stays down under it) and reads whether the scanner can run.
  public func scanCode(asking camera: @MainActor () async -> CodeScannerAvailability) async {
    let availability = await withOwnPrompt { await camera() }
    scanCode(availability)
  }

  /// Closes My Code or the scanner (their Done and Cancel).
  public func close(_ destination: PayMeDestination) { presentation.dismiss { $0 == destination } }

  /// The camera would not start, or stopped under the scanner: the scanner goes and the user is told why,
  /// rather than left in front of a black view.
  public func scannerStopped() {
    presentation.dismiss { if case .scanner = $0 { true } else { false } }
    showMessage(PayMeAlerts.scannerStopped)
  }

  /// What the scanner read: a PayMe code opens a filled-in payment through the app's link handling (so a
  /// filled-in payment asks first); anything else is said and the scanner stays up to try again.
  public func scanned(_ text: String) {
    guard text.count <= 2_048, let url = URL(string: text), case .pay = PayMeLink(url: url) else {
      showMessage(PayMeAlerts.notAPayMeCode)
      return
    }
    presentation.dismiss { if case .scanner = $0 { true } else { false } }
    open(url)
  }

  /// A payment to the code's owner, filled in with its amount, over whatever was up. Who they are is checked on
  /// Review and in the confirmation (`Ledger.check`): the code's name is only believed for a handle not on file.
  func pay(_ code: PayCode) {
    guard code.handle.caseInsensitiveCompare(holder?.handle ?? "") != .orderedSame else {
      presentation.dismissAll()
      showMessage(PayMeAlerts.ownCode)
      return
    }
    // Not added to the list yet: only a payment that goes through adds them (a page firing links adds no one).
    let contact = code.contact(in: ledger, id: dependencies.makeID())
    var flow = PaymentFlow(purpose: .send, currency: ledger.currency, locale: locale)
    flow.choose(contact)
    if let amount = code.amount {
      // The code's amount as the amount field would hold it; one the rules refuse leaves the field empty.
      flow.editAmount("\(amount)".replacingOccurrences(of: ".", with: flow.entry.decimalSeparator))
      if flow.amountError != nil { flow.editAmount("") }
    }
    flow.note = code.note ?? ""
    presentation.open([.init(.payment(makePayment(flow)))])
  }

  /// A payment filled in from a "Send" bubble in Messages: its amount and note, at the recipients (Messages
  /// names nobody PayMe knows), then Review, the confirmation and the device owner check as for any payment.
  func sendOffered(_ offer: SendOffer) {
    var flow = PaymentFlow(purpose: .send, currency: ledger.currency, locale: locale)
    flow.editAmount("\(offer.amount)".replacingOccurrences(of: ".", with: flow.entry.decimalSeparator))
    if flow.amountError != nil { flow.editAmount("") }
    flow.note = offer.note ?? ""
    presentation.open([.init(.payment(makePayment(flow)))])
  }
}

/// Whether the camera can scan codes here (VisionKit's `DataScannerViewController.isSupported` and
/// `isAvailable`, read by the view).
public enum CodeScannerAvailability: Sendable {
  case available
  /// The device has no camera scanning (isSupported false): older iPhones.
  case unsupported
  /// Camera access was denied or is restricted (isAvailable false).
  case unavailable

  public init(isSupported: Bool, isAvailable: Bool) {
    self = !isSupported ? .unsupported : isAvailable ? .available : .unavailable
  }
}

extension PayMeModel {
  /// My Code's Share: the pay link in the system share sheet, over My Code, with the name it pays (and the amount
  /// it asks for, if one was added).
  public func shareMyCode() {
    guard case .myCode(let sheet)? = presentation.top?.destination else { return }
    let code = sheet.code
    play(.buttonPress)
    presentation.present(
      .share(ShareItem(text: PayMeCopy.shareMyCodeText(code.name, code.url.absoluteString).text, title: code.name)))
  }
}

extension PayMeCopy {
  public static let shareMyCode = LocalizedCopy("payme.code.share", "Share")
  public static func shareMyCodeText(_ name: String, _ link: String) -> LocalizedCopy {
    LocalizedCopy("payme.code.shareText", "Pay %@ with PayMe: %@", .text(name), .text(link))
  }
}
