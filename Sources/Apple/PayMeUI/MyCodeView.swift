#if os(iOS)
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

  /// My Code: the user's pay link as a QR code (Core Image's generator), drawn without smoothing so every
  /// module stays sharp, with the name under it. Add Amount types an amount on PayMe's keypad (`MyCodeModel`);
  /// the code re-renders asking for it and says so under itself.
  @MainActor
  struct MyCodeView: View {
    let sheet: MyCodeModel

    var body: some View {
      NavigationStack {
        Group {
          if sheet.isEnteringAmount {
            // Sized as the payment's amount step is: at the accessibility sizes the keys give way so the amount
            // and Paste stay on the sheet (`AmountKeypadLayout`).
            amountEntry.padding(Spacing.screenEdgeRegular).amountKeypadSizing()
          } else {
            // Scrolls at the accessibility sizes, where the code, the name and the buttons outgrow the sheet.
            ScrollView {
              codeCard.padding(Spacing.screenEdgeRegular).frame(maxWidth: .infinity)
            }
            .scrollBounceBehavior(.basedOnSize)
          }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        // Full brightness while the code shows, as Wallet's passes (`MyCodeModel.wantsFullBrightness`).
        .onAppear { sheet.codeVisibilityChanged(true) }
        .onDisappear { sheet.codeVisibilityChanged(false) }
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
        Spacer()
        // Why the amount was refused, by the keys, in the row the layout keeps for it.
        if let note = sheet.barNote { KeypadBarNoteText(note: note) }
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
          Button(PayMeCopy.done) { sheet.done() }
        }
        // The pay link in the system share sheet, through the stack like a receipt's.
        ToolbarItem(placement: .topBarLeading) {
          Button(PayMeCopy.shareMyCode, systemImage: "square.and.arrow.up") { sheet.share() }
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

  struct MyCodeView_Previews: PreviewProvider {
    static var previews: some View {
      let model = PayMePreviewValues.model()
      if let code = model.myCode {
        MyCodeView(sheet: MyCodeModel(code: code, currency: model.ledger.currency))
          .previewDisplayName("My Code")
        MyCodeView(sheet: askingForAmount(code, currency: model.ledger.currency))
          .previewDisplayName("My Code, with an amount")
      }
    }

    /// My Code asking for $12.00, typed on its keypad as the user would.
    @MainActor
    static func askingForAmount(_ code: PayCode, currency: Currency) -> MyCodeModel {
      let sheet = MyCodeModel(code: code, currency: currency)
      sheet.addAmount()
      for key in [AmountKey.digit(1), .digit(2)] { sheet.press(key) }
      sheet.confirmAmount()
      return sheet
    }
  }
#endif
