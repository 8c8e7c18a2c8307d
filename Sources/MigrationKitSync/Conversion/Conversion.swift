import GRDB
import MigrationKit
import MigrationKitGRDB

/// The conversion from a database's point of view: read it, plan, and prove the plans on an
/// empty copy of its schema before anyone sees them. Reads the database only.
public enum Conversion {
    /// What a conversion of a database would do, read from it and rehearsed.
    package struct Proposal: Sendable {
        /// The plans, one per group of tables connected by foreign keys.
        package let plans: [ConversionPlan]
        /// The schema the plans were made from: the database's, with the relations declared in
        /// the options (``ConversionOptions/references``) added as foreign keys.
        package let schema: DatabaseSchema
        /// The data statistics of that schema.
        package let statistics: DataStatistics
        /// The schema the database will have once the plans are applied (read from the
        /// rehearsal: what the audit will see afterwards).
        package let schemaAfter: DatabaseSchema
    }

    /// The plans for `db`, whose schema has been read as `schema`, with what they were made from
    /// and what they lead to: the schema after is read from the rehearsal (what generate
    /// audits). `rehearsing`, when given, hears how far the rehearsal has got (the share of its
    /// statements run), at most every `interval` seconds: on a schema of thousands of tables it
    /// takes minutes (SQLite reloads the whole schema at each table's rename).
    package static func propose(
        for db: Database, schema undeclared: DatabaseSchema, options: ConversionOptions,
        rehearsing: (@Sendable (MigrationProgress) -> Void)? = nil, interval: Double = 0.5
    ) throws -> Proposal {
        let (plans, schema, statistics) = try plan(for: db, schema: undeclared, options: options)
        // Nothing planned: the schema stays as it is, the relations declared for the conversion
        // (which add no REFERENCES clause) left out.
        let after = plans.isEmpty ? undeclared
            : try rehearse(plans, onSchemaOf: db, progress: rehearsing, interval: interval, then: SchemaIntrospector.read)
        return Proposal(plans: plans, schema: schema, statistics: statistics, schemaAfter: after)
    }

    /// The plans for `db`, proved on an empty copy of its schema, and the schema they were made
    /// from: what the app's conversion executes. Nothing of the rehearsal is read back.
    /// `tracker` hears SQLite's work on both connections, and is told between the stages.
    package static func provedPlans(for db: Database, options: ConversionOptions, tracker: ProgressTracker? = nil) throws -> (plans: [ConversionPlan], schema: DatabaseSchema) {
        let undeclared = try SchemaIntrospector.read(db)
        try tracker?.checkpoint()
        let (plans, schema, _) = try plan(for: db, schema: undeclared, options: options, tracker: tracker)
        if !plans.isEmpty { try rehearse(plans, onSchemaOf: db, ticking: tracker) { _ in } }
        try tracker?.checkpoint()
        return (plans, schema)
    }

    /// The plans, the schema with the relations declared in `options`, and its statistics.
    static func plan(for db: Database, schema undeclared: DatabaseSchema, options: ConversionOptions, tracker: ProgressTracker? = nil) throws -> (plans: [ConversionPlan], schema: DatabaseSchema, statistics: DataStatistics) {
        let (schema, statistics) = try declaredSchema(for: db, schema: undeclared, options: options, tracker: tracker)
        let plans = try ConversionPlanner(options: options).plan(schema: schema, statistics: statistics)
        try tracker?.checkpoint()
        return (plans, schema, statistics)
    }

