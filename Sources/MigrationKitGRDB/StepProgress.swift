import Foundation
import GRDB
import GRDBSQLite
import MigrationKit

/// How far a step has got, as ``GRDBMigrationRunner/progress`` receives it.
public struct MigrationProgress: Sendable, Equatable {
    /// The step running.
    public let identifier: String
    /// The seconds it has taken so far.
    public let seconds: Double
    /// The share of its work done, from 0 to 1, for a step that says (a conversion file, from
    /// its rows); nil for one that does not.
    public let fractionCompleted: Double?

    public init(identifier: String, seconds: Double, fractionCompleted: Double? = nil) {
        self.identifier = identifier
        self.seconds = seconds
        self.fractionCompleted = fractionCompleted
    }
}

/// Calls `report` with the running step, the seconds it has taken and the fraction its step
/// provides: when the step starts, at most every `interval` seconds while `body` runs on `db`
/// (SQLite's progress handler fires every ``progressHandlerInstructions`` virtual-machine
/// instructions, even in the middle of one long `INSERT … SELECT`), and when it has run (with a
/// fraction of 1 for a step that gave one). `body` is handed the clock, as the listener a step
/// that knows its work reports to (``MigrationStep/applyReporting``); nil without `report`. At
/// each tick, `isCancelled` returning true interrupts the statement running.
func withProgress<T>(
    _ db: Database, identifier: String, interval: Double,
    report: (@Sendable (MigrationProgress) -> Void)?,
    isCancelled: (@Sendable () -> Bool)? = nil,
    _ body: (_ listener: (any StepProgressListener)?) throws -> T
) rethrows -> T {
    guard report != nil || isCancelled != nil else { return try body(nil) }
    let clock = report.map { Clock(identifier: identifier, interval: interval, report: $0) }
    clock?.reportNow()
    let result = try withProgressHandler(db, every: progressHandlerInstructions, tick: {
        clock?.tick(instructions: Int(progressHandlerInstructions))
        return isCancelled?() != true
    }) {
        try body(clock)
    }
    clock?.finish()
    return result
}

/// SQLite's progress handler fires every this many virtual-machine instructions while a runner
/// reports a step's progress or can cancel it.
package let progressHandlerInstructions: Int32 = 10_000

/// The elapsed time of one step, and the fraction its step provides, reported at most every
/// `interval` seconds.
private final class Clock: StepProgressListener {
    let start = Date()
    var last: Date
    let interval: Double
    let identifier: String
    let report: @Sendable (MigrationProgress) -> Void
    var provider: ((Int) -> Double)? {
        didSet { if provider != nil { providedFraction = true } }
    }
    var fraction: Double?
    /// Whether the step said how far it had got: its end is then a fraction of 1.
    var providedFraction = false
    init(identifier: String, interval: Double, report: @escaping @Sendable (MigrationProgress) -> Void) {
        self.identifier = identifier
        self.interval = interval
        self.report = report
        self.last = start
    }
    /// SQLite ran `instructions` more instructions of the step (none: the step says it has
    /// done more, between statements).
    func tick(instructions: Int) {
        if let provider { fraction = provider(instructions) }
        guard Date().timeIntervalSince(last) >= interval else { return }
        reportNow()
    }
    func reportNow() {
        let now = Date()
        last = now
        report(MigrationProgress(identifier: identifier, seconds: now.timeIntervalSince(start), fractionCompleted: fraction))
    }
    /// The step says it has done more, between statements: no instructions ran for it.
    func tick() {
        tick(instructions: 0)
    }
    func providing<T>(_ fraction: @escaping (Int) -> Double, _ body: () throws -> T) rethrows -> T {
        provider = fraction
        defer { provider = nil }
        return try body()
    }
    /// The step has run: all of it is done.
    func finish() {
        if providedFraction { fraction = 1 }
        reportNow()
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
