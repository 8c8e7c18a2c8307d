import Foundation
import GRDB
import MigrationKit
import MigrationKitGRDB

/// What a conversion would take, read from the database without converting it
/// (``Conversion/estimate(in:options:)``): for an app that decides whether to convert now, show
/// a progress screen or convert later, and for the check that the volume has room.
public struct ConversionEstimate: Sendable, Equatable {
    /// What ``Conversion/apply(in:options:)`` would refuse with these options, table by table
    /// (the reasons of ``ConversionError/refused(_:)``): a column that holds keys without
    /// declaring it (`undeclared-reference`, until `.migrationkit.json` or the options answer
    /// it), orphaned rows, keys the scheme cannot carry… Empty when it would convert. The
    /// sizes below are those of the conversion once these are answered.
    public let refusals: [RefusalReason]
    /// Every row of every table the conversion rebuilds.
    public let rowsToCopy: Int
    /// The file's size now, in bytes.
    public let fileSize: Int
    /// The file's expected size after, in bytes: the keys and references that become 36-byte
    /// text, in their tables and in the indexes that hold them, and the key indexes the text
    /// keys need. Within 2% of the measured size on the benchmark's 621,000 rows and on Chinook.
    public let expectedFileSize: Int
    /// The free space the volume needs while the conversion runs, in bytes: the growth, and
    /// the journal of the transaction (the pages before, with a rollback journal; the pages
    /// written, with WAL).
    public let freeSpaceNeeded: Int
    /// The rows of each table the conversion rebuilds, counted by the estimate's scan: what
    /// the progress weighs each table's copy by.
    package let rowsByTable: [String: Int]

    /// What the estimate reads of a conversion: the tables it rebuilds and whether it keeps key
    /// prefixes. Made from the plans in the app and in `generate`; recorded in a conversion
    /// file's header (`-- migrationkit:estimate`), so that `migrate` estimates a file as the app
    /// does, from the device's own rows, without planning again.
    package struct Input: Codable, Equatable, Sendable {
        /// Whether the keys are made by printf from a prefix kept in `migrationkit_key_prefixes`
        /// (the salted and deterministic schemes).
        package let keyPrefixes: Bool
        /// Whether the conversion keeps the answers it was given in `migrationkit_answers`
        /// (``RecordedAnswers``); absent from the files of earlier versions, which kept none.
        package var recordsAnswers: Bool? = nil
        package let tables: [Table]

        /// One table the conversion rebuilds (``ConversionPlan/TableChange``).
        package struct Table: Codable, Equatable, Sendable {
            package let table: String
            /// The key column whose values become UUID text, and whether it was the rowid.
            package let key: String?
            package let keyIsRowid: Bool
            /// The columns whose references become UUID text.
            package let references: [String]
            /// Whether the table gets a new TEXT key.
            package let addsKey: Bool
        }

        /// What changing `tables` (those rebuilt) with `options` takes.
        init(_ tables: [ConversionPlan.TableChange], options: ConversionOptions) {
            keyPrefixes = options.idScheme.isPrintf
            recordsAnswers = options.references.isEmpty && options.notReferences.isEmpty ? nil : true
            self.tables = tables.filter(\.rebuilds).map { change in
                Table(table: change.table, key: change.rewrittenKey?.column, keyIsRowid: change.rewrittenKey?.isRowid ?? false,
                      references: change.rewrittenReferences, addsKey: change.addsKey)
            }
        }
    }
}

