import NumberEntry
import Testing

@testable import number_entry

@Suite struct SupportTests {
    @Test(arguments: [
        (["LANG": "de_DE.UTF-8"], "de_DE"),
        (["LC_ALL": "fr_FR.UTF-8@euro", "LANG": "de_DE"], "fr_FR"),
        (["LC_ALL": "", "LC_NUMERIC": "hi_IN", "LANG": "de_DE"], "hi_IN"),
        (["LANG": "C.UTF-8"], "en_US"),
        (["LANG": "POSIX"], "en_US"),
        ([:], "en_US"),
    ])
    func environmentLocale(environment: [String: String], identifier: String) {
        #expect(EnvironmentLocale.identifier(in: environment) == identifier)
    }

    @Test(arguments: [
        (["LC_ALL": "xx"], "LC_ALL=xx"),
        (["LC_ALL": "", "LC_NUMERIC": "zz_ZZ.UTF-8", "LANG": "de_DE"], "LC_NUMERIC=zz_ZZ.UTF-8"),
        (["LANG": "en_US\u{1}"], "LANG=en_USU+0001"),
    ])
    func anUnsupportedEnvironmentLocaleFallsBackToEnglish(environment: [String: String], setting: String) {
        let choice = EnvironmentLocale.choice(in: environment, digits: .locale)
        #expect(choice.identifier == "en_US")
        #expect(choice.note == "number-entry: \(setting) is not a locale ICU has data for; using en_US")
    }

    @Test(arguments: [["LANG": "de_DE.UTF-8@euro"], ["LC_ALL": "C"], [:]])
    func aSupportedEnvironmentLocaleNeedsNoNote(environment: [String: String]) {
        #expect(EnvironmentLocale.choice(in: environment, digits: .latin).note == nil)
    }

    @Test func keyListsKeepCommasInsideBraces() {
        #expect(KeyList.split("1,{select:0,1},{replace:0,1:,},.") == ["1", "{select:0,1}", "{replace:0,1:,}", "."])
    }

    @Test func tabKeepsTheNumberItsPartialStateAndTheCaret() throws {
        var session = try DemoSession(locale: "en_US", policy: NumberPolicy())
        for key in ["-", "1", "2", "3", "4", "."] { #expect(session.handle(.text(key)) == .next) }
        #expect(session.handle(.left) == .next)
        #expect(session.handle(.tab) == .next)
        #expect(session.localeIdentifier == "de_DE")
        #expect(session.field.text == "-1.234,")
        #expect(session.field.selection == 6..<6)
        for _ in 0..<5 { _ = session.handle(.tab) }
        #expect(session.localeIdentifier == "ff_Adlm")
        #expect(session.field.value?.description == "-1234")
        _ = session.handle(.tab)
        #expect(session.field.text == "-1,234.")
    }

    @Test func aLocaleOutsideTheShowcaseStartsTheCycle() throws {
        var session = try DemoSession(locale: "es_ES", policy: NumberPolicy())
        #expect(session.locales.first == "es_ES")
        _ = session.handle(.paste("12345"))
        _ = session.handle(.tab)
        #expect(session.localeIdentifier == "en_US")
        #expect(session.field.text == "12,345")
    }

    @Test func rejectionsShowUntilTheNextKey() throws {
        var session = try DemoSession(locale: "en_US", policy: NumberPolicy(maxFractionDigits: 0))
        _ = session.handle(.text("."))
        #expect(session.screen.contains("  rejected: decimal separator not allowed"))
        _ = session.handle(.text("5"))
        #expect(session.message == nil)
        #expect(session.handle(.enter) == .done)
        #expect(session.handle(.escape) == .quit)
        #expect(session.handle(.interrupt) == .interrupt)
    }
}
