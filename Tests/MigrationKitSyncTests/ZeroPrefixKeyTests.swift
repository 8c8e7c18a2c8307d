import GRDB
import MigrationKitSync
import MigrationKitTestSupport
import Testing

/// `zero-prefix-key`: keys a deterministic conversion wrote, which a second device's conversion
/// writes again for other rows, so that CloudKit merges the two records.
@Suite struct ZeroPrefixKeyTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    /// The statistics of the text key "notes"."id" and the audit's findings of this rule.
    func audit(_ rows: String) throws -> (statistics: ColumnStatistics, findings: [Finding]) {
        let db = try auditableDatabase(#"CREATE TABLE "notes" ("id" TEXT PRIMARY KEY, "body" TEXT); INSERT INTO "notes" ("id") VALUES "# + rows + ";", in: directory)
        return try db.read { db in
            let schema = try SchemaIntrospector.read(db)
            let statistics = try DataStatistics.gather(db, schema: schema, scope: .init())
            let report = SyncReadinessAnalyzer().analyze(AuditInput(schema: schema, statistics: statistics))
            return (try #require(statistics.columns.first { $0.table == "notes" }), report.findings.filter { $0.rule == "zero-prefix-key" })
        }
    }

    @Test func randomUUIDsDoNotFire() throws {
        let (statistics, findings) = try audit("('0b8ab8f4-5f06-4a6f-9d4e-8c3a41f5b0a2'), ('1c3d5e7f-0000-4000-8000-000000000001'), ('018f6d2e-7c1a-8b3e-9f00-000000000000')")
        #expect(statistics.zeroPrefixKeys == 0)
        #expect(statistics.lowercaseUUIDs == 3)
        #expect(findings.isEmpty)
    }

    @Test func keysOfADeterministicConversionFire() throws {
        let (statistics, findings) = try audit("('00000000-0000-0000-0000-000000000001'), ('00000000-0000-0000-0000-000000000002'), ('00000000-0000-0000-0000-0000000000ff')")
        #expect(statistics.zeroPrefixKeys == 3)
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(finding.severity == .warning)
        #expect(finding.code == "MK105")
        #expect(!finding.autoFixable)
        #expect(finding.location == #""notes"."id""#)
        #expect(finding.message == "3 of 3 keys have the zero prefix 00000000-0000-0000-0000- of a deterministic conversion: another device that converted its own rows has the same keys for other rows, and CloudKit merges their records.")
        #expect(finding.fix == #"convert with --id-scheme salted (the default). For keys already converted, before each device's first sync, in one transaction with PRAGMA defer_foreign_keys = ON: UPDATE "notes" SET "id" = '<random prefix, 8-4-4-4->' || substr("id", 25) WHERE substr("id", 1, 24) = '00000000-0000-0000-0000-', and the same, with the same prefix, for every column that references it (references declared ON UPDATE CASCADE follow by themselves)."#)
    }

    /// Uppercase digits after the prefix count (the mixed forms are mixed-uuid-format's);
    /// text of another length or with a non-hex digit does not, nor does a prefix with one
    /// digit other than 0, nor NULL, which is no key.
    @Test func mixedDataCountsOnlyUUIDsWithTheZeroPrefix() throws {
        let (statistics, findings) = try audit("""
            ('00000000-0000-0000-0000-000000000001'), ('00000000-0000-0000-0000-00000000000A'),
            ('0b8ab8f4-5f06-4a6f-9d4e-8c3a41f5b0a2'), ('00000000-0000-0000-0001-000000000001'),
            ('00000000-0000-0000-0000-'), ('00000000-0000-0000-0000-0000000000001'), ('00000000-0000-0000-0000-00000000000g'),
            ('00000000_0000-0000-0000-000000000001'), (NULL)
            """)
        #expect(statistics.rows == 9)
        #expect(statistics.nulls == 1)
        #expect(statistics.zeroPrefixKeys == 2)
        #expect(findings.map(\.message) == [
            "2 of 8 keys have the zero prefix 00000000-0000-0000-0000- of a deterministic conversion: another device that converted its own rows has the same keys for other rows, and CloudKit merges their records.",
        ])
    }

    @Test func oneKeyIsSingular() throws {
        let (_, findings) = try audit("('00000000-0000-0000-0000-000000000001')")
        #expect(findings.map(\.message) == [
            "1 of 1 key has the zero prefix 00000000-0000-0000-0000- of a deterministic conversion: another device that converted its own rows has the same keys for other rows, and CloudKit merges their records.",
        ])
    }
}
