import Localization

/// The steps of each guide video, captioned with the guide's own words (Guide, OnboardingCopy).
extension GuideTimeline {
  static var welcomeShots: [GuideShot] {
    let cards = Guide.welcome.cards
    return [
      GuideShot(
        heading: cards[1].title.text,
        caption: GuideVideoCopy.photosOnly.text,
        screen: .lockScreen(.photo)),
      GuideShot(
        heading: cards[2].title.text,
        caption: GuideVideoCopy.presetList.text,
        screen: .wallpaperChoice(available: false)),
      GuideShot(
        heading: cards[1].title.text, caption: GuideVideoCopy.notABug.text, screen: .lockScreen(.preset)),
      GuideShot(
        heading: cards[3].title.text,
        caption: GuideVideoCopy.solution.text,
        screen: .lockScreen(.instruction)),
      GuideShot(
        heading: cards[4].title.text, caption: cards[4].title.text,
        screen: .app(title: cards[4].title.text, message: nil, buttons: [OnboardingCopy.continueTitle.text])),
    ]
  }

  static var installShots: [GuideShot] {
    let words = GuideSystemWords.current
    return [
      GuideShot(
        heading: GuideVideoCopy.installHeading.text,
        caption: GuideVideoCopy.tapInNoteWall(OnboardingCopy.installAndContinue.text).text,
        screen: .app(
          title: GuideVideoCopy.installScreenTitle.text, message: nil, buttons: [OnboardingCopy.installAndContinue.text]
        ),
        gestures: [GuideGesture(OnboardingCopy.installAndContinue.text)]),
      GuideShot(
        heading: GuideVideoCopy.addHeading.text, caption: GuideVideoCopy.addCaption(words.addShortcut).text,
        screen: .addShortcut, gestures: [GuideGesture(words.addShortcut)]),
      GuideShot(
        heading: GuideVideoCopy.pickHeading.text, caption: GuideVideoCopy.pickCaption.text,
        screen: .wallpaperChoice(available: true), gestures: [GuideGesture(GuideScreens.firstWallpaper)]),
      GuideShot(
        heading: GuideVideoCopy.comeBackHeading.text,
        caption: GuideVideoCopy.comeBackCaption(OnboardingCopy.itWorked.text).text,
        screen: .app(
          title: OnboardingCopy.installCheckTitle.text, message: OnboardingCopy.installCheckQuestion.text,
          buttons: [OnboardingCopy.itWorked.text, OnboardingCopy.gotStuck.text]),
        gestures: [GuideGesture(OnboardingCopy.itWorked.text)]),
    ]
  }

  static var permissionShots: [GuideShot] {
    let lines = OnboardingCopy.permissionsList
    let allow = GuideSystemWords.current.allow
    let heading = { (index: Int) in
      GuideVideoCopy.permissionStep(OnboardingCopy.permissionsTitle.text, String(index + 1)).text
    }
    let step6 = GuideScreen.app(
      title: OnboardingCopy.permissionsTitle.text, message: OnboardingCopy.permissionsInstruction.text, buttons: [])
    return [
      GuideShot(
        heading: heading(0), caption: lines[0].text, screen: .alert(.notifications, over: step6),
        gestures: [GuideGesture(allow)]),
      GuideShot(
        heading: heading(1), caption: lines[1].text,
        screen: .alert(.folder(ShortcutContract.lockScreenFolder), over: .shortcutRunning),
        gestures: [GuideGesture(allow)]),
      GuideShot(
        heading: heading(2), caption: lines[2].text,
        screen: .alert(.folder(ShortcutContract.homeScreenFolder), over: .shortcutRunning),
        gestures: [GuideGesture(allow)], then: .lockScreen(.instruction)),
    ]
  }

  static var howToFixShots: [GuideShot] {
    let guide = Guide.howToFix
    let words = GuideSystemWords.current
    let caption = { (index: Int) in GuideTimeline.shortCaption(guide.steps[index].text.text) }
    let heading = { (index: Int) in guide.stepHeading(index)?.text ?? "" }
    return [
      GuideShot(
        heading: heading(0), caption: caption(0),
        screen: .app(
          title: guide.title.text, message: nil, buttons: [OnboardingCopy.openPhotos.text, OnboardingCopy.later.text]),
        gestures: [GuideGesture(OnboardingCopy.openPhotos.text)]),
      GuideShot(heading: heading(1), caption: caption(1), screen: .photos(menu: false)),
      GuideShot(
        heading: heading(2), caption: caption(2), screen: .photos(menu: false),
        gestures: [GuideGesture(GuideScreens.redImage, .longPress)], then: .photos(menu: true)),
      GuideShot(
        heading: heading(3), caption: caption(3), screen: .photos(menu: true),
        gestures: [GuideGesture(words.share)], then: .shareSheet),
      GuideShot(
        heading: heading(4), caption: caption(4), screen: .shareSheet,
        gestures: [GuideGesture(words.useAsWallpaper)], then: .wallpaperPreview(pairSheet: false)),
      GuideShot(
        heading: heading(5), caption: caption(5), screen: .wallpaperPreview(pairSheet: false),
        gestures: [GuideGesture(words.add)], then: .wallpaperPreview(pairSheet: true)),
      GuideShot(
        heading: heading(6), caption: caption(6), screen: .lockScreen(.instruction),
        gestures: [GuideGesture(GuideScreens.homeIndicator, .swipeUp)],
        then: .app(title: OnboardingCopy.readyToTryAgain.text, message: OnboardingCopy.allSet.text, buttons: [])),
    ]
  }

  /// A step's words as the caption: whole when short, else its first sentence (the instruction itself), so each
  /// caption can be read in the seconds its step is on screen.
  static func shortCaption(_ text: String) -> String {
    guard text.split(whereSeparator: \.isWhitespace).count > 18,
      let end = text.firstIndex(where: { $0 == "." })
    else { return text }
    return String(text[...end])
  }
}
