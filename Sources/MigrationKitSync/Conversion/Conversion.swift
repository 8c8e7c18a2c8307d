import GRDB
import MigrationKit
import MigrationKitGRDB

/// The conversion from a database's point of view: read it, plan, and prove the plans on an
/// empty copy of its schema before anyone sees them. Reads the database only.
public enum Conversion {
    /// The plans that make `db` sync-ready, each rehearsed on an empty in-memory copy of the
    /// schema through the same runner `migrate` uses. Throws
    /// ``MigrationKitError/conversionRefused(reasons:)`` when the data or the schema cannot be
    /// converted without loss.
    public static func plans(for db: Database, options: ConversionOptions) throws -> [ConversionPlan] {
        let schema = try SchemaIntrospector.read(db)
        let statistics = try DataStatistics.gather(db, schema: schema, scope: options.scope)
        return try propose(for: db, schema: schema, statistics: statistics, options: options).plans
    }

    /// The plans, and the schema the database will have once they are applied (read from the
    /// rehearsal: what the audit will see afterwards), from a schema and statistics already read
    /// from `db`.
    public static func propose(for db: Database, schema: DatabaseSchema, statistics: DataStatistics, options: ConversionOptions) throws -> (plans: [ConversionPlan], schemaAfter: DatabaseSchema) {
        let plans = try ConversionPlanner(options: options).plan(schema: schema, statistics: statistics)
        guard !plans.isEmpty else { return (plans, schema) }
        return (plans, try rehearse(plans, onSchemaOf: db))
    }

    /// Applies `plans` to an empty in-memory database with the same schema, and returns its
    /// schema afterwards. Any failure, a check or SQLite itself refusing a rewritten statement
    /// (or the schema itself, using a function this process does not have), is a refusal: never
    /// a guess.
    static func rehearse(_ plans: [ConversionPlan], onSchemaOf db: Database) throws -> DatabaseSchema {
        do {
            return try rehearseOrThrow(plans, onSchemaOf: db)
        } catch let error as MigrationKitError {
            throw error
        } catch {
            throw MigrationKitError.conversionRefused(reasons: ["the schema cannot be rehearsed on an empty copy: \(concise(error))"])
        }
    }

    private static func rehearseOrThrow(_ plans: [ConversionPlan], onSchemaOf db: Database) throws -> DatabaseSchema {
        let scratch = try DatabaseQueue()
        try scratch.writeWithoutTransaction { scratch in
            try scratch.registerUUIDFunction()
            try scratch.registerStandInCollations(forSchemaOf: db)
            try scratch.execute(sql: "PRAGMA foreign_keys = OFF")
            let objects = try Row.fetchAll(db, sql: """
                SELECT m.type, m.name, m.tbl_name, m.sql FROM sqlite_master AS m
                WHERE m.sql IS NOT NULL
                  AND m.name NOT IN (SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'shadow')
                ORDER BY CASE m.type WHEN 'table' THEN 0 WHEN 'index' THEN 1 WHEN 'view' THEN 2 ELSE 3 END, m.rowid
                """)
            for object in objects {
                let name: String = object["name"], owner: String = object["tbl_name"]
                guard !isInternalObjectName(name), !isInternalObjectName(owner) else { continue }
                try scratch.execute(sql: object["sql"])
            }
            try scratch.execute(sql: "PRAGMA foreign_keys = ON")
        }
        let steps = try plans.enumerated().map { index, plan in
            try SQLMigrationFiles.step(identifier: "rehearsal_\(index)", sourceFile: "rehearsal", text: plan.sqlFile(identifier: "rehearsal_\(index)"))
        }
        do {
            try GRDBMigrationRunner(steps: steps).migrate(in: scratch)
        } catch {
            throw MigrationKitError.conversionRefused(reasons: ["the conversion failed when rehearsed on an empty copy of the schema: \(error)"])
        }
        return try scratch.read(SchemaIntrospector.read)
    }
}
