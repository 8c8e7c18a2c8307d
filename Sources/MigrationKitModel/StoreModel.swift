import GRDB
import MigrationKit
import MigrationKitGRDB
import MigrationKitSync

/// A model: its records, each described at every version from 1 to ``version``.
///
/// It validates every version and derives one migration step per version
/// (``steps()``, identifiers `model_v0001`, `model_v0002`, … that sort in version order), so
/// that `GRDBMigrationRunner`, the command-line host and `status` see them like any other step.
/// Version 1 creates the tables; each later step takes the model from the version before with
/// the cheapest lossless SQL (`ModelTransition`).
public struct StoreModel: Sendable {
    public let version: Int
    /// Each record's table name and its fields at versions 1 through ``version`` (index 0 is
    /// version 1); a record with no field at a version has no table at that version.
    let records: [(table: String, versions: [RecordDescription])]

    public init(version: Int, records: [any VersionedRecord.Type]) {
        self.version = version
        self.records = records.map { record in
            (record.tableName, version < 1 ? [] : (1...version).map { record.recordDescription(for: $0) })
        }
    }

    /// The identifier of the step that brings a file to `version`.
    public static func identifier(of version: Int) -> String {
        "model_v" + MigrationNumbering.padded(version, width: 4)
    }

    /// The version a step identifier brings a file to; nil for any other identifier.
    static func version(of identifier: String) -> Int? {
        guard identifier.hasPrefix("model_v") else { return nil }
        return Int(identifier.dropFirst("model_v".count))
    }

    /// The fields of `table` at `version`, in their declared order; empty when the record has no
    /// table at that version.
    func fields(of table: String, at version: Int) -> [Field] {
        guard let record = records.first(where: { $0.table == table }), version >= 1, version <= record.versions.count else { return [] }
        return record.versions[version - 1].fields
    }

    /// The tables the model has at `version`.
    func tables(at version: Int) -> [String] {
        records.filter { !fields(of: $0.table, at: version).isEmpty }.map(\.table)
    }

    // MARK: - Validation

    /// Throws ``ModelError/invalidModel(version:problems:)`` for the first version that
    /// declares something it cannot hold or a change it cannot take, listing every problem.
    public func validate() throws {
        guard (1...9999).contains(version) else {
            throw ModelError.invalidModel(version: version, problems: ["model versions count from 1 to 9999."])
        }
        let tables = records.map(\.table)
        let repeated = Set(tables.map { $0.sqlFolded }.filter { name in tables.filter { $0.sqlFolded == name }.count > 1 })
        if !repeated.isEmpty {
            throw ModelError.invalidModel(version: 1, problems: repeated.sorted().map { "two records share the table \(quoteIdentifier($0))." })
        }
        for version in 1...version {
            var problems: [String] = []
            for record in records {
                let fields = record.versions[version - 1].fields
                problems += Self.problems(of: fields, in: record.table)
                if version > 1 {
                    problems += ModelTransition(table: record.table, from: record.versions[version - 2].fields, to: fields).problems
                }
            }
            if !problems.isEmpty { throw ModelError.invalidModel(version: version, problems: problems) }
        }
    }

    /// What one version of one record cannot hold.
    static func problems(of fields: [Field], in table: String) -> [String] {
        guard !fields.isEmpty else { return [] }
        var problems: [String] = []
        let keys = fields.filter(\.primaryKey)
        if keys.count != 1 || keys[0].type != .uuid {
            problems.append("\(quoteIdentifier(table)): needs exactly one primary key field of type .uuid (found \(keys.isEmpty ? "none" : keys.map { "\(quoteIdentifier($0.name)) of type .\($0.type)" }.joined(separator: ", "))); sync identifies records by a UUID.")
        }
        var seen: Set<String> = []
        for field in fields {
            if !seen.insert(field.name.sqlFolded).inserted {
                problems.append("\(quoteIdentifier(table)).\(quoteIdentifier(field.name)): declared twice (SQLite compares column names without case).")
            }
            if let value = field.migrationInfo.default, !value.fits(field.type) {
                problems.append("\(quoteIdentifier(table)).\(quoteIdentifier(field.name)): its default \(value.sqlLiteral) is not a .\(field.type) value.")
            }
        }
        return problems
    }

    // MARK: - Steps

    /// One step per version, after ``validate()``: version 1 creates the tables, each later
    /// version changes them from the one before. Before anything is written, the first step to
    /// apply checks that each table it touches is what the previous version declares (or, to be
    /// adopted, what this one does); inside its transaction, each step checks that every table
    /// it touched has the model's columns and keeps every row.
    public func steps() throws -> [MigrationStep<Database>] {
        try validate()
        return (1...version).map { version in
            let transitions = records.map { record in
                ModelTransition(table: record.table, from: version == 1 ? [] : record.versions[version - 2].fields, to: record.versions[version - 1].fields)
            }.filter { !$0.isEmpty }
            let identifier = Self.identifier(of: version)
            let definition = transitions.map(\.definition).joined(separator: "\n")
            return MigrationStep<Database>(
                identifier: identifier,
                sourceFile: "StoreModel version \(version)",
                checksum: SHA256.hexDigest(of: Array(definition.utf8)),
                precheck: { db in try transitions.flatMap { try $0.precheck(db) } },
                apply: { db in
                    for transition in transitions {
                        try transition.apply(db)
                    }
                })
        }
    }

    // MARK: - Checking a file

    /// Throws ``ModelError/schemaMismatch(path:table:expected:found:)`` for the first table of
    /// the model whose columns in `db` are not the model's at ``version``.
    func checkSchema(_ db: Database, path: String) throws {
        for record in records {
            let fields = fields(of: record.table, at: version)
            guard !fields.isEmpty else { continue }
            let found = try ModelTransition.columnSummary(of: record.table, db)
            let expected = ModelTransition.columnSummary(of: fields)
            if found != expected {
                throw ModelError.schemaMismatch(path: path, table: record.table, expected: expected, found: found.isEmpty ? "no such table" : found)
            }
        }
    }

    // MARK: - Audit

    /// The sync-readiness audit of the model's tables at ``version``: the same rules and
    /// messages as `migrationkit audit` on a file, run on an empty in-memory database built by
    /// the model's own steps.
    public func audit() throws -> AuditReport {
        var configuration = Configuration()
        configuration.prepareDatabase { db in try db.registerUUIDFunction() }
        let db = try DatabaseQueue(configuration: configuration)
        _ = try GRDBMigrationRunner(steps: steps()).migrate(in: db)
        return try db.read { try SyncReadinessAnalyzer().audit($0) }
    }
}
