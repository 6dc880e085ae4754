import NumberEntry
import Testing
import _NumberEntryCases

/// Measure-unit fields (Behaviour §17): the skeleton, and fields drawn, edited, pasted, parsed and
/// finalized as currency fields are, on ICU 72's data (`ICU72`) with either data source.
@Suite("Measure units")
struct MeasureUnitTests {
    @Test(
        "Unit skeletons read and write back",
        arguments: [
            ("measure-unit/mass-kilogram", NumberFormat.measureUnit("mass-kilogram")),
            ("measure-unit/mass-kilogram unit-width-short", .measureUnit("mass-kilogram")),
            (
                "measure-unit/speed-kilometer-per-hour unit-width-narrow",
                .measureUnit("speed-kilometer-per-hour", width: .narrow)
            ),
            ("unit-width-narrow measure-unit/length-meter", .measureUnit("length-meter", width: .narrow)),
            ("measure-unit/temperature-celsius sign-auto", .measureUnit("temperature-celsius")),
        ])
    func skeletons(_ skeleton: String, _ format: NumberFormat) throws {
        #expect(try NumberFormat(skeleton: skeleton) == format)
        #expect(try NumberFormat(skeleton: format.skeleton) == format)
        #expect(format.unitName != nil)
        #expect(format.currencyCode == nil)
    }

    @Test(
        "Malformed or contradictory unit skeletons are unsupportedFormat",
        arguments: [
            "measure-unit/mass-kilogram unit-width-full-name", "measure-unit/mass-kilogram unit-width-iso-code",
            "measure-unit/mass-kilogram sign-accounting", "measure-unit/mass-kilogram percent",
            "measure-unit/mass-kilogram currency/EUR", "currency/EUR measure-unit/mass-kilogram",
            "measure-unit/mass-kilogram measure-unit/mass-gram", "measure-unit/mass", "measure-unit/Mass-Kilogram",
            "measure-unit/-mass", "measure-unit/mass-", "measure-unit/", "measure-unit/mass kilogram",
            "measure-unit/mass-kilogram unit-width-short unit-width-narrow",
            "measure-unit/" + String(repeating: "a", count: 60) + "-gram",
        ])
    func malformed(_ skeleton: String) {
        #expect(throws: NumberEntryError.unsupportedFormat(skeleton)) { try NumberFormat(skeleton: skeleton) }
    }

    /// A field of `unit` in `locale` after typing `keys` (case-file notation), with its text marked.
    func typed(_ locale: String, _ format: NumberFormat, _ keys: [String], policy: NumberPolicy = NumberPolicy())
        throws -> NumberField
    {
        var policy = policy
        policy.format = format
        var field = try NumberField(locale: ICU72.locale(locale, format: format), policy: policy)
        for key in keys { try field.insert(key) }
        return field
    }

    @Test("Typing draws the unit as a currency's affixes")
    func typing() throws {
        let kilograms = try typed("en_US", .measureUnit("mass-kilogram"), ["1", "2"])
        #expect(kilograms.marked == "12| kg")
        #expect(kilograms.value == 12)
        let speed = try typed("de_DE", .measureUnit("speed-kilometer-per-hour"), ["-", "1", "2", ",", "5"])
        #expect(speed.marked == "-12,5| km/h")
        #expect(speed.value == ExactDecimal("-12.5"))
        let narrow = try typed("en_US", .measureUnit("mass-kilogram", width: .narrow), ["-", "1", "2"])
        #expect(narrow.marked == "-12|kg")
        let arabic = try typed("ar_EG", .measureUnit("length-kilometer"), ["1", "2"])
        #expect(arabic.value == 12)
        #expect(arabic.text.contains("\u{0661}\u{0662}"))
    }

