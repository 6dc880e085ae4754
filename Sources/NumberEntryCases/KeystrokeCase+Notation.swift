extension KeystrokeCase.Key {
    /// The key in case-file notation: the inverse of `CaseFile.parseKey`.
    public var notation: String {
        switch self {
        case .text(let text): text
        case .backspace: "{bs}"
        case .forwardDelete: "{del}"
        case .left: "{left}"
        case .right: "{right}"
        case .home: "{home}"
        case .end: "{end}"
        case .blur: "{blur}"
        case .select(let a, let b): "{select:\(a),\(b)}"
        case .replace(let a, let b, let text): "{replace:\(a),\(b):\(text)}"
        case .change(let text, let selection?): "{change:\(MarkedText.render(text, selection: selection))}"
        case .change(let text, nil): "{change:\(text)}"
        case .undo: "{undo}"
        case .redo: "{redo}"
        case .stepUp: "{up}"
        case .stepDown: "{down}"
        }
    }
}
