/// A `CREATE TABLE … (…)` statement split into its column definitions and table constraints,
/// as ranges of its tokens: what the audit reads (clauses no pragma reports, such as
/// `ON CONFLICT REPLACE` and `AUTOINCREMENT`) and what a rewrite changes token by token.
import MigrationKitGRDB

package struct CreateTableStatement: Sendable {
    package let tokens: [SQLToken]
    /// The index of the `(` that opens the definitions, and of its matching `)`.
    package let openParenthesis: Int
    package let closeParenthesis: Int
    package let columns: [ColumnDefinition]
    package let constraints: [TableConstraint]

    package struct ColumnDefinition: Sendable {
        /// The column's name, unquoted.
        package let name: String
        /// The tokens of the definition, from the name to before the separating comma.
        package let range: Range<Int>
    }

    package struct TableConstraint: Sendable {
        package enum Kind: Sendable { case primaryKey, unique, check, foreignKey }
        package let kind: Kind
        /// The constraint's name (`CONSTRAINT name …`), if any.
        package let name: String?
        package let range: Range<Int>
    }

    /// Nil when `sql` is not a `CREATE TABLE` with a column list (`CREATE TABLE … AS SELECT`).
    package init?(_ sql: String) {
        let tokens = SQLTokenizer.tokenize(sql)
        let significant = tokens.indices.filter { !tokens[$0].isTrivia }
        guard significant.count >= 3, tokens[significant[0]].isKeyword("CREATE"),
              significant.prefix(3).contains(where: { tokens[$0].isKeyword("TABLE") }),
              let open = significant.first(where: { tokens[$0].text == "(" })
        else { return nil }

        var depth = 0
        var close: Int?
        var segments: [Range<Int>] = []
        var segmentStart = open + 1
        for index in open..<tokens.count where tokens[index].kind == .punctuation {
            switch tokens[index].text {
            case "(":
                depth += 1
            case ")":
                depth -= 1
                if depth == 0 {
                    segments.append(segmentStart..<index)
                    close = index
                }
            case "," where depth == 1:
                segments.append(segmentStart..<index)
                segmentStart = index + 1
            default:
                break
            }
            if close != nil { break }
        }
        guard let close else { return nil }

        var columns: [ColumnDefinition] = []
        var constraints: [TableConstraint] = []
        for segment in segments {
            let words = segment.filter { !tokens[$0].isTrivia }
            guard let first = words.first else { continue }
            let head = tokens[first]
            var name: String?
            var kindIndex = 0
            if head.isKeyword("CONSTRAINT"), words.count > 1 {
                name = tokens[words[1]].identifier
                kindIndex = 2
            }
            let kindToken = kindIndex < words.count ? tokens[words[kindIndex]] : head
            let kind: TableConstraint.Kind? =
                kindToken.isKeyword("PRIMARY") ? .primaryKey
                : kindToken.isKeyword("UNIQUE") ? .unique
                : kindToken.isKeyword("CHECK") ? .check
                : kindToken.isKeyword("FOREIGN") ? .foreignKey
                : nil
            if let kind, head.kind == .word {
                constraints.append(TableConstraint(kind: kind, name: name, range: segment))
            } else if let columnName = head.identifier {
                columns.append(ColumnDefinition(name: columnName, range: segment))
            }
        }
        self.tokens = tokens
        self.openParenthesis = open
        self.closeParenthesis = close
        self.columns = columns
        self.constraints = constraints
    }

    /// The definition of a column, by name as SQLite compares names (ASCII case-insensitive).
    package func column(_ name: String) -> ColumnDefinition? {
        columns.first { $0.name.sqlFolded == name.sqlFolded }
    }

    /// The significant (non-whitespace, non-comment) tokens of a range.
    package func words(in range: Range<Int>) -> [SQLToken] {
        tokens[range].filter { !$0.isTrivia }
    }

    /// Whether the column's definition says `NOT NULL ON CONFLICT REPLACE`: NULL then takes the
    /// default instead of failing, so drafts and older records without the column can insert.
    package func hasNotNullOnConflictReplace(_ column: String) -> Bool {
        guard let definition = self.column(column) else { return false }
        let words = self.words(in: definition.range)
        return words.indices.contains { i in
            i + 4 < words.count && words[i].isKeyword("NOT") && words[i + 1].isKeyword("NULL")
                && words[i + 2].isKeyword("ON") && words[i + 3].isKeyword("CONFLICT") && words[i + 4].isKeyword("REPLACE")
        }
    }

    /// Whether any definition says `AUTOINCREMENT`.
    package var hasAutoincrement: Bool {
        tokens[openParenthesis...closeParenthesis].contains { $0.isKeyword("AUTOINCREMENT") }
    }

    /// The text of `tokens` from `start`, with each edit's range replaced by its text (an empty
    /// range inserts; at one position, insertions come before a replacement).
    package static func text(of tokens: [SQLToken], from start: Int = 0, editing edits: [(range: Range<Int>, text: String)]) -> String {
        let sorted = edits.sorted { $0.range.lowerBound < $1.range.lowerBound || ($0.range.lowerBound == $1.range.lowerBound && $0.range.isEmpty) }
        var text = ""
        var index = start
        for edit in sorted {
            while index < edit.range.lowerBound { text += tokens[index].text; index += 1 }
            text += edit.text
            index = max(index, edit.range.upperBound)
        }
        while index < tokens.count { text += tokens[index].text; index += 1 }
        return text
    }
}
