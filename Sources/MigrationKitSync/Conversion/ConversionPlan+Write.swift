import Foundation
import MigrationKit
import MigrationKitGRDB

extension ConversionPlan {
    /// How ``write(_:to:format:)`` writes a plan: a `.sql` migration file, or Swift source
    /// that defines the same step from the same text.
    package enum FileFormat: String, Sendable, CaseIterable {
        case sql, swift
    }

    /// Writes one file per plan into `output` (created if missing), numbered after the
    /// migrations already there, and returns each file's path with its plan.
    ///
    /// Checks everything before writing anything, and never overwrites: a new file that would
    /// sort before an existing migration, or whose name is taken, is an error and nothing is
    /// written. Each file is written whole under a temporary name, flushed, then named; a
    /// failure (a full disk) removes what this call wrote, so the directory is as it was.
    package static func write(_ plans: [ConversionPlan], to output: String, format: FileFormat) throws -> [(path: String, plan: ConversionPlan)] {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        let created = !fileManager.fileExists(atPath: output, isDirectory: &isDirectory)
        if created {
            let parent = FilesWrittenWhole.parentDirectory(of: output)
            if !parent.isEmpty, !fileManager.fileExists(atPath: parent) {
                throw MigrationFileError.cannotWriteFile(path: output, reason: "the directory \(parent) does not exist; create it first (mkdir -p \(parent))")
            }
            do {
                try fileManager.createDirectory(atPath: output, withIntermediateDirectories: false)
            } catch {
                throw MigrationFileError.cannotWriteFile(path: output, reason: "cannot create the directory: \(error.localizedDescription)")
            }
        } else if !isDirectory.boolValue {
            throw MigrationFileError.cannotWriteFile(path: output, reason: "it is a file, not a directory")
        }
        let existing = ((try? fileManager.contentsOfDirectory(atPath: output)) ?? []).filter { !$0.hasPrefix(".") }
        let numbers = MigrationNumbering.next(count: plans.count, after: existing)
        let identifiers = zip(plans, numbers).map { plan, number in plan.identifier(number: number) }
        // The new steps must run after every migration already there, whose identifiers are
        // the names of its files of the same kind without their extension.
        let suffix = ".\(format.rawValue)"
        let existingIdentifiers = existing.filter { $0.hasSuffix(suffix) }.map { String($0.dropLast(suffix.count)) }
        if let (before, after) = MigrationNumbering.firstOutOfOrder(existing: existingIdentifiers, new: identifiers) {
            throw MigrationFileError.cannotWriteFile(
                path: output,
                reason: "the new migration \(quoteIdentifier(after)) would sort before \(quoteIdentifier(before)), so it would not run last; give the existing files numbers of \(numbers[0].count) digits or more, keeping their order, then generate again")
        }

        var files: [(path: String, text: String, plan: ConversionPlan)] = []
        for (plan, identifier) in zip(plans, identifiers) {
            let text = format == .sql ? plan.sqlFile(identifier: identifier) : plan.swiftSource(identifier: identifier)
            let path = (output as NSString).appendingPathComponent("\(identifier).\(format.rawValue)")  // as the user wrote it
            guard !fileManager.fileExists(atPath: path) else {
                throw MigrationFileError.cannotWriteFile(path: path, reason: "it exists; generate never overwrites a migration")
            }
            files.append((path, text, plan))
        }
        // Each file is written whole under a temporary name, flushed, then named; a failure
        // (a full disk) removes what this run wrote, so the directory is as it was: no
        // truncated file under a migration's name for the next generate to number after and
        // for migrate to fail on.
        var temporaries: [String] = [], published: [String] = []
        do {
            for file in files {
                let temporary = FilesWrittenWhole.temporaryPath(for: file.path)
                temporaries.append(temporary)
                do {
                    try FilesWrittenWhole.writeNew(Array(file.text.utf8), to: temporary)
                } catch MigrationFileError.cannotWriteFile(_, let reason) {
                    throw MigrationFileError.cannotWriteFile(
                        path: file.path,
                        reason: "\(reason); nothing was written to \(output)")
                }
            }
            for (file, temporary) in zip(files, temporaries) {
                try FilesWrittenWhole.publish(
                    temporary, as: file.path,
                    exists: .cannotWriteFile(path: file.path, reason: "it exists; generate never overwrites a migration"))
                published.append(file.path)
            }
        } catch {
            for path in temporaries + published { unlink(path) }
            if created { rmdir(output) }
            FilesWrittenWhole.flushDirectory(created ? FilesWrittenWhole.parentDirectory(of: output) : output)
            throw error
        }
        return files.map { ($0.path, $0.plan) }
    }
}
