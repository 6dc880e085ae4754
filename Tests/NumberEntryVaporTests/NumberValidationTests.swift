#if Vapor
    import NumberEntryVapor
    import Testing
    import VaporTesting

    @Suite("Number validators in a Vapor app")
    struct NumberValidationTests {
        /// Forms posted in three locales: the values read, or the failures as the rules module words
        /// them, in the locale's format and digits.
        @Test(arguments: [
            ("de-DE", "1.234,56", "12", "1234.56 12"),
            ("de-DE", "1234,5", "18", "1234.5 18"),
            ("ar-EG", "١٬٢٣٤٫٥", "١٢", "1234.5 12"),
            ("ar-EG", "؜-٣", "٠", "-3 0"),
            ("hi-IN-u-nu-deva", "९,९९९.५०", "२४", "9999.5 24"),
            ("hi-IN-u-nu-deva", "१०,०००", "६", "10000 6"),
        ])
        func accepted(language: String, price: String, quantity: String, values: String) async throws {
            try await withApp(configure: OrderApp.configure) { app in
                try await app.testing().test(
                    .POST, "order", headers: OrderApp.headers(language: language),
                    body: OrderApp.form(["price": price, "quantity": quantity])
                ) { response in
                    #expect(response.status == .ok)
                    #expect(response.body.string == values)
                }
            }
        }

        @Test(arguments: [
            ("de-DE", "12.345,00", "12", "price Must be at most 10.000"),
            ("ar-EG", "١٢٬٣٤٥", "١٢", "price Must be at most ١٠٬٠٠٠"),
            ("hi-IN-u-nu-deva", "१२,३४५", "१२", "price Must be at most १०,०००"),
            ("de-DE", "1,234", "7", "price Must have at most 2 decimal places, quantity Must be a multiple of 6"),
            ("ar-EG", "١٫٢٣٤", "٧", "price Must have at most ٢ decimal places, quantity Must be a multiple of ٦"),
            ("hi-IN-u-nu-deva", "१", "२.५", "quantity Must be a whole number"),
            ("de-DE", "", "12", "price Required"),
            (
                "de-DE", "1,234.56", "12",
                "price not a number at offset 5: found '.'; expected a digit or the end"
            ),
            (
                "ar-EG", "١٢x", "١٢",
                "price not a number at offset 2: found 'x'; expected a digit, the grouping separator '٬', "
                    + "the decimal separator '٫' or the end"
            ),
        ])
        func refused(language: String, price: String, quantity: String, reason: String) async throws {
            try await withApp(configure: OrderApp.configure) { app in
                let response = try await OrderApp.post(
                    app, "order", language: language, ["price": price, "quantity": quantity])
                #expect(response.status == .badRequest)
                #expect(try response.content.decode(ErrorBody.self).reason == reason)
            }
        }

        /// The request's locale: its `Accept-Language` tags by weight, matched against the app's
        /// locales, else the app's default.
        @Test(
            arguments: [
                (nil, "de_DE"),
                ("ar-EG", "ar_EG"),
                ("ar_EG", "ar_EG"),
                ("hi-IN-u-nu-deva", "hi_IN@numbers=deva"),
                ("hi-IN", "hi_IN@numbers=deva"),
                ("fr-FR, ar;q=0.5, de;q=0.9", "de_DE"),
                ("ar;q=0, en-GB", "en_US"),
                ("*", "de_DE"),
                ("fr-FR", "de_DE"),
                ("de-AT", "de_DE"),
                ("en-US-u-nu-arab", "en_US"),
                (String(repeating: "xx-YY, ", count: 2_000) + "ar-EG", "de_DE"),
            ] as [(String?, String)])
        func requestLocale(language: String?, identifier: String) async throws {
            try await withApp(configure: OrderApp.configure) { app in
                try await app.testing().test(.GET, "locale", headers: OrderApp.headers(language: language)) {
                    response in
                    #expect(response.body.string == identifier)
                }
            }
        }

        /// A validator's own locale wins over the request's; a lenient one takes a paste's forms,
        /// and its policy's limits fail as the rules they stand for.
        @Test(arguments: [
            ("٥", "1,234.5", "5 1234.5"),
            ("٥", "", "5 -"),
            ("5", "1", "amount not a number at offset 0"),
            ("٠", "1", "amount Must be at least ١"),
            ("٥", "1,25", "pasted Must have at most 1 decimal place"),
            ("٥", "-3", "pasted Must be at least 0"),
        ])
        func pinnedAndLenient(amount: String, pasted: String, expected: String) async throws {
            try await withApp(configure: OrderApp.configure) { app in
                let response = try await OrderApp.post(
                    app, "pinned", language: "de-DE", ["amount": amount, "pasted": pasted])
                if expected.first?.isNumber == true {
                    #expect(response.body.string == expected)
                } else {
                    #expect(response.status == .badRequest)
                    #expect(try response.content.decode(ErrorBody.self).reason.hasPrefix(expected))
                }
            }
        }
    }
#endif
