import HTTPTypes

/// A page's first header, Content-Range (`0-19/*`, `*/0` when empty, `/total` when counted), written without
/// string interpolation, in fields with room for what the answer gains on its way out (its type, length,
/// request id, nosniff), so they grow once.
enum PageHeaders {
  static func make(offset: Int, count: Int, total: Int?) -> HTTPFields {
    var headers = HTTPFields()
    headers.reserveCapacity(6)
    headers[RestService.contentRange] = String(unsafeUninitializedCapacity: 3 * RowWriter.maximumDecimalBytes + 2) {
      text in
      guard let base = text.baseAddress else { return 0 }
      var written = 0
      if count > 0 {
        written += RowWriter.writeDecimal(Int64(offset), to: base)
        base[written] = UInt8(ascii: "-")
        written += 1
        written += RowWriter.writeDecimal(Int64(offset.saturatingAdd(count - 1)), to: base + written)
      } else {
        base[written] = UInt8(ascii: "*")
        written += 1
      }
      base[written] = UInt8(ascii: "/")
      written += 1
      if let total {
        written += RowWriter.writeDecimal(Int64(total), to: base + written)
      } else {
        base[written] = UInt8(ascii: "*")
        written += 1
      }
      return written
    }
    return headers
  }
}
