import Foundation
import MigrationKit
import MigrationKitGRDB

/// How to convert.
public struct ConversionOptions: Sendable, Equatable {
    /// How converted keys get their UUIDs.
    ///
    /// A user who used the app on an iPhone and an iPad before sync has a row 1 in the same table
    /// on both. CloudKit names a record from its key, so two devices that give row 1 the same
    /// UUID merge two unrelated records field by field. `salted`, the default, cannot.
    public enum IDScheme: String, Sendable, CaseIterable {
        /// `prefix || printf('%012x', id)`, where each device draws, when it applies the
        /// conversion, one random prefix per converted table in UUIDv8 layout
        /// (`xxxxxxxx-xxxx-8xxx-[89ab]xxx-`). The same file gives different keys on two devices;
        /// the last 12 hexadecimal digits are the old id, so keys of a table sort by old id and
        /// ``ConvertedKeys`` finds a record by its old id. The prefixes are kept in the
        /// `migrationkit_key_prefixes` table.
        case salted
        /// `'00000000-0000-0000-0000-' || printf('%012x', id)`, the seed's scheme: the same keys
        /// on every device. For data created on one device only, tests and servers: two
        /// devices' rows with the same id become one record.
        case deterministic
        /// A fresh version 4 UUID per row, mapped through temporary tables so that foreign keys
        /// follow. Carries any key value that is not NULL; the old ids are not kept.
        case random

        /// Whether keys are `prefix || printf('%012x', id)`: reversible, and limited to integers
        /// from 0 to 2^48 - 1.
        var isPrintf: Bool { self != .random }
    }

    /// The DEFAULT of the new key columns, which fills in the key of a row inserted without one.
    public enum UUIDDefault: String, Sendable, CaseIterable {
        /// `DEFAULT (uuid())`: every connection that inserts must register `uuid()`
        /// (`Database.registerUUIDFunction()`), as SQLiteData's apps do.
        case function
        /// A version 4 UUID in plain SQL (`randomblob`), so that any SQLite client, the
        /// `sqlite3` shell included, can insert rows.
        case portable
    }

    /// What to do with an orphan: a row whose reference names no row of its parent. Many
    /// shipped apps never turned foreign keys on, so devices hold orphans the developer's copy
    /// may not show. The choice is made once, for every device: a generated file carries it.
    public enum OrphanPolicy: String, Sendable, CaseIterable {
        /// Refuse the conversion, naming each table: nothing is written.
        case refuse
        /// Set the reference to NULL (the row stays). Refused for a NOT NULL reference.
        case setNull = "set-null"
        /// Delete the orphaned rows, then the rows that referenced them, and so on, as
        /// `ON DELETE CASCADE` would. Refused where foreign keys form a cycle between tables.
        case delete
    }

    public var idScheme: IDScheme
    public var uuidDefault: UUIDDefault
    /// Turn the UNIQUE constraints and unique indexes of every table in scope into plain
    /// indexes (rebuilding the tables whose constraints live in their CREATE TABLE), and give
    /// old composite keys a plain instead of a unique index.
    public var dropUnique: Bool
    public var scope: ConversionScope
    /// Relations the schema does not declare, converted exactly like foreign keys to their
    /// parent's key (no REFERENCES clause is added).
    public var references: [ReferenceDeclaration]
    /// Columns the audit takes for undeclared references (``ImpliedReference``) that are none:
    /// the conversion leaves them as they are. Every other implied reference to a converted key
    /// is a refusal until it is declared in `references` or listed here.
    public var notReferences: [ColumnPath]
    /// References whose parent a type column chooses row by row (Rails' `commentable_id` beside
    /// `commentable_type`): each listed type's rows converted as a reference to that type's
    /// parent, the rows of any other type kept as they are. A column answered here is answered:
    /// it is neither in `references` nor in `notReferences`.
    ///
    /// ```swift
    /// options.polymorphicReferences = [PolymorphicReference(
    ///     table: "DownloadLog", column: "feedfile", typeColumn: "feedfile_type",
    ///     parents: ["0": ColumnPath(table: "Feeds", column: "id"), "2": ColumnPath(table: "FeedMedia", column: "id")])]
    /// ```
    public var polymorphicReferences: [PolymorphicReference] = []
    public var orphans: OrphanPolicy
    /// How the app's client binds each table's UUID keys: text keys stored in another form, and
    /// the references to them, are rewritten to it on the same rebuild (lowercase text by
    /// default, the form converted keys take; `.blob` is refused, see ``KeyRepresentation``).
    public var keyRepresentations = KeyRepresentations()
    /// How refusals name an option they suggest: as a `ConversionOptions` property
    /// (`idScheme: .random`), for an app; `migrationkit` names its flags (`--id-scheme random`).
    public var optionNames: OptionNames = .swift

