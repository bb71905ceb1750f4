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
    /// Got It: the stack takes the sheet down (a static page has no model of its own).
    let gotIt: () -> Void
    /// The steps name what this iOS shows after a long-press: the + button (17) or Edit's Add Widget (18 on).
    private var iOSVersion: Int { ProcessInfo.processInfo.operatingSystemVersion.majorVersion }

    var body: some View {
      NavigationStack {
        List {
          Section {
            ForEach(Array(BardCopy.howToAddWidgetSteps(iOS: iOSVersion).enumerated()), id: \.offset) { index, step in
              Label(step, systemImage: "\(index + 1).circle.fill")
            }
          } footer: {
            VStack(alignment: .leading, spacing: 4) {
              ForEach(Array(BardCopy.howToAddWidgetFooter(iOS: iOSVersion).enumerated()), id: \.offset) { _, line in
                Text(line)
              }
            }
          }
        }
        .navigationTitle(BardCopy.howToAddWidget)
        .toolbar {
          ToolbarItem(placement: .confirmationAction) { Button(BardCopy.gotIt) { gotIt() } }
        }
      }
      .presentationDetents([.medium, .large])
    }
  }
#endif
