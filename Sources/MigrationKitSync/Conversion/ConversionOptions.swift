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

    /// How the conversion learns the room on the database's volume, which it checks against
    /// ``ConversionEstimate/freeSpaceNeeded`` before it writes anything
    /// (``ConversionError/notEnoughSpace(path:needed:available:)``).
    public var freeSpace: FreeSpace = .volume

    /// See ``freeSpace``.
    public enum FreeSpace: Sendable, Equatable {
        /// What the volume says: on iOS and macOS its capacity for important usage, which
        /// counts the purgeable space (caches, offloadable apps) the system frees for work the
        /// user asked for; elsewhere, and where a volume does not report that, its free blocks.
        case volume
        /// The bytes the app found itself: after freeing its own caches, say, or measured
        /// another way.
        case bytes(Int)
        /// Not checked: the app has checked already, or accepts that a volume that fills
        /// midway rolls the conversion back after the work, leaving the file as it was.
        case unchecked
    }

    /// The page cache SQLite gets while the conversion runs, in bytes; the connection's own is
    /// put back after. The default, ``defaultCacheSize`` (16 MiB), is most of the conversion's
    /// peak memory; a size changes time, never correctness (Guides/ConvertingInTheApp.md has the
    /// figures).
    public var cacheSize = ConversionOptions.defaultCacheSize

    /// 16 MiB. On 2,481,000 rows (`Benchmarks/conversion.py`, 80,000 lists, median of 3
    /// alternating runs), 64 MiB was no faster for any scheme (salted 9.87 s against 9.90 s,
    /// deterministic 11.20 s against 10.16 s, random 24.60 s against 25.06 s, within the
    /// machine's noise) and peaked at 158 MB of memory against 61 MB: on a phone, at launch,
    /// the memory counts.
    public static let defaultCacheSize = 16 << 20

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

/// What tests change of a conversion beyond its options (how often progress is reported),
/// given to ``Conversion/apply(in:options:seams:)``: not fields of the public options, so that
/// an app's options hold only what an app chooses.
package struct ConversionSeams: Sendable {
    /// The least time between two reports of ``ConversionOptions/progress`` inside the work, in
    /// seconds: 0.1 for an app; tests report at every tick.
    package var progressInterval: Double

    package init(progressInterval: Double = 0.1) {
        self.progressInterval = progressInterval
    }
}

extension ConversionOptions.FreeSpace {
    /// The bytes this choice says are free on the volume of `path`; nil when unchecked or
    /// unknown.
    package func available(onVolumeOf path: String) -> Int? {
        switch self {
        case .volume: freeSpace(onVolumeOf: path)
        case .bytes(let bytes): bytes
        case .unchecked: nil
        }
    }
}
