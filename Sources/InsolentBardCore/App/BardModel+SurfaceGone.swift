import Presentation

extension BardModel {
  /// Compose swiped down (or taken down by a link): the voice reading its insult stops with it. Settings gone
  /// however it went: a time still on its wheel is saved.
  public func surfaceGone(_ surface: Surface<BardDestination>) {
    switch surface.destination {
    case .compose(let sheet): if sheet.isSpeaking { reader?.stop() }
    case .settings(let sheet): sheet.saveTime()
    default: break
    }
  }
}
