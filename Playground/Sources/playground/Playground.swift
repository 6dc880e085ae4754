import Foundation
import Hummingbird
import PlaygroundCore

/// Serves the playground page on 127.0.0.1 and prints its URL.
@main
struct Playground {
    static func main() async throws {
        let options: Options
        do { options = try Options(Array(CommandLine.arguments.dropFirst())) } catch {
            FileHandle.standardError.write(Data("playground: \(error)\n".utf8))
            FileHandle.standardError.write(
                Data("usage: playground [--port N] [--max-sessions N] [--idle-seconds N]\n".utf8))
            exit(2)
        }
        let store = SessionStore(capacity: options.maxSessions, idleSeconds: Double(options.idleSeconds))
        let routes = try Routes(store: store)
        let app = Application(
            router: routes.router(),
            configuration: .init(address: .hostname("127.0.0.1", port: options.port), serverName: "playground"),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? options.port
                FileHandle.standardOutput.write(Data("NumberEntry playground: http://127.0.0.1:\(port)/\n".utf8))
            }
        )
        let sweeper = Task {
            while !Task.isCancelled {
                try await Task.sleep(for: .seconds(10))
                await store.dropIdle()
            }
        }
        defer { sweeper.cancel() }
        try await app.runService()
    }
}
