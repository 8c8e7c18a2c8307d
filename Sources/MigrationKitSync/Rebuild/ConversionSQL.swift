import Foundation
import MigrationKit
import MigrationKitGRDB

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

    /// The two conditions, one per side, that a rowid (or a key that is the rowid) out of
    /// printf's range meets: each a range of the rowid, which SQLite finds by a lookup, not a
    /// scan. The CAST gives the upper bound INTEGER affinity, so a column with TEXT affinity
    /// (a table converted by hand since) compares its text above every number and is found
    /// too; against a bare literal it would compare the number as text.
    static func outOfPrintfRange(_ rowid: String) -> [String] {
        ["\(rowid) < 0", "\(rowid) >= CAST(\(printfLimit) AS INTEGER)"]
    }

    /// The rows of `table` (quoted), counted by `count(*)` alone in its SELECT, which SQLite
    /// answers from the table's pages without reading a row.
    static func rowCount(_ table: String) -> String {
        "(SELECT count(*) FROM \(table))"
    }

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
