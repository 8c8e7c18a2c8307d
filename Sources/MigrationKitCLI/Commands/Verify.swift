import ArgumentParser
import MigrationKit
import MigrationKitGRDB

extension MigrationKitCommand {
    struct Verify: DatabaseCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check the database without migrating: quick_check, foreign keys, required indexes.",
            discussion: "Exit 0 when every check passes, 1 when one fails. Only reads.")

        @OptionGroup var database: DatabaseOptions

        @Option(
            name: .customLong("required-index"),
            help: ArgumentHelp("An index that must exist, as TABLE:INDEX (repeatable).", valueName: "table:index"))
        var requiredIndexes: [String] = []

        @Option(help: "Output format: text for people, json for machines, github for workflow annotations, sarif for code scanning.")
        var format: FindingFormat = .text

        func validate() throws {
            _ = try indexSpecs()
        }

        private func indexSpecs() throws -> [RequiredIndexSpec] {
            try requiredIndexes.map { value in
                guard let colon = value.firstIndex(of: ":"),
                      colon != value.startIndex, value.index(after: colon) != value.endIndex
                else {
                    throw ValidationError("--required-index takes TABLE:INDEX, e.g. reminders:reminders_on_listID (got \"\(value)\").")
                }
                return RequiredIndexSpec(table: String(value[..<colon]), index: String(value[value.index(after: colon)...]))
            }
        }

        func run(host: MigrationCLIHost, console: Console) throws -> ExitStatus {
            // An app's runner carries its own checks; SQL-file migrations need none to verify.
            let runner: GRDBMigrationRunner
            switch host.steps {
            case .runner(let hostRunner): runner = hostRunner
            case .sqlFiles: runner = try GRDBMigrationRunner(steps: [])
            }
            let report: VerificationReport
            do {
                let reader = try host.openDatabase(database.connection(.readOnly))
                report = try runner.verificationReport(in: reader, additionalRequiredIndexes: indexSpecs())
            } catch {
                // Damage that stops SQLite before the checks can report it is a failed integrity
                // check, not a failure to run the command.
                let described = describingDatabaseError(error, path: database.path, busyTimeout: database.busyTimeout)
                guard case .databaseCorrupt(_, let detail)? = described as? DatabaseOpeningError else { throw described }
                report = VerificationReport(checks: [.init(name: "quick_check", failure: detail)])
            }
            try print(report, console)
            return report.passed ? .success : .failed
        }

        private func print(_ report: VerificationReport, _ console: Console) throws {
            switch format {
            case .text:
                for check in report.checks {
                    if let failure = check.failure {
                        console.print("FAILED  \(check.name): \(failure)")
                    } else {
                        console.print("ok      \(check.name)")
                    }
                }
                console.print(summary(report))
            case .json:
                struct Output: Encodable {
                    struct Check: Encodable { let check: String; let ok: Bool; let failure: String? }
                    let ok: Bool
                    let checks: [Check]
                }
                console.printVerbatim(try jsonText(Output(
                    ok: report.passed,
                    checks: report.checks.map { .init(check: $0.name, ok: $0.failure == nil, failure: $0.failure) })))
            case .github:
                for check in report.checks {
                    guard let failure = check.failure else { continue }
                    console.printVerbatim(githubAnnotation(.error, file: database.path, title: check.name, message: failure))
                }
                console.print(summary(report))
            case .sarif:
                let failed = report.checks.compactMap { check in
                    check.failure.map { SARIFLog.Entry(rule: Self.rule(of: check).id, severity: .error, message: "\(check.name): \($0)", logical: nil) }
                }
                console.printVerbatim(try jsonText(SARIFLog(entries: failed, path: database.path, rules: Self.rules)))
            }
        }

        private func summary(_ report: VerificationReport) -> String {
            let failed = report.checks.filter { $0.failure != nil }.count
            return failed == 0
                ? "\(database.path): verification passed (\(report.checks.count) checks)."
                : "\(database.path): verification failed (\(failed) of \(report.checks.count) checks)."
        }

        /// The checks as SARIF rules.
        static let rules = [
            RuleDescription(id: "quick-check", code: "PRAGMA quick_check", severity: .error, summary: "The file passes SQLite's quick integrity check.",
                            rationale: "A damaged file loses rows and indexes; restore it from a backup."),
            RuleDescription(id: "foreign-key-check", code: "PRAGMA foreign_key_check", severity: .error, summary: "Every foreign key finds its parent row.",
                            rationale: "An orphaned row points at nothing, and a synced child without its parent is never delivered."),
            RuleDescription(id: "required-index", code: "required index", severity: .error, summary: "A required index exists.",
                            rationale: "The app's queries rely on it."),
            RuleDescription(id: "host-check", code: "host check", severity: .error, summary: "The app's own verification passes.",
                            rationale: "The app registered it with MigrationHostIntegration."),
        ]

        /// The rule a check reports under.
        static func rule(of check: VerificationReport.Check) -> RuleDescription {
            if check.name == "quick_check" { return rules[0] }
            if check.name == "foreign_key_check" { return rules[1] }
            if check.name.hasPrefix("index ") { return rules[2] }
            return rules[3]
        }
    }
}