    /// The page cache SQLite gets while the conversion runs, in bytes; the connection's own is
    /// put back after. The default, ``defaultCacheSize`` (64 MiB), keeps fresh keys in random
    /// order from thrashing SQLite's 2 MB default: on 621,000 rows it is most of the
    /// conversion's peak memory. A smaller one costs time, not correctness
    /// (Guides/ConvertingInTheApp.md says how much).
    public var cacheSize = ConversionOptions.defaultCacheSize

    /// 64 MiB.
    public static let defaultCacheSize = 64 << 20

    /// Called as the conversion goes (``Conversion/apply(in:options:)``): once as it starts,
    /// then every 100 ms of SQLite's work, inside long statements and
    /// on the rehearsal's connection too, and between the stages of its checks, then once at
    /// the end with a ``ConversionProgress/fractionCompleted`` of 1; each report says its
    /// ``ConversionProgress/phase``. SQLite does not call back while it sorts a new index
    /// in one step: on the benchmark's 621,000 rows, up to 0.2 s between two reports. An
    /// error thrown from it stops the conversion within 200 ms and is thrown by `apply`: the
    /// migration's transaction rolls back and the file is as it was. It runs on the
    /// database's queue, inside the transaction: hand the values to the UI, never touch the
    /// database from it.
    ///
    /// While it is set, the conversion owns the connection's SQLite progress handler.
    public var progress: (@Sendable (ConversionProgress) throws -> Void)? {
        get { observer?.call }
        set { observer = newValue.map(ProgressObserver.init) }
    }
    package var observer: ProgressObserver?
    /// The least time between two reports of ``progress`` inside the work, in seconds: 0.1 for
    /// an app; tests report at every tick.
    package var progressInterval = 0.1
    /// The free space of the database's volume, in bytes, instead of the one read from the file
    /// system: the seam where tests give a volume that lacks room.
    package var volumeFreeSpace: Int?

    /// See ``optionNames``.
    public enum OptionNames: Sendable, Equatable {
        case swift, commandLine
    }

    public init(
        idScheme: IDScheme = .salted, uuidDefault: UUIDDefault = .function, dropUnique: Bool = false,
        scope: ConversionScope = .init(), references: [ReferenceDeclaration] = [], notReferences: [ColumnPath] = [],
        orphans: OrphanPolicy = .refuse
    ) {
        self.orphans = orphans
        self.idScheme = idScheme
        self.uuidDefault = uuidDefault
        self.dropUnique = dropUnique
        self.scope = scope
        self.references = references
        self.notReferences = notReferences
    }
}

/// SQL fragments of the conversion, in one place.
enum ConversionSQL {
    /// A GLOB that matches a UUID as text in either case: 8-4-4-4-12 hexadecimal digits.
    static let uuidGlob: String = {
        let digit = "[0-9A-Fa-f]"
        return "'" + [8, 4, 4, 4, 12].map { String(repeating: digit, count: $0) }.joined(separator: "-") + "'"
    }()

    /// `value` as the text of a UUID in `form` (lowercase or uppercase): a 16-byte blob spelled
    /// 8-4-4-4-12, UUID text in the other case; anything else, which is no UUID, as it is.
    static func uuidText(_ value: String, uppercase: Bool) -> String {
        let hex = "hex(\(value))"
        let spelled = [(1, 8), (9, 4), (13, 4), (17, 4), (21, 12)].map { "substr(\(hex), \($0.0), \($0.1))" }.joined(separator: " || '-' || ")
        let casing = uppercase ? "upper" : "lower"
        return "CASE WHEN typeof(\(value)) = 'blob' AND length(\(value)) = 16 THEN \(casing)(\(spelled)) "
            + "WHEN typeof(\(value)) = 'text' AND \(value) GLOB \(uuidGlob) THEN \(casing)(\(value)) ELSE \(value) END"
    }

