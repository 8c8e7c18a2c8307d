import Foundation
import GRDB
import MigrationKitGRDB
import MigrationKitSync
import MigrationKitTestSupport
import Testing

/// Core Data stores (Fixtures/CoreData: Bear's shape, with an entity hierarchy in one table and
/// two many-to-many tables; Kik's, with one-to-ones stored on both sides and many-to-many tables
/// from an entity to itself), without their model file: every relation of the truth is asked
/// about, a many-to-many table's columns with the entity `Z_PRIMARYKEY` numbers; Core Data's
/// bookkeeping is neither asked about nor converted.
@Suite struct CoreDataStoreTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    func store(_ name: String) throws -> String {
        let path = directory.path("\(name).sqlite")
        try makeDatabase(at: path, sql: try Fixtures.text("CoreData/\(name).sql"))
        return path
    }

    /// `table.column` → its question's parent, as the audit finds them.
    func questions(_ path: String) throws -> [String: String] {
        let reader = try openDatabase(DatabaseConnectionOptions(path: path, access: .readOnly))
        defer { try? reader.close() }
        return try reader.read { db in
            let schema = try SchemaIntrospector.read(db)
            let statistics = try DataStatistics.gather(db, schema: schema, scope: .init())
            let found = schema.impliedReferences(in: .init(), values: statistics.referenceValues, coreDataEntities: statistics.coreDataEntities)
            return Dictionary(found.map { ("\($0.table).\($0.column)", $0.parentTable) }, uniquingKeysWith: { first, _ in first })
        }
    }

    @Test(arguments: ["bear", "kik"])
    func everyRelationIsAskedAboutAndNoBookkeeping(store name: String) throws {
        let found = try questions(try store(name))
        let truth = try RelationCorpusTests.relations(of: name, in: "CoreData")
        let missed = truth.filter { found["\($0.table).\($0.column)"] == nil }.map(\.description)
        #expect(missed == [], "\(name)")
        // A many-to-many column's parent is the entity its number names, exactly.
        let manyToMany = truth.filter { $0.table.hasPrefix("Z_") }
        #expect(!manyToMany.isEmpty)
        for relation in manyToMany {
            #expect(found["\(relation.table).\(relation.column)"] == relation.parentTable, "\(relation)")
        }
        // Core Data's own columns are never questions: Z_ENT, Z_OPT, companions (Z7_FILE).
        let bookkeeping = found.keys.filter { $0.contains(".Z_ENT") || $0.contains(".Z_OPT") || $0.contains(".Z7_") || $0.hasPrefix("Z_PRIMARYKEY.") }
        #expect(bookkeeping == [])
    }

    @Test func theAuditSaysItIsACoreDataStore() throws {
        let result = run(["audit", "--db-path", try store("bear")])
        #expect(result.output.contains("info: [core-data-store] \"Z_PRIMARYKEY\": a Core Data store: 15 entities in 12 tables, 10 to-one and 2 many-to-many relations inferred from its conventions;"), "\(result.output)")
    }

    /// Answered as the model says, the conversion carries every link, and Core Data's
    /// bookkeeping is byte for byte as it was.
    @Test func answeredEveryLinkSurvivesAndTheBookkeepingIsUntouched() throws {
        let path = try store("bear")
        let truth = try RelationCorpusTests.relations(of: "bear", in: "CoreData")
        let found = try questions(path)
        let truthColumns = Set(truth.map { "\($0.table).\($0.column)" })
        var arguments: [String] = []
        for relation in truth { arguments += ["--reference", "\(relation.table).\(relation.column)=\(relation.parentTable)"] }
        for column in found.keys.sorted() where !truthColumns.contains(column) { arguments += ["--not-reference", column] }
        func state() throws -> (links: [Int], bookkeeping: [String]) {
            let queue = try DatabaseQueue(path: path)
            defer { try? queue.close() }
            return try queue.read { db in
                let links = try truth.map { relation in
                    try Int.fetchOne(db, sql: "SELECT count(*) FROM \(quoteIdentifier(relation.table)) AS c JOIN \(quoteIdentifier(relation.parentTable)) AS p ON c.\(quoteIdentifier(relation.column)) = p.Z_PK") ?? 0
                }
                let bookkeeping = try ["Z_PRIMARYKEY", "Z_METADATA", "Z_MODELCACHE"].flatMap { table in
                    try Row.fetchAll(db, sql: "SELECT * FROM \(table) ORDER BY rowid").map(\.description)
                } + (try String.fetchAll(db, sql: "SELECT sql FROM sqlite_master WHERE name IN ('Z_PRIMARYKEY', 'Z_METADATA', 'Z_MODELCACHE') ORDER BY name"))
                return (links, bookkeeping)
            }
        }
        let before = try state()
        #expect(before.links.reduce(0, +) == 1_610, "\(before.links)")
        let output = directory.path("Bear")
        let generated = run(["generate", "--db-path", path, "--output", output] + arguments)
        #expect(generated.status == 0, "\(generated)")
        let migrated = run(["migrate", "--db-path", path, "--migrations", output])
        #expect(migrated.status == 0, "\(migrated)")
        let after = try state()
        #expect(after.links == before.links)
        #expect(after.bookkeeping == before.bookkeeping)
    }
}
