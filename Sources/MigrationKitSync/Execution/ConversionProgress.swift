import Foundation
import GRDB
import MigrationKitGRDB

/// How far a conversion has got, as ``ConversionOptions/progress`` receives it.
///
/// ```swift
/// options.progress = { progress in
///     print(progress.table, progress.completedRows, "of", progress.totalRows, progress.fractionCompleted)
/// }
/// ```
public struct ConversionProgress: Sendable, Equatable {
    /// The table being rebuilt: its rows copied, or its indexes and checks run.
    public let table: String
    /// Rows copied into their converted tables so far, of ``totalRows``: exact when a table is
    /// done, estimated from SQLite's work while one is being copied.
    public let completedRows: Int
    /// Every row of every table the conversion rebuilds, counted before it starts.
    public let totalRows: Int
    /// The share of the work done, from 0 to 1: copying the rows, then building the indexes
    /// and running the checks, each weighed by the rows. It never decreases, and is 1 once, at
    /// the end.
    public let fractionCompleted: Double

    package init(table: String, completedRows: Int, totalRows: Int, fractionCompleted: Double) {
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

/// Follows the plans' statements as they run and reports to the observer: at each statement's
/// end, and every `interval` inside one (SQLite's progress handler, every
/// ``instructions`` virtual-machine instructions). Each statement weighs units of work: a copy
/// its table's rows; the statements after a plan's last copy (indexes, triggers, checks) the
/// plan's rows between them; the rest nothing. Inside a statement the units done are estimated
/// from the instructions it has run, at the rate the statements before it ran (capped below
/// its weight), so that the fraction moves and never goes back.
package final class ProgressTracker {
    static let instructions: Int32 = 1_000

    private struct Work {
        let units: Double
        let rows: Int?
        let table: String
    }

    private let observer: ProgressObserver?
    private let interval: Double
    private var work: [[Work]] = []
    private let totalRows: Int
    private let totalUnits: Double
    private var unitsDone = 0.0
    private var rowsDone = 0
    private var current: Work?
    private var instructionsInStatement = 0
    /// Instructions and units of the statements done, for the rate.
    private var instructionsDone = 0
    private var unitsMeasured = 0.0
    private var lastReport: Date?
    private var lastFraction = 0.0
    /// The error the observer threw inside a statement: SQLite was interrupted for it.
    private(set) var failure: Error?

    /// `rows`: the rows of each table a copy statement copies, counted before the conversion.
    package convenience init(plans: [ConversionPlan], rows: [String: Int], observer: ProgressObserver, interval: Double) {
        self.init(groups: plans.map { ($0.statements, $0.tables.first?.table ?? "") }, rows: rows, observer: observer, interval: interval)
    }

    /// `groups`: each plan's statements and the first table it changes. Without an observer,
    /// the progress is read (``fractionDone()``, after ``advance(_:)``) rather than reported.
    package init(groups: [(statements: [ConversionStatement], firstTable: String)], rows: [String: Int], observer: ProgressObserver?, interval: Double) {
        self.observer = observer
        self.interval = interval
        var total = 0
        var units = 0.0
        for (statements, firstTable) in groups {
            let lastCopy = statements.lastIndex { $0.copiesRowsOf != nil } ?? -1
            let planRows = statements.compactMap { $0.copiesRowsOf.map { rows[$0] ?? 0 } }.reduce(0, +)
            let after = statements.count - lastCopy - 1
            var table = firstTable
            work.append(statements.enumerated().map { index, statement in
                if let copied = statement.copiesRowsOf {
                    table = copied
                    let count = rows[copied] ?? 0
                    return Work(units: Double(count), rows: count, table: copied)
                }
                return Work(units: index > lastCopy && after > 0 ? Double(planRows) / Double(after) : 0, rows: nil, table: table)
            })
            total += planRows
            units += Double(planRows) * 2
        }
        totalRows = total
        totalUnits = max(units, 1)
    }

    /// Called before statement `statement` of plan `plan` runs.
    package func begin(plan: Int, statement: Int) throws {
        current = work[plan][statement]
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
        self.current = nil
        instructionsInStatement = 0
        try report(force: false)
    }

    /// The last report: everything done.
    package func finish() throws {
        current = nil
        unitsDone = totalUnits
        rowsDone = totalRows
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

    /// From SQLite's progress handler: false to interrupt the statement (the observer threw).
    func tick() -> Bool {
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
        try observer.call(ConversionProgress(
            table: current?.table ?? work.last?.last?.table ?? "", completedRows: rows, totalRows: totalRows, fractionCompleted: lastFraction))
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