    /// True where `value` is a UUID (a 16-byte blob, or UUID text in either case) not spelled
    /// as UUID text in the given case.
    static func notUUIDText(_ value: String, uppercase: Bool) -> String {
        "(typeof(\(value)) = 'blob' AND length(\(value)) = 16) OR (typeof(\(value)) = 'text' AND \(value) GLOB \(uuidGlob) AND \(value) != \(uppercase ? "upper" : "lower")(\(value)))"
    }

    /// A lowercase version 4 UUID in plain SQL (SQLite has no UUID function): random hex in the
    /// 8-4-4-4-12 layout, the version nibble 4 and the variant nibble one of 8, 9, a, b.
    static let portableUUID = "lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || "
        + "substr(lower(hex(randomblob(2))),2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || "
        + "substr(lower(hex(randomblob(2))),2) || '-' || lower(hex(randomblob(6)))"

    /// The prefix of the deterministic scheme.
    static let zeroPrefix = "00000000-0000-0000-0000-"

    /// A key of the printf schemes: `prefix || printf('%012x', x)`, `prefix` being SQL.
    static func printfUUID(prefix: String, _ expression: String) -> String {
        "\(prefix) || printf('%012x', \(expression))"
    }

    /// The key `prefix || printf('%012x', value)`, computed here: nil for a value outside
    /// 0…2^48 - 1, which twelve hexadecimal digits do not carry. For a converted foreign key's
    /// DEFAULT (with the zero prefix) and for ``ConvertedKeys``.
    static func printfKey(prefix: String, _ value: Int64) -> String? {
        guard value >= 0, value < printfLimit else { return nil }
        let hex = String(value, radix: 16)
        return prefix + String(repeating: "0", count: 12 - hex.count) + hex
    }

    /// A random prefix in the layout of a version 8 UUID's first 24 characters,
    /// `xxxxxxxx-xxxx-8xxx-[89ab]xxx-`, lowercase: 72 random bits. (`random() & 3` rather than
    /// `abs(random()) % 4`, which fails with "integer overflow" on the smallest integer.)
    static let drawnPrefix = "lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-8' || "
        + "substr(lower(hex(randomblob(2))),2) || '-' || substr('89ab', 1 + (random() & 3), 1) || "
        + "substr(lower(hex(randomblob(2))),2) || '-'"

    /// The prefix of `table`'s keys, read from the bookkeeping table of the printf schemes
    /// (`keyPrefixesTableName`: for each converted table, the prefix of its keys and the integer
    /// column their last 12 hexadecimal digits carry). Not correlated with the row, so SQLite
    /// evaluates it once per statement (`EXPLAIN QUERY PLAN`: SCALAR SUBQUERY), not once per row.
    static func storedPrefix(of table: String) -> String {
        "(SELECT \"prefix\" FROM \(quoteIdentifier(keyPrefixesTableName)) WHERE \"table\" = \(literal(table)))"
    }

    /// 2^48: the ids `printf('%012x', id)` carries in twelve hexadecimal digits, `0 ..< 2^48`,
    /// under the salted and the deterministic schemes alike (both write the old id after a
    /// prefix).
    static let printfLimit: Int64 = 1 << 48

    /// SQL that is true for a value of `column` the deterministic scheme cannot carry: not an
    /// integer, negative, or ≥ 2^48. NULL counts when `nullAllowed` is false (a key).
    /// A declared reference's none value (``ReferenceDeclaration/NoneValue``) is carried as NULL
    /// or as it is, never through printf: it does not count.
    static func cannotCarry(_ column: String, nullAllowed: Bool, none: Int64? = nil) -> String {
        let condition = "typeof(\(column)) != 'integer' OR \(column) < 0 OR \(column) >= \(printfLimit)"
        let exemption = none.map { " AND \(column) IS NOT \($0)" } ?? ""
        return nullAllowed ? "\(column) IS NOT NULL\(exemption) AND (\(condition))" : condition
    }

