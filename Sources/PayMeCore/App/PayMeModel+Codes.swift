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
    sheet.onShare = { [weak self] code in self?.share(code) }
    sheet.onDone = { [weak self, weak sheet] in if let sheet { self?.close(.myCode(sheet)) } }
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
    guard presentation.lastPresentedOrQueued(\.scanner) == nil else { return }
    play(.buttonPress)
    switch scanner {
    case .available: presentation.present(.scanner(connectedScanner()))
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

  /// Takes My Code or the scanner down (their Done and Cancel).
  func close(_ destination: PayMeDestination) { presentation.dismiss { $0 == destination } }

  /// A scanner whose reads, stop and Cancel come here; one no longer up reports nothing.
  private func connectedScanner() -> ScannerModel {
    let scanner = ScannerModel()
    let isCurrent: @MainActor (ScannerModel?) -> Bool = { [weak self] scanner in
      scanner != nil && self?.presentation.lastPresentedOrQueued(\.scanner) === scanner
    }
    scanner.onPayLink = { [weak self, weak scanner] url in if isCurrent(scanner) { self?.scanned(url) } }
    scanner.onNotACode = { [weak self, weak scanner] in
      if isCurrent(scanner) { self?.showMessage(PayMeAlerts.notAPayMeCode) }
    }
    scanner.onStopped = { [weak self, weak scanner] in if isCurrent(scanner) { self?.scannerStopped() } }
    scanner.onCancel = { [weak self, weak scanner] in if let scanner { self?.close(.scanner(scanner)) } }
    return scanner
  }

  /// The camera would not start, or stopped under the scanner: the scanner goes and the user is told why,
  /// rather than left in front of a black view.
  private func scannerStopped() {
    presentation.dismiss { $0.scanner != nil }
    showMessage(PayMeAlerts.scannerStopped)
  }

  /// A PayMe code the scanner read: the scanner goes and the payment opens through the app's link handling (so a
  /// filled-in payment asks first).
  private func scanned(_ url: URL) {
    presentation.dismiss { $0.scanner != nil }
    open(url)
  }

  /// A payment to the code's owner, filled in with its amount, over whatever was up (`PaymentFlow.paying`): the
  /// code's name is only believed for a handle not on file.
  func pay(_ code: PayCode) {
    guard code.handle.caseInsensitiveCompare(holder?.handle ?? "") != .orderedSame else {
      presentation.dismissAll()
      showMessage(PayMeAlerts.ownCode)
      return
    }
    // Not added to the list yet: only a payment that goes through adds them (a page firing links adds no one).
    let contact = code.contact(in: ledger, id: dependencies.makeID())
    let flow = PaymentFlow.paying(code, to: contact, currency: ledger.currency, locale: locale)
    presentation.open([.init(.payment(makePayment(flow)))])
  }

  /// A payment filled in from a "Send" bubble in Messages (`PaymentFlow.offered`), then Review, the confirmation
  /// and the device owner check as for any payment.
  func sendOffered(_ offer: SendOffer) {
    let flow = PaymentFlow.offered(offer, currency: ledger.currency, locale: locale)
    presentation.open([.init(.payment(makePayment(flow)))])
  }
}

extension PayMeModel {
  /// My Code's Share: the pay link in the system share sheet, over My Code, with the name it pays (and the amount
  /// it asks for, if one was added).
  func share(_ code: PayCode) {
    guard case .myCode? = presentation.top?.destination else { return }
    play(.buttonPress)
    presentation.present(
      .share(ShareItem(text: PayMeCopy.shareMyCodeText(code.name, code.url.absoluteString).text, title: code.name)))
  }
}
