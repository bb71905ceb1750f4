import Foundation

/// The file format: `{"schemaVersion": 2, "value": …}`. The version is read first, on its own, so a value
/// written by an older build can be handed to the key's upgrade before it is decoded as the current type.
enum Envelope {
  private struct Header: Decodable { let schemaVersion: Int }
  private struct Stored<Value: Codable>: Codable {
    let schemaVersion: Int
    let value: Value
  }

  static func encode<Value: Codable>(_ value: Value, version: Int) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    encoder.dateEncodingStrategy = .iso8601
    return try encoder.encode(Stored(schemaVersion: version, value: value))
  }

  static func decode<Value>(_ data: Data, for key: StoreKey<Value>) -> Result<Value, SharedStoreError> {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    do {
      let version = try decoder.decode(Header.self, from: data).schemaVersion
      if version < key.schemaVersion, let upgrade = key.upgrade {
        let raw = try rawValue(of: data)
        return .success(try upgrade(version, raw))
      }
      do {
        return .success(try decoder.decode(Stored<Value>.self, from: data).value)
      } catch  where version > key.schemaVersion {
        return .failure(.newerSchema(key: key.name, stored: version, supported: key.schemaVersion))
      }
    } catch {
      return .failure(.corrupt(key: key.name, detail: "\(error)"))
    }
  }

  /// The JSON of the stored value alone, for an upgrade to decode in its old shape.
  private static func rawValue(of data: Data) throws -> Data {
    guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any], let value = object["value"]
    else { throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "no value in envelope")) }
    return try JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed])
  }
}
