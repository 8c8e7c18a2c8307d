// MigrationKitSync makes a database ready for CloudKit-style sync:
//
//   Schema/   SchemaIntrospector reads a database into a DatabaseSchema value; DataStatistics
//             counts what the key columns hold; SQLTokenizer and CreateTableStatement read the
//             SQL that no pragma reports.
//   Audit/    SyncReadinessAnalyzer runs the SyncRule values (one file each in Audit/Rules/)
//             over them and returns an AuditReport of Findings.
//
// It re-exports MigrationKitGRDB, the layer below.
@_exported import MigrationKitGRDB
