import ArgumentParser
import GRDB
import MigrationKit
import MigrationKitGRDB

/// `--collation NAME[=nocase|binary]`, for audit and generate: a stand-in for a collation the app
/// registers on its own connections, without which SQLite refuses to read a schema that names it.
///
/// Only these two commands take it, because they only read. `migrate` and `rollback` build
/// indexes, which a stand-in would order differently from the app's collation: they refuse such
/// a database instead (`DatabaseOpeningError/collationUnavailable(path:name:)`).
struct CollationOptions: ParsableArguments {
    @Option(
        name: .customLong("collation"),
        help: ArgumentHelp(
            "A collation the app registers on its own connections, read through a stand-in that compares as SQLite's NOCASE (the default) or BINARY (repeatable).",
            valueName: "name[=nocase|binary]"))
    var values: [String] = []

    func validate() throws {
        _ = try standIns()
    }

    /// The collation names given, as written.
    var names: [String] {
        ((try? standIns()) ?? []).map(\.name)
    }

    private func standIns() throws -> [(name: String, comparison: StandInComparison)] {
        var seen: Set<String> = []
        return try values.map { value in
            var name = value
            var comparison = StandInComparison.nocase
            if let equals = value.lastIndex(of: "=") {
                name = String(value[..<equals])
                guard let given = StandInComparison(rawValue: String(value[value.index(after: equals)...]).sqlFolded) else {
                    throw ValidationError("--collation takes NAME, NAME=nocase or NAME=binary, e.g. unicase=nocase (got \"\(value)\").")
                }
                comparison = given
            }
            guard !name.isEmpty else {
                throw ValidationError("--collation takes NAME, NAME=nocase or NAME=binary, e.g. unicase=nocase (got \"\(value)\").")
            }
            guard !["binary", "nocase", "rtrim"].contains(name.sqlFolded) else {
                throw ValidationError("--collation \(quoteIdentifier(name)): SQLite has this collation built in; only a collation an app registers needs a stand-in.")
            }
            guard seen.insert(name.sqlFolded).inserted else {
                throw ValidationError("--collation \(quoteIdentifier(name)) is given twice.")
            }
            return (name, comparison)
        }
    }

    /// Registers the stand-ins on the connection of `db`, each stated on standard error, then
    /// refuses a schema that still names a collation the connection lacks: with the option to
    /// pass, rather than SQLite's "no such collation sequence" from whichever statement meets it
    /// first.
    func standIn(on db: Database, path: String, console: Console) throws {
        let needed = try db.unregisteredCollations()
        func isNeeded(_ name: String) -> Bool { needed.contains { $0.sqlFolded == name.sqlFolded } }
        for (name, comparison) in try standIns() {
            guard isNeeded(name) else {
                guard db.hasCollation(name) else {
                    let needs = needed.isEmpty ? "it needs none" : "the ones it needs: \(needed.map { quoteIdentifier($0) }.joined(separator: ", "))"
                    throw ValidationError("--collation \(quoteIdentifier(name)): the schema names no such collation; \(needs).")
                }
                // An app's own binary, whose connection has the app's collation.
                console.diagnostic("note: collation \(quoteIdentifier(name)) is registered on this connection already; --collation \(name) is not used.")
                continue
            }
            try db.registerStandInCollation(named: name, comparing: comparison)
            console.diagnostic("note: collation \(quoteIdentifier(name)) stands in as \(comparison.rawValue.uppercased()).")
        }
        let missing = try db.unregisteredCollations()
        guard missing.isEmpty else {
            throw DatabaseOpeningError.collationsNeedStandIn(path: path, names: missing)
        }
    }
}
