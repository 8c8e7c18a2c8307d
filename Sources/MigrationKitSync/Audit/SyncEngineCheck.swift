/// What SQLiteData's `SyncEngine` does with what a rule finds: the check of its own that the
/// rule mirrors, or why the rule is stricter. Read from SQLiteData 1.11.0's source
/// (`Sources/SQLiteData/CloudKit/`), StructuredQueries 0.36.0 for how a `UUID` is bound.
/// `RuleDocumentation` puts it on each rule's page and in the index's "SyncEngine" column;
/// `RuleDocumentationTests` requires one for every rule.
import MigrationKitGRDB

package struct SyncEngineCheck: Sendable, Equatable {
    package enum Verdict: String, Sendable {
        /// `SyncEngine.init` throws a `SchemaError`: nothing syncs.
        case rejects = "rejects at start"
        /// Its triggers refuse the row when it is written (and an existing one aborts the first upload).
        case refusesRows = "refuses the rows"
        /// Only the Swift type is checked, when the app compiles: the SQL is not read.
        case compileTime = "refuses at compile time"
        /// Nothing checks it: what goes wrong shows while syncing, if at all.
        case none = "does not check"
    }

    package let verdict: Verdict
    /// The check mirrored (file and function), or what goes wrong without one, and how the rule
    /// differs.
    package let note: String

    /// The SQLiteData version read.
    package static let version = "SQLiteData 1.11.0"

    /// By rule id.
    static let byRule: [String: SyncEngineCheck] = [
        "integer-primary-key": .init(verdict: .compileTime, note: "`SyncEngine.init` requires each table's key type to be `IdentifierStringConvertible` (String, UUID; not Int) in `SyncEngine.swift`; the SQL type is never read. An integer key that reaches SyncEngine anyway (SQLiteData's own tests make Int conform) makes row 1 of two devices one record. The rule reads the declared type, which the compiler cannot."),
        "missing-primary-key": .init(verdict: .none, note: "SyncEngine starts and uploads; every record it receives then fails, its upsert's `ON CONFLICT(\"id\")` matching no key (`SyncEngine.swift`, `upsert`), and is dropped."),
        "composite-primary-key": .init(verdict: .compileTime, note: "A composite key type is not `IdentifierStringConvertible`. A Swift type that names one of the key's columns as its key gets records that fail as for a missing key, and rows sharing that value share a record name."),
        "nullable-primary-key": .init(verdict: .refusesRows, note: "A row whose key is NULL fails SyncEngine's metadata trigger (`Triggers.swift`, `SyncMetadata.insert`: `recordPrimaryKey TEXT NOT NULL`). Stricter: the rule flags the declaration even when no key is NULL yet."),
        "unique-constraint": .init(verdict: .rejects, note: "`SchemaError(.uniquenessConstraint)` from `validateSchema()` in `SyncEngine.swift`: the same test, a unique index whose origin is not the primary key; SyncEngine's error names no table."),
        "foreign-key-action": .init(verdict: .rejects, note: "`SchemaError(.invalidForeignKeyAction)` from `validateSchema()`, for a table with exactly one foreign key, the one whose ON DELETE SyncEngine applies when CloudKit refuses a reference. Stricter: the rule checks every foreign key, as a table may gain a second."),
        "foreign-key-cycle": .init(verdict: .rejects, note: "`SchemaError(.cycleDetected)` from `tablesByOrder` in `SyncEngine.swift`, self-references included; only edges between synced tables count, as with the rule's scope."),
        "foreign-key-target": .init(verdict: .rejects, note: "`SchemaError(.invalidForeignKey)` from `validateSchema()` for a parent that is missing or not synced (named case-sensitively there). Stricter: a foreign key to columns other than the parent's key, which SyncEngine accepts and then resolves to a record that does not exist."),
        "invalid-table-name": .init(verdict: .rejects, note: "`SchemaError(.invalidTableName)` from `validateSchema()`: the same check, \":\" in a synced table's name."),
        "reserved-column-name": .init(verdict: .none, note: "Only SQLiteData's documentation lists the nine names (CloudKitSync.md, \"Avoid reserved CloudKit keywords\"); CloudKit would refuse the field."),
        "not-null-without-default": .init(verdict: .none, note: "`SchemaError.Reason.nonNullColumnsWithoutDefault` is declared but never thrown; a record from a version without the column fails its upsert (`SyncEngine.swift`, `upsert`) and is dropped."),
        "undeclared-reference": .init(verdict: .none, note: "SyncEngine knows relations only from `pragma_foreign_key_list`: an undeclared one syncs as a plain value, and SQLiteData's `migratePrimaryKeys` leaves it pointing at nothing."),
        "fts-content-rowid": .init(verdict: .none, note: "Full-text tables stay local; a conversion that turns the content table's key into text breaks them, which SyncEngine never sees."),
        "primary-key-without-default": .init(verdict: .none, note: "Only the app's own inserts of drafts need it; SQLiteData's documentation recommends `NOT NULL ON CONFLICT REPLACE` keys."),
        "integer-literal-comparison": .init(verdict: .none, note: "A conversion's matter: SyncEngine runs triggers and views as written."),
        "core-data-store": .init(verdict: .none, note: "Informational: a Core Data store's integer keys meet `integer-primary-key`'s compile-time check, its relations sync as plain values."),
        "core-data-plain-relation": .init(verdict: .none, note: "Accepted: a column declared nowhere syncs as a plain field, without a parent record, ordering or cascade."),
        "unconvertible-key-value": .init(verdict: .none, note: "A conversion's matter: values the conversion could not carry."),
        "orphaned-rows": .init(verdict: .none, note: "Accepted, then wrong while syncing: CloudKit refuses a record whose parent is missing and SyncEngine applies ON DELETE locally (`handleSentRecordZoneChanges`), deleting the row under CASCADE; a receiving device with foreign keys on parks the record for ever (`upsertFromServerRecord`)."),
        "invalid-record-name": .init(verdict: .refusesRows, note: "`validate(recordName:)` and `isValidCloudKitRecordName` in `Triggers.swift`: no leading \"_\", ASCII, at most 255 bytes for \"<key>:<table>\". Stricter by one byte (the rule flags 255 bytes, as CloudKit's documentation says \"less than 255\")."),
        "mixed-uuid-format": .init(verdict: .none, note: "SyncEngine copies a key as it is into its metadata: two forms of one UUID are two records, and StructuredQueries binds lowercase text (`QueryBinding.swift`), so it finds only that form."),
        "zero-prefix-key": .init(verdict: .none, note: "Identical keys from two devices are one record to SyncEngine, merged field by field; SQLiteData's own `migratePrimaryKeys` draws a salt per run for that reason."),
        "stale-reference": .init(verdict: .none, note: "The old ids sync as plain values, or as orphans where a foreign key declares them."),
        "key-representation": .init(verdict: .refusesRows, note: "StructuredQueries binds a `UUID` as lowercase text (`QueryBinding.swift`, `Database.swift`) and SQLiteData builds record names from `uuidString.lowercased()` (`IdentifierStringConvertible.swift`). Its metadata table is STRICT TEXT (`Metadatabase.swift`): blob keys fail every write of their rows; uppercase keys sync, but `share(record:)` and every lookup from Swift miss them."),
    ]
}

extension SyncRule {
    /// What SyncEngine does with what this rule finds; nil only for a rule not compared yet,
    /// which `RuleDocumentationTests` refuses.
    package var syncEngine: SyncEngineCheck? {
        SyncEngineCheck.byRule[id]
    }
}
