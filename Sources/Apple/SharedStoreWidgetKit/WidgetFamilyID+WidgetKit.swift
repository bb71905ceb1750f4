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

  extension WidgetFamily {
    /// The design system's family as WidgetKit's, so `supportedFamilies` reads the core's list.
    public init(_ family: WidgetFamilyID) {
      switch family {
      case .small: self = .systemSmall
      case .medium: self = .systemMedium
      case .large: self = .systemLarge
      case .circular: self = .accessoryCircular
      case .rectangular: self = .accessoryRectangular
      case .inline: self = .accessoryInline
      }
    }
  }
#endif
