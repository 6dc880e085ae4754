#if Vapor
    import NumberEntryVapor
    import Testing
    import VaporTesting

    /// Hostile bodies posted to a running server over loopback: each is answered with a typed 400
    /// (Vapor's error body), and the server answers the next ordinary post.
    @Suite("Hostile form posts")
    struct HostileBodyTests {
        static let bodies: [(name: String, body: ByteBuffer)] = [
            ("a 10 MB field", ByteBuffer(string: "quantity=6&price=" + String(repeating: "1", count: 10_000_000))),
            (
                "a 10 MB field of separators",
                ByteBuffer(string: "quantity=6&price=" + String(repeating: ".", count: 10_000_000))
            ),
            ("invalid UTF-8, percent-encoded", ByteBuffer(string: "price=%FF%FE1&quantity=6")),
            (
                "invalid UTF-8, raw",
                ByteBuffer(bytes: Array("price=".utf8) + [0xFF, 0xC0, 0x31] + Array("&quantity=6".utf8))
            ),
            ("10,000 fields", ByteBuffer(string: (0..<10_000).map { "f\($0)=\($0)" }.joined(separator: "&"))),
            ("10,000 prices", ByteBuffer(string: Array(repeating: "price=1", count: 10_000).joined(separator: "&"))),
        ]

        /// The time limit only stops a hang; how long an answer takes is measured outside
        /// `swift test` (Playground/Checks' hostile clients).
        @Test(.timeLimit(.minutes(5))) func answeredWithATyped400() async throws {
            try await withApp(configure: OrderApp.configure) { app in
                try await app.server.start(address: .hostname("127.0.0.1", port: 0))
                let port = try #require(app.http.server.shared.localAddress?.port)
                let url = URI(string: "http://127.0.0.1:\(port)/order")
                let headers = OrderApp.headers(language: "de-DE")
                for (name, body) in Self.bodies {
                    let response = try await app.client.post(url, headers: headers) { $0.body = body }
                    #expect(response.status == .badRequest, "\(name)")
                    let error = try response.content.decode(ErrorBody.self)
                    #expect(error.error, "\(name)")
                    #expect(error.reason.utf8.count < 1_000, "\(name): \(error.reason.prefix(200))")
                    let next = try await app.client.post(url, headers: headers) {
                        $0.body = OrderApp.form(["price": "1.234,5", "quantity": "12"])
                    }
                    #expect(next.status == .ok, "after \(name)")
                    #expect(next.body.map { String(buffer: $0) } == "1234.5 12", "after \(name)")
                }
                await app.server.shutdown()
            }
        }
    }
#endif
