// MigrationKitSync makes a database ready for CloudKit-style sync:
//
//   Schema/   SchemaIntrospector reads a database into a DatabaseSchema value; DataStatistics
//             counts what the key columns hold; SQLTokenizer and CreateTableStatement read the
//             SQL that no pragma reports.
//   Audit/    SyncReadinessAnalyzer runs the SyncRule values (one file each in Audit/Rules/)
//             over them and returns an AuditReport of Findings.
//   Conversion/, Rebuild/, Execution/   the plan, the table rebuild both the conversion and
//             the model's transitions use, and where the steps run.
//
// An app imports it beside GRDB; it re-exports nothing. What an app calls is public
// (Conversion.apply, ConversionOptions, ConversionReport, ConvertedKeys, SyncReadinessAnalyzer,
// AuditReport, CoreDataModel); what only the command line and the tests use is `package`.
