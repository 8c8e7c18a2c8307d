import ArgumentParser
import Foundation
import MigrationKit
import MigrationKitGRDB
import MigrationKitSync

/// `--config FILE`: the team's audit configuration (`AuditConfiguration`), by default
/// `.migrationkit.json` in the current directory when there is one.
struct ConfigOptions: ParsableArguments {
    static let defaultFile = ".migrationkit.json"

    @Option(help: ArgumentHelp("The team's configuration: rules turned off or given another severity, findings accepted with a reason, answers about columns that may be references (default: .migrationkit.json in the current directory, if any).", valueName: "file"))
    var config: String?

    /// The configuration, read and checked before any database is opened (a mistake in it is
    /// reported at once, not after a long audit); nil when there is none.
    func load() throws -> AuditConfiguration? {
        let path = config ?? Self.defaultFile
        guard let data = FileManager.default.contents(atPath: path) else {
            if config != nil { throw ValidationError("cannot read the configuration \(path).") }
            return nil
        }
        do {
            return try AuditConfiguration.read(data)
        } catch let error as AuditConfigurationError {
            throw ValidationError("\(path): \(error)")
        } catch {
            throw ValidationError("\(path) is not JSON: \(error.localizedDescription)")
        }
    }

    /// `report` as `configuration` says, with a note on standard error for each accepted
    /// finding that is not found and each answer generate refuses that no finding shows;
    /// `report` itself without a configuration.
    func apply(_ configuration: AuditConfiguration?, to report: AuditReport, refusedAnswers: [ColumnPath: String] = [:], console: Console) -> AuditReport {
        guard let configuration else { return report }
        let (applied, unused, refused) = configuration.apply(to: report, refusedAnswers: refusedAnswers)
        for acceptance in unused {
            console.diagnostic("note: \(config ?? Self.defaultFile) accepts \(acceptance), which the audit does not find; remove it.")
        }
        for (answer, reason) in refused {
            console.diagnostic("note: \(config ?? Self.defaultFile) answers that \(answer), which generate refuses: \(reason); correct it.")
        }
        return applied
    }
}
