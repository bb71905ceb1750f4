#if os(iOS)
  // Colours and fonts come from the UIKit-backed bridges in Color+DesignSystem and Font+DesignSystem.
  import DesignSystem
  import Localization
  import LocalizationUI
  import SwiftUI

  /// A section like the ones in Settings: an optional header, rows on the secondary grouped background with
  /// hairline separators, and an optional footer (PM-6.3, PM-8.1).
  @MainActor
  public struct GroupedSection<Content: View>: View {
    let header: LocalizedCopy?
    let footer: LocalizedCopy?
    let theme: Theme
    @ViewBuilder let content: Content

    public init(
      _ header: LocalizedCopy? = nil, footer: LocalizedCopy? = nil, theme: Theme, @ViewBuilder content: () -> Content
    ) {
      self.header = header
      self.footer = footer
      self.theme = theme
      self.content = content()
    }

    public var body: some View {
      VStack(alignment: .leading, spacing: Spacing.xSmall) {
        if let header {
          Text(verbatim: header.text.localizedUppercase)
            .font(.system(.footnote))
            .foregroundStyle(Color(theme.secondaryText))
            .padding(.horizontal, Spacing.small)
            .accessibilityAddTraits(.isHeader)
        }
        // Rows bring their own separators (`RowSeparator`); inside a List, `.listStyle(.insetGrouped)` does this.
        VStack(spacing: 0) { content }
          .background(
            Color(theme.surface), in: RoundedRectangle(cornerRadius: CornerRadius.groupedSection, style: .continuous))
        if let footer {
          Text(footer)
            .font(.system(.footnote))
            .foregroundStyle(Color(theme.secondaryText))
            .padding(.horizontal, Spacing.small)
        }
      }
    }
  }

  /// The hairline between two rows, inset from the leading edge as in Settings.
  @MainActor
  public struct RowSeparator: View {
    public init() {}
    public var body: some View { Divider().padding(.leading, Spacing.small) }
  }

  /// A tappable row with a title, an optional value and a right-aligned chevron (PM-8.2). The title and value are
  /// words already in the app's language (`verbatim:`: a core's looked-up title, or the user's own).
  @MainActor
  public struct NavigationRow: View {
    let title: String
    let value: String?
    let systemImage: String?
    let theme: Theme

    public init(verbatim title: String, value: String? = nil, systemImage: String? = nil, theme: Theme) {
      self.title = title
      self.value = value
      self.systemImage = systemImage
      self.theme = theme
    }

    public var body: some View {
      HStack(spacing: Spacing.xSmall * 1.5) {
        if let systemImage {
          Image(systemName: systemImage).foregroundStyle(Color(theme.accent)).accessibilityHidden(true)
        }
        Text(verbatim: title).font(.system(.body)).foregroundStyle(Color(theme.primaryText))
        Spacer(minLength: Spacing.xSmall)
        if let value {
          Text(verbatim: value).font(.system(.body)).foregroundStyle(Color(theme.secondaryText))
        }
        // The disclosure indicator a NavigationLink row draws, so a row that opens a sheet looks like the rows
        // below it that push; a List supplies the insets.
        Image(systemName: "chevron.forward")
          .font(.system(.footnote).weight(.semibold))
          .foregroundStyle(.tertiary)
          .accessibilityHidden(true)
      }
      .frame(minHeight: HitTarget.minimum)
      .contentShape(Rectangle())
      .accessibilityElement(children: .combine)
      .accessibilityAddTraits(.isButton)
    }
  }
#endif
