#if os(iOS)
  import AppServices
  import AppServicesLive
  import DesignSystemUI
  import InsolentBardCore
  import Localization
  import LocalizationUI
  import SwiftUI

  /// About, with the feature list and the add-widget tip (IB-6.2).
  @MainActor
  struct AboutView: View {
    var body: some View {
      List {
        Section {
          ForEach(BardCopy.aboutFeatures, id: \.title.key) { feature in
            VStack(alignment: .leading, spacing: 4) {
              Text(feature.title).font(.headline)
              Text(feature.text).font(.subheadline).foregroundStyle(.secondary)
            }
          }
        } header: {
          Text(BardCopy.featuresTitle)
        }
        // Criterion: IB-6.2
        Section {
          Text(BardCopy.addWidgetTip)
        } header: {
          Text(BardCopy.addWidgetTitle)
        }
      }
      .navigationTitle(BardCopy.aboutTitle)
    }
  }
#endif
