import NumberEntry

extension JSONNumber.Failure {
    /// The hints diagnostic for `text`, where `expected` says what the key takes ("a number").
    func message(for text: String, expected: String) -> String {
        switch self {
        case .notANumber: "expected \(expected), not \(DiagnosticText.quoted(text))"
        case .exponentBeyondLimit:
            "the exponent of \(DiagnosticText.quoted(text)) is beyond ±\(JSONNumber.maximumExponent)"
        }
    }
}
