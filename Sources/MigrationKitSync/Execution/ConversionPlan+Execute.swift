import GRDB
import MigrationKit
import MigrationKitGRDB

// Where a plan's steps run, whichever path brings them: the app's conversion
// (`Conversion.apply`) and the rehearsal on an empty copy execute the step values; a frozen file
// (`migrationkit migrate`, or a file shipped in an app) is read back into the same values
// (`ConversionFile.statementValues`: the reviewed text, statement by statement, with the check
// each asserts) and executed here too. One executor, one place a failed check is recovered.

extension ConversionPlan {
    /// The prechecks that do not hold on `db`, in order; empty when all hold. Read-only: a
    /// refusal changes nothing.
    /// A query SQLite cannot run is its check failing (``CheckFailed``).
    package func failedPrechecks(_ db: Database) throws -> [ConversionCheck] {
        try prechecks.filter { check in
            try CheckFailed.recovering(check.name, from: .SQLITE_ERROR) { try String.fetchOne(db, sql: check.query) != nil }
        }
    }

    /// Executes the plan's statements (``ConversionStatement/execute(_:in:)``) inside the
    /// caller's transaction.
    package func execute(_ db: Database, cacheSize: Int = ConversionOptions.defaultCacheSize, tracker: ProgressTracker? = nil, plan: Int = 0) throws {
        try ConversionStatement.execute(statements, in: db, cacheSize: cacheSize, tracker: tracker, plan: plan)
    }

    /// The plan as a migration step for `GRDBMigrationRunner`, executing its values: the same
    /// precheck, foreign key checks and failed-check reporting as the file's step
    /// (`SQLMigrationFiles.FileKind.conversion`), without the text. Watched by a runner's
    /// progress, it says the share of its statements run (the rehearsal's tables are empty:
    /// its time is the statements', not the rows').
    package func step(identifier: String) -> MigrationStep<Database> {
        var step = MigrationStep<Database>(
            identifier: identifier,
            sourceFile: identifier,
            precheck: { db in try failedPrechecks(db).map(\.name) },
            checksForeignKeys: true,
            failedCheck: { ($0 as? CheckFailed)?.check },
            apply: { db in try execute(db) })
        step.applyReporting = { db, listener in
            guard !statements.isEmpty else { return try execute(db) }
            let run = StatementsRun()
            try listener.providing({ _ in Double(run.count) / Double(statements.count) }) {
                try ConversionStatement.execute(statements, in: db, ran: { count in
                    run.count = count
                    listener.tick()
                })
            }
        }
        return step
    }
}

/// How many statements of a plan have run; read from SQLite's progress handler, on the thread
/// that runs them.
private final class StatementsRun {
    var count = 0
}

extension ConversionStatement {
    /// Executes `statements` in order, inside the caller's transaction, with the conversion's
    /// settings (``withConversionPragmas(_:cacheSize:_:)``), restored whatever happens: the
    /// one executor of rebuilds, the conversion's and the model's. A statement that asserts a
    /// check (``check``) and fails throws `CheckFailed` naming that check; an error the
    /// progress observer throws (`tracker`, following plan `plan`, whose ticks the caller
    /// gives SQLite's progress handler: `Conversion.apply` does for the whole conversion)
    /// interrupts SQLite and is thrown as it is; any other failure is SQLite's error. On any,
    /// the caller's transaction holds the partial work and must roll back.
    /// `ran`, when given, hears how many statements have run, after each one. A placeholder of a
    /// parent's new key (``NewKeyDefault``) is written in just before its statement runs.
    package static func execute(
        _ statements: [ConversionStatement], in db: Database, cacheSize: Int = ConversionOptions.defaultCacheSize,
        tracker: ProgressTracker? = nil, plan: Int = 0, ran: ((Int) -> Void)? = nil
    ) throws {
        try withConversionPragmas(db, cacheSize: cacheSize) {
            for (index, statement) in statements.enumerated() {
                try tracker?.begin(plan: plan, statement: index)
                do {
                    try CheckFailed.recovering(statement.check, from: .SQLITE_CONSTRAINT) {
                        // A converted reference's DEFAULT that is a parent's new key, written in now.
                        try db.execute(sql: NewKeyDefault.resolved(statement.sql, in: db))
                    }
                } catch {
                    if let failure = tracker?.failure { throw failure }
                    throw error
                }
                try tracker?.end()
                ran?(index + 1)
            }
        }
    }

    /// Runs `body` with the pragmas of a conversion, restored afterwards whatever happens
    /// (``withSettings(_:in:_:)``, the one place settings are restored).
    /// - `cache_size`: `cacheSize` bytes (``ConversionOptions/cacheSize``; SQLite takes a
    ///   negative number of KiB). Fresh keys in random order thrash a small cache; keys in order
    ///   do not (Guides/ConvertingInTheApp.md has the figures).
    /// - `secure_delete` off: Debian's SQLite zeroes every page it frees, which makes dropping
    ///   the old tables several times slower; their data lives on in the new tables.
    /// - `legacy_alter_table`: the statements turn it on around their renames and off after;
    ///   listed here so that a failure between the two leaves it as it was.
    /// - `recursive_triggers` off: the app's triggers fire once for each row the repair of
    ///   orphans updates or deletes, on every platform. Apple's SQLite starts every connection
    ///   with them on (`SQLITE_DEFAULT_RECURSIVE_TRIGGERS`), Linux's off: there, a trigger that
    ///   touches the row it updates fired itself until "too many levels of trigger recursion",
    ///   and a DELETE trigger that deletes other rows cascaded further on a phone than on the
    ///   Linux machine where the conversion was tried.
    package static func withConversionPragmas<T>(_ db: Database, cacheSize: Int = ConversionOptions.defaultCacheSize, _ body: () throws -> T) throws -> T {
        try withSettings(
            ["cache_size": "\(-max(cacheSize / 1024, 1))", "secure_delete": "OFF", "legacy_alter_table": "OFF", "recursive_triggers": "OFF"],
            in: db, body)
    }
}
