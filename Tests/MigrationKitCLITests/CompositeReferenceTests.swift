import Foundation
import GRDB
import MigrationKitTestSupport
import Testing

/// A foreign key of several columns whose pairs the conversion would split: one side turned
/// into UUID text, the other left an integer. Found by the seventh held-out set (Room's
/// `FOREIGN KEY (statusId, tuskyAccountId)`), where generate wrote the migration and migrate's
/// foreign-key check rolled it back; generate refuses it now, and its fix converts both sides.
@Suite struct CompositeReferenceTests {
    let directory: TemporaryDirectory
    let db: String

    init() throws {
        directory = try TemporaryDirectory()
        db = directory.path("timeline.sqlite")
        try makeDatabase(at: db, sql: """
            CREATE TABLE accounts (id INTEGER PRIMARY KEY, name TEXT);
            CREATE TABLE statuses (serverId TEXT NOT NULL, accountId INTEGER NOT NULL REFERENCES accounts(id), PRIMARY KEY (serverId, accountId));
            CREATE TABLE timeline (id TEXT NOT NULL, account INTEGER NOT NULL, statusId TEXT, PRIMARY KEY (id, account),
                FOREIGN KEY (statusId, account) REFERENCES statuses(serverId, accountId));
            INSERT INTO accounts VALUES (1, 'ann'), (2, 'bob');
            INSERT INTO statuses VALUES ('s1', 1), ('s2', 2), ('s3', 1);
            INSERT INTO timeline VALUES ('t1', 1, 's1'), ('t2', 2, 's2'), ('t3', 1, 's3'), ('t4', 2, NULL);
            """)
    }

    func joined() throws -> [String] {
        let queue = try DatabaseQueue(path: db)
        defer { try? queue.close() }
        return try queue.read { try String.fetchAll($0, sql: """
            SELECT t.id || ' ' || s.serverId || ' ' || a.name FROM timeline t
            JOIN statuses s ON s.serverId = t.statusId AND s.accountId = t.account JOIN accounts a ON a.id = t.account ORDER BY t.id
            """) }
    }

    @Test func halfAPairIsRefusedAndTheFixConvertsBoth() throws {
        let before = try joined()
        #expect(before == ["t1 s1 ann", "t2 s2 bob", "t3 s3 ann"])
        let output = directory.path("Migrations")
        let refused = run(["generate", "--db-path", db, "--output", output, "--not-reference", "timeline.account"])
        #expect(refused.status == 1)
        #expect(refused.error.contains("""
              - "timeline": its foreign key ("statusId", "account") references "statuses" ("serverId", "accountId"), and the conversion turns "statuses"."accountId" into keys of "accounts" and leaves "timeline"."account" as it is: the pair "timeline"."account" and "statuses"."accountId" would no longer match, and the conversion's foreign-key check would roll it back. Convert the two alike: --reference timeline.account=accounts.id.
            """), "\(refused)")
        #expect(!FileManager.default.fileExists(atPath: output))
        #expect(run(["generate", "--db-path", db, "--output", output, "--reference", "timeline.account=accounts.id"]).status == 0)
        let migrate = run(["migrate", "--db-path", db, "--migrations", output])
        #expect(migrate.status == 0, "\(migrate)")
        #expect(try joined() == before)
    }
}
