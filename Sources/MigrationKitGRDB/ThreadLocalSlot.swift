import Foundation

/// A value set on the current thread for the duration of a body, as a task-local value is for a
/// task: for what a step's code, run by GRDB on the database queue's thread (where there is no
/// task), tells code below it. A task-local value pushed there crashed in release builds.
package final class ThreadLocalSlot<Value: AnyObject>: Sendable {
    private let key: pthread_key_t

    package init() {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        self.key = key
    }

    /// Runs `body` with `value` as this thread's ``current``, then puts back what was there.
    package func with<T>(_ value: Value, _ body: () throws -> T) rethrows -> T {
        let retained = Unmanaged.passRetained(value)
        let previous = pthread_getspecific(key)
        pthread_setspecific(key, retained.toOpaque())
        defer {
            pthread_setspecific(key, previous)
            retained.release()
        }
        return try body()
    }

    /// The value set on this thread, or nil.
    package var current: Value? {
        pthread_getspecific(key).map { Unmanaged<Value>.fromOpaque($0).takeUnretainedValue() }
    }
}
