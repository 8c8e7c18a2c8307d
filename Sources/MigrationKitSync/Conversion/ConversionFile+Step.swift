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
    /// - runs with a 16 MiB page cache (``conversion(cacheSize:)`` for another) and
    ///   `secure_delete` off, and restores both pragmas and `legacy_alter_table` afterwards; a
    ///   pragma that cannot be restored is an error;
    /// - watched by a runner's progress (``MigrationStep/applyReporting``), says how far it has
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
            // The text is read into values when the step runs, not when the file is loaded:
            // `status` and `rollback` load every file and run none.
            var step = MigrationStep<Database>(
                identifier: file.identifier,
                sourceFile: file.sourceFile,
                checksum: file.checksum,
                precheck: { db in
                    var failed: [String] = []
                    for query in ConversionFile.precheckQueries(queries) {
                        failed += try CheckFailed.recovering(query.check, from: .SQLITE_ERROR) { try String.fetchAll(db, sql: query.sql) }
                    }
                    // The room on the volume, once the data is known to convert.
                    return failed.isEmpty ? try ConversionFile.freeSpaceCheck(estimate, db) : failed
                },
                checksForeignKeys: true,
                failedCheck: { ($0 as? CheckFailed)?.check },
                apply: { db in try ConversionStatement.execute(ConversionFile.statementValues(statements), in: db, cacheSize: cacheSize) },
                rollback: file.rollback)
            step.applyReporting = { db, listener in
                try ConversionFile.executeReportingProgress(ConversionFile.statementValues(statements), cacheSize: cacheSize, to: listener, db)
            }
            return step
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

    /// A conversion file's precheck queries, each with the name of the check it makes when its
    /// text says it (`SELECT '<name>' WHERE NOT (…)`, ``ConversionCheck/query``): a query
    /// SQLite cannot run is that check failing (``CheckFailed``). The file's text is all there is
    /// of its checks: read here, once, as the plan's values are made.
    static func precheckQueries(_ text: String) -> [(check: String?, sql: String)] {
        splitStatements(text).map { sql in
            let words = SQLTokenizer.tokenize(sql).lazy.filter { !$0.isTrivia }
            guard let select = words.first, select.isKeyword("SELECT"), let name = words.dropFirst().first, name.kind == .string
            else { return (nil, sql) }
            return (name.identifier, sql)
        }
    }

    /// A conversion file's statements as the values a plan executes (``ConversionStatement``):
    /// each assertion (`INSERT INTO temp."migrationkit_checks" ("check", "ok") VALUES ('<name>',
    /// …)`, ``ConversionCheck/assertion``) with the name of its check, each copy with the table
    /// it reads. Read once from the reviewed text, so that a file runs through the same executor
    /// as the values (``ConversionStatement/execute(_:in:cacheSize:tracker:plan:ran:)``).
    static func statementValues(_ text: String) -> [ConversionStatement] {
        splitStatements(text).map { sql in
            // Each statement tokenized once, for both readers.
            let words = SQLTokenizer.tokenize(sql).filter { !$0.isTrivia }
            return ConversionStatement(comment: nil, sql: sql, check: assertedCheck(words), copiesRowsOf: copiedTable(words))
        }
    }

    /// The check an assertion inserts into ``ConversionCheck/table``, from its words (trivia
    /// left out): its first string literal.
    static func assertedCheck(_ tokens: [SQLToken]) -> String? {
        guard tokens.count > 4, tokens[0].isKeyword("INSERT"), tokens[1].isKeyword("INTO"),
              tokens.prefix(6).contains(where: { $0.identifier == ConversionCheck.table })
        else { return nil }
        return tokens.first { $0.kind == .string }?.identifier
    }

    /// Executes a file's statements, telling the runner's progress (`listener`) how far they
    /// have got: each copy weighs its table's rows, counted first, as in the app
    /// (``ProgressTracker``).
    static func executeReportingProgress(_ statements: [ConversionStatement], cacheSize: Int, to listener: any StepProgressListener, _ db: Database) throws {
        var rows: [String: Int] = [:]
        for table in statements.compactMap(\.copiesRowsOf) {
            rows[table] = try Int.fetchOne(db, sql: "SELECT count(*) FROM \(quoteIdentifier(table))") ?? 0
        }
        let tracker = ProgressTracker(
            groups: [(statements, statements.compactMap(\.copiesRowsOf).first ?? "")], rows: rows, observer: nil, interval: 0)
        try listener.providing({ instructions in
            tracker.advance(instructions)
            return tracker.fractionDone()
        }) {
            try ConversionStatement.execute(statements, in: db, cacheSize: cacheSize, tracker: tracker, plan: 0, ran: { _ in listener.tick() })
        }
    }

    /// The table a generated copy statement reads (`INSERT INTO "migrationkit_new_1" (…) SELECT
    /// … FROM "reminders" AS "migrationkit_source" …`), or nil for any other statement.
    static func copiedTable(_ sql: String) -> String? {
        copiedTable(SQLTokenizer.tokenize(sql).filter { !$0.isTrivia })
    }

    /// ``copiedTable(_:)`` from a statement's words (trivia left out).
    static func copiedTable(_ tokens: [SQLToken]) -> String? {
        guard tokens.first?.isKeyword("INSERT") == true,
              let source = tokens.indices.first(where: { $0 >= 2 && tokens[$0 - 1].isKeyword("AS") && tokens[$0].identifier == "migrationkit_source" })
        else { return nil }
        return tokens[source - 2].identifier
    }
}
