import Foundation
import Localization
import SharedStore

extension PayMeAlerts {
  /// A damaged archive met at a save: set aside, not written over.
  static var olderActivitySetAside: PayMeAlert {
    message(
      .olderActivitySetAside,
      title: LocalizedCopy("payme.alert.olderActivitySetAside.title", "Older Activity Set Aside"),
      text: LocalizedCopy(
        "payme.alert.olderActivitySetAside.message",
        "PayMe couldn't read the file of your older activity, so it kept it aside and started a new one."))
  }
}
