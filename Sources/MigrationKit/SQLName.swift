/// A table, column, index or trigger name, compared as SQLite compares names: ASCII letters
/// folded to lowercase, every other scalar as it is (``Swift/String/sqlFolded``). `Lists` and
/// `lists` are one name; `Ä` and `ä` are two.
///
/// The one type for a name used as a key: two values that name the same object are equal and
/// hash alike, so a set or a dictionary of names never holds one object twice (GRDB's
/// `CaseInsensitiveIdentifier` has the same shape). The name keeps its spelling for messages.
package struct SQLName: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The name as the schema (or the user) spells it.
    package let spelling: String
    /// The name as SQLite compares it.
    package let folded: String

    package init(_ spelling: String) {
        self.spelling = spelling
        self.folded = spelling.sqlFolded
    }

    package static func == (lhs: SQLName, rhs: SQLName) -> Bool { lhs.folded == rhs.folded }
    package func hash(into hasher: inout Hasher) { hasher.combine(folded) }
    package static func < (lhs: SQLName, rhs: SQLName) -> Bool { lhs.folded < rhs.folded }

    /// Whether this names the object `name` names.
    package func names(_ name: String) -> Bool { folded == name.sqlFolded }

    package var description: String { spelling }
}
