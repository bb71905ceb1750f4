#if os(iOS)
  import DesignSystem
  import Foundation
  import DesignSystemUI
  import Localization
  import LocalizationUI
  import PayMeCore
  import SwiftUI

  /// Onboarding as Apple's own welcome screens: a centred symbol, a Large Title, a centred description, a blue
  /// "Learn more" link, and the call to action at the bottom (PM-9).
  @MainActor
  struct OnboardingView: View {
    let model: PayMeModel

    private var page: OnboardingPage { model.onboarding.currentPage }

    var body: some View {
      ScrollView {
        VStack(spacing: Spacing.medium) {
          // Criterion: PM-9.1
          Image(systemName: page.symbol)
            .font(.system(size: 64))
            .foregroundStyle(Color(SystemColors.blue))
            .accessibilityHidden(true)
            .padding(.top, Spacing.xxLarge)
          // Criterion: PM-9.2
          Text(page.title)
            .font(.system(.largeTitle))
            .accessibilityAddTraits(.isHeader)
          // Criterion: PM-9.3
          Text(page.description)
            .font(.system(.body))
            .foregroundStyle(Color(Theme.payMe.secondaryText))
          // Criterion: PM-9.4
          // At least 44 points tall, so the link is as easy to tap as any button.
          switch page.learnMoreTarget {
          case .aboutDemo:
            Button(page.learnMore) { model.learnMore() }
              .font(.system(.body))
              .frame(minHeight: HitTarget.minimum)
              .contentShape(Rectangle())
          case .article(let address):
            if let url = URL(string: address) {
              Link(destination: url) { Text(page.learnMore) }
                .font(.system(.body))
                .frame(minHeight: HitTarget.minimum)
                .contentShape(Rectangle())
                .accessibilityHint(PayMeCopy.opensSafari)
            }
          }
        }
        .multilineTextAlignment(.center)
        .padding(.horizontal, Spacing.screenEdgeRegular)
      }
      // Criterion: PM-9.5
      .safeAreaInset(edge: .bottom) {
        VStack(spacing: Spacing.xSmall) {
          // "Turn On Face ID" performs the first evaluation: iOS's permission prompt appears here, not in a payment.
          ProminentButton(page.action) {
            if page.secondaryAction == nil {
              model.onboarding.continueOnboarding()
            } else {
              Task { await model.onboarding.turnOnBiometrics() }
            }
          }
          .disabled(model.onboarding.isTurningOnBiometrics)
          if let secondary = page.secondaryAction {
            Button(secondary) { model.finishOnboarding() }
              .buttonStyle(.secondary(.payMe))
          }
        }
        .padding(.horizontal, Spacing.screenEdgeRegular)
        .padding(.bottom, Spacing.small)
      }
      // The launch screen's colour (LaunchBackground), so the first frame does not flash.
      .background { Color(Theme.payMe.background).ignoresSafeArea() }
    }
  }

  /// "Learn more about this demo": what PayMe is and is not, in the app, as a sheet with Done.
  @MainActor
  struct AboutDemoView: View {
    /// Done: the stack takes the page down (a static page has no model of its own).
    let done: () -> Void

    var body: some View {
      NavigationStack {
        ScrollView {
          VStack(alignment: .leading, spacing: Spacing.medium) {
            ForEach(AboutDemoCopy.paragraphs, id: \.self) { paragraph in
              Text(paragraph).font(.system(.body)).frame(maxWidth: .infinity, alignment: .leading)
            }
          }
          .padding(Spacing.screenEdgeRegular)
        }
        .navigationTitle(AboutDemoCopy.title)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
          ToolbarItem(placement: .confirmationAction) { Button(PayMeCopy.done) { done() } }
        }
      }
    }
  }
#endif
