import Foundation
import GRDB
import GRDBSQLite
import MigrationKit

// How a failure inside a step becomes a message of a line or two. GRDB's `DatabaseError`
// describes itself with the SQL it was executing, and for a statement SQLite could not compile
// that is the rest of the script from there on (`Statement.init`, `statementStart`): kilobytes
// for a long migration file. Messages keep SQLite's code and message and the head of the statement;
// the whole statement travels in the error (`MigrationKitError/failedStatement`).

// MARK: - Messages

/// An error for a message, on one line: SQLite's code and message, and the head of the
/// statement that failed (``statementHead(_:limit:)``), with the fix when SQLite lacks the
/// `uuid()` function. Any other error is its description.
package func concise(_ error: Error) -> String {
    guard let error = error as? DatabaseError else { return "\(error)" }
    var text = sqliteMessage(error)
    if let statement = firstStatement(error.sql) {
        text += " - while executing `\(statementHead(statement))`"
    }
    if lacksUUIDFunction(error) {
        text += ". Register uuid() on every connection: configuration.prepareDatabase { db in try db.registerUUIDFunction() }"
    }
    return text
}

/// The whole SQL statement an error was raised on: a `MigrationKitError`'s
/// `MigrationKitError/failedStatement`, or the statement of a `DatabaseError`.
package func failedStatement(of error: Error) -> String? {
    if let error = error as? MigrationKitError { return error.failedStatement }
    if let error = error as? CheckFailed { return firstStatement(error.error.sql) }
    return (error as? DatabaseError).flatMap { firstStatement($0.sql) }
}

/// A named check that did not hold: a statement asserting it inside a step's transaction, or a
/// query checking it before, failed. The one error for a failed check, whichever path ran it (a
/// plan's values in the app, a frozen file through `migrate`): made in one place,
/// ``recovering(_:from:_:)``, where the statement's check is known, so nothing reads a name back
/// from SQL or an error message. A step reports it through its `failedCheck`
/// (`{ ($0 as? CheckFailed)?.check }`), the runner's precheck by its name and SQLite's message.
package struct CheckFailed: Error, CustomStringConvertible {
    /// The name of the check that does not hold.
    package let check: String
    /// SQLite's error on the statement or query.
    package let error: DatabaseError

    package init(check: String, error: DatabaseError) {
        self.check = check
        self.error = error
    }

    package var description: String { "the check failed: \(check)" }

    /// Runs `body`, the statement or query of check `check` (nil: of none): SQLite's error
    /// with result code `code` is that check failing, and becomes ``CheckFailed``. An assertion
    /// fails with `SQLITE_CONSTRAINT` (a NULL into a NOT NULL column); a query SQLite cannot run
    /// (a table the check expects is missing) with `SQLITE_ERROR`. Any other error is thrown as
    /// it is.
    package static func recovering<T>(_ check: String?, from code: ResultCode, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as DatabaseError where check != nil && error.resultCode == code {
            throw CheckFailed(check: check!, error: error)
        }
    }
}

/// Whether `error` is one that MigrationKit's layers below the caller define
/// (`MigrationKitError`, ``DatabaseOpeningError``, ``VerificationError``, ``MigrationFileError``),
/// whose description already names the file or the step involved: a caller that wraps other
/// errors with its context passes these on as they are.
package func isMigrationKitError(_ error: Error) -> Bool {
    error is MigrationKitError || error is DatabaseOpeningError || error is VerificationError || error is MigrationFileError
}

/// `SQLite error 1: no such table: reminders`.
func sqliteMessage(_ error: DatabaseError) -> String {
    "SQLite error \(error.resultCode.rawValue): \(error.message ?? "")"
}

/// Whether SQLite failed for want of a `uuid()` function: `no such function: uuid` where a
/// statement calls it, `unknown function: uuid()` where a column's DEFAULT does on INSERT.
private func lacksUUIDFunction(_ error: DatabaseError) -> Bool {
    let message = (error.message ?? "").lowercased()
    return message == "no such function: uuid" || message == "unknown function: uuid()"
}

// MARK: - Statements