    /// SQL, to use in a query over the child table by its name, that is true for a row whose
    /// declared reference points at no row of the parent: not NULL, not the none value, and no
    /// parent key equal to it. Holds before the conversion and after (both sides are text then).
    /// A repair (``ReferenceDeclaration/repairsConvertedKey``) compares, before it runs, the
    /// parent's text keys with the key each old id became, found through the key's index; a
    /// re-pointed reference (``ReferenceDeclaration/repointedFrom``), with the key it becomes.
    ///
    /// One type of a polymorphic reference (``ReferenceDeclaration/selectedBy``) looks at the
    /// rows of that type only: `typeCondition`, when given, says which they are (after a
    /// conversion that rewrote the type column too), else the type value compared as text.
    static func missingParent(_ declaration: ReferenceDeclaration, beforeConversion: Bool = true, typeCondition: String? = nil) -> String {
        let child = "\(quoteIdentifier(declaration.table)).\(quoteIdentifier(declaration.column))"
        let parent = quoteIdentifier("migrationkit_parent")
        let exemption = declaration.none.map { " AND \(child) IS NOT \($0.value)" } ?? ""
        var value = declaration.repairsConvertedKey && beforeConversion
            ? printfUUID(prefix: storedPrefix(of: declaration.parentTable), child) : child
        // Re-pointed: the key of the same old id in the new parent, for a key of the old one's
        // prefix; any other value names no row (NULL).
        if let from = declaration.repointedFrom, beforeConversion {
            value = "(CASE WHEN \(isPrintfKey(child, prefix: storedPrefix(of: from))) THEN \(storedPrefix(of: declaration.parentTable)) || substr(\(child), 25) END)"
        }
        let selected = (typeCondition ?? declaration.selectedBy?.condition(qualifiedBy: quoteIdentifier(declaration.table))).map { " AND \($0)" } ?? ""
        return "\(child) IS NOT NULL\(exemption)\(selected) AND NOT EXISTS (SELECT 1 FROM \(quoteIdentifier(declaration.parentTable)) AS \(parent) "
            + "WHERE \(parent).\(quoteIdentifier(declaration.parentColumn ?? "")) = \(value))"
    }

    /// A SQL string literal.
    static func literal(_ text: String) -> String {
        quoteLiteral(text)
    }
}

/// An option a refusal suggests, named as ``ConversionOptions/optionNames`` says.
enum SuggestedOption {
    case idScheme(ConversionOptions.IDScheme)
    case orphans(ConversionOptions.OrphanPolicy)
    case dropUnique
    case reference(ReferenceDeclaration)
    case polymorphic(PolymorphicReference)
    case notReference(ColumnPath)
    case keptNoneValue
    /// The none value of a column declared in ``ConversionOptions/references``.
    case noneValue(ColumnPath, Int64, becomesNull: Bool)

    func name(_ names: ConversionOptions.OptionNames) -> String {
        switch (self, names) {
        case (.idScheme(let scheme), .commandLine): "--id-scheme \(scheme.rawValue)"
        case (.idScheme(let scheme), .swift): "idScheme: .\(scheme)"
        case (.orphans(let policy), .commandLine): "--orphans \(policy.rawValue)"
        case (.orphans(let policy), .swift): "orphans: .\(policy)"
        case (.dropUnique, .commandLine): "--drop-unique"
        case (.dropUnique, .swift): "dropUnique: true"
        case (.reference(let reference), .commandLine): "--reference \(reference.commandLineArgument)"
        case (.reference(let reference), .swift): "references: [\(reference.swiftSource)]"
        case (.polymorphic(let reference), .commandLine): "--reference-by \(reference.commandLineArgument)"
        case (.polymorphic(let reference), .swift): "polymorphicReferences: [\(reference.swiftSource)]"
        case (.notReference(let column), .commandLine): "--not-reference \(column.commandLineArgument)"
        case (.notReference(let column), .swift): "notReferences: [ColumnPath(table: \(swiftLiteral(column.table)), column: \(swiftLiteral(column.column)))]"
        case (.keptNoneValue, .commandLine): "--reference-keep"
        case (.keptNoneValue, .swift): "NoneValue(_:becomesNull: false)"
        case (.noneValue(let column, let value, let becomesNull), .commandLine):
            "\(becomesNull ? "--reference-none" : "--reference-keep") " + shellWord(commandLineName(column.table, column.column) + "=\(value)")
        case (.noneValue(_, let value, let becomesNull), .swift): "none: NoneValue(\(value), becomesNull: \(becomesNull))"
        }
    }
}

/// A Swift string literal of `text`.
func swiftLiteral(_ text: String) -> String {
    "\"" + text.unicodeScalars.map { scalar -> String in
        switch scalar {
        case "\"": "\\\""
        case "\\": "\\\\"
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        default: scalar.value < 0x20 ? "\\u{\(String(scalar.value, radix: 16))}" : String(scalar)
        }
    }.joined() + "\""
}

