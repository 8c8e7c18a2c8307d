import Foundation
import MigrationKit
import MigrationKitGRDB

/// One kind of thing the conversion refuses because it would lose or change data, described
/// like a ``SyncRule``: by values that drive the planner, its tests and its documentation alike.
/// Every refusing example must be refused with this id, every accepted one must not
/// (`ConversionRefusalExampleTests`), and where an audit rule reports the same thing
/// (``auditRule``) the two share their predicate and the refusing examples trigger that rule too.
package struct ConversionRefusal: Sendable, Identifiable {
    /// Stable kebab-case name, carried by every ``RefusalReason`` of this kind.
    package let id: String
    /// One line: what is refused.
    package let summary: String
    /// The audit rule that reports the same thing before anyone converts, when there is one.
    package let auditRule: String?
    /// SQL scripts (schema and rows) that the conversion refuses for this reason, and that it
    /// does not, planned with ``exampleOptions``.
    package let refusingExamples: [String]
    package let acceptedExamples: [String]
    /// The options the examples are planned with (a refusal of an option's consequence needs it).
    package let exampleOptions: ConversionOptions
    /// Where no example can be written, why: the refusal is raised by something no schema and
    /// data written in advance reaches (an internal limit, the device changing under a running
    /// conversion).
    package let noExampleBecause: String?
    /// The planner's check, over the schema and data before anything is planned; nil for a
    /// refusal raised while the statements are written, rehearsed or run.
    let check: (@Sendable (ConversionRefusal, RefusalInput) -> [RefusalReason])?

    init(
        id: String, summary: String, auditRule: SyncRule? = nil,
        refusingExamples: [String] = [], acceptedExamples: [String] = [],
        exampleOptions: ConversionOptions = .init(), noExampleBecause: String? = nil,
        check: (@Sendable (ConversionRefusal, RefusalInput) -> [RefusalReason])? = nil
    ) {
        self.id = id
        self.summary = summary
        self.auditRule = auditRule?.id
        self.refusingExamples = refusingExamples
        self.acceptedExamples = acceptedExamples
        self.exampleOptions = exampleOptions
        self.noExampleBecause = noExampleBecause
        self.check = check
    }

    /// A reason of this kind about `table`; `message` starts with what it names. `others` are
    /// the other tables it names: the reason stands in the way of converting each of them too
    /// (``RefusalReason/standsInTheWay(of:)``).
    func reason(_ table: String, naming others: [String] = [], _ message: String) -> RefusalReason {
        RefusalReason(refusal: id, table: table, message: message, tables: [table] + others)
    }

    /// Every refusal, in the order the catalog documents them.
    package static let all: [ConversionRefusal] = [
        .multiColumnReference, .compositeReferenceHalfConverted, .referenceLeftOut, .hiddenRowid, .generatedFromConvertedKey,
        .uncheckableForeignKeys, .uniquenessReferenced, .ftsContentRowid, .unconvertibleKeyValue, .nullKey,
        .orphanedRows, .notNullOrphans, .orphanDeletionCycle, .withoutRowidSelfReference, .undeclaredReference, .takenBackValue,
        .convertedDefault, .sameUUIDTwice, .undeclaredTextReference, .blobKeyRepresentation, .unreadableStatement, .rehearsalFailed, .checkFailed,
    ]
}

/// One reason a conversion was refused: which ``ConversionRefusal`` (its id), the table (or
/// index) it is about, and a message naming them and the fix.
public struct RefusalReason: Sendable, Equatable, Comparable, CustomStringConvertible {
    /// The ``ConversionRefusal/id`` of its kind.
    public let refusal: String
    /// The table (or full-text index) the reason is about; empty when it is about no one table.
    public let table: String
    public let message: String
    /// The tables it stands in the way of: its own and the others its message names (a parent,
    /// the tables of a cycle). The audit links a finding to the reason by these names, never by
    /// searching the message.
    package let tables: [String]

