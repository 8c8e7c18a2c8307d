/// The parts of one column definition in a `CREATE TABLE`: its name, its type, and each of its
/// constraints, as ranges of the statement's tokens (https://www.sqlite.org/syntax/column-def.html).
import MigrationKitGRDB

package struct ColumnDefinitionParts: Sendable {
    package enum ConstraintKind: Sendable, Equatable {
        case primaryKey, notNull, null, unique, check, defaultValue, collate, references, generated
    }

    package struct Constraint: Sendable {
        package let kind: ConstraintKind
        /// From `CONSTRAINT name` (when present) to the constraint's last token.
        package let range: Range<Int>
        /// For `DEFAULT`: the token range of the value.
        package let valueRange: Range<Int>?
    }

    /// The index of the name token.
    package let name: Int
    /// The type's tokens, from its first to its last significant token; nil when untyped.
    package let type: Range<Int>?
    package let constraints: [Constraint]
    /// From the name to the last significant token (leading and trailing trivia excluded).
    package let body: Range<Int>
}

extension CreateTableStatement {
    /// Parses a column definition. Nil when its tokens do not follow SQLite's grammar as this
    /// parser knows it: callers then refuse rather than guess.
    package func parts(of definition: ColumnDefinition) -> ColumnDefinitionParts? {
        let significant = definition.range.filter { !tokens[$0].isTrivia }
        guard let first = significant.first, let last = significant.last else { return nil }
        var position = 1  // in `significant`
        func token(_ offset: Int = 0) -> SQLToken? {
            position + offset < significant.count ? tokens[significant[position + offset]] : nil
        }
        func keyword(_ word: String, _ offset: Int = 0) -> Bool { token(offset)?.isKeyword(word) ?? false }
        /// Consumes a balanced parenthesized group starting at `position`; false when there is none.
        func consumeGroup() -> Bool {
            guard token()?.text == "(" else { return false }
            var depth = 0
            while let current = token() {
                if current.kind == .punctuation && current.text == "(" { depth += 1 }
                if current.kind == .punctuation && current.text == ")" { depth -= 1 }
                position += 1
                if depth == 0 { return true }
            }
            return false
        }
        func consumeConflictClause() {
            if keyword("ON") && keyword("CONFLICT", 1) { position += 3 }
        }
        let starters = ["CONSTRAINT", "PRIMARY", "NOT", "NULL", "UNIQUE", "CHECK", "DEFAULT", "COLLATE", "REFERENCES", "GENERATED", "AS"]
        func atConstraint() -> Bool { starters.contains { keyword($0) } }

        // The type: words and at most a parenthesized size, up to the first constraint.
        let typeStart = position
        while token() != nil, !atConstraint() {
            if token()?.text == "(" {
                guard consumeGroup() else { return nil }
            } else if token()?.kind == .word || token()?.kind == .quotedIdentifier || token()?.kind == .string {
                position += 1
            } else {
                return nil
            }
        }
        let type: Range<Int>? = position > typeStart ? significant[typeStart]..<(significant[position - 1] + 1) : nil

        var constraints: [ColumnDefinitionParts.Constraint] = []
        while token() != nil {
            let start = position
            if keyword("CONSTRAINT") { position += 2 }
            var valueRange: Range<Int>?
            let kind: ColumnDefinitionParts.ConstraintKind
            if keyword("PRIMARY") && keyword("KEY", 1) {
                kind = .primaryKey
                position += 2
                if keyword("ASC") || keyword("DESC") { position += 1 }
                consumeConflictClause()
                if keyword("AUTOINCREMENT") { position += 1 }
            } else if keyword("NOT") && keyword("NULL", 1) {
                kind = .notNull
                position += 2
                consumeConflictClause()
            } else if keyword("NULL") {
                kind = .null
                position += 1
                consumeConflictClause()
            } else if keyword("UNIQUE") {
                kind = .unique
                position += 1
                consumeConflictClause()
            } else if keyword("CHECK") {
                kind = .check
                position += 1
                guard consumeGroup() else { return nil }
            } else if keyword("DEFAULT") {
                kind = .defaultValue
                position += 1
                let valueStart = position
                if token()?.text == "(" {
                    guard consumeGroup() else { return nil }
                } else if token()?.text == "+" || token()?.text == "-" {
                    position += 2
                } else {
                    position += 1
                }
                guard position <= significant.count, position > valueStart else { return nil }
                valueRange = significant[valueStart]..<(significant[position - 1] + 1)
            } else if keyword("COLLATE") {
                kind = .collate
                position += 2
            } else if keyword("REFERENCES") {
                kind = .references
                position += 2
                if token()?.text == "(" { guard consumeGroup() else { return nil } }
                while token() != nil {
                    if keyword("ON") && (keyword("DELETE", 1) || keyword("UPDATE", 1)) {
                        position += 2
                        if keyword("SET") || keyword("NO") { position += 2 } else { position += 1 }
                    } else if keyword("MATCH") {
                        position += 2
                    } else if keyword("NOT") && keyword("DEFERRABLE", 1) {
                        position += 2
                    } else if keyword("DEFERRABLE") {
                        position += 1
                    } else if keyword("INITIALLY") {
                        position += 2
                    } else {
                        break
                    }
                }
            } else if keyword("GENERATED") || keyword("AS") {
                kind = .generated
                if keyword("GENERATED") { position += 2 }  // GENERATED ALWAYS
                guard keyword("AS") else { return nil }
                position += 1
                guard consumeGroup() else { return nil }
                if keyword("STORED") || keyword("VIRTUAL") { position += 1 }
            } else {
                return nil
            }
            guard position <= significant.count, position > start else { return nil }
            constraints.append(.init(kind: kind, range: significant[start]..<(significant[position - 1] + 1), valueRange: valueRange))
        }
        return ColumnDefinitionParts(name: first, type: type, constraints: constraints, body: first..<(last + 1))
    }
}
