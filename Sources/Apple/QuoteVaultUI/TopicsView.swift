#if os(iOS)
  import Localization
  import LocalizationUI
  import QuoteVaultCore
  import SwiftUI

  /// Settings' Topics sheet: the topics onboarding offered, each followed or not; every tap is kept at once (the
  /// sheet's model hands it to the app), so Done and a swipe down both just close it.
  @MainActor
  struct TopicsView: View {
    let sheet: TopicsModel

    var body: some View {
      NavigationStack {
        Form {
          Section {
            ForEach(QuoteCategory.allCases, id: \.self) { topic in
              Toggle(
                isOn: Binding(
                  get: { sheet.isFollowing(topic) }, set: { _ in Task { await sheet.toggle(topic) } })
              ) { Text(topic.title) }
            }
          } footer: {
            Text(verbatim: sheet.footer)
          }
        }
        .navigationTitle(TopicsModel.title)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
          ToolbarItem(placement: .confirmationAction) { Button(TopicsModel.done) { sheet.done() } }
        }
      }
    }
  }

  struct TopicsView_Previews: PreviewProvider {
    static var previews: some View {
      TopicsView(sheet: TopicsModel(topics: [.wisdom, .love], savesToAccount: true))
        .previewDisplayName("Topics: signed in")
      TopicsView(sheet: TopicsModel(topics: [], savesToAccount: false)).previewDisplayName("Topics: a guest, none")
    }
  }
#endif
