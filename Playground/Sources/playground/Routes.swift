import Foundation
import Hummingbird
import NumberEntry
import PlaygroundCore

/// The page's files and the JSON API over a session store.
struct Routes: Sendable {
    let store: SessionStore
    let page: [String: (type: String, body: Data)]
    let locales: Data

    /// Loads the page's files from the package's resources and the locale list from ICU.
    init(store: SessionStore) throws {
        self.store = store
        var page: [String: (type: String, body: Data)] = [:]
        let files = [
            ("index.html", "text/html; charset=utf-8"), ("playground.js", "text/javascript; charset=utf-8"),
            ("playground.css", "text/css; charset=utf-8"), ("form.html", "text/html; charset=utf-8"),
            ("form.js", "text/javascript; charset=utf-8"), ("edit-input.js", "text/javascript; charset=utf-8"),
            ("form.css", "text/css; charset=utf-8"), ("page-session.js", "text/javascript; charset=utf-8"),
        ]
        for (name, type) in files {
            guard let url = Bundle.module.url(forResource: "Resources/\(name)", withExtension: nil) else {
                throw UsageError("the resource \(name) is missing")
            }
            page[name] = (type, try Data(contentsOf: url))
        }
        self.page = page
        locales = try JSONEncoder().encode(LocaleCatalog.entries)
    }

    /// The router.
    func router() -> Router<BasicRequestContext> {
        let router = Router()
        router.get("/") { _, _ in file("index.html") }
        router.get("/playground.js") { _, _ in file("playground.js") }
        router.get("/playground.css") { _, _ in file("playground.css") }
        router.get("/form") { _, _ in file("form.html") }
        router.get("/form.js") { _, _ in file("form.js") }
        router.get("/edit-input.js") { _, _ in file("edit-input.js") }
        router.get("/form.css") { _, _ in file("form.css") }
        router.get("/page-session.js") { _, _ in file("page-session.js") }
        router.get("/api/locales") { _, _ in Self.response(200, locales) }
        router.post("/api/session") { request, _ in
            await answer(request) { body throws(PlaygroundError) in
                let query = try Self.decode([String: String].self, body)
                return try await store.open(FieldConfiguration(query: query))
            }
        }
        router.post("/api/edit") { request, _ in
            await answer(request) { body throws(PlaygroundError) in
                try await store.apply(try Self.decode(EditRequest.self, body))
            }
        }
        router.post("/api/form/session") { request, _ in
            await answer(request) { body throws(PlaygroundError) in
                let query = try Self.decode([String: String].self, body)
                return try await store.open(FormConfiguration(query: query))
            }
        }
        router.post("/api/form/message") { request, _ in
            await answer(request) { body throws(PlaygroundError) in
                try await store.apply(try Self.decode(FormRequest.self, body))
            }
        }
        router.post("/api/close") { request, _ in
            await answer(request) { body throws(PlaygroundError) in
                let close = try Self.decode([String: String].self, body)
                guard let id = close["session"] else { throw .malformed("close needs session") }
                await store.close(id)
                return ["closed": id]
            }
        }
        router.on("/api/**", method: .get) { _, _ in unknown() }
        router.on("/api/**", method: .post) { _, _ in unknown() }
        return router
    }

    private func unknown() -> Response {
        Self.response(404, try! JSONEncoder().encode(ErrorReply(.unknownRequest)))
    }

    private func file(_ name: String) -> Response {
        let (type, body) = page[name]!
        return Response(
            status: .ok, headers: [.contentType: type, .cacheControl: "no-store"],
            body: .init(byteBuffer: ByteBuffer(bytes: body)))
    }

    /// Reads the body (at most `Limits.messageBytes`), runs `handle` and encodes its reply, or
    /// the typed error it threw.
    private func answer<Reply: Encodable>(
        _ request: Request, _ handle: (Data) async throws(PlaygroundError) -> Reply
    ) async -> Response {
        do {
            let buffer: ByteBuffer
            do { buffer = try await request.body.collect(upTo: Limits.messageBytes) } catch {
                throw PlaygroundError.messageTooLarge
            }
            let reply = try await handle(Data(buffer.readableBytesView))
            return Self.response(200, try JSONEncoder().encode(reply))
        } catch let error as PlaygroundError {
            return Self.response(error.status, try! JSONEncoder().encode(ErrorReply(error)))
        } catch {
            return Self.response(500, try! JSONEncoder().encode(ErrorReply(.malformed("unencodable reply"))))
        }
    }

    private static func decode<Value: Decodable>(_ type: Value.Type, _ body: Data) throws(PlaygroundError) -> Value {
        do { return try WireDecoder().decode(type, from: body) } catch let error as PlaygroundError {
            throw error
        } catch DecodingError.dataCorrupted(let context) where context.underlyingError is EditFormatError {
            switch context.underlyingError as! EditFormatError {
            case .unknownEdit(let name): throw .unknownEdit(name)
            case .malformed(let reason): throw .malformed(reason)
            }
        } catch {
            let shape =
                type == EditRequest.self
                ? "edit request" : type == FormRequest.self ? "form request" : "object of strings"
            throw .malformed("expected a JSON \(shape)")
        }
    }

    private static func response(_ status: Int, _ body: Data) -> Response {
        Response(
            status: .init(code: status), headers: [.contentType: "application/json", .cacheControl: "no-store"],
            body: .init(byteBuffer: ByteBuffer(bytes: body)))
    }
}
