// libFuzzer target: CreateTableStatement(_:), its column-definition parser, and
// CreateTableRewriter, with SQLite as the oracle.
//
// Invariants: the parser never crashes and its ranges lie inside the statement. When the input
// is CREATE statements only and SQLite accepts them, every table the conversion planner would
// rebuild (with and without --drop-unique) is rewritten as the planner does it, and the rewrite
// either refuses with a MigrationKitError or is SQL that SQLite accepts.
import GRDB
import MigrationKit
import MigrationKitGRDB
@testable import MigrationKitSync

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCreateTable(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = fuzzText(data, size)
    if let statement = CreateTableStatement(text) {
        let tokens = statement.tokens
        check(statement.openParenthesis < statement.closeParenthesis && statement.closeParenthesis < tokens.count, "parentheses out of order")
        for column in statement.columns {
            check(column.range.lowerBound > statement.openParenthesis && column.range.upperBound <= statement.closeParenthesis, "column \(column.name) outside the parentheses")
            if let parts = statement.parts(of: column) {
                check(column.range.contains(parts.name), "the name of \(column.name) outside its definition")
                for constraint in parts.constraints {
                    check(constraint.range.lowerBound >= column.range.lowerBound && constraint.range.upperBound <= column.range.upperBound, "a constraint of \(column.name) outside its definition")
                }
            }
            _ = statement.hasNotNullOnConflictReplace(column.name)
        }
        _ = statement.hasAutoincrement
    }
    if text.utf8.count <= 4096, onlyCreateStatements(text) {
        rewriteEveryTable(text)
    }
    return 0
}

/// Whether every statement starts with CREATE: the oracle runs the input in SQLite, which must
/// not ATTACH or VACUUM INTO files.
private func onlyCreateStatements(_ text: String) -> Bool {
    var atStart = true
    var sawStatement = false
    for token in SQLTokenizer.tokenize(text) where !token.isTrivia {
        if atStart {
            guard token.isKeyword("CREATE") else { return false }
            sawStatement = true
        }
        atStart = token.kind == .punctuation && token.text == ";"
    }
    return sawStatement
}

private func rewriteEveryTable(_ text: String) {
    guard let queue = try? DatabaseQueue() else { return }
    queue.writeWithoutTransaction { db in
        do { try db.execute(sql: text) } catch { return }  // SQLite refuses it: nothing to compare with
        guard let schema = try? SchemaIntrospector.read(db) else { return }
        for dropUnique in [false, true] {
            var options = ConversionOptions()
            options.dropUnique = dropUnique
            options.uuidDefault = .portable
            let changes = ConversionPlanner(options: options).changes(in: schema)
            var names = NameAllocator(taken: schema.objectNames)
            for change in changes.values.sorted(by: { $0.table.name < $1.table.name }) where change.rebuilds {
                // Refused by the planner before any rewrite.
                if change.addsKey && change.table.column("id") != nil { continue }
                let temporary = names.name("fuzz_new")
                let rewriter = CreateTableRewriter(
                    table: change.table, temporaryName: temporary, convertedKey: change.convertedKey?.name, addsKey: change.addsKey,
                    convertedColumns: Set(change.convertedForeignKeys.map { $0.columns[0].lowercased() }),
                    noneValues: [:], options: options)
                let rewrite: CreateTableRewriter.Result
                do {
                    rewrite = try rewriter.rewrite(names: &names)
                } catch is MigrationKitError {
                    continue
                } catch {
                    fatalError("invariant violated: an error that is no MigrationKitError: \(error)")
                }
                do {
                    try db.execute(sql: rewrite.sql)
                    try db.execute(sql: "DROP TABLE \(quoteIdentifier(temporary))")
                } catch {
                    fatalError("invariant violated: SQLite refuses the rewrite of\n\(change.table.sql)\nas\n\(rewrite.sql)\n\(error)")
                }
            }
        }
    }
}
