import Foundation
import MigrationKitTestSupport
import Testing

/// audit → generate → migrate on random databases, each compared row by row afterwards.
/// Reproducible from the seed in the test case's name. CI runs 200 cases from a fixed base;
/// for more: `MIGRATIONKIT_PROPERTY_CASES=5000 MIGRATIONKIT_PROPERTY_SEED=1 swift test --filter ConversionPropertyTests`.
@Suite struct ConversionPropertyTests {
    static let seeds: [UInt64] = {
        let environment = ProcessInfo.processInfo.environment
        let base = environment["MIGRATIONKIT_PROPERTY_SEED"].flatMap(UInt64.init) ?? 20_261_121
        let count = environment["MIGRATIONKIT_PROPERTY_CASES"].flatMap(Int.init) ?? 200
        return (0..<UInt64(count)).map { base &+ $0 }
    }()

    /// The promise above: a failing seed rebuilds the same file (text keys included).
    @Test func aSeedRebuildsTheSameDatabase() {
        let seeds = Self.seeds.prefix(20)
        #expect(seeds.map { RandomDatabase(seed: $0).sql } == seeds.map { RandomDatabase(seed: $0).sql })
        #expect(seeds.contains { RandomDatabase(seed: $0).sql.contains(/'[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}'/) }, "no case with a text key among \(seeds)")
    }

    @Test(arguments: seeds)
    func randomDatabaseConvertsWithoutLoss(seed: UInt64) throws {
        let database = RandomDatabase(seed: seed)
        let directory = try TemporaryDirectory()
        let path = directory.path("random.sqlite")
        try makeDatabase(at: path, sql: database.sql)
        let before = directory.path("before.sqlite")
        try FileManager.default.copyItem(atPath: path, toPath: before)
        let context = "seed \(seed), options \(database.options):\n\(database.sql)"

        let audit = run(["audit", "--db-path", path])
        #expect(audit.status == 0 || audit.status == 1, "\(context)\n\(audit)")
        let generated = run(["generate", "--db-path", path, "--output", directory.path("Migrations")] + database.options)
        try #require(generated.status == 0, "\(context)\n\(generated)")
        guard FileManager.default.fileExists(atPath: directory.path("Migrations")) else {
            // Nothing to convert: nothing may have changed either.
            #expect(generated.output.contains("nothing to convert"), "\(context)\n\(generated)")
            #expect(fileBytes(path) == fileBytes(before), "\(context)")
            return
        }
        let migrated = run(["migrate", "--db-path", path, "--migrations", directory.path("Migrations")])
        try #require(migrated.status == 0, "\(context)\n\(migrated)")
        let differences = try ConversionComparison(
            before: before, after: path, scheme: .init(arguments: database.options)
        ).differences()
        #expect(differences == [], "\(context)")
    }
}