/// The first complete statement of `sql`, without the comments and blank lines before it and
/// without its `;`, or nil when there is none.
func firstStatement(_ sql: String?) -> String? {
    guard let sql else { return nil }
    for statement in splitStatements(sql) {
        let bytes = Array(statement.utf8)
        guard let start = SQLTokenizer.tokenize(statement).first(where: { !$0.isTrivia })?.range.lowerBound else { continue }
        // Without its `;`, as GRDB reports a statement that failed while it ran.
        var text = String(decoding: bytes[start...], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        if text.hasSuffix(";") { text.removeLast() }
        return text
    }
    return nil
}

/// Clauses where the head of a long statement stops: what follows is its body.
private let clauseKeywords: Set<String> = ["SELECT", "VALUES", "SET", "WHERE", "AS", "BEGIN"]

/// A statement on one line: the whole statement when it fits in `limit` characters; otherwise
/// its head, up to the first parenthesis or clause, and the first table it reads (`FROM "x"`),
/// followed by ` …`. `INSERT INTO "migrationkit_new_1" (rowid, …) SELECT … FROM "reminders" AS …`
/// reads `INSERT INTO "migrationkit_new_1" … FROM "reminders" …`.
func statementHead(_ statement: String, limit: Int = 100) -> String {
    let tokens = SQLTokenizer.tokenize(statement)
    let whole = oneLine(tokens[...])
    guard whole.count > limit else { return whole }

    let significant = tokens.indices.filter { !tokens[$0].isTrivia }
    let stop = significant.dropFirst().first { index in
        let token = tokens[index]
        return token.text == "(" || (token.kind == .word && clauseKeywords.contains(token.text.uppercased()))
    } ?? tokens.endIndex
    var head = oneLine(tokens[..<stop])
    if let from = firstTopLevelSource(tokens, after: stop) {
        head += " … FROM " + from
    }
    if head.count > limit {
        head = String(head.prefix(limit))
    }
    return head + " …"
}

/// The name after the first `FROM` outside parentheses, from `start` on (`"t"` or `main."t"`).
private func firstTopLevelSource(_ tokens: [SQLToken], after start: Int) -> String? {
    var depth = 0
    var index = start
    while index < tokens.endIndex {
        let token = tokens[index]
        if token.text == "(" { depth += 1 }
        if token.text == ")" { depth -= 1 }
        if depth == 0, token.isKeyword("FROM") {
            let name = tokens[(index + 1)...].prefix { $0.isTrivia || $0.kind == .word || $0.kind == .quotedIdentifier || $0.text == "." }
            let words = name.filter { !$0.isTrivia }
            // `FROM "t" AS x`: the name stops before the next bare word unless a `.` joins them.
            var parts: [SQLToken] = []
            for word in words {
                if let last = parts.last, last.text != ".", word.text != "." { break }
                parts.append(word)
            }
            return parts.isEmpty ? nil : parts.map(\.text).joined()
        }
        index += 1
    }
    return nil
}

/// Tokens as one line: whitespace and comments become one space, line breaks inside a literal too.
private func oneLine(_ tokens: ArraySlice<SQLToken>) -> String {
    var text = ""
    var space = false
    for token in tokens {
        if token.isTrivia {
            space = !text.isEmpty
            continue
        }
        if space { text += " " }
        space = false
        text += token.text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).joined(separator: " ")
    }
    return text
}

/// `sql` cut into its statements, in order, each with the comments before it and its `;`, by
/// SQLite's own test of where a statement ends (`sqlite3_complete`: a `;` inside
/// `CREATE TRIGGER … END` does not end it). Trailing comments and blanks are dropped.
package func splitStatements(_ sql: String) -> [String] {
    let tokens = SQLTokenizer.tokenize(sql)
    let bytes = Array(sql.utf8)
    var statements: [String] = []
    var start = 0
    var significant = false
    for token in tokens {
        if !token.isTrivia { significant = true }
        guard token.kind == .punctuation, token.text == ";" else { continue }
        let candidate = String(decoding: bytes[start..<token.range.upperBound], as: UTF8.self)
        if sqlite3_complete(candidate) != 0 {
            statements.append(candidate)
            start = token.range.upperBound
            significant = false
        }
    }
    if significant { statements.append(String(decoding: bytes[start...], as: UTF8.self)) }
    return statements
}
