#if Vapor
    import NumberEntryVapor
    import Testing
    import VaporTesting

    /// Behaviour §5: no argument of any public API traps. The Vapor module's one numeric argument
    /// is `maxLength`: every `Int`, its ends and the neighbours of its overflow points (`Int.max /
    /// 4`), gives a validator that reads or refuses a text by its length in scalars, a negative one
    /// read as 0 (`Int.min` overflowed `4 * maxLength` and aborted the server on its first request).
    /// `FuzzExtremes` cannot reach these: its package would build Vapor with the fuzzer's
    /// sanitizers (RELIABILITY.md), so the extremes are tabled here.
    @Suite("Extreme validator arguments: a length, never a trap")
    struct ExtremeValidatorArgumentTests {
        static let lengths = [
            Int.min, Int.min + 1, -4, -1, 0, 1, 2, 3, 4, 8, 9, 36, Int.max / 4 - 1, Int.max / 4, Int.max / 4 + 1,
            Int.max / 2, Int.max - 3, Int.max - 1, Int.max,
        ]

        /// Texts of 0 to 9 scalars of 1, 2 and 4 UTF-8 bytes (Arabic-Indic and mathematical digits).
        static let texts = [
            "", "1", "12", "123456789", "١", "١٢", "١٢٣٤٥٦٧٨٩", "\u{1D7D9}", "\u{1D7D9}\u{1D7DA}",
            String(repeating: "\u{1D7D9}", count: 9), "1١\u{1D7D9}", "١\u{1D7D9}1١\u{1D7D9}1١\u{1D7D9}1",
        ]

        @Test("A text is too long exactly when it has more scalars than the length", arguments: lengths)
        func maxLength(_ maxLength: Int) throws {
            let validator = Validator<String>.number(locale: "ar_EG", maxLength: maxLength)
            for text in Self.texts {
                let result = try #require(validator.validate(text) as? NumberValidatorResult)
                let tooLong = maxLength < 0 ? !text.isEmpty : text.unicodeScalars.count > maxLength
                #expect((result.failure?.code == .textTooLong) == tooLong, "\(maxLength) \(text)")
                if tooLong {
                    let shown = maxLength < 0 ? 0 : maxLength
                    #expect(result.failure?.parameters["maxLength"] == .count(shown), "\(maxLength) \(text)")
                }
            }
        }

        /// The server answers every request with the extreme lengths, and the next one.
        @Test func serverAnswers() async throws {
            try await withApp { app in
                app.post("extreme") { request -> String in
                    var validations = Validations()
                    validations.add("low", as: String.self, is: .number(maxLength: .min), required: false)
                    validations.add("high", as: String.self, is: .number(maxLength: .max))
                    let numbers = try request.numberEntry.validate(validations)
                    return "\(try numbers.value("high"))"
                }
                for _ in 0..<2 {
                    let refused = try await OrderApp.post(
                        app, "extreme", language: "en-US", ["low": "1", "high": "12"])
                    #expect(refused.status == .badRequest)
                    #expect(try refused.content.decode(ErrorBody.self).reason == "low Must have at most 0 characters")
                    let read = try await OrderApp.post(app, "extreme", language: "en-US", ["low": "", "high": "12"])
                    #expect(read.status == .ok && read.body.string == "12")
                }
            }
        }
    }
#endif
