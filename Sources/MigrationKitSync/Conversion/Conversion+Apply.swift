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
    ///   GRDB's default, deferred, foreign key checks is one): with foreign keys on, dropping a
    ///   table would delete the rows that reference it. Elsewhere it throws
    ///   ``ConversionError/context(reason:)`` before anything is written;
    /// - every plan's prechecks run before the first change, and a refusal throws
    ///   ``ConversionError/refused(_:)`` naming every table and reason, with
    ///   nothing written;
    /// - a check that fails later throws ``ConversionError/refused(_:)`` too (``ConversionRefusal/checkFailed``);
    ///   the caller's transaction is then the one to roll back (a `DatabaseMigrator` does).
    ///
    /// `uuid()` must be registered on the connection (`db.registerUUIDFunction()` in
    /// `Configuration.prepareDatabase`): the new tables' keys default to it.
    @discardableResult
    public static func apply(in db: Database, options: ConversionOptions = .init()) throws -> ConversionReport {
        guard db.isInsideTransaction else {
            throw ConversionError.context(reason: "Conversion.apply runs inside a transaction, and there is none; call it from a migration registered with GRDB's DatabaseMigrator.")
        }
        guard try Bool.fetchOne(db, sql: "PRAGMA foreign_keys") == false else {
            throw ConversionError.context(reason: "foreign keys are on, so dropping the old tables would delete the rows that reference them; register the migration with GRDB's default foreign key checks (deferred), which turn them off around it, or turn them off before the transaction.")
        }
        let proposal = try provedPlans(for: db, options: options)

        // Every plan's prechecks before the first change: the plans convert disjoint groups of
        // tables, so each sees the database as it is now.
        var failed: [RefusalReason] = []
        for plan in proposal.plans {
            failed += try plan.failedPrechecks(db).map { ConversionRefusal.checkFailed.reason("", $0) }
        }
        guard failed.isEmpty else { throw ConversionError.refused(failed) }

        // Room on the volume, before anything is written: a full disk midway would roll back
        // only after the work.
        let estimate = try estimate(proposal.plans, schema: proposal.schema, options: options, db)
        if let path = databaseFilePath(db), let available = options.volumeFreeSpace ?? freeSpace(onVolumeOf: path),
           available < estimate.freeSpaceNeeded {
            throw ConversionError.notEnoughSpace(path: path, needed: estimate.freeSpaceNeeded, available: available)
        }

        let normalized = try countNormalized(proposal, options: options, db)
        // Under .refuse no row or reference can go: nothing to count before.
        let before = options.orphans == .refuse ? nil : try census(proposal, options: options, db)
        let tracker = options.observer.map { observer in
            ProgressTracker(plans: proposal.plans, rows: estimate.rowsByTable, observer: observer, interval: options.progressInterval)
        }
        for (index, plan) in proposal.plans.enumerated() {
            do {
                try plan.execute(db, cacheSize: options.cacheSize, tracker: tracker, plan: index)
            } catch let failure as AssertionFailed {
                throw ConversionRefusal.checkFailed.refused(failure.check)
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
