extension NumberField {
    /// What a whole-text change amounts to (Behaviour §11).
    enum ChangeResolution: Equatable {
        /// Nothing to do: the host wrote back the text, or only removed decoration away from
        /// the caret.
        case nothing
        /// The same text with another selection.
        case select(Range<Int>)
        /// One range edit of the current text (UTF-16 offsets).
        case replace(lower: Int, upper: Int, string: String)
    }

    /// Finds the edit that turned the field's text into `newText` (Behaviour §11). The texts are
    /// compared in Unicode scalars (as UTF-8 bytes, cut back to scalar boundaries), so no edit
    /// splits a surrogate pair. Throws `invalidRange` when the reported selection is out of
    /// bounds of `newText` or splits a surrogate pair. Out of line, and `mutating` only to pass
    /// the field by reference: `apply` copied the field (490 bytes) to call it, and a call from
    /// here to a non-mutating method copied it again.
    @inline(never)
    mutating func resolveChange(to newText: String, selection reported: Range<Int>?) throws(EditRejection)
        -> ChangeResolution
    {
        let old = textBytes  // read apart from the field, which the call below passes `inout`
        var new = newText
        let resolution = old.withUnsafeBufferPointer { oldBytes in
            new.withUTF8 { newBytes in resolveChange(from: oldBytes, to: newBytes, selection: reported) }
        }
        guard let resolution else { throw .invalidRange }
        return resolution
    }

    /// `resolveChange(to:selection:)` on the UTF-8 bytes of both texts; `nil` for an invalid
    /// reported selection. `mutating` for the reason `resolveChange(to:selection:)` is.
    private mutating func resolveChange(
        from old: UnsafeBufferPointer<UInt8>, to new: UnsafeBufferPointer<UInt8>, selection reported: Range<Int>?
    ) -> ChangeResolution? {
        if let reported {
            guard UTF8Offsets.byteOffset(ofUTF16: reported.lowerBound, in: new) != nil,
                UTF8Offsets.byteOffset(ofUTF16: reported.upperBound, in: new) != nil
            else { return nil }
        }
        let shorterBytes = min(old.count, new.count)
        var prefixBytes = UTF8Offsets.commonPrefixCount(old, new)
        while prefixBytes > 0
            && (UTF8Offsets.continues(old, at: prefixBytes) || UTF8Offsets.continues(new, at: prefixBytes))
        {
            prefixBytes -= 1
        }
        if prefixBytes == old.count && prefixBytes == new.count {
            return reported.map { .select($0) } ?? .nothing
        }
        var suffixBytes = 0
        while suffixBytes < shorterBytes && old[old.count - 1 - suffixBytes] == new[new.count - 1 - suffixBytes] {
            suffixBytes += 1
        }
        while suffixBytes > 0 && UTF8Offsets.continues(old, at: old.count - suffixBytes) { suffixBytes -= 1 }
        // Counted from the edit on: an edit near the end (typing) walks only the tail.
        let prefix = textLength - UTF8Offsets.utf16Count(old[prefixBytes...])
        let suffix = UTF8Offsets.utf16Count(old[(old.count - suffixBytes)...])
        let newLength = prefix + UTF8Offsets.utf16Count(new[prefixBytes...])
        let shorter = old.count < new.count ? old : new
        let edit = findEdit(newLength: newLength, prefix: prefix, suffix: suffix, reported: reported) { offset in
            UTF8Offsets.byteOffset(ofUTF16: offset, in: shorter) != nil
        }
        let insertedLower =
            edit.insertedLower == prefix
            ? prefixBytes : UTF8Offsets.byteOffset(ofUTF16: edit.insertedLower, in: new) ?? 0
        let insertedUpper =
            edit.insertedUpper == newLength - suffix
            ? new.count - suffixBytes : UTF8Offsets.byteOffset(ofUTF16: edit.insertedUpper, in: new) ?? 0
        let inserted =
            insertedLower < insertedUpper
            ? String(decoding: new[insertedLower..<insertedUpper], as: UTF8.self) : ""
        if inserted.isEmpty && removesOnlyDecoration(edit.lower..<edit.upper) {
            let caret = selection.isEmpty ? selection.lowerBound : nil
            let touchesCaret = edit.lower == caret || edit.upper == caret
            if !touchesCaret && (edit.lower..<edit.upper) != selection { return .nothing }
        }
        return .replace(lower: edit.lower, upper: edit.upper, string: inserted)
    }

    /// A replaced range of the old text and the inserted range of the new one (UTF-16 offsets).
    private struct FoundEdit {
        var lower: Int
        var upper: Int
        var insertedLower: Int
        var insertedUpper: Int
    }

    /// The edit of §11.1-2 (and the reported caret), given the lengths of the common prefix and suffix (each at most the
    /// shorter text's length, and possibly overlapping).
    private func findEdit(
        newLength: Int, prefix: Int, suffix: Int, reported: Range<Int>?, isBoundaryOfShorter: (Int) -> Bool
    ) -> FoundEdit {
        let oldLength = textLength
        // 1. The selection replaced, the text around it kept: first, before any split at a
        // reported caret.
        if !selection.isEmpty, prefix >= selection.lowerBound, suffix >= oldLength - selection.upperBound,
            selection.lowerBound + (oldLength - selection.upperBound) <= newLength
        {
            return FoundEdit(
                lower: selection.lowerBound, upper: selection.upperBound, insertedLower: selection.lowerBound,
                insertedUpper: newLength - (oldLength - selection.upperBound))
        }
        // A reported caret stands where the inserted text ends, which fixes the kept suffix; the
        // longest common prefix in front of it then gives the smallest such edit.
        if let caret = reported.flatMap({ $0.isEmpty ? $0.lowerBound : nil }), newLength - caret <= suffix {
            let kept = newLength - caret
            let lower = min(prefix, caret, oldLength - kept)
            return FoundEdit(lower: lower, upper: oldLength - kept, insertedLower: lower, insertedUpper: caret)
        }
        let shorter = min(oldLength, newLength)
        let edit = { (lower: Int) in
            FoundEdit(
                lower: lower, upper: oldLength - (shorter - lower), insertedLower: lower,
                insertedUpper: newLength - (shorter - lower))
        }
        guard prefix + suffix > shorter else {
            return FoundEdit(
                lower: prefix, upper: oldLength - suffix, insertedLower: prefix, insertedUpper: newLength - suffix)
        }
        // A run of equal characters: every split from `shorter - suffix` to `prefix` gives the
        // same text. One ending at the old caret wins (Backspace, or typing there), then one
        // starting at it (Delete), else the rightmost.
        let candidates = (shorter - suffix)...prefix
        if selection.isEmpty {
            let oldCaret = selection.lowerBound
            for lower in [oldCaret - (oldLength - shorter), oldCaret]
            where candidates.contains(lower) && isBoundaryOfShorter(lower) {
                return edit(lower)
            }
        }
        return edit(prefix)
    }

    /// Whether the UTF-16 range of the text holds only grouping separators and bidi marks
    /// (at least one).
    private func removesOnlyDecoration(_ range: Range<Int>) -> Bool {
        guard !range.isEmpty else { return false }
        let text = text
        let utf16 = text.utf16
        let start = utf16.index(utf16.startIndex, offsetBy: range.lowerBound)
        let end = utf16.index(start, offsetBy: range.count)
        return text.unicodeScalars[start..<end].allSatisfy { scalar in
            scalar == locale.groupingSeparator || Ignorables.contains(scalar)
        }
    }
}
