import GRDB
import MigrationKit
import MigrationKitGRDB

extension Conversion {
    /// Converts the database in place, from its own schema and data: what an app runs at
    /// launch, on its users' devices, inside its own `DatabaseMigrator`.
    ///
    /// ```swift
    /// migrator.registerMigration("0001_uuid_keys") { db in
    ///     let report = try Conversion.apply(in: db, options: ConversionOptions())
    ///     print(report.convertedTables.sorted())
    /// }
    /// ```
    ///
    /// It plans exactly as `migrationkit generate` does, rehearses the plans on an empty copy
    /// of the schema, and executes the plans' statements (the values the file `generate` would
    /// write renders), with the same checks inside the transaction. Guarantees:
    /// - it runs only inside a transaction with foreign keys off (a migration registered with
    ///   GRDB's default, deferred, foreign key checks is one): elsewhere it throws
    ///   ``ConversionError/noTransaction`` or ``ConversionError/foreignKeysOn`` before anything
    ///   is read or written (with foreign keys on, dropping a table would delete the rows that
    ///   reference it);
    /// - where the conversion may call `uuid()` (the keys' `DEFAULT (uuid())`, or the SQL of a
    ///   table it rebuilds or of its triggers) and the connection has none, it throws
    ///   ``ConversionError/uuidFunctionMissing`` before anything is written;
    /// - every plan's prechecks run before the first change, and a refusal throws
    ///   ``ConversionError/refused(_:)`` naming every table and reason, with nothing written
    ///   (``estimate(in:options:)`` returns the same refusals as values, before);
    /// - a check that fails once it has begun to write throws
    ///   ``ConversionError/checkFailed(check:table:)``: the caller's transaction is then the one
    ///   to roll back (a `DatabaseMigrator` does);
    /// - ``ConversionOptions/progress`` hears from it as it starts, through every phase
    ///   (``ConversionProgress/Phase``), until it returns; what it throws stops the conversion
    ///   and is thrown as it is.
    ///
    /// `uuid()` must be registered on the connection (`db.registerUUIDFunction()` in
    /// `Configuration.prepareDatabase`) unless ``ConversionOptions/uuidDefault`` is
    /// ``ConversionOptions/UUIDDefault/portable`` and the tables it rebuilds call no `uuid()`.
    @discardableResult
    public static func apply(in db: Database, options: ConversionOptions = .init()) throws -> ConversionReport {
        try apply(in: db, options: options, seams: ConversionSeams())
    }

    /// ``apply(in:options:)`` with what tests change beyond the options.
    package static func apply(in db: Database, options: ConversionOptions, seams: ConversionSeams) throws -> ConversionReport {
        guard db.isInsideTransaction else { throw ConversionError.noTransaction }
        guard try Bool.fetchOne(db, sql: "PRAGMA foreign_keys") == false else { throw ConversionError.foreignKeysOn }
        let tracker = options.observer.map { ProgressTracker(observer: $0, interval: seams.progressInterval) }
        try tracker?.start()
        do {
            return try withProgressHandler(db, every: ProgressTracker.instructions, tick: tracker.map { tracker in { tracker.tick() } }) {
                try convert(db, options: options, tracker: tracker)
            }
        } catch {
            // SQLite interrupted for the observer's error: that error, whatever became of the
            // interruption on its way out.
            if let failure = tracker?.failure { throw failure }
            throw error
        }
    }

    /// ``apply(in:options:)`` once its context is checked: SQLite's progress handler ticks
    /// `tracker`, which hears each stage.
    private static func convert(_ db: Database, options: ConversionOptions, tracker: ProgressTracker?) throws -> ConversionReport {
        let proposal = try provedPlans(for: db, options: options, tracker: tracker)
        try requireUUIDFunction(for: proposal.plans.flatMap(\.tables), options: options, db)

        // Every plan's prechecks before the first change: the plans convert disjoint groups of
        // tables, so each sees the database as it is now.
        var failed: [RefusalReason] = []
        for plan in proposal.plans {
            do {
                failed += try plan.failedPrechecks(db).map { ConversionRefusal.checkFailed.reason($0.table ?? "", $0.name) }
            } catch let failure as CheckFailed {
                // A query that cannot run on the database the plan was just made from: SQLite's
                // error, as it is.
                throw failure.error
            }
        }
        guard failed.isEmpty else { throw ConversionError.refused(failed) }
        try tracker?.checkpoint()

        // Room on the volume, before anything is written: a full disk midway would roll back
        // only after the work.
        let estimate = try estimate(proposal.plans, schema: proposal.schema, options: options, db)
        if let path = databaseFilePath(db), let available = options.freeSpace.available(onVolumeOf: path),
           available < estimate.freeSpaceNeeded {
            throw ConversionError.notEnoughSpace(path: path, needed: estimate.freeSpaceNeeded, available: available)
        }
        try tracker?.checkpoint()

        let normalized = try countNormalized(proposal, options: options, db)
        // Under .refuse no row or reference can go: nothing to count before.
        let before = options.orphans == .refuse ? nil : try census(proposal, options: options, db)
        // The end of the checking phase: the work ahead is known.
        tracker?.plan(proposal.plans, rows: estimate.rowsByTable)
        for (index, plan) in proposal.plans.enumerated() {
            do {
                try plan.execute(db, cacheSize: options.cacheSize, tracker: tracker, plan: index)
            } catch let failure as CheckFailed {
                let table = plan.statements.first { $0.check == failure.check }?.checkedTable
                throw ConversionError.checkFailed(check: failure.check, table: table)
            }
        }

        let tables = proposal.plans.flatMap(\.tables)
        let after = try census(proposal, options: options, db)
        var orphansDeleted: [String: Int] = [:]
        for (table, count) in before?.rows ?? [:] where count > after.rows[table] ?? 0 {
            orphansDeleted[table] = count - (after.rows[table] ?? 0)
        }
        var orphansSetNull: [ColumnPath: Int] = [:]
        for (column, count) in before?.references ?? [:] {
            let cleared = count - (after.references[column] ?? 0) - (normalized[column] ?? 0)
            if cleared > 0 { orphansSetNull[column] = cleared }
        }
        try tracker?.finish()
        return ConversionReport(
            convertedTables: Set(tables.map(\.table)),
            rows: after.rows,
            keysAdded: Set(tables.filter(\.addsKey).map(\.table)),
            normalized: normalized,
            orphansDeleted: orphansDeleted,
            orphansSetNull: orphansSetNull,
            estimate: estimate)
    }

