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

        @Option(help: "Output format.")
        var format: OutputFormat = .text

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
                let failed = report.checks.filter { $0.failure != nil }.count
                console.print(failed == 0
                    ? "\(database.path): verification passed (\(report.checks.count) checks)."
                    : "\(database.path): verification failed (\(failed) of \(report.checks.count) checks).")
            case .json:
                struct Output: Encodable {
                    struct Check: Encodable { let check: String; let ok: Bool; let failure: String? }
                    let ok: Bool
                    let checks: [Check]
                }
                console.print(try jsonText(Output(
                    ok: report.passed,
                    checks: report.checks.map { .init(check: $0.name, ok: $0.failure == nil, failure: $0.failure) })))
            }
        }
    }
}
