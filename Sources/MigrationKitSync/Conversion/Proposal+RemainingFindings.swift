import MigrationKitGRDB

extension Conversion.Proposal {
    /// What the audit will report once the plans are applied: the schema rules on the converted
    /// schema, and the data rules of what the conversion leaves as it is. Orphans in the tables
    /// it rebuilds or references are refused before this, or cleared by `--orphans set-null` or
    /// `delete`, so `orphaned-rows` is reported only when the policy is `refuse`.
    ///
    /// Decided here, not by the command that prints it, so that generate and an app that
    /// proposes a conversion read the same answer.
    package func remainingFindings(options: ConversionOptions) -> [Finding] {
        var after = SyncReadinessAnalyzer().analyze(AuditInput(
            schema: schemaAfter, statistics: .schemaOnly,
            scope: options.scope, keyRepresentations: options.keyRepresentations)).findings
        // A relation an earlier conversion left behind, that this run does not repair: never
        // "ready".
        let repaired = Set(options.references.map { ColumnPath(table: $0.table, column: $0.column) })
        // Keys in another form than the client's are rewritten by the plans.
        let normalized = Set(plans.flatMap(\.normalizedColumns).map { ColumnPath(table: $0.table, column: $0.column) })
        let form = [SyncRule.mixedUUIDFormat.id, SyncRule.keyRepresentation.id]
        // The answers this run keeps, if it converts anything, as the audit will read them.
        var statistics = statistics
        if !plans.isEmpty { statistics.recordedAnswers = statistics.recordedAnswers.adding(options) }
        let dataRules: [SyncRule] = [.invalidRecordName, .mixedUUIDFormat, .keyRepresentation, .staleReference]
            + (options.orphans == .refuse ? [.orphanedRows] : [])
        after += SyncReadinessAnalyzer(rules: dataRules)
            .analyze(AuditInput(schema: schema, statistics: statistics, scope: options.scope, keyRepresentations: options.keyRepresentations)).findings
            .filter { finding in
                let column = ColumnPath(table: finding.table, column: finding.column ?? "")
                return (finding.rule != SyncRule.staleReference.id || !repaired.contains(column))
                    && (!form.contains(finding.rule) || !normalized.contains(column))
            }
        return after
    }
}
