import GRDB
import MigrationKit
import MigrationKitGRDB

// Where a plan's steps run: the app's conversion (`Conversion.apply`) and the rehearsal on an
// empty copy execute the step values here, in order; nothing they run is rendered to text and
// read back. A frozen file (`migrationkit migrate`, or a file shipped in an app) runs as the
// reviewed text instead, through `SQLMigrationFiles.FileKind.conversion`: the same statements,
// the same checks and settings, read from the file.

extension ConversionPlan {
    /// The names of the prechecks that do not hold on `db`, in order; empty when all hold.
    /// Read-only: a refusal changes nothing.
    package func failedPrechecks(_ db: Database) throws -> [String] {
        try prechecks.flatMap { try String.fetchAll(db, sql: $0.query) }
    }

    /// Executes the plan's statements (``ConversionStatement/execute(_:in:)``) inside the
    /// caller's transaction.
    package func execute(_ db: Database) throws {
        try ConversionStatement.execute(statements, in: db)
    }

    /// The plan as a migration step for `GRDBMigrationRunner`, executing its values: the same
    /// precheck, foreign key checks and failed-check reporting as the file's step
    /// (`SQLMigrationFiles.FileKind.conversion`), without the text.
    package func step(identifier: String) -> MigrationStep<Database> {
        MigrationStep(
            identifier: identifier,
            sourceFile: identifier,
            precheck: { db in try failedPrechecks(db) },
            checksForeignKeys: true,
            failedCheck: { ($0 as? AssertionFailed)?.check },
            apply: { db in try execute(db) })
    }
}

extension ConversionStatement {
    /// Executes `statements` in order, inside the caller's transaction, with the conversion's
    /// settings (``ConversionFile/withConversionPragmas(_:_:)``), restored whatever happens: the
    /// one executor of rebuilds, the conversion's and the model's. A statement that asserts a
    /// check (``check``) and fails throws `AssertionFailed` naming that check; any other
    /// failure is SQLite's error. On either, the caller's transaction holds the partial work and
    /// must roll back.
    package static func execute(_ statements: [ConversionStatement], in db: Database) throws {
        try ConversionFile.withConversionPragmas(db) {
            for statement in statements {
                do {
                    try db.execute(sql: statement.sql)
                } catch let error as DatabaseError where statement.check != nil && error.resultCode == .SQLITE_CONSTRAINT {
                    throw AssertionFailed(check: statement.check!, error: error)
                }
            }
        }
    }
}