    init(refusal: String, table: String, message: String, tables: [String]) {
        self.refusal = refusal
        self.table = table
        self.message = message
        self.tables = tables
    }

    public var description: String { message }

    /// Whether this reason is about `table` or names it.
    package func standsInTheWay(of table: String) -> Bool {
        tables.contains { $0.sqlFolded == table.sqlFolded }
    }

    public static func < (lhs: RefusalReason, rhs: RefusalReason) -> Bool {
        lhs.message < rhs.message
    }
}

/// What a refusal's check looks at: the schema, its data, what the plan would change and the
/// options it was asked with.
struct RefusalInput {
    let planner: ConversionPlanner
    let schema: DatabaseSchema
    let statistics: DataStatistics
    /// The tables the conversion changes, by folded name.
    let changes: [String: ConversionPlanner.Change]

    var options: ConversionOptions { planner.options }
    /// The changed tables that are rebuilt (not only given plain indexes).
    var rebuilt: [ConversionPlanner.Change] { changes.values.filter(\.rebuilds) }

    /// What `options` make the planner suggest, named as its caller names options.
    func option(_ option: SuggestedOption) -> String {
        option.name(options.optionNames)
    }
}

/// What the conversion throws: in an app, `Conversion.apply(in:options:)` (and
/// `Conversion.estimate(in:options:)`, for what is not about the data); in the tool,
/// `migrationkit generate`. Every case but ``checkFailed(check:table:)`` is thrown before
/// anything is written.
public enum ConversionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The database cannot be converted without losing or changing data: every reason, table by
    /// table, sorted. Nothing was written. (``ConversionEstimate/refusals`` returns the same
    /// reasons as a value, before converting.)
    case refused([RefusalReason])
    /// Conversion files generated earlier, not applied to the database yet, already convert some
    /// of the tables: a second conversion of them would fail once the first is applied.
    case pending(files: [PendingConversion])
    /// A relation declared for the conversion names something that does not exist or cannot be
    /// converted: the column declared, the declaration (``ConversionOptions/references``), or
    /// nil for a column declared no reference (``ConversionOptions/notReferences``), and why.
    case invalidReference(ColumnPath, declared: ReferenceDeclaration?, reason: String)
    /// A polymorphic reference declared for the conversion
    /// (``ConversionOptions/polymorphicReferences``) names something that does not exist or
    /// cannot be converted, and why.
    case invalidPolymorphicReference(PolymorphicReference, reason: String)
    /// The scope names tables the database does not have (``ConversionOptions/scope``, from
    /// `syncedTables` in `.migrationkit.json`, say), as SQLite compares names: a misspelt name
    /// would leave a table out, or convert one meant to stay. Nothing was written.
    case unknownTables([String])
    /// `Conversion.apply` was called outside a transaction: it runs inside a migration
    /// registered with GRDB's `DatabaseMigrator`. Nothing was written.
    case noTransaction
    /// `PRAGMA foreign_keys` is on inside the transaction, so dropping a table would delete, or
    /// cascade into, the rows that reference it: register the migration with GRDB's default,
    /// deferred, foreign key checks. Nothing was written.
    case foreignKeysOn
    /// The connection has no `uuid()` function, which the conversion calls: the new keys'
    /// `DEFAULT (uuid())` (``ConversionOptions/UUIDDefault/function``, which SQLite resolves on
    /// every insert, the conversion's copies included), or the database's own schema. Register
    /// it in `Configuration.prepareDatabase` with `db.registerUUIDFunction()` (MigrationKitGRDB).
    /// Found before anything is written.
    case uuidFunctionMissing
    /// The volume of the database lacks the free space the conversion needs
    /// (``ConversionEstimate/freeSpaceNeeded``), in bytes: refused before anything is written.
    case notEnoughSpace(path: String, needed: Int, available: Int)
    /// A check of the conversion failed after it had begun to write: the check's name, and the
    /// table it is about (nil when it is about several). The caller's transaction holds the
    /// partial work and must roll back: a `DatabaseMigrator` does when the error leaves the
    /// migration; code that runs `Conversion.apply` in its own transaction must not commit.
    /// The data changed between the plan and its execution, the connection's `uuid()` does not
    /// return lowercase UUIDs, or MigrationKit planned wrong.
    case checkFailed(check: String, table: String?)

    /// The ids of the refusals, for `.refused`; empty otherwise.
    public var refusals: [String] {
        guard case .refused(let reasons) = self else { return [] }
        return reasons.map(\.refusal)
    }

    public var description: String {
        switch self {
        case .refused(let reasons):
            // One line per reason: a line break in a name it quotes is escaped, not a new line.
            return "cannot convert without losing data, so nothing was written:\n" + reasons.map { "  - " + $0.message.visiblyEscaped() }.joined(separator: "\n")
        case .invalidReference(let column, let declaration, let reason):
            let declared = declaration.map { "the reference \($0)" } ?? "the column \(column), declared no reference,"
            return "\(declared) cannot be declared: \(reason)."
        case .invalidPolymorphicReference(let reference, let reason):
            return "the polymorphic reference \(reference) cannot be declared: \(reason)."
        case .noTransaction:
            return "cannot convert here, so nothing was written: Conversion.apply runs inside a transaction, and there is none; call it from a migration registered with GRDB's DatabaseMigrator."
        case .foreignKeysOn:
            return "cannot convert here, so nothing was written: foreign keys are on, so dropping the old tables would delete the rows that reference them; register the migration with GRDB's default foreign key checks (deferred), which turn them off around it, or turn them off before the transaction."
        case .unknownTables(let names):
            return "cannot convert here, so nothing was written: the scope names \(names.count == 1 ? "a table" : "tables") this database does not have: \(names.map { quoteIdentifier($0) }.joined(separator: ", ")) (ConversionOptions.scope, or syncedTables in .migrationkit.json); name the tables as the database does."
        case .uuidFunctionMissing:
            return "cannot convert here, so nothing was written: this connection has no uuid() function, which the converted keys' DEFAULT (uuid()) calls on every insert, the conversion's own included; register it on every connection of the app: configuration.prepareDatabase { db in try db.registerUUIDFunction() } (import MigrationKitGRDB). (uuidDefault: .portable gives the keys a DEFAULT that needs no function.)"
        case .notEnoughSpace(let path, let needed, let available):
            return "cannot convert \(path), so nothing was written: the conversion needs about \(megabytes(needed)) of free space (the file grows, and its journal holds the pages before), and its volume has \(megabytes(available)); free some space, or convert later."
        case .checkFailed(let check, _):
            return "the conversion stopped at a check after it had begun writing: \(check). Its transaction must roll back (a DatabaseMigrator does, and the file stays as it was); the data, or the connection's uuid(), is not what the plan expected: please report it with the check's name."
        case .pending(let files):
            let one = files.count == 1
            return """
                \(files.map(\.description).joined(separator: "; ")) \(one ? "is" : "are") not applied to this database yet; \
                a second conversion of the same tables would fail once \(one ? "it is" : "they are") applied. Apply \(one ? "it" : "them") \
                first (migrationkit migrate), then generate again for what audit still reports; or delete \(one ? "it" : "them") \
                if \(one ? "it has" : "they have") never shipped. Nothing was written.
                """
        }
    }
}

extension ConversionError: MultilineMessage {
    package var lines: [String] {
        guard case .refused(let reasons) = self else { return [description] }
        return ["cannot convert without losing data, so nothing was written:"] + reasons.map { "  - " + $0.message }
    }
}

/// A conversion file that is not applied yet: its path, and the tables it converts as its
/// header lists them.
public struct PendingConversion: Equatable, Sendable, CustomStringConvertible {
    public let path: String
    public let tables: [String]

    public init(path: String, tables: [String]) {
        self.path = path
        self.tables = tables
    }

    public var description: String {
        "\(path) converts " + (tables.isEmpty ? "tables its header does not list" : list(tables))
    }
}
