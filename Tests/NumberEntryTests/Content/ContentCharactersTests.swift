import Testing

@testable import NumberEntryCore

/// The inline/spilled character storage behaves exactly like an array, across the boundary.
@Suite("Content characters")
struct ContentCharactersTests {
    @Test("One character inserted in the middle moves the tail and the separator")
    func middleInsertion() {
        var characters = ContentCharacters([1, 2, Content.separator, 0, 0])
        characters.insert(3, at: 2)
        #expect(Array(characters) == [1, 2, 3, Content.separator, 0, 0] && characters.separatorIndex == 3)
        characters.insert(4, at: 0)
        #expect(Array(characters) == [4, 1, 2, 3, Content.separator, 0, 0] && characters.separatorIndex == 4)
        characters.insert(5, at: 6)
        #expect(Array(characters) == [4, 1, 2, 3, Content.separator, 0, 5, 0] && characters.separatorIndex == 4)
        var integer = ContentCharacters([1, 2, 3])
        integer.insert(Content.separator, at: 1)
        #expect(Array(integer) == [1, Content.separator, 2, 3] && integer.separatorIndex == 1)
        var full = ContentCharacters(repeatElement(7, count: ContentCharacters.inlineCapacity - 1))
        full.insert(Content.separator, at: 3)
        full.insert(1, at: 0)
        #expect(full.count == ContentCharacters.inlineCapacity + 1 && full.separatorIndex == 4 && full.first == 1)
    }

    @Test("Random edits agree with an array model", arguments: [1, 2, 3, 4])
    func agreesWithArray(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var model: [UInt8] = []
        var characters = ContentCharacters()
        for step in 0..<4_000 {
            let lower = Int.random(in: 0...model.count, using: &random)
            let upper = Int.random(in: lower...min(model.count, lower + 40), using: &random)
            // Lengths cross the inline capacity in both directions; at most one separator.
            let insertCount = Int.random(in: 0...(model.count > 60 ? 2 : 45), using: &random)
            var insertion = (0..<insertCount).map { _ in UInt8.random(in: 0...9, using: &random) }
            let hasSeparatorAfterRemoval = model[..<lower].contains(10) || model[upper...].contains(10)
            if !insertion.isEmpty && !hasSeparatorAfterRemoval && Bool.random(using: &random) {
                insertion[Int.random(in: 0..<insertion.count, using: &random)] = Content.separator
            }
            let copy = characters
            model.replaceSubrange(lower..<upper, with: insertion)
            characters.replaceSubrange(lower..<upper, with: insertion)
            #expect(Array(characters) == model, "step \(step)")
            #expect(characters.separatorIndex == model.firstIndex(of: Content.separator), "step \(step)")
            let rebuilt = ContentCharacters(model)
            #expect(characters == rebuilt && characters.hashValue == rebuilt.hashValue)
            #expect(copy.count == model.count - insertion.count + (upper - lower), "a copy is not changed")
            if !model.isEmpty {
                let index = Int.random(in: 0..<model.count, using: &random)
                let digit = UInt8.random(in: 0...9, using: &random)
                model[index] = digit
                characters[index] = digit
                #expect(characters.separatorIndex == model.firstIndex(of: Content.separator), "step \(step)")
            }
        }
    }

    @Test("A spilled content is copied on write")
    func copyOnWrite() {
        let long = ContentCharacters(repeatElement(UInt8(7), count: 100))
        var changed = long
        changed[0] = 1
        changed.append(Content.separator)
        #expect(long.first == 7 && long.count == 100 && long.separatorIndex == nil)
        #expect(changed.first == 1 && changed.count == 101 && changed.separatorIndex == 100)
    }
}