    @Test("Deletion, paste with the unit, finalize and the policy's limits")
    func editing() throws {
        var field = try typed("en_US", .measureUnit("mass-kilogram"), ["1", "2", ".", "5"])
        try field.deleteBackward()
        #expect(field.marked == "12.| kg")
        field.finalize()
        #expect(field.marked == "12| kg")
        var pasted = try typed("en_US", .measureUnit("mass-kilogram"), [])
        try pasted.insert("1,234.5 kg")
        #expect(pasted.marked == "1,234.5| kg")
        var other = try typed("en_US", .measureUnit("mass-kilogram"), [])
        #expect(throws: EditRejection.invalidPaste) { try other.insert("12 km") }
        var padded = try typed(
            "de_DE", .measureUnit("mass-kilogram"), ["7"],
            policy: NumberPolicy(maxFractionDigits: 3, minFractionDigits: 1))
        padded.finalize()
        #expect(padded.marked == "7,0| kg")
        var limited = try typed("en_US", .measureUnit("mass-kilogram"), ["1", ".", "2", "5"])
        #expect(throws: EditRejection.tooManyFractionDigits) { try limited.insert("1") }
    }

    @Test("A unit field's text parses back to its value")
    func parsing() throws {
        var policy = NumberPolicy()
        policy.format = .measureUnit("speed-kilometer-per-hour")
        let parser = try NumberParser(locale: ICU72.locale("de_DE", format: policy.format), policy: policy)
        #expect(try parser.parse("1.234,5 km/h") == ExactDecimal("1234.5"))
        #expect(try parser.parse("-12,5 km/h") == ExactDecimal("-12.5"))
    }

    @Test(
        "A unit whose affixes vary with the value, or that ICU does not know, is unsupportedFormat",
        arguments: [
            ("en_US", "measure-unit/duration-day"), ("pl_PL", "measure-unit/duration-day"),
            ("he_IL", "measure-unit/mass-kilogram"), ("en_US", "measure-unit/mass-foo"),
            ("en_US", "measure-unit/length-kilometer-per-foo"),
        ])
    func unsupported(_ locale: String, _ skeleton: String) throws {
        var policy = NumberPolicy()
        policy.format = try NumberFormat(skeleton: skeleton)
        #expect {
            try NumberField(locale: ICU72.locale(locale, format: policy.format), policy: policy)
        } throws: { error in
            (error as? NumberEntryError)?.code == .unsupportedFormat
        }
    }

    @Test(
        "A unit name built in code that is not one is unsupportedFormat, never a skeleton with more tokens",
        .testsSystemICUSource,
        arguments: ["mass-kilogram unit-width-full-name", "mass-kilogram scale/100", "Mass-Kilogram", "mass", ""])
    func unitNameFromCode(_ name: String) {
        #expect {
            try NumberLocale.named("en_US", format: .measureUnit(name))
        } throws: { error in
            (error as? NumberEntryError)?.code == .unsupportedFormat
        }
    }

    /// The locales and formats these tests load, for the snapshot (`ICU72.requests`).
    static let loads: [(String, NumberFormat)] = [
        ("en_US", .measureUnit("mass-kilogram")), ("de_DE", .measureUnit("speed-kilometer-per-hour")),
        ("en_US", .measureUnit("mass-kilogram", width: .narrow)), ("ar_EG", .measureUnit("length-kilometer")),
        ("de_DE", .measureUnit("mass-kilogram")), ("en_US", .measureUnit("duration-day")),
        ("pl_PL", .measureUnit("duration-day")), ("he_IL", .measureUnit("mass-kilogram")),
        ("en_US", .measureUnit("mass-foo")), ("en_US", .measureUnit("length-kilometer-per-foo")),
    ]

    @Test("The Foundation source offers no unit skeletons")
    func foundationSource() throws {
        var policy = NumberPolicy()
        policy.format = .measureUnit("mass-kilogram")
        let result = Result { try NumberField(localeIdentifier: "en_US", policy: policy) }
        switch LocaleDataSourceKind.current {
        case .systemICU: #expect((try? result.get()) != nil)
        case .foundation:
            #expect {
                try result.get()
            } throws: { error in
                (error as? NumberEntryError)?.code == .unsupportedFormat
            }
        }
    }
}
