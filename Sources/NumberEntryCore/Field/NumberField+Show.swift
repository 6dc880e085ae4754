extension NumberField {
    /// Where `show(_:caret:)` puts the caret.
    enum Caret {
        /// After the content's `k`-th significant character (Behaviour §6).
        case after(Int)
        /// At the body's end: the start of the suffix in an affixed field, else the text's end.
        case bodyEnd
    }

    /// Shows `content`, which meets the policy: the text the engine renders for it, its length,
    /// and a caret where `caret` says. Every accepted edit that changes the content ends here,
    /// but a digit typed at the caret, which renders and installs its state apart.
    @inline(__always)
    mutating func show(_ content: consuming Content, caret: Caret) {
        install(rendered(content, caret: caret))
    }

    /// The state `show(_:caret:)` puts in place for `content`.
    @inline(__always)
    func rendered(_ content: consuming Content, caret: Caret) -> EditHistory.State {
        let shape = Layout.Shape(locale: locale, content: content, display: Self.affixDisplay(of: policy))
        let k =
            switch caret {
            case .after(let k): k
            case .bodyEnd: 0
            }
        let (text, after) = shape.render(content, in: locale.storage, caretAfter: k)
        let length = shape.size.utf16
        let offset =
            switch caret {
            case .after: after
            case .bodyEnd: locale.isAffixed ? length - shape.suffixWidth : length
            }
        return EditHistory.State(text: text, selection: offset..<offset, content: content, textLength: length)
    }

    /// Puts `state` in place: the one place where the text, the selection, the content and the
    /// text's length, which always change together, are set.
    @inline(__always)
    mutating func install(_ state: consuming EditHistory.State) {
        text = state.text
        selection = state.selection
        content = state.content
        textLength = state.textLength
    }
}
