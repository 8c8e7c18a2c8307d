import ArgumentParser
import Foundation
import MigrationKit
import MigrationKitGRDB
import MigrationKitSync

/// `audit --baseline FILE` and `--write-baseline FILE`: accept today's findings, then fail only
/// on new ones.
struct BaselineOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Count only findings this baseline (written by --write-baseline) does not list.", valueName: "file"))
    var baseline: String?

    @Option(help: ArgumentHelp("Record every finding in this file as accepted (replacing it), and exit 0.", valueName: "file"))
    var writeBaseline: String?

    func validate() throws {
        if baseline != nil && writeBaseline != nil {
            throw ValidationError("choose one of --baseline FILE (compare with it) and --write-baseline FILE (record it).")
        }
    }

    /// Writes the baseline of `report` when asked, saying so; true when it did.
    func record(_ report: AuditReport, database: String, console: Console) throws -> Bool {
        guard let path = writeBaseline else { return false }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(AuditBaseline(report)) + Data("\n".utf8)
        do {
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw ValidationError("cannot write the baseline \(path): \(error.localizedDescription)")
        }
        let count = AuditBaseline(report).findings.count
        console.print("\(database): \(counted(count, "finding")) recorded in \(path); audit --baseline \(shellWord(path)) now counts only new ones.")
        return true
    }

    /// The baseline to compare with, read and checked before any database is opened; nil
    /// without --baseline.
    func load() throws -> AuditBaseline? {
        guard let path = baseline else { return nil }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ValidationError("cannot read the baseline \(path); write one with --write-baseline \(shellWord(path)).")
        }
        do {
            return try AuditBaseline.read(data)
        } catch let error as AuditConfigurationError {
            throw ValidationError("\(path) is not a baseline that --write-baseline wrote: \(error)")
        } catch {
            throw ValidationError("\(path) is not a baseline that --write-baseline wrote: \(error.localizedDescription)")
        }
    }

    /// `report` without what `accepted` lists, with notes on standard error for what it
    /// accepted and what it lists that is gone; `report` itself without a baseline.
    func filter(_ report: AuditReport, with accepted: AuditBaseline?, console: Console) -> AuditReport {
        guard let accepted, let path = baseline else { return report }
        let (new, count, gone) = accepted.filter(report)
        if count > 0 {
            console.diagnostic("note: \(counted(count, "finding")) accepted by the baseline \(path) \(count == 1 ? "is" : "are") not counted.")
        }
        if !gone.isEmpty {
            console.diagnostic("note: the baseline \(path) accepts \(counted(gone.count, "finding")) no longer found: \(gone.map(\.description).joined(separator: ", ")); record it again with --write-baseline \(shellWord(path)).")
        }
        return new
    }
}
