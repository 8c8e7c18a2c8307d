import MigrationKit
import Testing

/// Invented identifiers sort in the order they mean (the registry applies them sorted).
@Suite struct MigrationNumberingTests {
    @Test func aSequenceSortsAsItCounts() throws {
        #expect(MigrationNumbering.sequence(count: 3) == ["0", "1", "2"])
        #expect(MigrationNumbering.sequence(count: 11).last == "10")
        #expect(MigrationNumbering.sequence(count: 11).first == "00")
        let many = MigrationNumbering.sequence(count: 1_001).map { "rehearsal_\($0)" }
        #expect(many == many.sorted())
        _ = try MigrationRegistry<Void>(steps: many.map { MigrationStep(identifier: $0, apply: { _ in }) })
    }

    @Test func nextNumbersFollowTheExistingFiles() {
        #expect(MigrationNumbering.next(count: 2, after: []) == ["0001", "0002"])
        #expect(MigrationNumbering.next(count: 1, after: ["0001_add.sql", "0002_index.sql", "notes.txt"]) == ["0003"])
        #expect(MigrationNumbering.next(count: 1, after: ["20240101_add.sql"]) == ["20240102"])
        #expect(MigrationNumbering.next(count: 3, after: ["9998_x.sql"]) == ["09999", "10000", "10001"])
        #expect(MigrationNumbering.next(count: 0, after: ["0001_x.sql"]) == [])
    }

    /// Regression: `10000_…` sorts before `9999_…`; so does `0001_…` before `add_flags`.
    @Test func newIdentifiersThatWouldRunEarlyAreFound() {
        #expect(MigrationNumbering.firstOutOfOrder(existing: ["9999_last"], new: ["10000_convert"])! == ("9999_last", "10000_convert"))
        #expect(MigrationNumbering.firstOutOfOrder(existing: ["add_flags"], new: ["0001_convert"])! == ("add_flags", "0001_convert"))
        #expect(MigrationNumbering.firstOutOfOrder(existing: [], new: ["9999_a", "10000_b"])! == ("9999_a", "10000_b"))
        #expect(MigrationNumbering.firstOutOfOrder(existing: ["0001_a", "0002_b"], new: ["0003_c", "0004_d"]) == nil)
        #expect(MigrationNumbering.firstOutOfOrder(existing: ["09999_a"], new: ["10000_b"]) == nil)
    }
}