extension Conversion {
    /// What converting `db` with `options` would take, without converting it: the options an
    /// app gives ``apply(in:options:)``. It plans as `apply` does, and returns what `apply`
    /// would refuse as values (``ConversionEstimate/refusals``), then counts each table's rows
    /// and measures the values the conversion rewrites on 10,000 of them. Read-only.
    ///
    /// It throws only what is no question about the data: a relation declared in the options
    /// that names nothing (``ConversionError/invalidReference(_:declared:reason:)``), a
    /// connection without the `uuid()` the conversion would call
    /// (``ConversionError/uuidFunctionMissing``), SQLite's errors. It does not rehearse the
    /// plans on an empty copy of the schema, as `apply` does first: a rehearsal that fails is
    /// MigrationKit's own failure, and costs about what planning does again.
    public static func estimate(in db: Database, options: ConversionOptions = .init()) throws -> ConversionEstimate {
        let (schema, statistics) = try declaredSchema(for: db, schema: SchemaIntrospector.read(db), options: options)
        let planner = ConversionPlanner(options: options)
        let tables: [ConversionPlan.TableChange]
        var refusals: [RefusalReason] = []
        do {
            tables = try planner.plan(schema: schema, statistics: statistics).flatMap(\.tables)
        } catch ConversionError.refused(let reasons) {
            refusals = reasons
            tables = planner.tableChanges(schema: schema, statistics: statistics)
        }
        try requireUUIDFunction(for: tables, options: options, db)
        return try estimate(ConversionEstimate.Input(tables, options: options), schema: schema, refusals: refusals, db)
    }

    // How the size after is estimated (measured with dbstat on the benchmark: each term within
    // 3% there). A value that becomes 36-byte text grows its record by 36 bytes less the bytes
    // it took (an INTEGER PRIMARY KEY took none: it was the rowid); a table grows by that much,
    // times 1.04 for the room pages leave. An index that holds the value grows by the same,
    // times 0.97 (its entries were mostly overhead already). A text key gets a key index the
    // rowid did not need: 42 bytes an entry, times 1.24 for the room its pages leave (the same
    // for fresh keys in random order: the random scheme's file came out 0.7% smaller).
    // Measured against the real size after: the benchmark +0.5% (salted) and +1.2% (random),
    // Chinook -1.3%.
    static let tableRoom = 1.04
    static let indexRoom = 0.97
    static let keyIndexEntry = 42.0 * 1.24

    /// What `plans` would take.
    package static func estimate(_ plans: [ConversionPlan], schema: DatabaseSchema, options: ConversionOptions, _ db: Database) throws -> ConversionEstimate {
        try estimate(ConversionEstimate.Input(plans.flatMap(\.tables), options: options), schema: schema, refusals: [], db)
    }

    /// What the conversion `input` describes would take on `db`, whose schema is `schema`
    /// (the indexes that hold a rewritten column grow with it), refused for `refusals`.
    package static func estimate(_ input: ConversionEstimate.Input, schema: DatabaseSchema, refusals: [RefusalReason] = [], _ db: Database) throws -> ConversionEstimate {
        let pageSize = try Int.fetchOne(db, sql: "PRAGMA page_size") ?? 4096
        let pages = try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 0
        let free = try Int.fetchOne(db, sql: "PRAGMA freelist_count") ?? 0
        var rows = 0
        var rowsByTable: [String: Int] = [:]
        var growth = 0.0
        // New objects take a page each at least, which is most of the growth of a small file:
        // the key index of each text key, the table of key prefixes (and its key index), that of
        // the answers kept (and its key index), the
        // migrator's grdb_migrations (and its key index) where it is not there yet.
        var newPages = 0
        // (Read from sqlite_master: the schema leaves out the tables of MigrationKit and GRDB.)
        let existing = Set(try String.fetchAll(db, sql: "SELECT lower(name) FROM sqlite_master WHERE type = 'table'"))
        if input.keyPrefixes, !existing.contains(keyPrefixesTableName.sqlFolded) { newPages += 2 }
        if input.recordsAnswers == true, !existing.contains(answersTableName.sqlFolded) { newPages += 2 }
        if !existing.contains("grdb_migrations") { newPages += 2 }
        for change in input.tables {
            guard let table = schema.table(change.table) else { continue }
            let columns = (change.key.map { [$0] } ?? []) + change.references
            let sizes = try valueSizes(of: table, columns: columns, db)
            rows += sizes.rows
            rowsByTable[table.name] = sizes.rows
            for (offset, column) in columns.enumerated() {
                let isRowidKey = offset == 0 && change.key != nil && change.keyIsRowid
                let delta = Double(36 * sizes.values[offset] - (isRowidKey ? 0 : sizes.bytes[offset]))
                growth += delta * tableRoom
                if isRowidKey {
                    growth += Double(sizes.rows) * keyIndexEntry
                    newPages += 1
                }
                let folded = column.sqlFolded
                let holding = table.indexes.filter { index in index.columns.contains { $0?.sqlFolded == folded } }
                growth += delta * indexRoom * Double(holding.count)
            }
            if change.addsKey {
                growth += Double(sizes.rows) * (37 * tableRoom + keyIndexEntry)
                newPages += 1
            }
        }
        growth += Double(newPages * pageSize)
        let used = (pages - free) * pageSize
        let after = max(pages * pageSize, used + Int(growth.rounded(.up)))
        let journal = try String.fetchOne(db, sql: "PRAGMA journal_mode")?.lowercased() == "wal" ? after : used
        return ConversionEstimate(
            refusals: refusals, rowsToCopy: rows, fileSize: pages * pageSize, expectedFileSize: after,
            freeSpaceNeeded: after - pages * pageSize + journal, rowsByTable: rowsByTable)
    }

