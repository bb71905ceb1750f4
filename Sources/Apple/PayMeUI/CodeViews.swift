#if os(iOS)
  import AVFoundation
  import CoreImage
  import CoreImage.CIFilterBuiltins
  import DesignSystem
  import DesignSystemUI
  import Localization
  import LocalizationUI
  import PayMeCore
  import PresentationUI
  import SwiftUI
  import UIKit
  import VisionKit

  /// My Code: the user's pay link as a QR code (Core Image's generator), drawn without smoothing so every
  /// module stays sharp, with the name under it. Add Amount types an amount on PayMe's keypad (`MyCodeModel`);
  /// the code re-renders asking for it and says so under itself.
  @MainActor
  struct MyCodeView: View {
    let model: PayMeModel
    let sheet: MyCodeModel

    var body: some View {
      NavigationStack {
        Group {
          if sheet.isEnteringAmount { amountEntry } else { codeCard }
        }
        .padding(Spacing.screenEdgeRegular)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .navigationTitle(sheet.isEnteringAmount ? PayMeCopy.myCodeAddAmount : PayMeCopy.myCode)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar { toolbar }
      }
    }

    private var codeCard: some View {
      let code = sheet.code
      return VStack(spacing: Spacing.large) {
        if let image = Self.qrImage(code.url.absoluteString) {
          Image(uiImage: image).interpolation(.none).resizable().scaledToFit()
            .frame(maxWidth: 280)
            .padding(Spacing.medium)
            .background(Color.white, in: RoundedRectangle(cornerRadius: Spacing.medium))
            .accessibilityLabel(PayMeCopy.myCodeLabel(code.name))
        }
        VStack(spacing: Spacing.xSmall) {
          Text(verbatim: code.name).font(.system(.title2)).bold()
          Text(verbatim: code.handle).font(.system(.body)).foregroundStyle(Color(Theme.payMe.secondaryText))
          if let caption = sheet.amountCaption {
            Text(caption).font(.system(.headline))
          }
        }
        Text(PayMeCopy.myCodeCaption).font(.system(.footnote)).foregroundStyle(Color(Theme.payMe.secondaryText))
          .multilineTextAlignment(.center)
        if sheet.amount == nil {
          Button(PayMeCopy.myCodeAddAmount) { sheet.addAmount() }
        } else {
          HStack(spacing: Spacing.large) {
            Button(PayMeCopy.myCodeEditAmount) { sheet.addAmount() }
            Button(PayMeCopy.myCodeRemoveAmount, role: .destructive) { sheet.removeAmount() }
          }
        }
      }
    }

    private var amountEntry: some View {
      VStack(spacing: Spacing.medium) {
        Spacer()
        AmountDisplay(payment: sheet)
        if let error = sheet.error {
          Text(error.message(locale: model.locale)).font(.system(.footnote))
            .foregroundStyle(Color(Theme.payMe.errorText))
        }
        Spacer()
        AmountKeypadView(payment: sheet)
      }
    }

    @ToolbarContentBuilder
    private var toolbar: some ToolbarContent {
      if sheet.isEnteringAmount {
        ToolbarItem(placement: .cancellationAction) {
          Button(PayMeCopy.cancel) { sheet.cancelAmount() }
        }
        ToolbarItem(placement: .confirmationAction) {
          Button(PayMeCopy.done) { sheet.confirmAmount() }
        }
      } else {
        ToolbarItem(placement: .confirmationAction) {
          Button(PayMeCopy.done) { model.close(.myCode(sheet)) }
        }
        // The pay link in the system share sheet, through the stack like a receipt's.
        ToolbarItem(placement: .topBarLeading) {
          Button(PayMeCopy.shareMyCode, systemImage: "square.and.arrow.up") { model.shareMyCode() }
        }
      }
    }

    /// One Core Image context for every drawing: making one is costly (Apple: "create one and reuse it").
    private static let context = CIContext()

    /// The code's image: `CIFilter.qrCodeGenerator()` draws one point per module; scaled up by whole pixels.
    static func qrImage(_ text: String) -> UIImage? {
      let filter = CIFilter.qrCodeGenerator()
      filter.message = Data(text.utf8)
      filter.correctionLevel = "M"
      guard let output = filter.outputImage?.transformed(by: CGAffineTransform(scaleX: 12, y: 12)),
        let image = context.createCGImage(output, from: output.extent)
      else { return nil }
      return UIImage(cgImage: image)
    }
  }

  /// Whether the camera can scan codes now; asks for camera access first if it was never asked, as iOS shows
  /// its prompt only on the first request (NSCameraUsageDescription says why).
  enum CodeScanner {
    @MainActor
    static func availability() async -> CodeScannerAvailability {
      guard DataScannerViewController.isSupported else { return .unsupported }
      if AVCaptureDevice.authorizationStatus(for: .video) == .notDetermined {
        _ = await AVCaptureDevice.requestAccess(for: .video)
      }
      return CodeScannerAvailability(isSupported: true, isAvailable: DataScannerViewController.isAvailable)
    }
  }

  /// Scan a Code: VisionKit's data scanner, QR codes only; what it reads goes to the model, which opens a
  /// filled-in payment for a PayMe code and says so for anything else.
  @MainActor
  struct ScannerView: View {
    let model: PayMeModel

    var body: some View {
      NavigationStack {
        ScannerRepresentable(found: { text in model.scanned(text) }, stopped: { model.scannerStopped() })
          .ignoresSafeArea(edges: .bottom)
          .overlay(alignment: .bottom) {
            Text(PayMeCopy.scanCaption).font(.system(.callout)).padding(Spacing.medium)
              .background(Color(Theme.payMe.surface), in: RoundedRectangle(cornerRadius: Spacing.small))
              .padding(Spacing.large)
          }
          .navigationTitle(PayMeCopy.scanCode)
          .navigationBarTitleDisplayMode(.inline)
          .toolbar {
            ToolbarItem(placement: .cancellationAction) { Button(PayMeCopy.cancel) { model.close(.scanner) } }
          }
      }
    }
  }

  private struct ScannerRepresentable: UIViewControllerRepresentable {
    let found: @MainActor (String) -> Void
    let stopped: @MainActor () -> Void

    func makeUIViewController(context: Context) -> DataScannerViewController {
      let scanner = DataScannerViewController(
        recognizedDataTypes: [.barcode(symbologies: [.qr])], qualityLevel: .balanced,
        recognizesMultipleItems: false, isHighFrameRateTrackingEnabled: false, isHighlightingEnabled: true)
      scanner.delegate = context.coordinator
      return scanner
    }

    func updateUIViewController(_ scanner: DataScannerViewController, context: Context) {
      context.coordinator.found = found
      context.coordinator.stopped = stopped
      // Checked before presenting, but the camera can still be taken (another app, a call): said in words.
      guard !scanner.isScanning, !context.coordinator.failed else { return }
      do {
        try scanner.startScanning()
      } catch {
        context.coordinator.failed = true
        Task { @MainActor in stopped() }
      }
    }

    static func dismantleUIViewController(_ scanner: DataScannerViewController, coordinator: Coordinator) {
      scanner.stopScanning()
    }

    func makeCoordinator() -> Coordinator { Coordinator(found: found, stopped: stopped) }

    @MainActor
    final class Coordinator: NSObject, DataScannerViewControllerDelegate {
      var found: @MainActor (String) -> Void
      var stopped: @MainActor () -> Void
      /// The camera failed once: not started again behind the alert that says so.
      var failed = false
      /// The code last reported: the scanner reports an item again as it moves in and out of view.
      private var last: String?

      init(found: @escaping @MainActor (String) -> Void, stopped: @escaping @MainActor () -> Void) {
        self.found = found
        self.stopped = stopped
      }

      func dataScanner(
        _ dataScanner: DataScannerViewController,
        becameUnavailableWithError error: DataScannerViewController.ScanningUnavailable
      ) {
        guard !failed else { return }
        failed = true
        stopped()
      }

      func dataScanner(
        _ dataScanner: DataScannerViewController, didAdd addedItems: [RecognizedItem], allItems: [RecognizedItem]
      ) {
        for item in addedItems {
          guard case .barcode(let code) = item, let text = code.payloadStringValue, text != last else { continue }
          last = text
          found(text)
        }
      }
    }
  }
#endif
