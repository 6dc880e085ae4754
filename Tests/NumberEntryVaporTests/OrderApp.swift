#if Vapor
    import NumberEntryVapor
    import Testing
    import VaporTesting

    /// The app under test: an order form whose price and quantity are read in the request's locale.
    enum OrderApp {
        static func configure(_ app: Application) {
            app.numberEntry.defaultLocale = "de_DE"
            app.numberEntry.locales = ["de_DE", "ar_EG", "hi_IN@numbers=deva", "en_US"]
            // A body of up to 16 MB reaches the validators, so they are what refuses a huge field.
            app.on(.POST, "order", body: .collect(maxSize: "16mb")) { request -> String in
                var validations = Validations()
                validations.add(
                    "price", as: String.self, is: .number(.required, .maximum(10_000), .maxFractionDigits(2)))
                validations.add("quantity", as: String.self, is: .number(.required, .integer, .multiple(of: 6)))
                let numbers = try request.numberEntry.validate(validations)
                return "\(try numbers.value("price")) \(try numbers.value("quantity"))"
            }
            // A validator with a locale of its own, and a lenient one with a policy.
            app.post("pinned") { request -> String in
                var validations = Validations()
                validations.add("amount", as: String.self, is: .number(.minimum(1), locale: "ar_EG"))
                validations.add(
                    "pasted", as: String.self,
                    is: .number(
                        policy: NumberPolicy(maxFractionDigits: 1, allowsNegative: false), strictness: .lenient),
                    required: false)
                let numbers = try request.numberEntry.validate(validations)
                return "\(numbers["amount"].map(String.init(describing:)) ?? "-") "
                    + "\(numbers["pasted"].map(String.init(describing:)) ?? "-")"
            }
            app.get("locale") { request in request.numberEntry.localeIdentifier }
        }

        /// A form body, its values percent-encoded.
        static func form(_ fields: KeyValuePairs<String, String>) -> ByteBuffer {
            let text = fields.map { "\($0.key)=\(encoded($0.value))" }.joined(separator: "&")
            return ByteBuffer(string: text)
        }

        static func encoded(_ text: String) -> String {
            text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
        }

        /// The response to a form posted to `path` with `Accept-Language: language`.
        static func post(
            _ app: Application, _ path: String, language: String, _ fields: KeyValuePairs<String, String>
        ) async throws -> TestingHTTPResponse {
            try await app.testing().sendRequest(
                .POST, path, headers: headers(language: language), body: form(fields))
        }

        static func headers(language: String?) -> HTTPHeaders {
            var headers: HTTPHeaders = ["Content-Type": "application/x-www-form-urlencoded"]
            if let language { headers.add(name: .acceptLanguage, value: language) }
            return headers
        }
    }

    /// Vapor's error body: `{"error": true, "reason": "…"}`.
    struct ErrorBody: Decodable {
        let error: Bool
        let reason: String
    }
#endif
