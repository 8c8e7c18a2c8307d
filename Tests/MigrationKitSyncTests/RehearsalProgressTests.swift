import Foundation
import GRDB
import MigrationKit
import MigrationKitGRDB
@testable import MigrationKitSync
import Testing

/// generate's rehearsal says how far it has got (issue 26): on thousands of tables it takes
/// minutes, SQLite reloading the whole schema at each table's rename. The share of the plans'
/// statements run, never going back, up to all of them.
@Suite struct RehearsalProgressTests {
    final class Seen: @unchecked Sendable {
        private let lock = NSLock()
        private var fractions: [Double] = []
        func add(_ progress: MigrationProgress) { lock.withLock { fractions.append(progress.fractionCompleted ?? -1) } }
        var all: [Double] { lock.withLock { fractions } }
    }

    @Test func theRehearsalSaysTheShareOfItsStatementsRun() throws {
        // A chain of tables, each referencing the one before: one plan, one rebuild a table.
        let db = try DatabaseQueue()
        try db.write { db in
            for index in 0..<60 {
                let reference = index == 0 ? "" : #", "parentID" INTEGER REFERENCES "t\#(index - 1)"("id")"#
                try db.execute(sql: #"CREATE TABLE "t\#(index)" ("id" INTEGER PRIMARY KEY\#(reference), "name" TEXT)"#)
            }
        }
        let seen = Seen()
        let proposal = try db.read { db in
            try Conversion.propose(for: db, schema: SchemaIntrospector.read(db), options: ConversionOptions(), rehearsing: { seen.add($0) }, interval: 0)
        }
        #expect(proposal.plans.count == 1)
        // The report when the step starts says no fraction yet (-1 here); every one after does.
        #expect(seen.all.first == -1, "\(seen.all)")
        let fractions = Array(seen.all.dropFirst())
        #expect(fractions.count > 1, "\(fractions)")
        #expect(fractions.allSatisfy { (0...1).contains($0) }, "\(fractions)")
        #expect(zip(fractions, fractions.dropFirst()).allSatisfy { $0 <= $1 }, "\(fractions)")
        #expect(fractions.contains { $0 > 0.5 }, "\(fractions)")
    }
}
