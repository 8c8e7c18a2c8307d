import ArgumentParser
import Foundation
import MigrationKit
import MigrationKitSync

/// `--config FILE`: the team's audit configuration (`AuditConfiguration`), by default
/// `.migrationkit.json` in the current directory when there is one.
struct ConfigOptions: ParsableArguments {
    static let defaultFile = ".migrationkit.json"

    @Option(help: ArgumentHelp("The audit configuration: rules turned off or given another severity, findings accepted with a reason (default: .migrationkit.json in the current directory, if any).", valueName: "file"))
    var config: String?

    /// `report` as the configuration says, with a note on standard error for each accepted
    /// finding that is not found; `report` itself without a configuration.
    func apply(to report: AuditReport, console: Console) throws -> AuditReport {
        let path = config ?? Self.defaultFile
        guard let data = FileManager.default.contents(atPath: path) else {
            if config != nil { throw ValidationError("cannot read the configuration \(path).") }
            return report
        }
        let configuration: AuditConfiguration
        do {
            configuration = try AuditConfiguration.read(data)
        } catch let error as AuditConfigurationError {
            throw ValidationError("\(path): \(error)")
        } catch {
            throw ValidationError("\(path) is not JSON: \(error.localizedDescription)")
        }
        let (applied, unused) = configuration.apply(to: report)
        for acceptance in unused {
            console.diagnostic("note: \(path) accepts \(acceptance), which the audit does not find; remove it.")
        }
        return applied
    }
}
