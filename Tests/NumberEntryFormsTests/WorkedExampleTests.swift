import Foundation
import NumberEntry
import NumberEntryForms
import Testing

/// The declaration example of the DocC article `FormsAndHintsFiles.md`, verbatim but for its
/// import (indented one level here).
func declaredForm() throws -> NumberForm {
    let form = try NumberForm(
        [
            FieldDeclaration(
                id: "price", label: "Preis", policy: NumberPolicy(minFractionDigits: 2), rules: [.required]),
            FieldDeclaration(
                id: "quantity", label: "Menge", localeIdentifier: "ar_EG", rules: [.multiple(of: 6)]),
        ],
        localeIdentifier: "de_DE")
    return form
}

/// The worked example of the DocC article `FormsAndHintsFiles.md`, step by step.
@Suite("Worked example in FormsAndHintsFiles.md")
struct WorkedExampleTests {
    @Test("The page's declarations are this file's, and each field renders in its locale")
    func declarations() throws {
        let article = "Sources/NumberEntryForms/NumberEntryForms.docc/FormsAndHintsFiles.md"
        let page = try String(contentsOf: packageRoot.appendingPathComponent(article), encoding: .utf8)
        let section = try #require(page.range(of: "## The form\n"))
        let start = try #require(page.range(of: "```swift\n", range: section.upperBound..<page.endIndex))
        let end = try #require(page.range(of: "\n```", range: start.upperBound..<page.endIndex))
        let code = page[start.upperBound..<end.lowerBound].split(separator: "\n")
            .filter { !$0.hasPrefix("import ") && !$0.isEmpty }.map { "    " + $0 }
        let source = try String(contentsOfFile: #filePath, encoding: .utf8)
        #expect(source.contains(code.joined(separator: "\n")))
        var form = try declaredForm()
        try form.setValue(dec("1234.5"), forField: "price")
        try form.setValue(dec("12"), forField: "quantity")
        #expect(form["price"]?.text == "1.234,50" && form["quantity"]?.text == "١٢")
        #expect(form["quantity"]?.label == "Menge")
    }

    @Test("The page's hints JSON is the fixture file")
    func sameJSON() throws {
        let article = "Sources/NumberEntryForms/NumberEntryForms.docc/FormsAndHintsFiles.md"
        let page = try String(contentsOf: packageRoot.appendingPathComponent(article), encoding: .utf8)
        let start = try #require(page.range(of: "```json\n"))
        let end = try #require(page.range(of: "\n```", range: start.upperBound..<page.endIndex))
        let json = String(page[start.upperBound..<end.lowerBound]) + "\n"
        let fixture = try String(contentsOf: hintsFolder.appendingPathComponent("Invoice.hints"), encoding: .utf8)
        #expect(json == fixture)
    }

    @Test("An invoice line in de_DE, from hints file to submit")
    func invoice() throws {
        let store = HintsStore(directory: hintsFolder)
        let hints = try store.hints(for: "Invoice")
        var form = try NumberForm(
            hints, localeIdentifier: "de_DE",
            labels: ["quantity": "Menge", "unitPrice": "Einzelpreis", "discountPercent": "Rabatt (%)"],
            rules: [
                "quantity": [.required],
                "unitPrice": [.required],
                "discountPercent": [try .multiple(of: ExactDecimal("0.5")!)],
            ])
        #expect(form.fields.map(\.returnKeyRole) == [.next, .next, .done])
        #expect(form["quantity"]!.displayWidth == .narrow)
        #expect(form["discountPercent"]!.displayWidth == .points(80))

        try form.focus("quantity")
        #expect(throws: FormInputError.rejected(.decimalNotAllowed)) { try form.insert(",") }
        #expect(form.pressReturn() == .movedFocus(to: "unitPrice"))
        try form.insert("0")
        #expect(form.pressReturn() == .movedFocus(to: "discountPercent"))
        #expect(form["unitPrice"]!.text == "0,00")
        try form.insert("1")
        try form.insert("2")
        try form.insert(".")
        try form.insert("3")
        #expect(form["discountPercent"]!.text == "12,3")
        #expect(form.visibleErrors == [])

        guard case .submitted(.invalid(let errors, let focused)) = form.pressReturn() else {
            Issue.record("the first submit fails")
            return
        }
        #expect(focused == "quantity")
        #expect(errors == form.visibleErrors)
        #expect(
            form.visibleErrors.map(\.accessibilityLabel) == [
                "Menge: Required",
                "Einzelpreis: Must be at least 0,01",
                "Rabatt (%): Must be a multiple of 0,5",
            ])
        #expect(form.focusedFieldID == "quantity")

        try form.insert("2")
        #expect(form.visibleErrors.map(\.fieldID) == ["unitPrice", "discountPercent"])
        try form.insert("5")
        #expect(form["quantity"]!.text == "25")
        #expect(form.pressReturn() == .movedFocus(to: "unitPrice"))
        try form.select(from: 0, to: 4)
        try form.insert("1")
        #expect(form.visibleErrors.map(\.fieldID) == ["discountPercent"])
        try form.insert("9")
        try form.insert(",")
        try form.insert("9")
        try form.insert("9")
        #expect(form["unitPrice"]!.text == "19,99")
        #expect(form.pressReturn() == .movedFocus(to: "discountPercent"))
        #expect(form.visibleErrors.map(\.message) == ["Must be a multiple of 0,5"])
        try form.deleteBackward()
        #expect(form["discountPercent"]!.text == "12,")
        #expect(form.visibleErrors == [])
        try form.insert("5")
        #expect(form["discountPercent"]!.text == "12,5")
        #expect(form.visibleErrors == [])

        guard case .submitted(.valid(let values)) = form.pressReturn() else {
            Issue.record("the second submit succeeds")
            return
        }
        #expect(values["quantity"]?.description == "25")
        #expect(values["unitPrice"]?.description == "19.99")
        #expect(values["discountPercent"]?.description == "12.5")
        #expect(form["unitPrice"]!.text == "19,99")
        #expect(form.focusedFieldID == nil)
    }
}
