// What the user typed in a sheet is not lost to a swipe or a link: the collection-name sheet asks before a
// typed name goes, and Change Password / Change Email come back as a link left them.
import Presentation

extension QuoteVaultModel {
  /// A swipe down the collection-name sheet, held back while it holds a typed name: asks before the name goes,
  /// as the own-quote editor does; with nothing typed, the sheet simply goes.
  func leaveCollectionName(_ sheet: CollectionNameModel) {
    guard sheet.holdsUserInput else { return close(.collectionName(sheet)) }
    show(.discardCollectionName(sheet))
  }
}

extension QuoteVaultModel {
  /// A notification, widget or Spotlight tap is closing every sheet: what was typed in them is kept for whoever
  /// is signed in (`KeptTyping.keep`), so the same sheet opens again as it was left.
  func keepTyping() { keptTyping.keep(presentation.destinations, user: auth.user?.id) }
}
