#if canImport(SwiftUI)
    import SwiftUI
#else
    /// A read-write reference to a value owned elsewhere: SwiftUI's `Binding`, which Linux lacks.
    @propertyWrapper
    public struct Binding<Value> {
        private let read: () -> Value
        private let write: (Value) -> Void

        /// Creates a binding from a getter and a setter.
        public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
            read = get
            write = set
        }

        /// The value.
        public var wrappedValue: Value {
            get { read() }
            nonmutating set { write(newValue) }
        }
    }
#endif
