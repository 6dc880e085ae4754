// A stand-in for the part of SwiftUI the docs' snippets use, so scripts/check-snippets.py can
// type-check them on Linux against NumberEntry's real API. Not SwiftUI: only its shapes.
@_exported import Foundation

@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension View where Body == Never {
    public var body: Never { fatalError("a primitive view") }
}

extension Never: View {
    public typealias Body = Never
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

public struct TupleView<T>: View {
    public typealias Body = Never
}

@resultBuilder public enum ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
        (repeat each Content)
    > {
        TupleView()
    }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<First: View, Second: View>(first: First) -> TupleView<(First?, Second?)> {
        TupleView()
    }
    public static func buildEither<First: View, Second: View>(second: Second) -> TupleView<(First?, Second?)> {
        TupleView()
    }
}

public struct Text: View {
    public init(_ content: String) {}
    public typealias Body = Never
}

public struct TextField: View {
    public init(_ title: String, text: Binding<String>) {}
    public typealias Body = Never
}

public struct ModifiedView<Content: View>: View {
    public typealias Body = Never
}

extension View {
    public func onSubmit(_ action: @escaping () -> Void) -> ModifiedView<Self> { ModifiedView() }
}

@dynamicMemberLookup public struct Binding<Value> {
    public let get: () -> Value
    public let set: (Value) -> Void
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { get()[keyPath: keyPath] }, set: { _ in })
    }
}

@propertyWrapper public struct State<Value> {
    private var value: Value
    public init(wrappedValue: Value) { value = wrappedValue }
    public var wrappedValue: Value {
        get { value }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { Binding(get: { value }, set: { _ in }) }
}
