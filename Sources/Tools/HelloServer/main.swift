// hello-server: Hummingbird's hello world, the baseline benchmarks/server compares quotevault-server with
// (the same framework, machine and load in the same run).
import Hummingbird

let port = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 8080 : 8080
let router = Router()
router.get("/") { _, _ in "Hello, world!" }
let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: port)))
try await app.runService()
