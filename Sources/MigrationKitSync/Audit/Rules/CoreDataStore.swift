import MigrationKit
import MigrationKitGRDB

extension SyncRule {
    package static let coreDataStore = SyncRule(
        id: "core-data-store", code: "MK016", severity: .info, autoFixable: false,
        summary: "The database is a Core Data store: its relations are kept by Core Data's conventions, none declared.",
        rationale: """
            A Core Data SQLite store (its bookkeeping tables Z_PRIMARYKEY and Z_METADATA) declares \
            no foreign key: a to-one relationship is an integer column Z<NAME> holding the \
            destination's Z_PK, indexed as Z<ENTITY>_Z<NAME>_INDEX, and a many-to-many one a \
            table Z_<n><RELATIONSHIP> whose columns Z_<n><NAME> hold the keys of entity n. The \
            audit says what it inferred from these conventions; each relation is an \
            undeclared-reference question, with its evidence, until it is answered, so that none \
            is converted silently. Core Data's bookkeeping (Z_PRIMARYKEY, Z_METADATA, \
            Z_MODELCACHE, every Z_ENT and Z_OPT, the companion Z<n>_<NAME> of a to-one) is never \
            converted: every row's Z_ENT keeps naming its entity.
            """,
        triggeringExamples: [
            #"CREATE TABLE "Z_PRIMARYKEY" ("Z_ENT" INTEGER PRIMARY KEY, "Z_NAME" VARCHAR, "Z_SUPER" INTEGER, "Z_MAX" INTEGER); CREATE TABLE "Z_METADATA" ("Z_VERSION" INTEGER PRIMARY KEY, "Z_UUID" VARCHAR(255), "Z_PLIST" BLOB); CREATE TABLE "ZFOLDER" ("Z_PK" INTEGER PRIMARY KEY, "Z_ENT" INTEGER, "Z_OPT" INTEGER, "ZNAME" VARCHAR); CREATE TABLE "ZNOTE" ("Z_PK" INTEGER PRIMARY KEY, "Z_ENT" INTEGER, "Z_OPT" INTEGER, "ZFOLDER" INTEGER, "ZTITLE" VARCHAR); CREATE INDEX "ZNOTE_ZFOLDER_INDEX" ON "ZNOTE" ("ZFOLDER");"#,
        ],
        nonTriggeringExamples: [
            #"CREATE TABLE "ZNOTE" ("Z_PK" INTEGER PRIMARY KEY, "ZTITLE" VARCHAR);"#,
        ]
    ) { rule, input in
        guard input.schema.isCoreDataStore else { return [] }
        let entityTables = input.schema.tables.filter { $0.column("Z_PK") != nil }
        // Once converted (its Z_PK UUID text), it is a store Core Data no longer opens: nothing
        // is inferred from its conventions any more.
        guard entityTables.contains(where: { $0.column("Z_PK")?.affinity == .integer }) else { return [] }
        let candidates = input.schema.candidateColumns()
        let toOne = candidates.filter { $0.coreDataIndex != nil }.count
        let manyToMany = Set(candidates.filter { $0.coreDataEntity != nil }.map { $0.table.name.sqlFolded }).count
        let entities = Set(input.statistics.coreDataEntities.tables.keys).count
        // The entities are counted from Z_PRIMARYKEY's rows when they were read.
        let inEntities = entities == 0 ? "" : counted(entities, "entity", "entities") + " in "
        return [rule.finding("Z_PRIMARYKEY", nil,
            "a Core Data store: \(inEntities)\(counted(entityTables.count, "table")), \(toOne) to-one and \(counted(manyToMany, "many-to-many relation")) inferred from its conventions; each is asked about (undeclared-reference) until answered, and Core Data's bookkeeping (Z_PRIMARYKEY, Z_METADATA, Z_MODELCACHE, Z_ENT, Z_OPT) is left as it is.",
            fix: "pass the app's model, and its relations are taken from it with no question: --core-data-model Model.xcdatamodeld (audit and generate); or answer each question with --reference or the configuration's \"references\" (Guides/CoreData.md).")]
    }
}
