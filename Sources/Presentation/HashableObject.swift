/// A class whose instances are equal only to themselves: a sheet's feature model in its destination, so two
/// presentations of the same content are two sheets (swift-navigation's `HashableObject`).
public protocol HashableObject: AnyObject, Hashable {}

extension HashableObject {
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
