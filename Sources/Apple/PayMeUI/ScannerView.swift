#if os(iOS)
  import AVFoundation
  import DesignSystem
  import DesignSystemUI
  import Localization
  import LocalizationUI
  import PayMeCore
  import SwiftUI
  import UIKit
  import VisionKit

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
    let scanner: ScannerModel

    var body: some View {
      NavigationStack {
        ScannerRepresentable(found: { text in scanner.scanned(text) }, stopped: { scanner.stopped() })
          .ignoresSafeArea(edges: .bottom)
          .overlay(alignment: .bottom) {
            Text(PayMeCopy.scanCaption).font(.system(.callout)).padding(Spacing.medium)
              .background(Color(Theme.payMe.surface), in: RoundedRectangle(cornerRadius: Spacing.small))
              .padding(Spacing.large)
          }
          .navigationTitle(PayMeCopy.scanCode)
          .navigationBarTitleDisplayMode(.inline)
          .toolbar {
            ToolbarItem(placement: .cancellationAction) { Button(PayMeCopy.cancel) { scanner.cancel() } }
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

  struct ScannerView_Previews: PreviewProvider {
    static var previews: some View {
      // The camera runs on a device only; the canvas shows the sheet around it.
      ScannerView(scanner: ScannerModel())
        .previewDisplayName("Scan a Code")
    }
  }
#endif
