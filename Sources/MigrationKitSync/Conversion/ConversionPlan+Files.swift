import Foundation
import MigrationKit
import MigrationKitGRDB

extension ConversionPlan {
    /// The frozen migration file: a header that lists the tables, the reasons and the checks;
    /// the read-only prechecks; the statements. `migrationkit migrate` recognizes it by its
    /// `-- migrationkit:conversion` line.
    package func sqlFile(identifier: String) -> String {
        var lines = [
            "-- migrate:up",
            ConversionFile.conversionDirective,
            "--",
            commentSafe("-- \(identifier): makes \(counted(tables.count, "table"))\(Self.tableListHeading)\(commandLineOptions)):"),
        ]
        for table in tables {
            lines.append(commentSafe("--   \(quoteIdentifier(table.table)): \(table.reasons.joined(separator: "; "))."))
        }
        lines.append("--")
        lines.append("-- Before anything changes, these must hold, or nothing is written:")
        lines += prechecks.map { commentSafe("--   - \($0.name)") }
        lines.append("-- Before commit, these are checked, or everything is rolled back:")
        lines += checks.map { commentSafe("--   - \($0.name)") }
        lines += [
            "--",
            "-- Apply it with `migrationkit migrate`: one transaction, foreign keys off around it, the",
            "-- checks above. It is frozen: review it and commit it; never edit it once it has shipped.",
        ]
        lines += options.uuidDefault == .function ? [
            "-- By hand it needs a connection with uuid() registered (SQLite resolves a DEFAULT's",
            "-- functions on every INSERT): the sqlite3 shell stops at the first copy, changing nothing.",
        ] : [
            "-- By hand only inside one transaction that stops at the first error, with foreign keys",
            "-- off first: sqlite3 -bail DB 'PRAGMA foreign_keys=OFF' 'BEGIN IMMEDIATE' '.read FILE' 'COMMIT'",
        ]
        if statements.contains(where: { NewKeyDefault.appears(in: $0.sql) }) {
            lines += [
                "-- A DEFAULT written 'migrationkit:new-key \"TABLE\" N' is the new key of row N of TABLE,",
                "-- made of the prefix drawn as the file runs: migrate writes it in just before the CREATE",
                "-- TABLE that holds it runs. Nothing does by hand: that table's check of its columns fails.",
            ]
        }
        lines += [
            "-- A file applied by hand is not recorded as applied: migrate would then refuse it (its",
            "-- checks fail on keys that are already text), changing nothing.",
            "--",
            "-- migrate and status compare each statement with its digest below and say which checks",
            "-- an edit leaves uncovered; migrate estimates the free space the file needs from the",
            "-- tables below, on the device's own rows, before anything changes.",
            Self.digestsPlaceholder,
            ConversionFile.estimateDirective + " " + ConversionFile.estimateData(ConversionEstimate.Input(tables, options: options)),
            ConversionFile.prechecksDirective,
        ]
        lines += prechecks.map(\.query)
        lines.append(ConversionFile.applyDirective)
        for (index, statement) in statements.enumerated() {
            if let comment = statement.comment {
                lines.append("")
                lines.append(commentSafe("-- " + comment))
            }
            lines.append(statement.sql)
            // The first statement makes the table the assertions insert into.
            if index == 0, !prechecks.isEmpty {
                lines += byHandPrechecks
            }
        }
        // The digests of the statements as migrate reads them back from this very text.
        let digests = (try? SQLMigrationFiles.read(identifier: identifier, sourceFile: identifier, text: lines.joined(separator: "\n") + "\n", kinds: [.conversion]))
            .flatMap { try? ConversionFile.Sections($0.0) }?.digests ?? []
        if let line = lines.firstIndex(of: Self.digestsPlaceholder) {
            lines[line] = ([ConversionFile.digestsDirective] + digests).joined(separator: " ")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Where the digests line goes, until the statements it digests are written.
    private static let digestsPlaceholder = ConversionFile.digestsDirective + " -"

    /// The prechecks again, as assertions inside the transaction, for a file applied by hand:
    /// a query of the prechecks section that finds a failure prints its name and stops
    /// nothing. `migrate` runs the prechecks at the start of its transaction itself (the
    /// conversion relies on them: foreign keys are checked on the integer keys, before), and
    /// leaves these lines out (``SQLMigrationFiles/FileKind/conversion``).
    private var byHandPrechecks: [String] {
        [ConversionFile.byHandDirective,
         "-- By hand, the checks before any change stop the transaction here when one fails; migrate ran them already and skips to the end of this part."]
            + prechecks.map(\.assertion)
            + [ConversionFile.endByHandDirective]
    }

    /// What ends the header line after which the file lists its tables, one a line
    /// (`--   "table": reasons.`): `ConversionFile` reads them back by it.
    static let tableListHeading = " ready for sync (migrationkit generate "

    /// The options of generate that made this plan, as its command line spells them (the
    /// relations declared for its tables only).
    var commandLineOptions: String {
        var words = ["--id-scheme", options.idScheme.rawValue, "--uuid-default", options.uuidDefault.rawValue]
        if options.dropUnique { words.append("--drop-unique") }
        if options.orphans != .refuse { words += ["--orphans", options.orphans.rawValue] }
        let planned = Set(tables.map { $0.table.sqlFolded })
        for reference in options.references where planned.contains(reference.table.sqlFolded) {
            let column = commandLineName(reference.table, reference.column)
            words += ["--reference", reference.commandLineArgument]
            if let none = reference.none {
                words += [none.becomesNull ? "--reference-none" : "--reference-keep", shellWord(column + "=\(none.value)")]
            }
        }
        return words.joined(separator: " ")
    }

    /// Swift source that defines the same step from the same text, for an app that registers
    /// its migrations in code: its checksum and behaviour are the SQL file's.
    package func swiftSource(identifier: String) -> String {
        let text = sqlFile(identifier: identifier)
        // A raw string whose delimiter occurs nowhere in the text; carriage returns written as
        // escapes, since a multi-line literal would turn them into line feeds.
        var hashes = "#"
        while text.contains("\"\"\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
        let body = text.replacingScalar("\r", with: "\\\(hashes)r")
        let name = "m" + identifier
        return """
            // Generated by `migrationkit generate`: \(commentSafe(tables.map { quoteIdentifier($0.table) }.joined(separator: ", "))).
            // Frozen: review it and commit it; never edit it once it has shipped. The text below is
            // \(identifier).sql, byte for byte: the step's checksum is the file's.
            import GRDB
            import MigrationKit
            import MigrationKitGRDB
            import MigrationKitSync

            extension MigrationStep where Database == GRDB.Database {
                /// \(identifier): converts keys to UUID text for sync.
                static func \(name)() throws -> MigrationStep<GRDB.Database> {
                    try SQLMigrationFiles.step(identifier: "\(identifier)", sourceFile: #fileID, text: \(hashes)\"\"\"

            """ + body + "\n\"\"\"\(hashes), kinds: [.conversion])\n    }\n}\n"
    }

    /// A migration identifier: `<number>_convert_<first table>[_and_<n>_more]` (`_repair_` for a
    /// repair, ``isRepair``), made only of
    /// ASCII letters, digits and underscores whatever the table names (a table may be named
    /// `../../x`), so that it is a safe file name.
    package func identifier(number: String) -> String {
        let first = tables.first.map { safeName($0.table) } ?? "tables"
        let more = tables.count > 1 ? "_and_\(tables.count - 1)_more" : ""
        return "\(number)_\(isRepair ? "repair" : "convert")_\(first)\(more)"
    }
}

/// `name` reduced to ASCII letters, digits and underscores, at most 40 of them.
func safeName(_ name: String) -> String {
    var result = ""
    for scalar in name.unicodeScalars {
        let isSafe = (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || (scalar >= "0" && scalar <= "9")
        if isSafe {
            result.unicodeScalars.append(scalar)
        } else if !result.hasSuffix("_") {
            result += "_"
        }
    }
    let trimmed = String(result.trimmingCharacters(in: CharacterSet(charactersIn: "_")).prefix(40))
    return trimmed.isEmpty ? "table" : trimmed
}

/// A comment line with its line breaks written out: nothing in it can end the comment. Scalar by
/// scalar: SQLite ends a `--` comment at a line feed whatever follows it. Every scalar Swift
/// counts as a line break is written out, so the comment stays one line for any reader.
func commentSafe(_ line: String) -> String {
    let breaks: Set<UInt32> = [0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029]
    var result = ""
    for scalar in line.unicodeScalars {
        if breaks.contains(scalar.value) {
            result += "\\u{\(String(scalar.value, radix: 16))}"
        } else {
            result.unicodeScalars.append(scalar)
        }
    }
    return result
}