    /// The rows whose values are read in ``valueSizes(of:columns:_:)``: all of a smaller table;
    /// of a larger one with a rowid, the first and the last half as many.
    static let sizeSampleRows = 10_000

    /// The rows of `table`, and for each of `columns` its non-NULL values and the bytes they
    /// take in a record (SQLite's serial types: 0 to 8 for an integer, the bytes of a text or a
    /// blob). The rows are counted exactly, by `count(*)` alone, which SQLite answers from the
    /// table's pages without reading a row; the values and their bytes are measured on the
    /// ``sizeSampleRows`` rows and scaled to the rows: exact for a table that small. The
    /// free-space check needs them only roughly (a text key replaces each value: 36 bytes
    /// against 1 to 8), and on the benchmark's 621,000 rows measuring every value took 0.23 s of
    /// migrate's 2.7 s, counting them 0.06 s.
    private static func valueSizes(of table: DatabaseSchema.Table, columns: [String], _ db: Database) throws -> (rows: Int, values: [Int], bytes: [Int]) {
        let name = quoteIdentifier(table.name)
        let rows = try Int.fetchOne(db, sql: "SELECT count(*) FROM \(name)") ?? 0
        guard !columns.isEmpty, rows > 0 else { return (rows, columns.map { _ in 0 }, columns.map { _ in 0 }) }
        let quoted = columns.map(quoteIdentifier)
        let terms = ["count(*)"] + quoted.flatMap { c in
            ["count(\(c))", """
                total(CASE typeof(\(c)) WHEN 'null' THEN 0 WHEN 'integer' THEN \
                CASE WHEN \(c) IN (0, 1) THEN 0 WHEN \(c) BETWEEN -128 AND 127 THEN 1 WHEN \(c) BETWEEN -32768 AND 32767 THEN 2 \
                WHEN \(c) BETWEEN -8388608 AND 8388607 THEN 3 WHEN \(c) BETWEEN -2147483648 AND 2147483647 THEN 4 \
                WHEN \(c) BETWEEN -140737488355328 AND 140737488355327 THEN 6 ELSE 8 END \
                WHEN 'real' THEN 8 ELSE length(CAST(\(c) AS BLOB)) END)
                """]
        }
        // Both ends of a larger table: values an app began to fill in a later version are in
        // the last rows, not the first.
        let selected = "SELECT \(quoted.joined(separator: ", ")) FROM \(name)"
        let sampled: String
        if rows > sizeSampleRows, let rowid = table.rowidName {
            let half = sizeSampleRows / 2
            sampled = "SELECT * FROM (\(selected) ORDER BY \(rowid) LIMIT \(half)) UNION ALL SELECT * FROM (\(selected) ORDER BY \(rowid) DESC LIMIT \(half))"
        } else {
            sampled = "\(selected) LIMIT \(sizeSampleRows)"
        }
        let sample = try Row.fetchOne(db, sql: "SELECT \(terms.joined(separator: ", ")) FROM (\(sampled))")
        let read: Int = sample?[0] ?? 0
        let scale = read == 0 ? 0 : Double(rows) / Double(read)
        let values: [Int] = quoted.indices.map { Int((Double(sample?[1 + 2 * $0] ?? 0) * scale).rounded()) }
        let bytes: [Int] = quoted.indices.map { Int(((sample?[2 + 2 * $0] ?? 0.0) * scale).rounded()) }
        return (rows, values, bytes)
    }
}
