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
    /// -- migrationkit:by-hand              -- (in the files of 2026-11-26 on, after the first statement)
    /// …                                    -- the prechecks again, for sqlite3: not run here
    /// -- migrationkit:end-by-hand
    /// …
    /// ```
    ///
    /// Load them with this kind: `SQLMigrationFiles.steps(in: directory, kinds: [.conversion])`.
    /// The step:
    /// - runs the read-only queries as its precheck (the runner runs it inside the step's
    ///   transaction, or before it on the same snapshot): each returns the name of its check
    ///   when the check fails, and a refusal changes nothing. The statements rely on it. Then,
    ///   for a file whose header records its tables (`-- migrationkit:estimate`), that the
    ///   volume has the room the conversion needs, estimated on the database's rows as the app
    ///   estimates it (``ConversionEstimate/freeSpaceNeeded``);
    /// - leaves out the part between `-- migrationkit:by-hand` and `-- migrationkit:end-by-hand`,
    ///   the same checks for a file applied by hand;
    /// - checks the foreign keys of the tables it rebuilds itself, before commit
    ///   (`MigrationStep/checksForeignKeys`);
    /// - reports a failed in-transaction check by its name (`MigrationStep/failedCheck`);
    /// - runs with a 64 MiB page cache (``conversion(cacheSize:)`` for another) and
    ///   `secure_delete` off, and restores both pragmas and `legacy_alter_table` afterwards; a
    ///   pragma that cannot be restored is an error;
    /// - watched by a runner's progress, runs its statements one by one and says how far it has
    ///   got (each copy weighed by its table's rows);
    /// - writes a parent's new key in place of its placeholder in a converted reference's
    ///   DEFAULT (``NewKeyDefault``) just before the statement runs.
    public static let conversion = conversion(cacheSize: ConversionOptions.defaultCacheSize)

    /// ``conversion`` with a page cache of `cacheSize` bytes while a file runs
    /// (``ConversionOptions/cacheSize``): `migrationkit migrate --cache-size`.
    public static func conversion(cacheSize: Int) -> SQLMigrationFiles.FileKind {
        SQLMigrationFiles.FileKind(directive: ConversionFile.conversionDirective, markers: ConversionFile.markers) { file in
            let sections = try ConversionFile.Sections(file)
            let (queries, statements, estimate) = (sections.queries, sections.statements, sections.estimateInput)
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
                    // The room on the volume, once the data is known to convert.
                    return failed.isEmpty ? try ConversionFile.freeSpaceCheck(estimate, db) : failed
                },
                checksForeignKeys: true,
                failedCheck: { error in (error as? DatabaseError).flatMap(ConversionFile.failedCheck) },
                apply: { db in
                    try ConversionFile.withConversionPragmas(db, cacheSize: cacheSize) {
                        guard StepFraction.isListened else { return try ConversionFile.execute(statements, db) }
                        try ConversionFile.executeReportingProgress(statements, db)
                    }
                },
                rollback: file.rollback)
        }
    }
}

extension ConversionFile {
    /// The lines that make a migration file a conversion file, and split it: read-only checks
    /// follow the second; the statements follow the third.
    package static let conversionDirective = "-- migrationkit:conversion"
    package static let prechecksDirective = "-- migrationkit:prechecks"
    package static let applyDirective = "-- migrationkit:apply"
    /// Around the prechecks asserted again for a file applied by hand, which the step leaves out.
    package static let byHandDirective = "-- migrationkit:by-hand"
    package static let endByHandDirective = "-- migrationkit:end-by-hand"
    /// In the header of the files of 2026-11-28 on: a digest of each statement `migrate` runs
    /// (``Sections/digests``), and what the estimate of the volume's free space reads
    /// (``EstimatedTable``), each after a space.
    package static let digestsDirective = "-- migrationkit:digests"
    package static let estimateDirective = "-- migrationkit:estimate"

    /// Every directive a conversion file may hold besides its first.
    static let markers: Set<String> = [
        prechecksDirective, applyDirective, byHandDirective, endByHandDirective, digestsDirective + " ", estimateDirective + " ",
    ]

