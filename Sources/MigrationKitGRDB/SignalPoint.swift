import Foundation

/// A seam for the tests and pages that show what a signal does to a command: the moment is
/// chosen by what the process has done, never by the clock.
///
/// With a target set (``ProcessSeams/signalPoint``, which the tool takes from `MIGRATIONKIT_AT=<text>`,
/// `MIGRATIONKIT_AT_OCCURRENCE` and `MIGRATIONKIT_AT_SIGNAL`), the process writes
/// `migrationkit: at <point>` on standard error when it reaches a point whose description
/// contains `<text>` for the `occurrence`-th time (1 by default), then, when a signal is named
/// (`SIGINT`, `SIGTERM` or `SIGKILL`), raises that signal there: a real signal, delivered by
/// the kernel at that exact point, as a Ctrl-C or a `kill` landing there would be. Without a
/// signal the line alone says the moment has come (a test that holds a lock waits for it).
/// Points:
///
/// - `statement <its first line>`: a statement starts, on a connection ``openDatabase(_:)``
///   opened (SQLite's `SQLITE_TRACE_STMT`, once the statement runs; a trigger's program is
///   `statement -- TRIGGER <name>`);
/// - `backup started`, `backup step <n>`, `backup copied`: a copy made with SQLite's backup API
///   (``DatabaseCopy``), once its file exists, after each step of pages, and once it is whole.
///
/// Without a target, which no app sets, reaching a point costs one look at the seams.
package enum SignalPoint {
    /// Where to stop: the text a point's description contains, which time it is reached, and
    /// the signal raised there, if any.
    package struct Target: Sendable, Equatable {
        let text: String
        let occurrence: Int
        let signal: Int32?

        /// Nil for an empty text. `signal` is `SIGINT`, `SIGTERM` or `SIGKILL` by name; any
        /// other name raises none.
        package init?(text: String, occurrence: Int = 1, signal: String? = nil) {
            guard !text.isEmpty else { return nil }
            let signals = ["SIGINT": SIGINT, "SIGTERM": SIGTERM, "SIGKILL": SIGKILL]
            self.text = text
            self.occurrence = occurrence
            self.signal = signal.flatMap { signals[$0] }
        }
    }

    private final class Seen: @unchecked Sendable {
        let lock = NSLock()
        var count = 0
    }

    private static var target: Target? { ProcessSeams.current.signalPoint }
    private static let seen = Seen()

    /// Whether a point is set: connections then trace their statements.
    package static var isSet: Bool { target != nil }

    /// The process has reached `point`.
    package static func reach(_ point: @autoclosure () -> String) {
        guard let target else { return }
        let point = point()
        guard point.contains(target.text) else { return }
        let isTheOne = seen.lock.withLock {
            seen.count += 1
            return seen.count == target.occurrence
        }
        guard isTheOne else { return }
        FileHandle.standardError.write(Data("migrationkit: at \(point.visiblyEscaped(keeping: ["\t"]))\n".utf8))
        if let signal = target.signal {
            // Delivered to this thread, before raise returns, whatever mask it inherited: the
            // handler has run (or the process is gone) when the statement goes on.
            var set = sigset_t()
            sigemptyset(&set)
            sigaddset(&set, signal)
            pthread_sigmask(SIG_UNBLOCK, &set, nil)
            raise(signal)
        }
    }
}
