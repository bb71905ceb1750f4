#if os(iOS)
  import PayMeCore
  import Presentation
  import PresentationUI
  import SwiftUI
  import SystemSheetsUI

  /// A surface of PayMe's stack, drawn from its payload: the payment sheet, or a receipt's share sheet. The stack
  /// installs the presentations of its level on each, so what goes over it and the alert on top go through it.
  @MainActor
  struct PayMeSurfaceView: View {
    let model: PayMeModel
    let surface: Surface<PayMeDestination>

    var body: some View {
      switch surface.destination {
      case .payment(let payment): PaymentFlowView(payment: payment)
      case .share(let item):
        ShareSheet(item) { [model, surface] in model.systemSheetFinished(surface) }
      case .aboutDemo:
        AboutDemoView { model.closeAboutDemo() }
      case .split(let split):
        SplitView(split: split)
      case .bank(let sheet):
        BankTransferView(sheet: sheet)
      case .myCode(let sheet):
        MyCodeView(sheet: sheet)
      case .scanner(let scanner):
        // Its alerts (not a PayMe code) show over the camera, which keeps scanning.
        ScannerView(scanner: scanner)
      case .editSchedule(let sheet):
        ScheduleEditView(sheet: sheet)
      case .contactPicker(let picker):
        ContactPickerView(picker: picker)
          .presentationBackground(.clear)
      }
    }
  }

  struct PayMeSurfaceView_Previews: PreviewProvider {
    static var previews: some View {
      // The router drawing one destination's sheet, as the root's presentations call it.
      PayMeSurfaceView(
        model: PayMePreviewValues.model(onboarded: false),
        surface: Surface(id: 1, destination: .aboutDemo, style: .sheet)
      )
      .previewDisplayName("A sheet: About This Demo")
    }
  }
#endif
