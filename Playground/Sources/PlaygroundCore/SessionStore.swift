/// The server's sessions: at most `capacity`, each dropped after `idleSeconds` unused. Each
/// message reaches only the session its id names.
public actor SessionStore {
    /// The most sessions held at once.
    public let capacity: Int
    /// How long an unused session lives, in seconds.
    public let idleSeconds: Double
    private var sessions: [String: Session] = [:]
    private var forms: [String: FormSession] = [:]
    /// The (locale, digits, format) triples whose data fields were made with: the engine caches
    /// each for the process, so their number is bounded as sessions are.
    private var formats: Set<String> = []
    /// The locale variants (`hi_IN@numbers=deva`) configurations named: the engine caches each
    /// identifier as written, so they are bounded too, counted as the formats are, before loading.
    private var localeVariants: Set<String> = []
    private let start = ContinuousClock.now

    /// A store with the given bounds.
    public init(capacity: Int, idleSeconds: Double) {
        self.capacity = capacity
        self.idleSeconds = idleSeconds
    }

    /// How many sessions the store holds, field and form sessions together.
    public var count: Int { sessions.count + forms.count }

    /// Opens a session with a new field; refuses when the store is full of live sessions.
    public func open(_ configuration: FieldConfiguration) throws(PlaygroundError) -> FieldReply {
        try admitLocale(configuration.localeVariant)
        try admitFormats([configuration.formatKey].compactMap { $0 })
        let field = try configuration.makeField()
        let now = self.now
        let id = try newSessionID(now: now)
        let session = Session(field: field, pacing: Pacing(lastUsed: now))
        sessions[id] = session
        return session.reply(session: id, seq: 0, results: [])
    }

    /// Opens a session with a new form; refuses when the store is full of live sessions.
    public func open(_ configuration: FormConfiguration) throws(PlaygroundError) -> FormReply {
        try admitLocale(configuration.localeVariant)
        try admitFormats(configuration.formatKeys)
        let form = try configuration.makeForm()
        let now = self.now
        let id = try newSessionID(now: now)
        let session = FormSession(form: form, configuration: configuration, pacing: Pacing(lastUsed: now))
        forms[id] = session
        return session.reply(session: id, seq: 0, results: [], submission: nil)
    }

    /// Applies a message to its session; a refused message changes nothing.
    public func apply(_ request: EditRequest) throws(PlaygroundError) -> FieldReply {
        let now = self.now
        guard var session = sessions[request.session], now - session.pacing.lastUsed < idleSeconds else {
            sessions[request.session] = nil
            throw .unknownSession
        }
        let results = try session.apply(request, now: now)
        sessions[request.session] = session
        return session.reply(session: request.session, seq: request.seq, results: results)
    }

    /// Applies a message to its form session; a refused message changes nothing.
    public func apply(_ request: FormRequest) throws(PlaygroundError) -> FormReply {
        let now = self.now
        guard var session = forms[request.session], now - session.pacing.lastUsed < idleSeconds else {
            forms[request.session] = nil
            throw .unknownSession
        }
        let (results, submission) = try session.apply(request, now: now)
        forms[request.session] = session
        return session.reply(session: request.session, seq: request.seq, results: results, submission: submission)
    }

    /// Counts a locale variant a new session loads; refuses when it would pass
    /// `Limits.localeVariants`.
    private func admitLocale(_ variant: String?) throws(PlaygroundError) {
        guard let variant, !localeVariants.contains(variant) else { return }
        guard localeVariants.count < Limits.localeVariants else { throw .tooManyLocaleVariants }
        localeVariants.insert(variant)
    }

    /// Counts the (locale, digits, format) triples a new session loads; refuses when they
    /// would pass `Limits.formats`.
    private func admitFormats(_ keys: [String]) throws(PlaygroundError) {
        let new = Set(keys).subtracting(formats)
        guard formats.count + new.count <= Limits.formats else { throw .tooManyFormats }
        formats.formUnion(new)
    }

    /// A fresh id for a new session, after dropping idle sessions when the store is full.
    private func newSessionID(now: Double) throws(PlaygroundError) -> String {
        if count >= capacity { dropIdle() }
        guard count < capacity else { throw .tooManySessions }
        var id = Self.newID()
        while sessions[id] != nil || forms[id] != nil { id = Self.newID() }
        return id
    }

    /// Closes a session; closing an unknown one is no error.
    public func close(_ id: String) {
        sessions[id] = nil
        forms[id] = nil
    }

    /// Drops every session unused for `idleSeconds`.
    public func dropIdle() {
        let now = self.now
        sessions = sessions.filter { now - $0.value.pacing.lastUsed < idleSeconds }
        forms = forms.filter { now - $0.value.pacing.lastUsed < idleSeconds }
    }

    private var now: Double {
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    private static func newID() -> String {
        var generator = SystemRandomNumberGenerator()
        let high = generator.next() as UInt64
        let low = generator.next() as UInt64
        return hex(high) + hex(low)
    }

    private static func hex(_ word: UInt64) -> String {
        let digits = String(word, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
