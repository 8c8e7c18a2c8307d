import GRDB
import MigrationKit
import MigrationKitGRDB

extension SQLMigrationFiles.FileKind {
    /// The conversion files `migrationkit generate` writes (``ConversionPlan/sqlFile(identifier:)``):
    ///
    /// ```sql
    /// -- migrationkit:conversion
    /// -- migrationkit:prechecks
    /// SELECT '<check>' WHERE NOT (…);      -- read-only: the step's precheck
    /// -- migrationkit:apply
    /// …                                    -- the transaction's statements, checks included
    /// ```
    ///
    /// Load them with this kind: `SQLMigrationFiles.steps(in: directory, kinds: [.conversion])`.
    /// The step:
    /// - runs the read-only queries before the transaction, as its precheck: each returns the
    ///   name of its check when the check fails, and a refusal changes nothing;
    /// - checks the foreign keys of the tables it rebuilds itself, before commit
    ///   (`MigrationStep/checksForeignKeys`);
    /// - reports a failed in-transaction check by its name (`MigrationStep/failedCheck`);
    /// - runs with a 64 MB page cache and `secure_delete` off, and restores both pragmas and
    ///   `legacy_alter_table` afterwards; a pragma that cannot be restored is an error.
    public static let conversion = SQLMigrationFiles.FileKind(
        directive: ConversionFile.conversionDirective,
        markers: [ConversionFile.prechecksDirective, ConversionFile.applyDirective]
    ) { file in
        guard let apply = file.markers.first(where: { $0.text == ConversionFile.applyDirective }) else {
            throw MigrationFileError.invalidMigrationFile(path: file.sourceFile, reason: "a conversion file needs a \(ConversionFile.applyDirective) line")
        }
        let bytes = Array(file.up.utf8)
        let queries = String(decoding: bytes[..<apply.lineStart], as: UTF8.self)
        let statements = String(decoding: bytes[apply.lineEnd...], as: UTF8.self)
        return MigrationStep(
            identifier: file.identifier,
            sourceFile: file.sourceFile,
            checksum: file.checksum,
            precheck: { db in
                var failed: [String] = []
                let prechecks = try db.allStatements(sql: queries)
                while let statement = try prechecks.next() {
                    failed += try String.fetchAll(statement)
                }
                return failed
            },
            checksForeignKeys: true,
            failedCheck: { error in (error as? DatabaseError).flatMap(ConversionFile.failedCheck) },
            apply: { db in
                try ConversionFile.withConversionPragmas(db) { try db.execute(sql: statements) }
            },
            rollback: file.rollback)
    }
}

extension ConversionFile {
    /// The lines that make a migration file a conversion file, and split it: read-only checks
    /// follow the second; the statements follow the third.
    package static let conversionDirective = "-- migrationkit:conversion"
    package static let prechecksDirective = "-- migrationkit:prechecks"
    package static let applyDirective = "-- migrationkit:apply"

    /// The page cache of a conversion step, in KiB (negative: SQLite's unit for a size in KiB).
    /// Bounded, so memory stays flat however large the database.
    static let cacheSize = -65_536

    /// The name of the in-transaction check that failed, when `error` is one: a statement
    /// `INSERT INTO temp."migrationkit_checks" ("check", "ok") VALUES ('<name>', NULL)` that the NOT
    /// NULL constraint of `ok` refused. The name is the statement's first string literal.
    static func failedCheck(_ error: DatabaseError) -> String? {
        guard error.resultCode == .SQLITE_CONSTRAINT, error.message?.contains("\(ConversionCheck.table).ok") == true,
              let sql = error.sql
        else { return nil }
        return SQLTokenizer.tokenize(sql).first { $0.kind == .string }?.identifier
    }

    /// Runs `body` with the pragmas of a conversion, restored afterwards whatever happens
    /// (``withSettings(_:in:_:)``, the one place settings are restored). Fresh keys in random
    /// order thrash SQLite's default 2 MB page cache (400,000 rows: 2.3 s; 1.9 s with 64 MB).
    /// Debian's SQLite zeroes every page it frees (`secure_delete`), which makes dropping the
    /// old tables several times slower; their data lives on in the new tables. The statements
    /// turn `legacy_alter_table` on around their renames and off after: listed here so that a
    /// failure between the two leaves it as it was.
    static func withConversionPragmas<T>(_ db: Database, _ body: () throws -> T) throws -> T {
        try withSettings(["cache_size": "\(cacheSize)", "secure_delete": "OFF", "legacy_alter_table": "OFF"], in: db, body)
    }
}
