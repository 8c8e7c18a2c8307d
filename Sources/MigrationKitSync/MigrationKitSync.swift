// MigrationKitSync makes a database ready for CloudKit-style sync: it reads the schema
// (SchemaIntrospector), audits it (SyncReadinessAnalyzer) and plans the conversions
// (ConversionPlanner) that the runner in MigrationKitGRDB applies.
//
// The audit and the conversion are built in issues #3 and #4; until then this module only
// re-exports the layer below, so that the CLI depends on the layering it will have.
@_exported import MigrationKitGRDB
