#if os(iOS)
  import AppServices
  import SwiftUI

  /// The "Privacy Policy" row every app shows in its settings (App Review 5.1.1(i)): the build's page in Safari,
  /// else the app's own account of what it keeps, pushed in the settings' navigation stack. Its text comes looked
  /// up already (an app with a String Catalog passes its translation), so it is shown verbatim.
  @MainActor
  public struct PrivacyPolicyRow: View {
    let policy: PrivacyPolicy
    let title: String

    public init(policy: PrivacyPolicy, title: String = PrivacyPolicy.title) {
      self.policy = policy
      self.title = title
    }

    public var body: some View {
      if let page = policy.page {
        Link(destination: page) { Text(verbatim: title) }
      } else {
        NavigationLink {
          PrivacySummaryView(summary: policy.summary, title: title)
        } label: {
          Text(verbatim: title)
        }
      }
    }
  }

  /// What the app keeps and where, one section per question, when the build configures no policy page.
  @MainActor
  public struct PrivacySummaryView: View {
    let summary: [PrivacyPolicy.Section]
    let title: String

    public init(summary: [PrivacyPolicy.Section], title: String = PrivacyPolicy.title) {
      self.summary = summary
      self.title = title
    }

    public var body: some View {
      List {
        ForEach(summary, id: \.self) { section in
          Section {
            Text(verbatim: section.body)
          } header: {
            Text(verbatim: section.title)
          }
        }
      }
      .navigationTitle(Text(verbatim: title))
    }
  }

  // PreviewProvider, not #Preview: the Linux type-check has no PreviewsMacros plugin.
  struct PrivacyPolicyRow_Previews: PreviewProvider {
    static var previews: some View {
      NavigationStack {
        List {
          PrivacyPolicyRow(
            policy: PrivacyPolicy(
              configured: nil,
              summary: [
                .init("On this iPhone", "Your notes stay on this iPhone."),
                .init("No tracking", "No ads, no analytics, nothing shared."),
              ]))
          PrivacyPolicyRow(
            policy: PrivacyPolicy(configured: "https://example.com/privacy", summary: []), title: "Web page")
        }
      }
    }
  }
#endif
