#if os(iOS)
  import AppServices
  import AppServicesLive
  import DesignSystemUI
  import InsolentBardCore
  import Localization
  import LocalizationUI
  import SwiftUI

  /// The "How to Add Widget" instructions (IB-6.1, IB-6.2).
  @MainActor
  struct HowToAddWidgetView: View {
    let model: BardModel

    var body: some View {
      NavigationStack {
        List {
          Section {
            ForEach(Array(BardCopy.howToAddWidgetSteps.enumerated()), id: \.offset) { index, step in
              Label(step, systemImage: "\(index + 1).circle.fill")
            }
          } footer: {
            Text(BardCopy.addWidgetTip)
          }
        }
        .navigationTitle(BardCopy.howToAddWidget)
        .toolbar {
          ToolbarItem(placement: .confirmationAction) { Button(BardCopy.gotIt) { model.close(.howToAddWidget) } }
        }
      }
      .presentationDetents([.medium, .large])
    }
  }
#endif
