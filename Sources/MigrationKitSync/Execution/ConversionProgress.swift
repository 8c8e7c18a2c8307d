import Foundation
import GRDB
import GRDBSQLite
import MigrationKitGRDB

/// How far a conversion has got, as ``ConversionOptions/progress`` receives it: the first
/// report as `Conversion.apply` starts, then every 100 ms of SQLite's work (and between the
/// stages of the checking phase), and a last one when it is done. Measured on the benchmark's
/// 621,000 rows (3.4 s, a debug build): the first report 0.05 ms after `apply` starts, checking 1.3 s,
/// copying 1.3 s, indexing 1.0 s; the longest wait between two reports 0.14–0.2 s, while
/// SQLite sorts a new index in one step.
///
/// ```swift
/// options.progress = { progress in
///     print(progress.phase, progress.table, progress.completedRows, "of", progress.totalRows, progress.fractionCompleted)
/// }
/// ```
///
/// How the values relate, report after report:
/// - ``phase`` goes forward only: ``Phase/checking``, ``Phase/copying``, ``Phase/indexing``,
///   ``Phase/verifying``, ``Phase/finished`` (a phase with nothing to do is skipped);
/// - ``fractionCompleted`` never decreases; it is 0 while checking (the work ahead is not
///   counted yet: show an indeterminate indicator), and 1 once, in the last report, whose
///   phase is ``Phase/finished``;
/// - ``totalRows`` is 0 while checking, then the rows counted at its end, unchanged after;
/// - ``completedRows`` never decreases, and equals ``totalRows`` only once the copy is over
///   (phase ``Phase/indexing`` or later): while ``Phase/copying`` it is below it, unless there
///   is no row to copy.
public struct ConversionProgress: Sendable, Equatable {
    /// What the conversion is doing.
    public enum Phase: Int, Sendable, Comparable, CaseIterable {
        /// Reading the schema and the data, planning, rehearsing the plans on an empty copy of
        /// the schema, running the prechecks, counting the rows. Nothing is written yet.
        case checking
        /// Rebuilding the tables: the rows copied into their converted tables (with, between
        /// two groups of tables, the first group's indexes and checks).
        case copying
        /// Every row is copied: the indexes, triggers and views of the rebuilt tables are put
        /// back.
        case indexing
        /// The checks before commit: rows, keys and references counted and compared.
        case verifying
        /// Done: the last report, with a ``fractionCompleted`` of 1. `apply` returns next.
        case finished

        public static func < (lhs: Phase, rhs: Phase) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// See ``Phase``.
    public let phase: Phase
    /// The table being rebuilt: its rows copied, or its indexes and checks run; empty while
    /// checking.
    public let table: String
    /// Rows copied into their converted tables so far, of ``totalRows``: exact when a table is
    /// done, estimated from SQLite's work while one is being copied.
    public let completedRows: Int
    /// Every row of every table the conversion rebuilds, counted at the end of the checking
    /// phase (0 until then).
    public let totalRows: Int
    /// The share of the work done after checking, from 0 to 1: copying the rows, then building
    /// the indexes and running the checks, each weighed by the rows. It never decreases, and is
    /// 1 once, at the end.
    public let fractionCompleted: Double

