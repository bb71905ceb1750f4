import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

func http(
  _ method: String, _ url: String, key: String, token: String? = nil, json: String? = nil
) async throws -> (Int, Data) {
  var request = URLRequest(url: URL(string: url)!)
  request.httpMethod = method
  request.setValue(key, forHTTPHeaderField: "apikey")
  request.setValue("Bearer \(token ?? key)", forHTTPHeaderField: "Authorization")
  if let json {
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.httpBody = Data(json.utf8)
  }
  let (data, response) = try await URLSession.shared.data(for: request)
  return ((response as? HTTPURLResponse)?.statusCode ?? 0, data)
}

@Suite("quotevault-server process", .serialized)
struct ProcessTests {
  @Test("It prints the API URL and keys like supabase status, and `status` prints the same without starting")
  func statusLines() async throws {
    let data = temporaryDataDirectory()
    let server = try await ServerProcess.start(data: data)
    defer { server.kill() }
    let url = try #require(server.value("API URL: "))
    #expect(url.hasPrefix("http://127.0.0.1:"))
    let anon = try #require(server.value("anon key: "))
    #expect(anon.split(separator: ".").count == 3)
    let (status, body) = try await http("GET", "\(url)/rest/v1/quotes?select=id&limit=3", key: anon)
    #expect(status == 200 && String(decoding: body, as: UTF8.self).hasPrefix("[{\"id\":1}"))
    // `status` against the same data folder.
    let statusCommand = try await TestTools.run("quotevault-server", ["status", "--data", data.path], within: 30)
    #expect(statusCommand.status == 0)
    let printed = statusCommand.output
    #expect(printed.contains("anon key: \(anon)"))
    #expect(printed.contains("service_role key: \(server.value("service_role key: ")!)"))
  }

  @Test("A write the server acknowledged survives kill -9")
  func durability() async throws {
    let data = temporaryDataDirectory()
    let first = try await ServerProcess.start(data: data)
    let url = try #require(first.value("API URL: "))
    let anon = try #require(first.value("anon key: "))
    let (signUpStatus, signUpBody) = try await http(
      "POST", "\(url)/auth/v1/signup", key: anon,
      json: #"{"email":"durable@example.com","password":"correct horse battery"}"#)
    #expect(signUpStatus == 200)
    let token = try #require(
      (try JSONSerialization.jsonObject(with: signUpBody) as? [String: Any])?["access_token"] as? String)
    var acknowledged: [Int] = []
    for quote in 1...25 {
      let (status, _) = try await http(
        "POST", "\(url)/rest/v1/favorites", key: anon, token: token, json: #"{"quote_id":\#(quote)}"#)
      if status == 201 { acknowledged.append(quote) }
    }
    #expect(acknowledged.count == 25)
    await first.crash()

    let second = try await ServerProcess.start(data: data)
    defer { second.kill() }
    let again = try #require(second.value("API URL: "))
    let (status, body) = try await http(
      "GET", "\(again)/rest/v1/favorites?select=quote_id&order=quote_id", key: anon, token: token)
    #expect(status == 200)
    let rows = try JSONSerialization.jsonObject(with: body) as? [[String: Any]] ?? []
    #expect(rows.compactMap { $0["quote_id"] as? Int } == acknowledged)
  }
}
