#if os(iOS)
  import Localization
  import UIKit
  import VocaPinCore

  /// The bar above the keyboard while a note's words are typed: Checklist, which the sheet's bottom bar holds under
  /// the keyboard, and Hide Keyboard, as Apple Notes has them over its keyboard; while a "#tag" is typed, the
  /// user's matching tags before them (`EditorModel.tagSuggestions`), as Notes suggests tags. It is the text
  /// view's `inputAccessoryView`: SwiftUI's `.keyboard` toolbar placement follows SwiftUI's own focus (Apple's
  /// `ToolbarItemPlacement.keyboard`) and shows nothing for a UIKit text view in a `UIViewRepresentable`.
  @MainActor
  final class NoteKeyboardBar: UIToolbar {
    /// One suggestion's button: its title ("#work"), what VoiceOver reads, and its tap.
    struct Suggestion {
      let title: String
      let label: String
      let choose: @MainActor () -> Void
    }

    private let checklistItem: UIBarButtonItem
    private let hideItem: UIBarButtonItem
    /// The suggestions, side by side, scrolling sideways when they do not fit beside the bar's own buttons.
    private let suggestionsRow = UIStackView()
    private let suggestionsScroll = UIScrollView()
    private var shownTitles: [String] = []

    init(checklist: @escaping @MainActor () -> Void, hideKeyboard: @escaping @MainActor () -> Void) {
      // The same action as the bottom bar's button: the model makes the edit, the text view applies it in place.
      checklistItem = UIBarButtonItem(
        title: VocaPinCopy.checklistButton.text, image: UIImage(systemName: "checklist"),
        primaryAction: UIAction { _ in checklist() })
      checklistItem.accessibilityHint = VocaPinCopy.checklistButtonHint.text
      hideItem = UIBarButtonItem(
        title: VocaPinCopy.hideKeyboard.text, image: UIImage(systemName: "keyboard.chevron.compact.down"),
        primaryAction: UIAction { _ in hideKeyboard() })
      super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
      suggestionsRow.axis = .horizontal
      suggestionsRow.spacing = 8
      // Each button at its own height, centred, never stretched or squeezed to the row's.
      suggestionsRow.alignment = .center
      suggestionsRow.translatesAutoresizingMaskIntoConstraints = false
      suggestionsScroll.showsHorizontalScrollIndicator = false
      suggestionsScroll.addInteraction(UILargeContentViewerInteraction())
      suggestionsScroll.addSubview(suggestionsRow)
      NSLayoutConstraint.activate([
        suggestionsRow.leadingAnchor.constraint(equalTo: suggestionsScroll.contentLayoutGuide.leadingAnchor),
        suggestionsRow.trailingAnchor.constraint(equalTo: suggestionsScroll.contentLayoutGuide.trailingAnchor),
        suggestionsRow.topAnchor.constraint(equalTo: suggestionsScroll.contentLayoutGuide.topAnchor),
        suggestionsRow.bottomAnchor.constraint(equalTo: suggestionsScroll.contentLayoutGuide.bottomAnchor),
        suggestionsRow.heightAnchor.constraint(equalTo: suggestionsScroll.frameLayoutGuide.heightAnchor),
      ])
      items = [checklistItem, .flexibleSpace(), hideItem]
      sizeToFit()
    }

    required init?(coder: NSCoder) { nil }

    /// Shows these suggestions before the bar's buttons (none: the bar as it was). Called on every cursor move,
    /// so the buttons are rebuilt only when the suggestions change.
    func show(_ suggestions: [Suggestion]) {
      let titles = suggestions.map(\.title)
      guard titles != shownTitles else { return }
      shownTitles = titles
      for button in suggestionsRow.arrangedSubviews { button.removeFromSuperview() }
      for suggestion in suggestions {
        var configuration = UIButton.Configuration.gray()
        // Slim insets: with the title's line at xxxLarge the button still fits the bar's 44 points.
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 10, bottom: 4, trailing: 10)
        let button = UIButton(
          configuration: configuration, primaryAction: UIAction(title: suggestion.title) { _ in suggestion.choose() })
        button.accessibilityLabel = suggestion.label
        button.accessibilityHint = VocaPinCopy.tagSuggestionHint.text
        // Voice Control: what the button shows, as well as what VoiceOver reads.
        button.accessibilityUserInputLabels = [suggestion.title, suggestion.label]
        // The bar is 44 pt whatever the text size: past xxxLarge the title would clip, so it stops growing there
        // and a long press shows it in the Large Content Viewer, as the bar's own items do.
        button.maximumContentSizeCategory = .extraExtraExtraLarge
        button.showsLargeContentViewer = true
        button.largeContentTitle = suggestion.title
        suggestionsRow.addArrangedSubview(button)
      }
      // The bar's own two buttons keep their room, Checklist before the suggestions and Hide Keyboard after.
      suggestionsScroll.frame = CGRect(x: 0, y: 0, width: max(0, bounds.width - 120), height: 44)
      items =
        suggestions.isEmpty
        ? [checklistItem, .flexibleSpace(), hideItem]
        : [checklistItem, UIBarButtonItem(customView: suggestionsScroll), .flexibleSpace(), hideItem]
    }
  }
#endif
