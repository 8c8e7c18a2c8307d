import ArgumentParser
import MigrationKitGRDB
import MigrationKitSync

/// `--reference`, `--reference-none`, `--reference-keep`, `--reference-by`, `--not-reference`: relations the schema
/// does not declare, and what to do with them.
struct ReferenceOptions: ParsableArguments {
    @Option(name: .customLong("reference"), help: ArgumentHelp(
        "A relation the schema does not declare: TABLE.COLUMN=PARENT[.COLUMN], converted exactly like a foreign key to PARENT's key, without adding a REFERENCES clause. Repeatable; quote names as in SQL where needed (\"my table\".\"list id\"=lists).",
        valueName: "table.column=parent"))
    var references: [String] = []

    @Option(name: .customLong("reference-none"), help: ArgumentHelp(
        "TABLE.COLUMN=VALUE: in a column given to --reference, VALUE means no row (Anki's 0); it becomes NULL and is no orphan.",
        valueName: "table.column=value"))
    var noneValues: [String] = []

    @Option(name: .customLong("reference-keep"), help: ArgumentHelp(
        "TABLE.COLUMN=VALUE: as --reference-none, but VALUE stays as it is (for a NOT NULL column).",
        valueName: "table.column=value"))
    var keptValues: [String] = []

    @Option(name: .customLong("reference-by"), help: ArgumentHelp(
        "A polymorphic reference, whose parent a type column of the same table chooses row by row: TABLE.COLUMN=TABLE.TYPECOLUMN:VALUE=PARENT.COLUMN,VALUE=PARENT.COLUMN (DownloadLog.feedfile=DownloadLog.feedfile_type:0=Feeds.id,2=FeedMedia.id). Each listed type's rows are converted like a foreign key to its parent's key; rows of any other type keep their values, and generate reports them. Type values are compared as text; quote one as a SQL string where needed ('Admin::User'=admin_users.id). Repeatable.",
        valueName: "table.column=table.type:value=parent.column,…"))
    var polymorphic: [String] = []

    @Option(name: .customLong("not-reference"), help: ArgumentHelp(
        "TABLE.COLUMN: a column audit takes for an undeclared reference that is none; it is left as it is.",
        valueName: "table.column"))
    var notReferences: [String] = []

    func validate() throws {
        _ = try declarations()
        _ = try columns()
        _ = try polymorphicReferences()
    }

    /// The polymorphic references of --reference-by.
    func polymorphicReferences() throws -> [PolymorphicReference] {
        try polymorphic.map { text in
            do {
                return try PolymorphicReference(parsing: text)
            } catch let error as PolymorphicReference.Invalid {
                throw ValidationError("--reference-by \(text): \(error.message).")
            }
        }
    }

    /// The declarations, with their none values.
    func declarations() throws -> [ReferenceDeclaration] {
        var declarations = try references.map { text -> ReferenceDeclaration in
            guard let declaration = ReferenceDeclaration(parsing: text) else {
                throw ValidationError("--reference \(text): write TABLE.COLUMN=PARENT or TABLE.COLUMN=PARENT.COLUMN.")
            }
            return declaration
        }
        for (texts, flag, becomesNull) in [(noneValues, "--reference-none", true), (keptValues, "--reference-keep", false)] {
            for text in texts {
                guard let (column, value) = ReferenceDeclaration.parseNoneValue(text) else {
                    throw ValidationError("\(flag) \(text): write TABLE.COLUMN=VALUE, VALUE an integer.")
                }
                guard let index = declarations.firstIndex(where: { column.names($0.table, $0.column) }) else {
                    throw ValidationError("\(flag) \(text): \(column) is not given to --reference.")
                }
                guard declarations[index].none == nil else {
                    throw ValidationError("\(flag) \(text): \(column) already has a none value.")
                }
                declarations[index].none = .init(value, becomesNull: becomesNull)
            }
        }
        return declarations
    }

    /// The columns of --not-reference.
    func columns() throws -> [ColumnPath] {
        try notReferences.map { text in
            guard let column = ColumnPath(parsing: text) else {
                throw ValidationError("--not-reference \(text): write TABLE.COLUMN.")
            }
            return column
        }
    }
}
