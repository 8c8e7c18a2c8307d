import ArgumentParser
import GRDB
import MigrationKit
import MigrationKitGRDB
import MigrationKitSync

/// `--tables` and `--exclude`: which tables sync covers, for audit and generate.
struct ScopeOptions: ParsableArguments {
    @Option(parsing: .upToNextOption, help: ArgumentHelp("Only these tables (the ones to sync).", valueName: "table"))
    var tables: [String] = []

    @Option(parsing: .upToNextOption, help: ArgumentHelp("Leave these tables out of sync.", valueName: "table"))
    var exclude: [String] = []

    var scope: ConversionScope {
        scope(synced: nil)
    }

    /// The scope, with the configuration's `syncedTables` as the tables when `--tables` names
    /// none.
    func scope(synced: [String]?) -> ConversionScope {
        ConversionScope(tables: tables.isEmpty ? synced : tables, excluded: exclude)
    }

    /// Opens the database read-only and passes its schema to `body`, after checking what every
    /// sync command needs: the collations the schema names are there, or stand in
    /// (`--collation`); the file is sound (a damaged one would make every answer meaningless);
    /// and the tables named in the options exist.
    func read<T>(
        _ database: DatabaseOptions, collations: CollationOptions, host: MigrationCLIHost, console: Console,
        synced: [String]? = nil, _ body: (Database, DatabaseSchema) throws -> T
    ) throws -> T {
        let reader = try host.openDatabase(database.connection(.readOnly))
        return try reader.read { db in
            try collations.standIn(on: db, path: database.path, console: console)
            try database.checkIntegrity(db)
            let schema = try SchemaIntrospector.read(db)
            let unknown = (tables + exclude).filter { schema.table($0) == nil }
            guard unknown.isEmpty else {
                throw ValidationError("no table named \(unknown.map { quoteIdentifier($0) }.joined(separator: ", ")); tables: \(schema.tables.map { quoteIdentifier($0.name) }.joined(separator: ", ")).")
            }
            if tables.isEmpty, let missing = synced?.filter({ schema.table($0) == nil }), !missing.isEmpty {
                throw ValidationError("the configuration's syncedTables names no table \(missing.map { quoteIdentifier($0) }.joined(separator: ", ")); tables: \(schema.tables.map { quoteIdentifier($0.name) }.joined(separator: ", ")).")
            }
            return try body(db, schema)
        }
    }
}
