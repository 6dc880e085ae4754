/// A batch of measured operations (keystrokes, locale loads, pastes): a state prepared outside
/// the measured region, then the operations run on it. The benchmarks time and count the
/// mallocs of `run`; `keystroke-instructions` runs it under callgrind.
public protocol Workload {
    /// What the operations work on and leave their results in.
    associatedtype State

    /// The operations one `run` performs.
    var operations: Int { get }

    /// A fresh state for one `run`.
    func prepare() -> State

    /// Performs the operations on `state`.
    func run(_ state: inout State) throws
}
