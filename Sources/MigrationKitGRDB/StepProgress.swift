import Foundation
import GRDB
import GRDBSQLite

/// Calls `report` with the running step and the seconds it has taken, at most every
/// `interval` seconds, while `body` runs on `db`: SQLite's progress handler fires every few
/// thousand virtual-machine instructions, even in the middle of one long `INSERT … SELECT`.
func withProgress<T>(
    _ db: Database, identifier: String, interval: Double,
    report: (@Sendable (_ identifier: String, _ seconds: Double) -> Void)?,
    _ body: () throws -> T
) rethrows -> T {
    guard let report else { return try body() }
    let clock = Clock(identifier: identifier, interval: interval, report: report)
    let context = Unmanaged.passUnretained(clock).toOpaque()
    sqlite3_progress_handler(db.sqliteConnection, 10_000, { context in
        Unmanaged<Clock>.fromOpaque(context!).takeUnretainedValue().tick()
        return 0  // never interrupt
    }, context)
    defer { sqlite3_progress_handler(db.sqliteConnection, 0, nil, nil) }
    return try withExtendedLifetime(clock) { try body() }
}

/// The elapsed time of one step, reported at most every `interval` seconds.
private final class Clock {
    let start = Date()
    var last: Date
    let interval: Double
    let identifier: String
    let report: @Sendable (String, Double) -> Void
    init(identifier: String, interval: Double, report: @escaping @Sendable (String, Double) -> Void) {
        self.identifier = identifier
        self.interval = interval
        self.report = report
        self.last = start
    }
    func tick() {
        let now = Date()
        guard now.timeIntervalSince(last) >= interval else { return }
        last = now
        report(identifier, now.timeIntervalSince(start))
    }
}

/// Runs `body` with SQLite's progress handler calling `tick` every `instructions`
/// virtual-machine instructions on `db`, even in the middle of one long statement; `tick`
/// returns false to interrupt the statement running (it fails with `SQLITE_INTERRUPT`). The
/// handler is the connection's only one: it replaces any other for the duration, and is
/// removed after. Without `tick`, `body` runs as it is.
package func withProgressHandler<T>(_ db: Database, every instructions: Int32, tick: (() -> Bool)?, _ body: () throws -> T) rethrows -> T {
    guard let tick else { return try body() }
    let box = Ticker(tick)
    sqlite3_progress_handler(db.sqliteConnection, instructions, { context in
        Unmanaged<Ticker>.fromOpaque(context!).takeUnretainedValue().tick() ? 0 : 1
    }, Unmanaged.passUnretained(box).toOpaque())
    defer { sqlite3_progress_handler(db.sqliteConnection, 0, nil, nil) }
    return try withExtendedLifetime(box) { try body() }
}

private final class Ticker {
    let tick: () -> Bool
    init(_ tick: @escaping () -> Bool) { self.tick = tick }
}