    /// The rows of each table the plans change, and the references of each (its first column)
    /// that are not NULL: counted before and after, they say what the orphan policy touched.
    private static func census(_ proposal: (plans: [ConversionPlan], schema: DatabaseSchema), options: ConversionOptions, _ db: Database) throws -> (rows: [String: Int], references: [ColumnPath: Int]) {
        var rows: [String: Int] = [:]
        var references: [ColumnPath: Int] = [:]
        for change in proposal.plans.flatMap(\.tables) {
            let table = quoteIdentifier(change.table)
            rows[change.table] = try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table)") ?? 0
            guard options.orphans == .setNull else { continue }
            for foreignKey in proposal.schema.table(change.table)?.foreignKeys ?? [] {
                let column = foreignKey.columns[0]
                references[ColumnPath(table: change.table, column: column)] =
                    try Int.fetchOne(db, sql: "SELECT count(\(quoteIdentifier(column))) FROM \(table)") ?? 0
            }
        }
        return (rows, references)
    }

    /// The references whose declared none value (``ReferenceDeclaration/NoneValue``) becomes
    /// NULL, and how many rows hold it: counted before the conversion changes them.
    private static func countNormalized(_ proposal: (plans: [ConversionPlan], schema: DatabaseSchema), options: ConversionOptions, _ db: Database) throws -> [ColumnPath: Int] {
        let converted = Set(proposal.plans.flatMap(\.tables).map(\.table.sqlFolded))
        var counts: [ColumnPath: Int] = [:]
        for reference in options.references {
            guard let none = reference.none, none.becomesNull, converted.contains(reference.table.sqlFolded) else { continue }
            let count = try Int.fetchOne(db, sql: "SELECT count(*) FROM \(quoteIdentifier(reference.table)) WHERE \(quoteIdentifier(reference.column)) IS \(none.value)") ?? 0
            if count > 0 { counts[ColumnPath(table: reference.table, column: reference.column)] = count }
        }
        return counts
    }

    /// A migration step that runs ``apply(in:options:)``, for `GRDBMigrationRunner`. It plans
    /// when it runs, from the database it is given.
    public static func step(identifier: String, options: ConversionOptions = .init()) -> MigrationStep<Database> {
        MigrationStep(identifier: identifier, checksForeignKeys: true) { db in
            try apply(in: db, options: options)
        }
    }
}

/// What ``Conversion/apply(in:options:)`` did.
public struct ConversionReport: Sendable, Equatable {
    /// The tables the conversion changed, by name.
    public let convertedTables: Set<String>
    /// The rows of each changed table afterwards: the rows it had before, which the checks
    /// before commit proved.
    public let rows: [String: Int]
    /// The tables that had no primary key and have a new TEXT one.
    public let keysAdded: Set<String>
    /// The rows whose reference held its declared none value (0 for "none", say) and is now
    /// NULL, by column.
    public let normalized: [ColumnPath: Int]
    /// The orphaned rows deleted (``ConversionOptions/OrphanPolicy/delete``), with the rows that
    /// referenced them, by table.
    public let orphansDeleted: [String: Int]
    /// The references set to NULL because they named no row
    /// (``ConversionOptions/OrphanPolicy/setNull``), by column.
    public let orphansSetNull: [ColumnPath: Int]
    /// What the conversion was expected to take (``Conversion/estimate(in:options:)``), read
    /// before it started: its rows to copy, the file's size before and expected after.
    public let estimate: ConversionEstimate

    /// Nothing to convert: the database was ready.
    public var isEmpty: Bool { convertedTables.isEmpty }
}
