#if os(iOS)
  import Localization
  import LocalizationUI
  import SwiftUI

  /// Favorites' or Collections' empty state as a row of their list (`LibraryScreenSection.empty`): it scrolls
  /// with what follows it (a guest's Sign In) instead of lying over it, so nothing is out of reach at the
  /// largest text sizes.
  @MainActor
  struct LibraryEmptyState: View {
    let title: LocalizedCopy
    let systemImage: String
    let description: LocalizedCopy

    var body: some View {
      ContentUnavailableView(title, systemImage: systemImage, description: Text(description))
        .frame(maxWidth: .infinity)
        .listRowBackground(Color.clear)
        .listRowSeparator(.hidden)
    }
  }
#endif
