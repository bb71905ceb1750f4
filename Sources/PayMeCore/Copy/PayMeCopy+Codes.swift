import Foundation
import Localization
import Presentation

extension PayMeCopy {
  public static let shareMyCode = LocalizedCopy("payme.code.share", "Share")
  public static func shareMyCodeText(_ name: String, _ link: String) -> LocalizedCopy {
    LocalizedCopy("payme.code.shareText", "Pay %@ with PayMe: %@", .text(name), .text(link))
  }
}
