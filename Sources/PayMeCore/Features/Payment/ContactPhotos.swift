import Foundation
import Observation
import Presentation

/// Contacts' photos from the device (thumbnails), for this run only: never saved with the ledger. At most
/// `limit` are kept; the oldest goes first.
public struct ContactPhotos: Equatable, Sendable {
  private var photos: [String: Data] = [:]
  private var order: [String] = []
  public static let limit = 50

  public init() {}

  public subscript(contactID: String) -> Data? { photos[contactID] }

  mutating func keep(_ photo: Data, for contactID: String) {
    if photos.updateValue(photo, forKey: contactID) == nil { order.append(contactID) }
    while order.count > Self.limit { photos[order.removeFirst()] = nil }
  }
}
