#if os(iOS)
  import DesignSystem
  import WidgetKit

  extension WidgetFamilyID {
    /// WidgetKit's family as the design system's, so widget views ask the core for their layout.
    public init(_ family: WidgetFamily) {
      switch family {
      case .systemSmall: self = .small
      case .systemLarge, .systemExtraLarge: self = .large
      case .accessoryCircular: self = .circular
      case .accessoryRectangular: self = .rectangular
      case .accessoryInline: self = .inline
      default: self = .medium
      }
    }
  }
#endif
