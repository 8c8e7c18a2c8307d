import GRDB
import MigrationKit

extension GRDBMigrationRunner {
    // MARK: - Rolling back

    /// Rolls back the latest applied step, then verifies. Returns its identifier.
    @discardableResult
    public func rollbackLastMigration(in writer: some DatabaseWriter) throws -> String {
        try rollbackMigrations(in: writer, steps: 1)[0]
    }

    /// Rolls back `identifier`, which must be the latest applied step, then verifies.
    public func rollbackMigration(_ identifier: String, in writer: some DatabaseWriter) throws {
        try writer.barrierWriteWithoutTransaction { db in
            let applied = try appliedSteps(db)
            guard let latest = applied.last, latest.identifier == identifier else {
                throw MigrationKitError.rollbackMustTargetLatestApplied(
                    latestApplied: applied.last?.identifier, requested: identifier)
            }
            try rollBack([latest], db)
        }
    }

    /// Rolls back the `count` latest applied steps, latest first, then verifies. Returns their
    /// identifiers in the order they were rolled back.
    ///
    /// Everything is checked before the first rollback runs: that enough steps are applied,
    /// that no migration unknown to this runner was applied after them, that each has a
    /// rollback and was not modified since it was applied, and the database's integrity. Each step then
    /// rolls back in its own transaction, exactly as a migration applies: foreign keys off
    /// around it (a rollback that rebuilds a parent table must not cascade-delete its
    /// children), the rollback and the bookkeeping change together, and
    /// `PRAGMA foreign_key_check` before commit.
    @discardableResult
    public func rollbackMigrations(in writer: some DatabaseWriter, steps count: Int) throws -> [String] {
        guard count >= 0 else {
            throw MigrationKitError.rollbackStepCountMustBeNonNegative(count)
        }
        return try writer.barrierWriteWithoutTransaction { db in
            let applied = try appliedSteps(db)
            guard count <= applied.count else {
                throw MigrationKitError.notEnoughAppliedMigrations(requested: count, applied: applied.map(\.identifier))
            }
            let steps = Array(applied.suffix(count).reversed())
            try rollBack(steps, db)
            return steps.map(\.identifier)
        }
    }

    /// The registered steps recorded as applied, in the order they were applied.
    private func appliedSteps(_ db: Database) throws -> [MigrationStep<Database>] {
        let records = try MigrationRecords.read(db)
        let steps = Dictionary(registry.steps.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
        return records.appliedInOrder.compactMap { steps[$0] }
    }

    private func rollBack(_ steps: [MigrationStep<Database>], _ db: Database) throws {
        guard !steps.isEmpty else { return }
        let records = try MigrationRecords.read(db)
        // A migration the database records but this runner does not know (a newer app version
        // applied it) may depend on the step: undoing the step beneath it could break it.
        // Newer means applied after it (an app's own steps share grdb_migrations), whatever the
        // identifiers' order.
        let known = Set(registry.identifiers)
        for step in steps {
            let position = records.applicationIndex(of: step.identifier) ?? 0
            if let newer = records.appliedInOrder[(position + 1)...].last(where: { !known.contains($0) }) {
                throw MigrationKitError.rollbackMustTargetLatestApplied(latestApplied: newer, requested: step.identifier)
            }
            // A modified step's rollback is the new definition's, not the one that was applied.
            if records.isModified(step) {
                throw MigrationKitError.appliedMigrationModified(identifier: step.identifier, sourceFile: step.sourceFile)
            }
            guard step.rollback != nil else {
                throw MigrationKitError.rollbackNotDefined(step.identifier)
            }
        }
        try checkIntegrityBeforeChanges(db)

        // SQLite, "Making Other Kinds Of Table Schema Changes"
        // (https://www.sqlite.org/lang_altertable.html#otheralter):
        // > 1. If foreign key constraints are enabled, disable them using PRAGMA foreign_keys=OFF.
        // > 2. Start a transaction. […]
        // > 10. If foreign key constraints were originally enabled then run
        // >     PRAGMA foreign_key_check […]
        // > 11. Commit the transaction started in step 2.
        // > 12. If foreign keys constraints were originally enabled, reenable them now.
        // The check runs whatever the original setting: a rollback must leave no violation.
        try withSettings(["foreign_keys": "OFF"], in: db) {
            try undoEach(steps, db)
        }
        do {
            try runPostMigrationChecks(db, foreignKeysChecked: true)  // checked before each commit
        } catch {
            throw MigrationKitError.verificationFailed(after: steps.map(\.identifier), direction: .rollback, reason: concise(error))
        }
    }

    /// Undoes `steps`, in order, each in its own transaction with its foreign key check.
    private func undoEach(_ steps: [MigrationStep<Database>], _ db: Database) throws {
        for step in steps {
            do {
                try db.inTransaction(.immediate) {
                    try step.rollback?(db)
                    try MigrationRecords.forget(step.identifier, db)
                    try verifier.verifyForeignKeys(db)
                    return .commit
                }
            } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY {
                throw error
            } catch {
                throw MigrationKitError.stepFailed(
                    identifier: step.identifier, direction: .rollback, reason: concise(error), statement: failedStatement(of: error))
            }
        }
    }
}