    package init(phase: Phase, table: String, completedRows: Int, totalRows: Int, fractionCompleted: Double) {
        self.phase = phase
        self.table = table
        self.completedRows = completedRows
        self.totalRows = totalRows
        self.fractionCompleted = fractionCompleted
    }
}

/// The closure of ``ConversionOptions/progress``, stored so that options still compare by what
/// the conversion does: two options that differ only in who watches are equal.
package struct ProgressObserver: Sendable, Equatable {
    package let call: @Sendable (ConversionProgress) throws -> Void

    package static func == (lhs: ProgressObserver, rhs: ProgressObserver) -> Bool { true }
}

/// Follows a conversion and reports to the observer: from its start (``start()``), through
/// the checking phase (SQLite's progress handler, and ``checkpoint()`` between its stages),
/// then the plans' statements as they run (``plan(_:rows:)``): at each statement's end, and
/// every `interval` inside one (SQLite's progress handler, every ``instructions``
/// virtual-machine instructions). Each statement weighs units of work: a copy its table's rows;
/// the statements after a plan's last copy (indexes, triggers, checks) the plan's rows between
/// them; the rest nothing. Inside a statement the units done are estimated from the
/// instructions it has run, at the rate the statements before it ran (capped below its weight),
/// so that the fraction moves and never goes back.
///
/// The phase of a statement is global, so that phases only go forward over several plans:
/// every statement up to the last copy of the last plan copies; after it, the statements before
/// the first check index, and the rest verify. Once a statement ends, the phase is the next
/// one's: the end of the last copy is the start of indexing.
package final class ProgressTracker {
    /// SQLite's progress handler fires every this many virtual-machine instructions: a tenth of
    /// the runner's period (``progressHandlerInstructions``), because the app's conversion
    /// rehearses on an empty copy, whose statements run few instructions each, and must still
    /// tick, and stop when asked, while it does (with the runner's period it never ticked:
    /// `ConversionProgressTests.theRehearsalTicksAndCanBeStopped` fails).
    static let instructions: Int32 = 1_000

    private struct Work {
        let units: Double
        let rows: Int?
        let table: String
        let phase: ConversionProgress.Phase
        /// The phase once it has run: the next statement's.
        var phaseAfter: ConversionProgress.Phase
    }

    private let observer: ProgressObserver?
    private let interval: Double
    private var work: [[Work]] = []
    private var totalRows = 0
    private var totalUnits = 1.0
    private var unitsDone = 0.0
    private var rowsDone = 0
    private var phase = ConversionProgress.Phase.checking
    private var table = ""
    private var current: Work?
    private var instructionsInStatement = 0
    /// Instructions and units of the statements done, for the rate.
    private var instructionsDone = 0
    private var unitsMeasured = 0.0
    private var lastReport: Date?
    private var lastFraction = 0.0
    /// The error the observer threw: SQLite is interrupted for it from then on.
    private(set) var failure: Error?

    /// A tracker that reports to `observer` from the checking phase on: ``plan(_:rows:)`` gives
    /// it the work once the plans are known.
    package init(observer: ProgressObserver, interval: Double) {
        self.observer = observer
        self.interval = interval
    }

    /// `groups`: each plan's statements and the first table it changes. Without an observer,
    /// the progress is read (``fractionDone()``, after ``advance(_:)``) rather than reported.
    package init(groups: [(statements: [ConversionStatement], firstTable: String)], rows: [String: Int], observer: ProgressObserver?, interval: Double) {
        self.observer = observer
        self.interval = interval
        setWork(groups, rows: rows)
    }

    /// The plans about to run, and the rows of each table a copy statement copies, counted
    /// before (``ConversionEstimate``'s scan): the end of the checking phase.
    package func plan(_ plans: [ConversionPlan], rows: [String: Int]) {
        setWork(plans.map { ($0.statements, $0.tables.first?.table ?? "") }, rows: rows)
    }

    private func setWork(_ groups: [(statements: [ConversionStatement], firstTable: String)], rows: [String: Int]) {
        let lastCopyingPlan = groups.lastIndex { group in group.statements.contains { $0.copiesRowsOf != nil } }
        var total = 0
        var units = 0.0
        work = groups.enumerated().map { plan, group in
            let statements = group.statements
            let lastCopy = statements.lastIndex { $0.copiesRowsOf != nil } ?? -1
            let planRows = statements.compactMap { $0.copiesRowsOf.map { rows[$0] ?? 0 } }.reduce(0, +)
            let after = statements.count - lastCopy - 1
            // The copying phase ends with the last copy of the last plan that copies.
            let copyingEnds = lastCopyingPlan.map { plan < $0 ? statements.count : plan == $0 ? lastCopy + 1 : 0 } ?? 0
            let firstCheck = statements.indices.first { $0 >= copyingEnds && statements[$0].check != nil } ?? statements.count
            var table = group.firstTable
            total += planRows
            units += Double(planRows) * 2
            return statements.enumerated().map { index, statement in
                let phase: ConversionProgress.Phase = index < copyingEnds ? .copying : index < firstCheck ? .indexing : .verifying
                if let copied = statement.copiesRowsOf {
                    table = copied
                    let count = rows[copied] ?? 0
                    return Work(units: Double(count), rows: count, table: copied, phase: phase, phaseAfter: phase)
                }
                return Work(units: index > lastCopy && after > 0 ? Double(planRows) / Double(after) : 0, rows: nil, table: table, phase: phase, phaseAfter: phase)
            }
        }
        // Each statement's phase after it: the next one's, the last one's own.
        let flat = work.indices.flatMap { plan in work[plan].indices.map { (plan, $0) } }
        for (position, (plan, index)) in flat.enumerated() where position + 1 < flat.count {
            let (nextPlan, next) = flat[position + 1]
            work[plan][index].phaseAfter = work[nextPlan][next].phase
        }
        totalRows = total
        totalUnits = max(units, 1)
    }

    /// The first report, as the conversion starts.
    package func start() throws {
        try report(force: true)
    }

    /// Between two stages of the checking phase (Swift's work, where SQLite's progress handler
    /// does not fire): reports when `interval` has passed, and throws what the observer threw.
    package func checkpoint() throws {
        if let failure { throw failure }
        try report(force: false)
    }

    /// Called before statement `statement` of plan `plan` runs.
    package func begin(plan: Int, statement: Int) throws {
        if let failure { throw failure }
        let work = work[plan][statement]
        current = work
        phase = max(phase, work.phase)
        table = work.table
        instructionsInStatement = 0
        if lastReport == nil { try report(force: true) }
    }

    /// Called when the current statement has run.
    package func end() throws {
        guard let current else { return }
        unitsDone += current.units
        rowsDone += current.rows ?? 0
        if current.units > 0 {
            instructionsDone += instructionsInStatement
            unitsMeasured += current.units
        }
        phase = max(phase, current.phaseAfter)
        self.current = nil
        instructionsInStatement = 0
        try report(force: false)
    }

    /// The last report: everything done.
    package func finish() throws {
        if let failure { throw failure }
        current = nil
        unitsDone = totalUnits
        rowsDone = totalRows
        phase = .finished
        try report(force: true, final: true)
    }

    /// SQLite ran `instructions` more virtual-machine instructions of the current statement.
    package func advance(_ instructions: Int) {
        instructionsInStatement += instructions
    }

    /// The share of the work done, estimated inside the current statement; never decreases
    /// (it remembers the largest it has said).
    package func fractionDone() -> Double {
        lastFraction = max(snapshot().fraction, lastFraction)
        return lastFraction
    }

    /// From SQLite's progress handler: false to interrupt the statement (the observer threw,
    /// now or before: every statement after is interrupted too).
    func tick() -> Bool {
        guard failure == nil else { return false }
        advance(Int(Self.instructions))
        do {
            try report(force: false)
            return true
        } catch {
            failure = error
            return false
        }
    }

    private func report(force: Bool, final: Bool = false) throws {
        guard let observer else { return }
        let now = Date()
        if !force, let lastReport, now.timeIntervalSince(lastReport) < interval { return }
        lastReport = now
        let (fraction, rows) = final ? (1, rowsDone) : snapshot()
        lastFraction = max(fraction, lastFraction)
        do {
            try observer.call(ConversionProgress(
                phase: phase, table: table, completedRows: rows, totalRows: totalRows, fractionCompleted: lastFraction))
        } catch {
            failure = error
            throw error
        }
    }

    /// The fraction done (below 1 until ``finish()``) and the rows copied, the current
    /// statement's share estimated from the instructions it has run.
    private func snapshot() -> (fraction: Double, rows: Int) {
        var units = unitsDone
        var rows = rowsDone
        if let current, current.units > 0 {
            // The rate of the statements done so far; 100 instructions a unit before any.
            let rate = unitsMeasured > 0 ? Double(instructionsDone) / unitsMeasured : 100
            let estimate = min(Double(instructionsInStatement) / max(rate, 1), current.units * 0.95)
            units += estimate
            if let copied = current.rows { rows += min(Int(estimate), max(copied - 1, 0)) }
        }
        return (min(units / totalUnits, 0.999), rows)
    }
}

/// Runs `body` with SQLite's progress handler on `queue`'s connection calling `tick` every
/// ``ProgressTracker/instructions`` virtual-machine instructions (false interrupts the statement
/// running), removed after: for a connection whose work `body` does through `queue` (the
/// rehearsal's), where ``withProgressHandler(_:every:tick:_:)`` cannot wrap one access.
func withProgressHandler<T>(on queue: DatabaseQueue, tick: (() -> Bool)?, _ body: () throws -> T) throws -> T {
    guard let tick else { return try body() }
    let box = ProgressTick(tick)
    try queue.inDatabase { db in
        sqlite3_progress_handler(db.sqliteConnection, ProgressTracker.instructions, { context in
            Unmanaged<ProgressTick>.fromOpaque(context!).takeUnretainedValue().tick() ? 0 : 1
        }, Unmanaged.passUnretained(box).toOpaque())
    }
    defer { try? queue.inDatabase { db in sqlite3_progress_handler(db.sqliteConnection, 0, nil, nil) } }
    return try withExtendedLifetime(box) { try body() }
}

private final class ProgressTick {
    let tick: () -> Bool
    init(_ tick: @escaping () -> Bool) { self.tick = tick }
}
