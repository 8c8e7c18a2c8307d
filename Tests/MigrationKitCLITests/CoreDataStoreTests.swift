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

    /// Without the model, `generate` converts nothing: it refuses, naming each relation of the
    /// truth with the answer that carries it, and writes no file.
    @Test(arguments: ["bear", "kik"])
    func withoutTheModelGenerateConvertsNothing(store name: String) throws {
        let path = try store(name)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let output = directory.path("\(name)-migrations")
        let generated = run(["generate", "--db-path", path, "--output", output])
        #expect(generated.status == 1)
        for relation in try RelationCorpusTests.relations(of: name, in: "CoreData") {
            #expect(generated.error.contains("--reference \(relation.table).\(relation.column)=\(relation.parentTable).Z_PK"), "\(relation)")
        }
        #expect(!FileManager.default.fileExists(atPath: output))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
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
                return (links, try Self.bookkeeping(db))
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
        // Answered by hand, no relation is declared: the audit says so for each to-one column.
        let audited = try JSONDecoder().decode(AuditOutput.self, from: Data(run(["audit", "--db-path", path, "--format", "json"]).output.utf8))
        let plain = audited.findings.filter { $0.rule == "core-data-plain-relation" }.map { "\($0.table).\($0.column ?? "")" }
        #expect(plain.sorted() == truth.filter { !$0.table.hasPrefix("Z_") }.map { "\($0.table).\($0.column)" }.sorted())
    }

    /// Core Data's bookkeeping tables: every value of every row as SQL writes it (blobs byte
    /// for byte), and their SQL.
    static func bookkeeping(_ db: Database) throws -> [String] {
        try ["Z_PRIMARYKEY", "Z_METADATA", "Z_MODELCACHE"].flatMap { table in
            let values = try String.fetchAll(db, sql: "SELECT name FROM pragma_table_info(?)", arguments: [table])
                .map { "quote(\(quoteIdentifier($0)))" }.joined(separator: " || ',' || ")
            return try String.fetchAll(db, sql: "SELECT \(values) FROM \(table) ORDER BY rowid")
        } + (try String.fetchAll(db, sql: "SELECT sql FROM sqlite_master WHERE name IN ('Z_PRIMARYKEY', 'Z_METADATA', 'Z_MODELCACHE') ORDER BY name"))
    }

    /// `Z_ENT` answered as a reference to `Z_PRIMARYKEY` (which it is: an entity number) is
    /// taken as a no-op and said so: `Z_PRIMARYKEY` is never converted, so `migrate` applies the
    /// conversion with every entity number as it was (it used to fail its own count check and
    /// roll back, on a device at launch).
    @Test func anEntityNumberAnsweredAsAReferenceIsANoOp() throws {
        let path = try store("bear"), output = directory.path("Migrations")
        func entities() throws -> [String] {
            let reader = try openDatabase(DatabaseConnectionOptions(path: path, access: .readOnly))
            defer { try? reader.close() }
            return try reader.read { try String.fetchAll($0, sql: "SELECT typeof(Z_ENT) || ':' || Z_ENT FROM ZSFNOTE ORDER BY rowid") }
        }
        let before = try entities()
        let generated = run(["generate", "--db-path", path, "--output", output, "--core-data-model", Fixtures.path("CoreData/bear.xcdatamodel"),
                             "--reference", "ZSFNOTE.Z_ENT=Z_PRIMARYKEY.Z_ENT"])
        #expect(generated.status == 0, "\(generated)")
        #expect(generated.error.contains(#"note: "ZSFNOTE"."Z_ENT"="Z_PRIMARYKEY"."Z_ENT" changes nothing: "Z_PRIMARYKEY" is Core Data's bookkeeping, never converted, so "ZSFNOTE"."Z_ENT" keeps naming its rows as it is."#), "\(generated)")
        let migrated = run(["migrate", "--db-path", path, "--migrations", output])
        #expect(migrated.status == 0, "\(migrated)")
        #expect(try entities() == before)
        #expect(!before.isEmpty)
    }

    /// Without the model, a question on `Z_PRIMARYKEY.Z_SUPER` (WordPress for iOS: its values
    /// fit another table's keys) answered with its true parent, `Z_PRIMARYKEY` itself, is
    /// answered: generate asks it no more, though the answer adds no declaration.
    @Test func aBookkeepingAnswerAnswersTheQuestion() throws {
        let path = directory.path("wordpress.sqlite")
        try makeDatabase(at: path, sql: try Fixtures.text("Relations/wordpress-ios.sql"))
        let question = #""Z_PRIMARYKEY"."Z_SUPER": may hold keys of"#
        let asked = run(["generate", "--db-path", path, "--output", directory.path("M")])
        #expect(asked.status == 1 && asked.error.contains(question), "\(asked)")
        let answered = run(["generate", "--db-path", path, "--output", directory.path("M"),
                            "--reference", "Z_PRIMARYKEY.Z_SUPER=Z_PRIMARYKEY.Z_ENT", "--reference-keep", "Z_PRIMARYKEY.Z_SUPER=0"])
        #expect(!answered.error.contains(question), "\(answered)")
        #expect(answered.error.contains(#"note: "Z_PRIMARYKEY"."Z_SUPER"="Z_PRIMARYKEY"."Z_ENT" changes nothing"#), "\(answered)")
    }

    /// With the app's model file, the relations come from it: `generate` asks nothing, and
    /// `migrate` carries every link of the truth (Guides/CoreData.md's walkthrough).
    @Test(arguments: [("bear", 1_610, 12), ("kik", 2_513, 18)])
    func withTheModelEveryRelationIsCarriedWithoutAQuestion(store name: String, links: Int, declared: Int) throws {
        let path = try store(name)
        let truth = try RelationCorpusTests.relations(of: name, in: "CoreData")
        func joined() throws -> Int {
            let queue = try DatabaseQueue(path: path)
            defer { try? queue.close() }
            return try queue.read { db in
                try truth.reduce(0) { total, relation in
                    total + (try Int.fetchOne(db, sql: "SELECT count(*) FROM \(quoteIdentifier(relation.table)) AS c JOIN \(quoteIdentifier(relation.parentTable)) AS p ON c.\(quoteIdentifier(relation.column)) = p.Z_PK") ?? 0)
                }
            }
        }
        #expect(try joined() == links)
        let bookkeeping = try DatabaseQueue(path: path).read(Self.bookkeeping)
        let model = Fixtures.path("CoreData/\(name).xcdatamodel")
        let audit = run(["audit", "--db-path", path, "--core-data-model", model])
        #expect(audit.output.contains("fixed by migrationkit generate"), "\(audit)")
        let output = directory.path("\(name)-migrations")
        let generated = run(["generate", "--db-path", path, "--output", output, "--core-data-model", model, "--drop-unique"])
        #expect(generated.status == 0, "\(generated)")
        #expect(run(["migrate", "--db-path", path, "--migrations", output]).status == 0)
        #expect(try joined() == links)
        #expect(try DatabaseQueue(path: path).read(Self.bookkeeping) == bookkeeping)
        // The converted schema declares the relations, with the model's deletion rules, but
        // for one side of each one-to-one stored on both sides and a relationship to its own
        // hierarchy (cycles, which SyncEngine refuses); every one declared is one of the truth.
        let foreignKeys = try DatabaseQueue(path: path).read { db in
            try Row.fetchAll(db, sql: """
                SELECT m.name AS child, f."from" AS "column", f."table" AS parent, f.on_delete AS action
                FROM sqlite_master AS m JOIN pragma_foreign_key_list(m.name) AS f WHERE m.type = 'table'
                """).map { row -> String in "\(row["child"] as String).\(row["column"] as String) -> \(row["parent"] as String).Z_PK" }
        }
        #expect(foreignKeys.count == declared)
        #expect(Set(foreignKeys).isSubset(of: Set(truth.map(\.description))), "\(foreignKeys)")
        // Converted, the store is ready: the model's attributes are no stale references, and
        // nothing is inferred from Core Data's conventions any more. Each relation of the truth
        // left undeclared is explained, with the model's reason: exactly those.
        let audited = run(["audit", "--db-path", path, "--core-data-model", model, "--format", "json"])
        #expect(audited.status == 0, "\(audited)")
        let report = try JSONDecoder().decode(AuditOutput.self, from: Data(audited.output.utf8))
        let plain = truth.map { "\($0.table).\($0.column)" }.filter { relation in !foreignKeys.contains { $0.hasPrefix(relation + " ") } }
        #expect(report.ready && report.summary == .init(errors: 0, warnings: 0, infos: plain.count), "\(audited.output)")
        #expect(report.findings.map { "\($0.table).\($0.column ?? "")" }.sorted() == plain.sorted())
        for finding in report.findings {
            #expect(finding.rule == "core-data-plain-relation" && finding.message.contains("kept a plain column: the one-to-one "), "\(finding.message)")
        }
    }

    struct AuditOutput: Decodable {
        struct Summary: Decodable, Equatable { let errors: Int; let warnings: Int; let infos: Int }
        let ready: Bool
        let summary: Summary
        let findings: [Finding]
    }

    /// A store that does not have what its model says is refused, naming every difference, and
    /// left as it was.
    @Test func aStoreThatDoesNotMatchItsModelIsRefused() throws {
        let path = try store("bear")
        let queue = try DatabaseQueue(path: path)
        try queue.write { try $0.execute(sql: "DROP TABLE Z_5PINNEDINTAGS") }
        try queue.close()
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let generated = run(["generate", "--db-path", path, "--output", directory.path("Refused"), "--core-data-model", Fixtures.path("CoreData/bear.xcdatamodel")])
        #expect(generated == CommandResult(status: 1, output: "", error: """
            error: \(path): the store does not match the Core Data model: SFNote.pinnedInTags: no many-to-many table "Z_5PINNEDINTAGS" or "Z_13PINNEDNOTES"

            """))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(!FileManager.default.fileExists(atPath: directory.path("Refused")))
    }

    /// A store another version of the model wrote is refused naming both versions, whether the
    /// bundle or the version is given, and left as it was; the version that wrote it converts.
    @Test func aStoreWrittenByAnotherVersionOfTheModelIsRefusedNamingBoth() throws {
        let path = try store("bear")
        let bundle = directory.path("Bear.xcdatamodeld")
        let seven = try String(contentsOfFile: Fixtures.path("CoreData/bear.xcdatamodel/contents"), encoding: .utf8)
        // Version 8 gives notes a colour; the store is still at version 7.
        let eight = seven
            .replacingOccurrences(of: #"userDefinedModelVersionIdentifier="Version 7""#, with: #"userDefinedModelVersionIdentifier="Version 8""#)
            .replacingOccurrences(of: #"<entity name="SFNote" representedClassName="SFNote" syncable="YES" codeGenerationType="class">"#,
                                  with: #"<entity name="SFNote" representedClassName="SFNote" syncable="YES" codeGenerationType="class"><attribute name="color" optional="YES" attributeType="String"/>"#)
        #expect(eight.contains(#""color""#) && eight.contains("Version 8"))
        // Version 6 has version 7's entities under another identifier.
        let six = seven.replacingOccurrences(of: #"userDefinedModelVersionIdentifier="Version 7""#, with: #"userDefinedModelVersionIdentifier="Version 6""#)
        for (version, text) in [("Bear 7", seven), ("Bear 8", eight), ("Bear 6", six)] {
            let folder = version == "Bear 6" ? directory.path("\(version).xcdatamodel") : "\(bundle)/\(version).xcdatamodel"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: "\(folder)/contents"))
        }
        func current(_ version: String) throws {
            try Data(#"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>_XCCurrentVersionName</key><string>\#(version).xcdatamodel</string></dict></plist>"#.utf8)
                .write(to: URL(fileURLWithPath: "\(bundle)/.xccurrentversion"))
        }
        try current("Bear 8")
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let laterVersion = """
            error: \(path): the store was written by Core Data model version "Bear 7" (identifier "Version 7"), not by version "Bear 8" (identifier "Version 8"), \
            which it does not match: SFNote.color: no column "ZSFNOTE"."ZCOLOR"; convert it with the version that wrote it, or let the app open it with this version first (Core Data migrates it), then convert

            """
        for model in [bundle, "\(bundle)/Bear 8.xcdatamodel"] {
            #expect(run(["generate", "--db-path", path, "--output", directory.path("Refused"), "--core-data-model", model]) == CommandResult(status: 1, output: "", error: laterVersion))
            #expect(run(["audit", "--db-path", path, "--core-data-model", model]) == CommandResult(status: 1, output: "", error: laterVersion))
        }
        // The same tables under another identifier: the store's metadata names its version.
        #expect(run(["generate", "--db-path", path, "--output", directory.path("Refused"), "--core-data-model", directory.path("Bear 6.xcdatamodel")]) == CommandResult(status: 1, output: "", error: """
            error: \(path): the store was written by Core Data model version identifier "Version 7" (its Z_METADATA), not by version "Bear 6" (identifier "Version 6"); \
            convert it with the version that wrote it, or let the app open it with this version first (Core Data migrates it), then convert

            """))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(!FileManager.default.fileExists(atPath: directory.path("Refused")))
        // The bundle at the store's version converts it.
        try current("Bear 7")
        #expect(run(["generate", "--db-path", path, "--output", directory.path("Converted"), "--core-data-model", bundle, "--drop-unique"]).status == 0)
    }

    /// A store with what the model does not know (an entity, a column) is refused too: its
    /// relations would be guessed, not read.
    @Test func aStoreWithMoreThanItsModelIsRefused() throws {
        let path = try store("kik")
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(sql: """
                ALTER TABLE ZKIKMESSAGE ADD COLUMN ZREPLYTO INTEGER;
                INSERT INTO Z_PRIMARYKEY (Z_ENT, Z_NAME, Z_SUPER, Z_MAX) VALUES (8, 'KIKSticker', 0, 0);
                """)
        }
        try queue.close()
        #expect(run(["generate", "--db-path", path, "--output", directory.path("Refused"), "--core-data-model", Fixtures.path("CoreData/kik.xcdatamodel")]) == CommandResult(status: 1, output: "", error: """
            error: \(path): the store does not match the Core Data model: entity KIKSticker (Z_PRIMARYKEY): not in the model; no attribute or to-one relationship of the model is stored in "ZKIKMESSAGE"."ZREPLYTO"

            """))
    }

    /// A model file that cannot be used is a usage error that says why, before the store is
    /// opened.
    @Test func aModelThatCannotBeReadIsAUsageError() throws {
        let path = try store("bear")
        let notAModel = directory.path("model.json")
        try Data("{}".utf8).write(to: URL(fileURLWithPath: notAModel))
        let twoVersions = directory.path("Two.xcdatamodeld")
        for version in ["a", "b"] {
            try FileManager.default.createDirectory(atPath: "\(twoVersions)/\(version).xcdatamodel", withIntermediateDirectories: true)
        }
        let noContents = directory.path("Empty.xcdatamodel")
        try FileManager.default.createDirectory(atPath: noContents, withIntermediateDirectories: true)
        for (model, reason) in [
            (directory.path("missing.xcdatamodeld"), "there is no such file or folder"),
            (notAModel, "it is no Core Data model (no <model> element)"),
            (twoVersions, "it holds 2 versions and no .xccurrentversion names the current one: pass the version's .xcdatamodel"),
        ] {
            #expect(run(["audit", "--db-path", path, "--core-data-model", model]) == CommandResult(status: 64, output: "", error: "error: --core-data-model \(model): \(reason)\n"))
        }
        // A version folder without its `contents` names the file it looked for.
        #expect(run(["audit", "--db-path", path, "--core-data-model", noContents]) == CommandResult(status: 64, output: "", error: "error: --core-data-model \(noContents)/contents: it cannot be read\n"))
    }

    /// A model given for a database that is no Core Data store is refused, saying so.
    @Test func aModelForADatabaseThatIsNoCoreDataStoreIsRefused() throws {
        let path = try directory.copyFixture("reminders.sqlite")
        #expect(run(["generate", "--db-path", path, "--output", directory.path("Refused"), "--core-data-model", Fixtures.path("CoreData/bear.xcdatamodel")]) == CommandResult(status: 1, output: "", error: """
            error: \(path): the store does not match the Core Data model: the database is no Core Data store (no Z_PRIMARYKEY and Z_METADATA)

            """))
    }

    /// A `.xcdatamodeld` folder is read at the version its `.xccurrentversion` names.
    @Test func aModelBundleIsReadAtItsCurrentVersion() throws {
        let bundle = directory.path("Bear.xcdatamodeld")
        let contents = try Data(contentsOf: URL(fileURLWithPath: Fixtures.path("CoreData/bear.xcdatamodel/contents")))
        for version in ["Bear 1", "Bear 2"] {
            try FileManager.default.createDirectory(atPath: "\(bundle)/\(version).xcdatamodel", withIntermediateDirectories: true)
            let text = version == "Bear 1" ? Data("<model></model>".utf8) : contents
            try text.write(to: URL(fileURLWithPath: "\(bundle)/\(version).xcdatamodel/contents"))
        }
        try Data(#"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>_XCCurrentVersionName</key><string>Bear 2.xcdatamodel</string></dict></plist>"#.utf8)
            .write(to: URL(fileURLWithPath: "\(bundle)/.xccurrentversion"))
        let model = try CoreDataModel.read(path: bundle)
        #expect(model.entities.count == 15)
        #expect(model.entity("SFNote")?.relationships.contains { $0.name == "tags" && $0.toMany } == true)
    }
}
