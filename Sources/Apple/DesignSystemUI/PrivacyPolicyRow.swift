#if os(iOS)
  import AppServices
  import Localization
  import LocalizationUI
  import SwiftUI

  /// The "Privacy Policy" row every app shows in its settings (App Review 5.1.1(i)): the build's page in Safari,
  /// else the app's own account of what it keeps, pushed in the settings' navigation stack as `route`, a value of
  /// the path the screen's model owns (the screen's `navigationDestination` shows `PrivacySummaryView` for it), so
  /// a link or the model can pop it as any pushed screen. Its title is the app's own copy, looked up in its
  /// String Catalog (so no English default).
  @MainActor
  public struct PrivacyPolicyRow<Route: Hashable>: View {
    let policy: PrivacyPolicy
    let title: LocalizedCopy
    let route: Route

    public init(policy: PrivacyPolicy, title: LocalizedCopy, pushing route: Route) {
      self.policy = policy
      self.title = title
      self.route = route
    }

    public var body: some View {
      if let page = policy.page {
        Link(title, destination: page)
      } else {
        NavigationLink(value: route) {
          Text(title)
        }
      }
    }
  }

  /// What the app keeps and where, one section per question, when the build configures no policy page.
  @MainActor
  public struct PrivacySummaryView: View {
    let summary: [PrivacyPolicy.Section]
    let title: LocalizedCopy

    /// `summary` is the app's account, already in its language (each app builds it from its own copy).
    public init(summary: [PrivacyPolicy.Section], title: LocalizedCopy) {
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
      .navigationTitle(title)
    }
  }

  // PreviewProvider, not #Preview: the Linux type-check has no PreviewsMacros plugin.
  struct PrivacyPolicyRow_Previews: PreviewProvider {
    // Keys in no catalog: a preview shows their English.
    static let title = LocalizedCopy("preview.privacyPolicy", "Privacy Policy")
    static let summary: [PrivacyPolicy.Section] = [
      .init("On this iPhone", "Your notes stay on this iPhone."),
      .init("No tracking", "No ads, no analytics, nothing shared."),
    ]

    static var previews: some View {
      NavigationStack {
        List {
          PrivacyPolicyRow(policy: PrivacyPolicy(configured: nil, summary: summary), title: title, pushing: 1)
          PrivacyPolicyRow(
            policy: PrivacyPolicy(configured: "https://example.com/privacy", summary: []),
            title: LocalizedCopy("preview.webPage", "Web page"), pushing: 2)
        }
        .navigationDestination(for: Int.self) { _ in PrivacySummaryView(summary: summary, title: title) }
      }
      .previewDisplayName("Row")
      NavigationStack { PrivacySummaryView(summary: summary, title: title) }
        .previewDisplayName("Summary")
    }
  }
#endif
