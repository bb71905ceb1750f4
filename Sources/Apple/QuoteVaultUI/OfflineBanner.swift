#if os(iOS)
  import DesignSystem
  import DesignSystemUI
  import LocalizationUI
  import QuoteVaultCore
  import SwiftUI

  extension View {
    /// The offline banner above every tab's content, not only Home's (QV-11.2).
    /// The banner in `tab`'s words: "pull down" only where the screen refreshes that way.
    @MainActor func offlineBanner(_ model: QuoteVaultModel, on tab: QuoteVaultTab) -> some View {
      safeAreaInset(edge: .top, spacing: 0) {
        if let message = model.connectivity.bannerMessage(on: tab) {
          OfflineBanner(message: message, isOffline: model.connectivity.isOffline, theme: model.settings.settings.theme)
        }
      }
    }
  }

  /// The banner shown while offline (QV-11.2), or while a busy server keeps saved quotes on screen (QV-11.4).
  @MainActor
  struct OfflineBanner: View {
    let message: String
    let isOffline: Bool
    let theme: Theme

    var body: some View {
      // Criterion: QV-11.2, QV-11.4
      Label(verbatim: message, systemImage: isOffline ? "wifi.slash" : "exclamationmark.icloud")
        .font(.footnote)
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(Spacing.small)
        .background(Color(theme.surface))
        // One element VoiceOver reads as a status, not a stray image and text.
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(verbatim: message)
        .accessibilityAddTraits(.isStaticText)
    }
  }

  struct OfflineBanner_Previews: PreviewProvider {
    static var previews: some View {
      VStack {
        OfflineBanner(message: Connectivity.offlineMessage, isOffline: true, theme: .quoteVault)
        OfflineBanner(message: Connectivity.busyMessage, isOffline: false, theme: .quoteVault)
        Spacer()
      }
      .previewDisplayName("Offline, and a busy server")
    }
  }
#endif
