#if os(iOS)
  import AppLock
  import AppServices
  import AppServicesLive
  import DesignSystem
  import Foundation
  import DesignSystemUI
  import Localization
  import LocalizationUI
  import PayMeCore
  import SwiftUI

  /// A label and a value side by side, as Settings shows them: the label is PayMe's words, the value the user's
  /// data or an already formatted amount or date.
  @MainActor
  struct Row: View {
    let title: LocalizedCopy
    let value: String
    /// An amount keeps to one line, shrinking at the largest sizes on the smallest iPhone rather than breaking
    /// mid-number, as the balance card's does.
    let isAmount: Bool

    init(_ title: LocalizedCopy, value: String, isAmount: Bool = false) {
      self.title = title
      self.value = value
      self.isAmount = isAmount
    }

    var body: some View {
      LabeledContent {
        if isAmount {
          Text(verbatim: value).monospacedDigit().lineLimit(1).minimumScaleFactor(0.5)
        } else {
          Text(verbatim: value)
        }
      } label: {
        Text(title)
      }
    }
  }
#endif
