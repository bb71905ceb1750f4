#if os(iOS)
  import DesignSystem
  import DesignSystemUI
  import PayMeCore
  import SwiftUI
  import UIKit

  /// A contact: initials in a circle that grows with Dynamic Type, the name and handle beside it, stacked at the
  /// accessibility sizes.
  @MainActor
  struct ContactRow: View {
    let contact: Contact
    /// Their photo from the device's Contacts, if picked from there this run; else their initials.
    var photo: Data?
    @ScaledMetric(relativeTo: .body) private var circle = 36
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
      let layout = RowLayout.of(DesignSystem.DynamicTypeSize(dynamicTypeSize))
      let stack = layout == .vertical ? AnyLayout(VStackLayout(alignment: .leading)) : AnyLayout(HStackLayout())
      stack {
        Group {
          if let image = photo.flatMap(UIImage.init(data:)) {
            Image(uiImage: image).resizable().scaledToFill().frame(width: circle, height: circle).clipShape(Circle())
          } else {
            Text(verbatim: contact.initials)
              .font(.system(.footnote).weight(.semibold))
              .frame(width: circle, height: circle)
              .background(Color(SystemColors.gray5), in: Circle())
          }
        }
        .accessibilityHidden(true)
        VStack(alignment: .leading) {
          Text(verbatim: contact.name).foregroundStyle(.primary)
          Text(verbatim: contact.handle).font(.system(.footnote)).foregroundStyle(Color(Theme.payMe.secondaryText))
        }
      }
      .frame(minHeight: HitTarget.minimum)
    }
  }

  struct ContactRow_Previews: PreviewProvider {
    static var previews: some View {
      List {
        ForEach(DemoData.contacts.prefix(3)) { ContactRow(contact: $0) }
      }
      .previewDisplayName("Contacts, their initials")
    }
  }
#endif
