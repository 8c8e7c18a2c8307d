import ArgumentParser
import Foundation
import GRDB
import MigrationKit
import MigrationKitGRDB
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
                exist, a --reference names no such column). Only reads the database.

                A column that holds another table's keys without declaring a foreign key (audit's \
                undeclared-reference: a trigger checks it, its name names the table, or its values are \
                that table's keys beyond chance) is a refusal until it is declared with --reference, \
                which converts it with its parent, or dismissed with --not-reference.
                """)

        @OptionGroup var database: DatabaseOptions

        @Option(help: ArgumentHelp("The directory to write the migrations to (created if missing; its parent must exist).", valueName: "dir"))
        var output: String

        @Option(help: "sql: migration files for migrate; swift: Swift sources defining the same steps for an app's runner.")
        var format: ConversionPlan.FileFormat = .sql

        @Option(help: "salted: prefix || printf('%012x', id), with a random prefix per table drawn on each device as the conversion runs, so two devices' rows never share a key; deterministic: '00000000-0000-0000-0000-' || printf('%012x', id), the same keys on every device (data from one device only); random: a fresh UUID per row, old ids not kept.")
        var idScheme: ConversionOptions.IDScheme = .salted

        @Option(help: "function: DEFAULT (uuid()), which every connection must register; portable: plain SQL, so any SQLite client can insert.")
        var uuidDefault: ConversionOptions.UUIDDefault = .function

        @Option(help: "What the conversion does, on every device that applies it, with a row whose reference names no row of its parent: refuse (nothing is written); set-null (the reference becomes NULL; refused for a NOT NULL reference); delete (the row goes, and the rows that referenced it, as ON DELETE CASCADE would).")
        var orphans: ConversionOptions.OrphanPolicy = .refuse

        @Flag(help: "Turn the UNIQUE constraints and unique indexes of every table in scope into plain indexes (SQLiteData's SyncEngine refuses them); old composite keys get a plain index instead of a unique one.")
        var dropUnique = false

        @OptionGroup var selection: ScopeOptions

        @OptionGroup var collations: CollationOptions

        @OptionGroup(title: "Relations the schema does not declare") var relations: ReferenceOptions

        @OptionGroup var configuration: ConfigOptions

        @OptionGroup var coreData: CoreDataModelOptions

        /// What each scheme means for the keys, in one line: the risk of `deterministic` in full.
        static func schemeLine(_ scheme: ConversionOptions.IDScheme) -> String {
            switch scheme {
            case .salted: "keys: salted, a prefix per table drawn on each device as it converts, then the old id in hex (ConvertedKeys finds a record by its old id)"
            case .deterministic: "keys: deterministic, the same on every device: rows that two devices created with the same id before sync become one record (use salted unless the data comes from one device)"
            case .random: "keys: random, a fresh UUID per row; the old ids are not kept"
            }
        }

        func run(host: MigrationCLIHost, console: Console) throws -> ExitStatus {
            let settings = try configuration.load()
            var options = ConversionOptions(
                idScheme: idScheme, uuidDefault: uuidDefault, dropUnique: dropUnique, scope: selection.scope,
                references: try relations.declarations(), notReferences: try relations.columns(), orphans: orphans)
            options.polymorphicReferences = try relations.polymorphicReferences()
            // The team's configuration for what no flag says, as an app's
            // ConversionOptions(configuration:) reads it.
            if let settings { options.adopt(settings) }
            options.optionNames = .commandLine
            let model = try coreData.load()
            let (plans, remaining, estimate): ([ConversionPlan], AuditReport, ConversionEstimate)
            do {
                (plans, remaining, estimate) = try propose(options, model: model, synced: settings?.syncedTables, host: host, console: console)
            } catch let error as ConversionError where error.isGenerateRefusal {
                console.error(error, about: database.path)
                return .failed
            } catch let error as CoreDataModelError {
                console.error(error, about: database.path)
                return .failed
            } catch let error as ConversionError {
                // A declaration that names nothing: a usage error.
                throw ValidationError("\(error)")
            }
            // What the conversion leaves for the app developer to fix by hand.
            let manual = remaining.findings.filter { $0.severity == .error }
            guard !plans.isEmpty else {
                let stale = manual.filter { $0.rule == SyncRule.staleReference.id }
                if manual.isEmpty {
                    console.print("\(database.path): nothing to convert; the database is already sync-ready.")
                } else if stale.isEmpty {
                    console.print("\(database.path): nothing to convert; audit still reports \(counted(manual.count, "error")) the conversion does not fix:")
                    printFindings(manual, console)
                } else {
                    // A relation an earlier conversion left behind: generate repairs it once told.
                    console.print("\(database.path): nothing to convert, but \(counted(stale.count, "relation")) an earlier conversion left behind (audit: stale-reference); repair with --reference:")
                    printFindings(stale, console)
                    // An answer of none is kept by a conversion; with none to run, it is not.
                    for finding in stale {
                        guard let column = finding.column, options.notReferences.contains(where: { $0.names(finding.table, column) }) else { continue }
                        console.diagnostic("note: \(ColumnPath(table: finding.table, column: column)) is answered as no reference, but with nothing to convert no conversion keeps that answer; if it is right, accept the finding in .migrationkit.json: \"accepted\": [{ \"rule\": \"stale-reference\", \"table\": \(try jsonText(finding.table)), \"column\": \(try jsonText(column)), \"reason\": \"…\" }].")
                    }
                }
                return .success
            }
            for (path, plan) in try ConversionPlan.write(plans, to: output, format: format) {
                // The first tables by name, on a line a terminal shows whole; the file's header
                // names each (a chain of 5,000 tables made a line of 40,000 characters).
                let names = plan.tables.prefix(Self.tablesNamed).map { quoteIdentifier($0.table).visiblyEscaped() }
                let more = plan.tables.count > Self.tablesNamed ? ", and \(plan.tables.count - Self.tablesNamed) more (the file's header names each)" : ""
                console.print("wrote \(path) (\(counted(plan.tables.count, "table")): \(names.joined(separator: ", "))\(more))")
            }
            // A repair draws no key: it turns old ids into the keys the conversion gave, keys
            // back into old ids, or keys of one parent into another's.
            if plans.allSatisfy(\.isRepair) {
                console.print(Self.repairLine(plans))
            } else if plans.allSatisfy({ !$0.convertsKeys }) {
                // Only text keys rewritten to the client's form: no key is drawn.
                console.print("keys: none drawn; UUID keys and their references are rewritten in the form the app's client binds (keyRepresentation in .migrationkit.json)")
            } else {
                console.print(Self.schemeLine(idScheme))
            }
            console.print("size: \(counted(estimate.rowsToCopy, "row")) to copy; \(database.path.visiblyEscaped()) is \(megabytes(estimate.fileSize)), about \(megabytes(estimate.expectedFileSize)) after; the conversion needs about \(megabytes(estimate.freeSpaceNeeded)) free")
            printLeftToFix(manual, console)
            console.print(nextStep)
            return .success
        }

        /// The tables the line of each file written names before "and N more".
        static let tablesNamed = 12

        /// What repairs do to keys, in one line: none is drawn.
        static func repairLine(_ plans: [ConversionPlan]) -> String {
            var parts: [String] = []
            if plans.contains(where: \.repairs) { parts.append("turns each old id into the key its row was given at the conversion") }
            if plans.contains(where: \.takesBack) { parts.append("turns each key taken back into the old id it carries") }
            if plans.contains(where: \.repoints) { parts.append("turns each key re-pointed into the key of the same old id in its new parent") }
            return "keys: none drawn; the repair \(parts.joined(separator: ", ")) (the prefixes recorded in \(keyPrefixesTableName))"
        }

        /// What the progress line says while the plans are rehearsed.
        static let rehearsing = "rehearsing the conversion on an empty copy of the schema"

        /// On a terminal, the rehearsal's progress line on standard error; nil elsewhere.
        static func rehearsalLine(_ console: Console) -> (@Sendable (MigrationProgress) -> Void)? {
            guard console.errorsToTerminal else { return nil }
            return { progress in console.progress(progress.line(doing: rehearsing)) }
        }

        /// The plans, and what the audit will report once they are applied.
        private func propose(_ options: ConversionOptions, model: CoreDataModel?, synced: [String]?, host: MigrationCLIHost, console: Console) throws -> ([ConversionPlan], AuditReport, ConversionEstimate) {
            try selection.read(database, collations: collations, host: host, console: console, synced: synced) { db, schema in
                // The model's relations, for the columns no flag and no configuration answers.
                var options = options
                if let model { options.adopt(try model.answers(for: db, schema: schema)) }
                // An answer whose parent keeps its keys changes nothing: said, not refused.
                for reference in options.references where schema.keepsItsKeys(reference.parentTable) {
                    console.diagnostic("note: \(reference) changes nothing: \(quoteIdentifier(reference.parentTable)) is Core Data's bookkeeping, never converted, so \(quoteIdentifier(reference.table)).\(quoteIdentifier(reference.column)) keeps naming its rows as it is.")
                }
                // On a terminal, a line that says the rehearsal runs and how far it has got: on
                // thousands of tables it takes minutes.
                let rehearsing = Self.rehearsalLine(console)
                defer { if rehearsing != nil { console.progress(nil) } }
                let proposal = try Conversion.propose(for: db, schema: schema, options: options, rehearsing: rehearsing)
                // An answer taken back against what the column holds: said, not refused (the
                // person decides; the evidence may be wrong too).
                for carried in proposal.statistics.takenBackReferences + proposal.statistics.repointedReferences {
                    if let contradiction = carried.contradiction { console.diagnostic("warning: \(contradiction.visiblyEscaped())") }
                }
                // Rows of a polymorphic reference of a type no parent is listed for keep their
                // values: said, with the query that lists them, never left silently.
                for unlisted in proposal.statistics.polymorphicUnlisted where !proposal.plans.isEmpty {
                    console.diagnostic("note: \(unlisted.sentence.visiblyEscaped()); \(unlisted.listing.visiblyEscaped()) lists \(unlisted.rows == 1 ? "it" : "them"). If such a type names a table, list it in \"parents\" (or --reference-by).")
                }
                try refusePendingConversions(of: proposal.plans, db)
                let estimate = try Conversion.estimate(proposal.plans, schema: proposal.schema, options: options, db)
                return (proposal.plans, AuditReport(findings: proposal.remainingFindings(options: options)), estimate)
            }
        }

        private func printLeftToFix(_ manual: [Finding], _ console: Console) {
            guard !manual.isEmpty else { return }
            console.print("after the conversion, audit will still report \(counted(manual.count, "error")) to fix by hand:")
            printFindings(manual, console)
        }

        private func printFindings(_ findings: [Finding], _ console: Console) {
            for finding in findings {
                console.print("  [\(finding.rule)] \(finding.location.visiblyEscaped()): \(finding.message.visiblyEscaped())")
            }
        }

        /// What to do with the files written.
        private var nextStep: String {
            let standIns = collations.names
            return switch format {
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
        }

        private func refusePendingConversions(of plans: [ConversionPlan], _ db: Database) throws {
            let planned = Set(plans.flatMap(\.tables).map { $0.table.sqlFolded })
            let applied = try MigrationRecords.read(db).applied
            let pending = ConversionFile.files(in: output).filter { file in
                !applied.contains(file.identifier) && (file.tables.isEmpty || file.tables.contains { planned.contains($0.sqlFolded) })
            }
            guard !pending.isEmpty else { return }
            throw ConversionError.pending(files: pending.map { PendingConversion(path: $0.path, tables: $0.tables) })
        }
    }
}

extension ConversionError {
    /// Errors for which generate refuses (exit 1), as opposed to a declaration on its command
    /// line that names nothing (exit 64).
    fileprivate var isGenerateRefusal: Bool {
        switch self {
        case .refused, .pending, .notEnoughSpace, .checkFailed: return true
        case .invalidReference, .invalidPolymorphicReference, .unknownTables, .noTransaction, .foreignKeysOn, .uuidFunctionMissing: return false
        }
    }
}

extension ConversionOptions.IDScheme: ExpressibleByArgument {}
extension ConversionOptions.OrphanPolicy: ExpressibleByArgument {}
extension ConversionPlan.FileFormat: ExpressibleByArgument {}
extension ConversionOptions.UUIDDefault: ExpressibleByArgument {}