    /// A conversion file's apply section split as `migrate` runs it: the read-only queries of
    /// its prechecks, and the statements of its transaction without the part for a file applied
    /// by hand.
    package struct Sections {
        package let queries: String
        package let statements: String
        /// The directives that carry data, by name (``digestsDirective``, ``estimateDirective``):
        /// the text after the name and its space.
        let data: [String: String]

        package init(_ file: SQLMigrationFiles.File) throws {
            guard let apply = file.markers.first(where: { $0.text == ConversionFile.applyDirective }) else {
                throw MigrationFileError.invalidMigrationFile(path: file.sourceFile, reason: "a conversion file needs a \(ConversionFile.applyDirective) line")
            }
            let bytes = Array(file.up.utf8)
            queries = String(decoding: bytes[..<apply.lineStart], as: UTF8.self)
            var text = String(decoding: bytes[apply.lineEnd...], as: UTF8.self)
            let byHand = file.markers.filter { $0.text == ConversionFile.byHandDirective }
            let end = file.markers.filter { $0.text == ConversionFile.endByHandDirective }
            if !byHand.isEmpty || !end.isEmpty {
                guard byHand.count == 1, end.count == 1, apply.lineEnd <= byHand[0].lineStart, byHand[0].lineEnd <= end[0].lineStart else {
                    throw MigrationFileError.invalidMigrationFile(
                        path: file.sourceFile,
                        reason: "a conversion file has at most one \(ConversionFile.byHandDirective) line, after \(ConversionFile.applyDirective), and one \(ConversionFile.endByHandDirective) line after it")
                }
                text = String(decoding: bytes[apply.lineEnd..<byHand[0].lineStart] + bytes[end[0].lineEnd...], as: UTF8.self)
            }
            statements = text
            var data: [String: String] = [:]
            for name in [ConversionFile.digestsDirective, ConversionFile.estimateDirective] {
                if let marker = file.markers.first(where: { $0.text.hasPrefix(name + " ") }) {
                    data[name] = String(marker.text.dropFirst(name.count + 1))
                }
            }
            self.data = data
        }
    }

    /// The name of the in-transaction check that failed, when `error` is one: a statement
    /// `INSERT INTO temp."migrationkit_checks" ("check", "ok") VALUES ('<name>', NULL)` that the NOT
    /// NULL constraint of `ok` refused. The name is the statement's first string literal.
    static func failedCheck(_ error: DatabaseError) -> String? {
        guard error.resultCode == .SQLITE_CONSTRAINT, error.message?.contains("\(ConversionCheck.table).ok") == true,
              let sql = error.sql
        else { return nil }
        return SQLTokenizer.tokenize(sql).first { $0.kind == .string }?.identifier
    }

    /// Executes a file's statements as one `execute`; one by one when one of them holds a
    /// parent's new key to write in first (``NewKeyDefault``), which the statements before it
    /// record.
    static func execute(_ text: String, _ db: Database) throws {
        guard NewKeyDefault.appears(in: text) else { return try db.execute(sql: text) }
        for statement in splitStatements(text) {
            try db.execute(sql: NewKeyDefault.resolved(statement, in: db))
        }
    }

    /// Executes a file's statements one by one, telling the runner's progress how far it has
    /// got (``StepFraction``): each copy weighs its table's rows, counted first, as in the app
    /// (``ProgressTracker``). The same statements as one `execute`, in the same order.
    static func executeReportingProgress(_ text: String, _ db: Database) throws {
        let statements = splitStatements(text).map { sql in
            ConversionStatement(comment: nil, sql: sql, check: nil, copiesRowsOf: copiedTable(sql))
        }
        var rows: [String: Int] = [:]
        for table in statements.compactMap(\.copiesRowsOf) {
            rows[table] = try Int.fetchOne(db, sql: "SELECT count(*) FROM \(quoteIdentifier(table))") ?? 0
        }
        let tracker = ProgressTracker(
            groups: [(statements, statements.compactMap(\.copiesRowsOf).first ?? "")], rows: rows, observer: nil, interval: 0)
        try StepFraction.providing({ instructions in
            tracker.advance(instructions)
            return tracker.fractionDone()
        }) {
            for index in statements.indices {
                try tracker.begin(plan: 0, statement: index)
                try db.execute(sql: NewKeyDefault.resolved(statements[index].sql, in: db))
                try tracker.end()
                StepFraction.tick()
            }
        }
    }

    /// The table a generated copy statement reads (`INSERT INTO "migrationkit_new_1" (…) SELECT
    /// … FROM "reminders" AS "migrationkit_source" …`), or nil for any other statement.
    static func copiedTable(_ sql: String) -> String? {
        let tokens = SQLTokenizer.tokenize(sql).filter { !$0.isTrivia }
        guard tokens.first?.isKeyword("INSERT") == true,
              let source = tokens.indices.first(where: { $0 >= 2 && tokens[$0 - 1].isKeyword("AS") && tokens[$0].identifier == "migrationkit_source" })
        else { return nil }
        return tokens[source - 2].identifier
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
    static func withConversionPragmas<T>(_ db: Database, cacheSize: Int = ConversionOptions.defaultCacheSize, _ body: () throws -> T) throws -> T {
        try withSettings(["cache_size": "\(-max(cacheSize / 1024, 1))", "secure_delete": "OFF", "legacy_alter_table": "OFF"], in: db, body)
    }
}
