#if os(iOS)
  import Localization
  import LocalizationUI
  import QuoteVaultCore
  import SwiftUI

  /// For You's topics on Home, under the picker: each followed or not; the mix on screen follows at once.
  @MainActor
  struct ForYouTopicsView: View {
    let model: QuoteVaultModel

    var body: some View {
      DisclosureGroup {
        ForEach(QuoteCategory.allCases, id: \.self) { topic in
          Toggle(
            isOn: Binding(
              get: { model.feed.followedTopics.contains(topic) },
              set: { followed in Task { await model.setTopic(topic, followed: followed) } })
          ) { Text(topic.title) }
        }
      } label: {
        VStack(alignment: .leading) {
          Text(ForYou.topics)
          if model.feed.followedTopics.isEmpty { Text(ForYou.noTopics).font(.footnote).foregroundStyle(.secondary) }
        }
      }
    }
  }

  struct ForYouTopicsView_Previews: PreviewProvider {
    static var previews: some View {
      List { ForYouTopicsView(model: QuoteVaultPreviewValues.model()) }.previewDisplayName("For You topics")
    }
  }
#endif