    /// The schema with the relations declared in `options` added as foreign keys, and its data
    /// statistics: what the planner plans from. A scope that names a table the database does
    /// not have throws ``ConversionError/unknownTables(_:)``, a declaration that names nothing
    /// ``ConversionError/invalidReference(_:declared:reason:)``.
    static func declaredSchema(for db: Database, schema undeclared: DatabaseSchema, options: ConversionOptions, tracker: ProgressTracker? = nil) throws -> (schema: DatabaseSchema, statistics: DataStatistics) {
        let unknown = (options.scope.tables ?? []).union(options.scope.excluded).filter { undeclared.table($0) == nil }
        guard unknown.isEmpty else { throw ConversionError.unknownTables(unknown.sorted()) }
        let declared = try undeclared.declaring(options.references, scope: options.scope, optionNames: options.optionNames, convertedKeys: ConvertedKeys.read(db))
            .declaring(options.polymorphicReferences, scope: options.scope)
        for reference in options.polymorphicReferences where options.notReferences.contains(where: { $0.names(reference.table, reference.column) }) {
            throw ConversionError.invalidPolymorphicReference(reference, reason: "it is answered both as no reference and with a parent per type; keep one answer")
        }
        for column in options.notReferences where declared.table(column.table)?.column(column.column) == nil {
            throw ConversionError.invalidReference(column, declared: nil, reason: "there is no such column")
        }
        // Answers taken back after a conversion (issue 37): a relation it carried to another
        // parent is re-pointed, one it carried and now answered none is taken back.
        let answers = try RecordedAnswers.read(db)
        let (schema, repointed) = try repointing(db, schema: declared, answers: answers)
        let takenBack = try takenBackReferences(db, schema: schema, options: options, answers: answers)
        try tracker?.checkpoint()
        var statistics = try DataStatistics.gather(db, schema: schema, scope: options.scope, keyRepresentations: options.keyRepresentations)
        statistics.repointedReferences = repointed
        statistics.takenBackReferences = takenBack
        try tracker?.checkpoint()
        return (schema, statistics)
    }

    /// Applies `plans` to an empty in-memory database with the same schema, and returns what
    /// `read` reads of it afterwards. Any failure, a check or SQLite itself refusing a rewritten
    /// statement (or the schema itself, using a function this process does not have), is a
    /// refusal: never a guess.
    /// `ticking`, when given, hears SQLite's work on the copy, and may interrupt it (its caller
    /// throws what its observer threw).
    @discardableResult
    static func rehearse<T>(
        _ plans: [ConversionPlan], onSchemaOf db: Database,
        progress: (@Sendable (MigrationProgress) -> Void)? = nil, interval: Double = 0.5,
        ticking tracker: ProgressTracker? = nil,
        then read: (Database) throws -> T
    ) throws -> T {
        do {
            return try rehearseOrThrow(plans, onSchemaOf: db, progress: progress, interval: interval, tracker: tracker, then: read)
        } catch {
            if error is ConversionError || isMigrationKitError(error) { throw error }
            throw ConversionRefusal.rehearsalFailed.refused("the schema cannot be rehearsed on an empty copy: \(concise(error))")
        }
    }

    private static func rehearseOrThrow<T>(
        _ plans: [ConversionPlan], onSchemaOf db: Database,
        progress: (@Sendable (MigrationProgress) -> Void)?, interval: Double, tracker: ProgressTracker?,
        then read: (Database) throws -> T
    ) throws -> T {
        let scratch = try DatabaseQueue()
        return try withProgressHandler(on: scratch, tick: tracker.map { tracker in { tracker.tick() } }) {
            try rehearse(plans, on: scratch, copying: db, progress: progress, interval: interval, then: read)
        }
    }

    private static func rehearse<T>(
        _ plans: [ConversionPlan], on scratch: DatabaseQueue, copying db: Database,
        progress: (@Sendable (MigrationProgress) -> Void)?, interval: Double,
        then read: (Database) throws -> T
    ) throws -> T {
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
                // The key prefixes of an earlier conversion stay: a repair reads them.
                guard name.sqlFolded == keyPrefixesTableName || (!isInternalObjectName(name) && !isInternalObjectName(owner)) else { continue }
                try scratch.execute(sql: object["sql"])
            }
            try scratch.execute(sql: "PRAGMA foreign_keys = ON")
        }
        let steps = zip(plans, MigrationNumbering.sequence(count: plans.count)).map { plan, number in
            plan.step(identifier: "rehearsal_\(number)")
        }
        do {
            var runner = try GRDBMigrationRunner(steps: steps)
            runner.progress = progress
            runner.progressInterval = interval
            try runner.migrate(in: scratch)
        } catch {
            // On an empty copy no failure is the data's; one of SQLite's limits on a statement
            // is the generated SQL's, and is said to be.
            let reason = concise(error)
            let limit = ["too many ", "Expression tree is too large", "string or blob too big", "parser stack overflow"].contains { reason.contains($0) }
                ? ". That is a limit SQLite puts on one statement, reached by the SQL generated for this schema: an internal limit of MigrationKit, not a problem with the data; please report it" : ""
            throw ConversionRefusal.rehearsalFailed.refused("the conversion failed when rehearsed on an empty copy of the schema: \(reason)\(limit)")
        }
        return try scratch.read(read)
    }
}
