/// A session's bookkeeping that keeps its messages in order and within rate: the field page's
/// and the form page's alike.
struct Pacing: Sendable {
    /// The sequence number the next message must carry.
    var nextSeq = 1
    /// When the session was last used, in seconds on the store's clock.
    var lastUsed: Double
    /// Actions (edits, focus changes, submits) the session may still send before waiting: a
    /// token bucket.
    var allowance = Double(Limits.editBurst)

    /// Checks a message of `count` actions numbered `seq` at `now` and returns the allowance
    /// left after it; changes nothing, so a message refused later costs nothing.
    func admit(seq: Int, count: Int, now: Double) throws(PlaygroundError) -> Double {
        guard seq == nextSeq else { throw .outOfOrder(expected: nextSeq) }
        guard (1...Limits.editsPerMessage).contains(count) else { throw .tooManyEdits }
        let refill = min(Double(Limits.editBurst), allowance + (now - lastUsed) * Limits.editsPerSecond)
        guard refill >= Double(count) else { throw .rateLimited }
        return refill - Double(count)
    }

    /// Records an applied message: the allowance `admit` returned, the time, the next number.
    mutating func commit(allowance: Double, now: Double) {
        self.allowance = allowance
        lastUsed = now
        nextSeq += 1
    }
}
