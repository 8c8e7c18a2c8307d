import MigrationKit
import Foundation
import MigrationKitGRDB

extension DatabaseSchema {
    /// Columns that a trigger ties to another table's converted key, by column key, then
    /// lowercased parent name: the trigger's name. Two shapes, each seen in real apps:
    /// - **a child's trigger checks its parent**: a subquery on the parent compares its key with
    ///   `NEW.column` (`(SELECT id FROM books WHERE id = NEW.book) IS NULL`, either side of the
    ///   `=`): Calibre's `fkc_*` triggers;
    /// - **a parent's trigger follows its children**: a trigger on the parent compares a column of
    ///   the table a statement names (`UPDATE t`, `DELETE FROM t`, `FROM t`) with the parent's
    ///   own key, `OLD.key` or `NEW.key` (`DELETE FROM photo_labels WHERE photoid = OLD.id`,
    ///   `UPDATE albums SET cover = NULL WHERE cover = OLD.id`), or inserts that key into a
    ///   column (`INSERT INTO label_paths (label, parent) SELECT NEW.id, NEW.pid`, by position
    ///   when the column list is left out). A column of the parent itself counts too: a
    ///   self-reference (`UPDATE folders SET parent = 0 WHERE parent = OLD.id`).
    func triggerChecks(in scope: ConversionScope) -> [ColumnPath: [String: String]] {
        let keys = Dictionary(convertedParents(in: scope).map { ($0.table.name.sqlFolded, $0) }, uniquingKeysWith: { first, _ in first })
        var checks: [ColumnPath: [String: String]] = [:]
        for trigger in triggers {
            guard let table = self.table(trigger.table) else { continue }
            let words = SQLTokenizer.tokenize(trigger.sql).filter { !$0.isTrivia }
            func record(_ child: Table, _ column: String, parent: Table) {
                guard let column = child.column(column) else { return }
                // The row's own key compared with itself (`UPDATE notes SET updated_at = … WHERE
                // id = NEW.id`, the commonest trigger there is): the trigger touches its own row,
                // which says nothing of a relation.
                if child.name.sqlFolded == parent.name.sqlFolded, column.name.sqlFolded == keys[parent.name.sqlFolded]?.key.name.sqlFolded { return }
                checks[ColumnPath(table: child.name, column: column.name), default: [:]][parent.name.sqlFolded] = trigger.name
            }
            let ownKey = keys[table.name.sqlFolded]
            for index in words.indices where words[index].isKeyword("NEW") || words[index].isKeyword("OLD") {
                guard index + 2 < words.count, words[index + 1].text == ".", let name = words[index + 2].identifier else { continue }
                let statement = TriggerStatement(words, around: index)
                if let ownKey, name.sqlFolded == ownKey.key.name.sqlFolded {
                    // The trigger's table is the parent: what its key is compared with or put into.
                    if let (child, column) = statement.comparedColumn(at: index, in: self) ?? statement.insertedColumn(at: index, in: self) {
                        record(child, column, parent: ownKey.table)
                    }
                } else if words[index].isKeyword("NEW"), let keyName = statement.comparedName(at: index),
                          let parentName = statement.table(before: index), let parent = keys[parentName.sqlFolded],
                          parent.key.name.sqlFolded == keyName.sqlFolded {
                    // The trigger's table is the child: a subquery checks its parent.
                    record(table, name, parent: parent.table)
                }
            }
        }
        return checks
    }
}

/// One statement of a trigger's body, as words, read around a `NEW.x` or `OLD.x` at `index`: what
/// it is compared with, which table the statement names, and which column an INSERT puts it into.
private struct TriggerStatement {
    let words: [SQLToken]
    /// The statement's words: after the `BEGIN` or `;` before `index`, up to the next `;` (every
    /// statement of a trigger's body ends with one; an `END` may close a `CASE`).
    let range: Range<Int>

    init(_ words: [SQLToken], around index: Int) {
        self.words = words
        let start = words[..<index].lastIndex { $0.text == ";" || $0.isKeyword("BEGIN") }.map { $0 + 1 } ?? 0
        let end = words[index...].firstIndex { $0.text == ";" } ?? words.count
        range = start..<end
    }

