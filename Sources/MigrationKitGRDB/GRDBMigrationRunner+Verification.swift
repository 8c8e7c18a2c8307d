import GRDB
import MigrationKit

// MARK: - Verifying

extension GRDBMigrationRunner {
    /// One check after a migration or a rollback, by the name a report gives it.
    struct NamedCheck {
        let name: String
        let run: (Database) throws -> Void
    }

    /// The checks after a change, in order: the integrity check, then the host's post-migration
    /// check or the default ones (foreign keys, unless the steps checked them before each commit;
    /// the verifier's required indexes), then `additionalRequiredIndexes`. The one place that
    /// chooses between a host's check and the default: migrate, rollback and the report all
    /// run this list.
    func postMigrationChecks(foreignKeysChecked: Bool = false, additionalRequiredIndexes: [RequiredIndexSpec] = []) -> [NamedCheck] {
        var checks = [integrityCheck]
        if let verifyPostMigration = integration.verifyPostMigration {
            checks.append(NamedCheck(name: "post-migration (host)", run: verifyPostMigration))
        } else if !foreignKeysChecked {
            checks.append(NamedCheck(name: "foreign_key_check", run: verifier.verifyForeignKeys))
        }
        // The host's post-migration check replaces the verifier's required indexes too; the
        // ones asked for explicitly are checked either way.
        let required = (integration.verifyPostMigration == nil ? verifier.requiredIndexes : []) + additionalRequiredIndexes
        for spec in required {
            checks.append(NamedCheck(name: "index \(displayName(spec.index)) on \(displayName(spec.table))") { db in
                try GRDBMigrationVerifier(requiredIndexes: [spec]).verifyRequiredIndexes(db)
            })
        }
        return checks
    }

    /// The host's integrity check, or `quick_check`.
    var integrityCheck: NamedCheck {
        if let verifyIntegrity = integration.verifyIntegrity {
            return NamedCheck(name: "integrity (host)", run: verifyIntegrity)
        }
        return NamedCheck(name: "quick_check", run: verifier.verifyIntegrity)
    }

    /// Runs the host's checks, or the defaults (quick_check; foreign_key_check and required
    /// indexes), and throws the first failure.
    public func runPostMigrationChecks(in reader: some DatabaseReader) throws {
        try reader.read { db in try runPostMigrationChecks(db) }
    }

    /// Runs every check, not stopping at the first failure, and reports each one; for a
    /// `verify` command. `additionalRequiredIndexes` are checked besides the verifier's own.
    public func verificationReport(
        in reader: some DatabaseReader,
        additionalRequiredIndexes: [RequiredIndexSpec] = []
    ) throws -> VerificationReport {
        // Not `read`: it wraps the checks in a transaction whose COMMIT fails with
        // SQLITE_CORRUPT after a damaged page was read, throwing the report away.
        try reader.unsafeRead { db in
            VerificationReport(checks: postMigrationChecks(additionalRequiredIndexes: additionalRequiredIndexes).map { check in
                do {
                    try check.run(db)
                    return .init(name: check.name, failure: nil)
                } catch {
                    return .init(name: check.name, failure: concise(error))
                }
            })
        }
    }

    /// The checks after migrate and rollback, stopping at the first failure.
    func runPostMigrationChecks(_ db: Database, foreignKeysChecked: Bool = false) throws {
        for check in postMigrationChecks(foreignKeysChecked: foreignKeysChecked) {
            try check.run(db)
        }
    }

    /// The integrity check that guards a migrate or rollback: a damaged file is refused before
    /// anything is written to it.
    func checkIntegrityBeforeChanges(_ db: Database) throws {
        do {
            try integrityCheck.run(db)
        } catch VerificationError.quickCheckFailed(let result) {
            throw MigrationKitError.refusedDamagedDatabase(result: result)
        }
    }
}

/// The outcome of every verification check, for reporting.
public struct VerificationReport: Sendable, Equatable {
    public struct Check: Sendable, Equatable {
        /// What was checked, e.g. `quick_check` or `index "i" on "t"`.
        public let name: String
        /// Why it failed, or nil when it passed.
        public let failure: String?

        package init(name: String, failure: String?) {
            self.name = name
            self.failure = failure
        }
    }

    public let checks: [Check]

    package init(checks: [Check]) {
        self.checks = checks
    }

    public var passed: Bool { checks.allSatisfy { $0.failure == nil } }
}
