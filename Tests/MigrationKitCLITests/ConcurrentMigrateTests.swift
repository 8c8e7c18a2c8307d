import Foundation
import MigrationKitTestSupport
import Testing

/// Two `migrationkit migrate` processes started together on one file, as two CI jobs or an
/// impatient user would: the conversion is applied once, and only the run that applied it says
/// so.
@Suite struct ConcurrentMigrateTests {
    /// Regression: both runs printed "applied 0001_…; 1 of 1 migrations applied" and exit 0.
    @Test(arguments: 1...3)
    func twoRunsAtOnceReportOneApplicationBetweenThem(round: Int) throws {
        let directory = try TemporaryDirectory()
        let db = try directory.copyFixture("reminders.sqlite")
        let migrations = directory.path("Migrations")
        #expect(run(["generate", "--db-path", db, "--output", migrations]).status == 0)
        // Each run's result is stored under a lock: two threads writing into one array at once
        // race on its storage (ThreadSanitizer found it; it corrupted the heap of the test run).
        final class Results: @unchecked Sendable {
            private let lock = NSLock()
            private var stored: [Result<CommandResult, Error>] = Array(repeating: .failure(CancellationError()), count: 2)
            func set(_ index: Int, _ result: Result<CommandResult, Error>) { lock.withLock { stored[index] = result } }
            var all: [Result<CommandResult, Error>] { lock.withLock { stored } }
        }
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            results.set(index, Result { try runTool(["migrate", "--db-path", db, "--migrations", migrations, "--busy-timeout", "60"]) })
        }
        let outputs = try results.all.map { try $0.get() }
        #expect(outputs.allSatisfy { $0.status == 0 && $0.error == "" }, "\(outputs)")
        let appliers = outputs.filter { $0.output.hasPrefix("applied 0001_") }
        #expect(appliers.count == 1, "\(outputs)")
        let other = try #require(outputs.first { !$0.output.hasPrefix("applied 0001_") })
        // It came either after the other had committed, or while it held the lock.
        #expect(other.output == "\(db): up to date, 1 of 1 migrations applied.\n"
            || other.output.hasPrefix("\(db): 0 applied; 0001_") && other.output.hasSuffix(" was applied by another process meanwhile; 1 of 1 migrations applied.\n"),
            "\(other)")
        #expect(run(["verify", "--db-path", db]).status == 0)
    }
}