    /// The name `NEW.x`/`OLD.x` at `index` is compared with by `=` or `==`, on either side, its
    /// qualifier left out; nil when that is no plain name (another `NEW.y`, a value).
    func comparedName(at index: Int) -> String? {
        func name(endingAt last: Int) -> String? {
            guard range.contains(last), words[last].kind == .word || words[last].kind == .quotedIdentifier else { return nil }
            if last >= range.lowerBound + 2, words[last - 1].text == ".",
               words[last - 2].isKeyword("NEW") || words[last - 2].isKeyword("OLD") { return nil }
            return words[last].identifier
        }
        if index - 2 >= range.lowerBound, ["=", "=="].contains(words[index - 1].text) {
            return name(endingAt: index - 2)
        }
        let after = index + 3
        guard after + 1 < range.upperBound, ["=", "=="].contains(words[after].text) else { return nil }
        let next = after + 1
        guard !words[next].isKeyword("NEW"), !words[next].isKeyword("OLD") else { return nil }
        return next + 2 < range.upperBound && words[next + 1].text == "." ? name(endingAt: next + 2) : name(endingAt: next)
    }

    /// The table named by the nearest `UPDATE t`, `FROM t` or `JOIN t` before `index` in the
    /// statement.
    func table(before index: Int) -> String? {
        guard let keyword = words[range.lowerBound..<index].lastIndex(where: { $0.isKeyword("FROM") || $0.isKeyword("UPDATE") || $0.isKeyword("JOIN") }),
              keyword + 1 < index
        else { return nil }
        var name = keyword + 1
        // UPDATE OR IGNORE t
        if words[keyword].isKeyword("UPDATE"), words[name].isKeyword("OR"), name + 2 < index { name += 2 }
        return words[name].identifier
    }

    /// The column of the statement's table that `NEW.key`/`OLD.key` at `index` is compared with.
    func comparedColumn(at index: Int, in schema: DatabaseSchema) -> (Table, String)? {
        guard let column = comparedName(at: index), let name = table(before: index), let child = schema.table(name) else { return nil }
        return (child, column)
    }

    /// The column an `INSERT INTO t [(columns)] SELECT …`/`VALUES (…)` puts `NEW.key`/`OLD.key` at
    /// `index` into, when the key is a whole expression of the list: by the column list, or by the
    /// table's column order without one.
    func insertedColumn(at index: Int, in schema: DatabaseSchema) -> (Table, String)? {
        guard let into = words[range.lowerBound..<index].firstIndex(where: { $0.isKeyword("INTO") }),
              into + 1 < index, let name = words[into + 1].identifier, let child = schema.table(name)
        else { return nil }
        var cursor = into + 2
        var columns: [String]? = nil
        if cursor < index, words[cursor].text == "(" {
            var list: [String] = []
            cursor += 1
            while cursor < index, words[cursor].text != ")" {
                if words[cursor].text != ",", let column = words[cursor].identifier { list.append(column) }
                cursor += 1
            }
            columns = list
            cursor += 1
        }
        // The list the key is in: after SELECT, or after VALUES (.
        guard cursor < index else { return nil }
        var listStart: Int
        if words[cursor].isKeyword("SELECT") {
            listStart = cursor + 1
            if listStart < index, words[listStart].isKeyword("DISTINCT") || words[listStart].isKeyword("ALL") { listStart += 1 }
        } else if words[cursor].isKeyword("VALUES"), cursor + 1 < index, words[cursor + 1].text == "(" {
            listStart = cursor + 2
        } else {
            return nil
        }
        // A whole expression: a comma or the list's start before it, a comma or the list's end after.
        let before = words[index - 1]
        guard index == listStart || before.text == "," else { return nil }
        if index + 3 < range.upperBound {
            let after = words[index + 3]
            guard after.text == "," || after.text == ")" || after.isKeyword("FROM") || after.isKeyword("WHERE") else { return nil }
        }
        var depth = 0, position = 0
        for word in words[listStart..<index] {
            if word.text == "(" { depth += 1 } else if word.text == ")" { depth -= 1 } else if word.text == "," && depth == 0 { position += 1 }
        }
        guard depth == 0 else { return nil }
        let names = columns ?? child.columns.map(\.name)
        return position < names.count ? (child, names[position]) : nil
    }
}
