import Foundation
import MigrationKitGRDB

/// One answer about a column the schema does not declare as a reference, kept with the team's
/// configuration (`.migrationkit.json`, key `"references"`), so that it is answered once, reviewed
/// in a pull request, and read the same way by `generate`, `audit` and an app's
/// ``ConversionOptions/adopt(_:)``:
///
/// ```json
/// { "references": [
///     { "column": "moz_bookmarks.fk", "parent": "moz_places.id" },
///     { "column": "moz_bookmarks.parent", "parent": "moz_bookmarks", "none": 0 },
///     { "column": "tasks.parent_id", "parent": "tasks", "keep": 0 },
///     { "column": "moz_places.frecency", "notReference": "a score the app computes" },
///     { "column": "DownloadLog.feedfile", "by": "DownloadLog.feedfile_type",
///       "parents": { "0": "Feeds.id", "2": "FeedMedia.id" } }
/// ] }
/// ```
///
/// `column` is `TABLE.COLUMN`, `parent` `PARENT[.COLUMN]` (names quoted as in SQL where needed),
/// as the flags `--reference`, `--reference-none`, `--reference-keep` and `--not-reference` write
/// them; `none` is a value that means no row and becomes NULL, `keep` one that stays as it is
/// (a NOT NULL column); `notReference` says why the column is no reference. `by` names the
/// type column of a polymorphic reference (``PolymorphicReference``), in the same table, and
/// `parents` each type value's parent key (`PARENT.COLUMN`), as `--reference-by` writes them.
public struct ReferenceAnswer: Decodable, Equatable, Sendable, CustomStringConvertible {
    package enum Answer: Equatable, Sendable {
        /// Converted like a foreign key to its parent's key.
        case reference(ReferenceDeclaration)
        /// Left as it is, for this reason.
        case notReference(ColumnPath, reason: String)
        /// Converted row by row with the parent its type column names.
        case polymorphic(PolymorphicReference)
    }

    package let answer: Answer
    /// Whether the app's own model gave the answer (``CoreDataModel/answers(for:)``), not the
    /// team: a column the model says is an attribute is no reference whatever its values look
    /// like, so the audit does not flag it as a stale reference after the conversion (a team's
    /// dismissal can be wrong, and is flagged again).
    package let isFromModel: Bool

    package init(_ answer: Answer, isFromModel: Bool = false) {
        self.answer = answer
        self.isFromModel = isFromModel
    }

    /// The column answered about.
    package var column: ColumnPath {
        switch answer {
        case .reference(let declaration): ColumnPath(table: declaration.table, column: declaration.column)
        case .notReference(let column, _): column
        case .polymorphic(let reference): reference.columnPath
        }
    }

    public var description: String {
        switch answer {
        case .reference(let declaration): "\(column) is a reference to \(declaration.parentTable)"
        case .notReference(_, let reason): "\(column) is no reference (\(reason))"
        case .polymorphic(let reference): "\(column) is a reference to the parent its type names (\(reference))"
        }
    }

    private enum CodingKeys: String, CodingKey, CaseIterable { case column, parent, none, keep, notReference, by, parents }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        isFromModel = false
        try AuditConfiguration.refuseUnknownKeys(in: decoder, known: CodingKeys.allCases.map(\.stringValue))
        let text = try container.decode(String.self, forKey: .column)
        guard let column = ColumnPath(parsing: text) else {
            throw AuditJSON.invalid(at: decoder.codingPath + [CodingKeys.column], "\"\(text)\" is no TABLE.COLUMN")
        }
        let parent = try container.decodeIfPresent(String.self, forKey: .parent)
        let reason = try container.decodeIfPresent(String.self, forKey: .notReference)
        let none = try container.decodeIfPresent(Int64.self, forKey: .none)
        let keep = try container.decodeIfPresent(Int64.self, forKey: .keep)
        if let by = try container.decodeIfPresent(String.self, forKey: .by) {
            answer = .polymorphic(try Self.polymorphic(column, by: by, parent: parent, reason: reason, none: none ?? keep, in: decoder))
            return
        }
        guard !container.contains(.parents) else {
            throw AuditJSON.invalid(at: decoder.codingPath, "\"parents\" belongs to a polymorphic reference: name its type column with \"by\" (\"by\": \"\(column.table).TYPECOLUMN\")")
        }
        switch (parent, reason) {
        case (let parent?, nil):
            guard var declaration = ReferenceDeclaration(parsing: "\(text)=\(parent)") else {
                throw AuditJSON.invalid(at: decoder.codingPath + [CodingKeys.parent], "\"\(parent)\" is no PARENT or PARENT.COLUMN")
            }
            if none != nil && keep != nil {
                throw AuditJSON.invalid(at: decoder.codingPath, "give \"none\" (becomes NULL) or \"keep\" (stays as it is), not both")
            }
            if let value = none ?? keep {
                declaration.none = .init(value, becomesNull: none != nil)
            }
            answer = .reference(declaration)
        case (nil, let reason?):
            guard !reason.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw AuditJSON.invalid(at: decoder.codingPath + [CodingKeys.notReference], "say why \(column) is no reference")
            }
            guard none == nil, keep == nil else {
                throw AuditJSON.invalid(at: decoder.codingPath, "\"none\" and \"keep\" belong to a reference, and \(column) is answered as none")
            }
            answer = .notReference(column, reason: reason)
        default:
            throw AuditJSON.invalid(at: decoder.codingPath, "answer with \"parent\" (a reference) or \"notReference\" (why it is none), one of the two")
        }
    }

    /// A polymorphic answer: `"by"` and `"parents"`, alone.
    private static func polymorphic(_ column: ColumnPath, by: String, parent: String?, reason: String?, none: Int64?, in decoder: Decoder) throws -> PolymorphicReference {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard parent == nil, reason == nil, none == nil else {
            throw AuditJSON.invalid(at: decoder.codingPath, "\(column) is answered with \"by\" (a parent per type): give \"parents\", not \"parent\", \"notReference\", \"none\" or \"keep\"")
        }
        guard let typeColumn = ColumnPath(parsing: by) else {
            throw AuditJSON.invalid(at: decoder.codingPath + [CodingKeys.by], "\"\(by)\" is no TABLE.COLUMN; name the type column as \"\(column.table).TYPECOLUMN\"")
        }
        guard let parents = try container.decodeIfPresent([String: String].self, forKey: .parents) else {
            throw AuditJSON.invalid(at: decoder.codingPath, "\(column) is answered with \"by\": give each type value its parent in \"parents\", as { \"0\": \"PARENT.COLUMN\" }")
        }
        do {
            return try PolymorphicReference.make(column: column, by: typeColumn, parents: parents.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
        } catch let error as PolymorphicReference.Invalid {
            throw AuditJSON.invalid(at: decoder.codingPath, error.message)
        }
    }
}

extension ConversionOptions {
    /// Takes the answers a team keeps in its configuration (``AuditConfiguration/references``)
    /// for the columns these options do not answer yet: an answer given here (a flag, for one
    /// run) wins over the file's.
    public mutating func adopt(_ answers: [ReferenceAnswer]) {
        var answered = Set(references.map { ColumnPath(table: $0.table, column: $0.column) } + notReferences
            + polymorphicReferences.map(\.columnPath))
        for answer in answers where answered.insert(answer.column).inserted {
            switch answer.answer {
            case .reference(let declaration): references.append(declaration)
            case .notReference(let column, _): notReferences.append(column)
            case .polymorphic(let reference): polymorphicReferences.append(reference)
            }
        }
    }
}
