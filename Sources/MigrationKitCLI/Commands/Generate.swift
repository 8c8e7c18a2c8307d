import ArgumentParser
import Foundation
import GRDB
import MigrationKit
import MigrationKitSync

extension MigrationKitCommand {
    struct Generate: DatabaseCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write the migrations that convert integer keys to UUID text, for review.",
            discussion: """
                Plans the table rebuilds that fix what audit marks "fixed by generate": integer \
                primary keys and the foreign keys that reference them become UUID text, tables without \
                a single key get an "id" key. One file per group of tables connected by foreign keys, \
                numbered after the files already in --output. Each is proved on an empty copy of the \
                schema before it is written. Apply them with migrate.

                Refuses, writing nothing, when the conversion would lose or change data (keys the \
                scheme cannot carry, orphaned rows, …): exit 1 with every reason. Exit 0 when files \
                were written or there is nothing to convert; 2 when the database cannot be read or \
                the files cannot be written; 64 usage (a table named in --tables or --exclude does not \
                exist). Only reads the database.
                """)

        @OptionGroup var database: DatabaseOptions

        @Option(help: ArgumentHelp("The directory to write the migrations to (created if missing).", valueName: "dir"))
        var output: String

        @Option(help: "sql: migration files for migrate; swift: Swift sources defining the same steps for an app's runner.")
        var format: FileFormat = .sql

        @Option(help: "deterministic: '00000000-0000-0000-0000-' || printf('%012x', id), reproducible; random: a fresh UUID per row, for data created on several devices.")
        var idScheme: ConversionOptions.IDScheme = .deterministic

        @Option(help: "function: DEFAULT (uuid()), which every connection must register; portable: plain SQL, so any SQLite client can insert.")
        var uuidDefault: ConversionOptions.UUIDDefault = .function

        @Flag(help: "Turn the UNIQUE constraints and unique indexes of every table in scope into plain indexes (SQLiteData's SyncEngine refuses them); old composite keys get a plain index instead of a unique one.")
        var dropUnique = false

        @OptionGroup var selection: ScopeOptions

        @OptionGroup var collations: CollationOptions

        enum FileFormat: String, ExpressibleByArgument, CaseIterable { case sql, swift }

        func run(host: MigrationCLIHost, console: Console) throws -> ExitStatus {
            let options = ConversionOptions(idScheme: idScheme, uuidDefault: uuidDefault, dropUnique: dropUnique, scope: selection.scope)
            let (plans, remaining): ([ConversionPlan], AuditReport)
            do {
                (plans, remaining) = try selection.read(database, collations: collations, host: host, console: console) { db, schema in
                    let statistics = try DataStatistics.gather(db, schema: schema, scope: options.scope)
                    let proposal = try Conversion.propose(for: db, schema: schema, statistics: statistics, options: options)
                    // What the audit will report afterwards: the schema rules on the converted
                    // schema; the data rules of what the conversion leaves as it is (orphans in
                    // tables it rebuilds or references are refused above).
                    var after = SyncReadinessAnalyzer().analyze(AuditInput(
                        schema: proposal.schemaAfter, statistics: .none,
                        scope: options.scope)).findings
                    after += SyncReadinessAnalyzer(rules: [.invalidRecordName, .mixedUUIDFormat, .orphanedRows])
                        .analyze(AuditInput(schema: schema, statistics: statistics, scope: options.scope)).findings
                    return (proposal.plans, AuditReport(findings: after))
                }
            } catch MigrationKitError.conversionRefused(let reasons) {
                console.error("\(database.path): \(MigrationKitError.conversionRefused(reasons: reasons))")
                return .failed
            }

            // What the conversion leaves for the app developer to fix by hand.
            let manual = remaining.findings.filter { $0.severity == .error }
            guard !plans.isEmpty else {
                console.print(manual.isEmpty
                    ? "\(database.path): nothing to convert; the database is already sync-ready."
                    : "\(database.path): nothing to convert; audit still reports \(manual.count) error\(manual.count == 1 ? "" : "s") the conversion does not fix.")
                return .success
            }

            let written = try write(plans)
            for (path, plan) in written {
                console.print("wrote \(path) (\(plan.tables.count) table\(plan.tables.count == 1 ? "" : "s"): \(plan.tables.map { quoteIdentifier($0.table) }.joined(separator: ", ")))")
            }
            if !manual.isEmpty {
                console.print("after the conversion, audit will still report \(manual.count) error\(manual.count == 1 ? "" : "s") to fix by hand:")
                for finding in manual {
                    console.print("  [\(finding.rule)] \(finding.location): \(finding.message)")
                }
            }
            let standIns = collations.names
            let apply = switch format {
            case .swift: "review, then register the steps in your app's migrations"
            case .sql where !standIns.isEmpty:
                // migrate refuses the database: no stand-in may order the indexes it rebuilds.
                """
                review, then apply from the app, whose connections register \(standIns.count == 1 ? "collation" : "collations") \
                \(standIns.map { quoteIdentifier($0) }.joined(separator: ", ")): migrationkit migrate cannot stand in for \
                \(standIns.count == 1 ? "it" : "them").
                """
            case .sql: "review, then apply: migrationkit migrate --db-path \(database.path) --migrations \(output)"
            }
            console.print(apply)
            return .success
        }

        /// Writes one file per plan, numbered after the migrations already in the directory.
        /// Checks everything before writing anything; never overwrites.
        private func write(_ plans: [ConversionPlan]) throws -> [(String, ConversionPlan)] {
            let fileManager = FileManager.default
            var isDirectory: ObjCBool = false
            if !fileManager.fileExists(atPath: output, isDirectory: &isDirectory) {
                do {
                    try fileManager.createDirectory(atPath: output, withIntermediateDirectories: false)
                } catch {
                    throw MigrationKitError.cannotWriteFile(path: output, reason: "cannot create the directory: \(error.localizedDescription)")
                }
            } else if !isDirectory.boolValue {
                throw MigrationKitError.cannotWriteFile(path: output, reason: "it is a file, not a directory")
            }
            let existing = (try? fileManager.contentsOfDirectory(atPath: output)) ?? []
            let numbers = existing.compactMap { name -> (value: Int, width: Int)? in
                let digits = name.prefix { $0.isASCII && $0.isNumber }
                return digits.isEmpty ? nil : (Int(digits) ?? 0, digits.count)
            }
            var next = (numbers.map(\.value).max() ?? 0) + 1
            let width = max(4, numbers.map(\.width).max() ?? 4)

            var files: [(path: String, text: String, plan: ConversionPlan)] = []
            for plan in plans {
                let number = String(repeating: "0", count: max(0, width - String(next).count)) + String(next)
                let identifier = plan.identifier(number: number)
                let text = format == .sql ? plan.sqlFile(identifier: identifier) : plan.swiftSource(identifier: identifier)
                let path = (output as NSString).appendingPathComponent("\(identifier).\(format.rawValue)")  // as the user wrote it
                guard !fileManager.fileExists(atPath: path) else {
                    throw MigrationKitError.cannotWriteFile(path: path, reason: "it exists; generate never overwrites a migration")
                }
                files.append((path, text, plan))
                next += 1
            }
            for file in files {
                do {
                    try Data(file.text.utf8).write(to: URL(fileURLWithPath: file.path), options: .withoutOverwriting)
                } catch {
                    throw MigrationKitError.cannotWriteFile(path: file.path, reason: error.localizedDescription)
                }
            }
            return files.map { ($0.path, $0.plan) }
        }
    }
}

extension ConversionOptions.IDScheme: ExpressibleByArgument {}
extension ConversionOptions.UUIDDefault: ExpressibleByArgument {}
