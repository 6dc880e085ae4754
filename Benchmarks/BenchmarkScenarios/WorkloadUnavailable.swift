/// A workload that cannot be built: its setup failed or gave an unexpected result.
public struct WorkloadUnavailable: Error, CustomStringConvertible {
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
