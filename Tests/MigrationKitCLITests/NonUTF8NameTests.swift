import Foundation
import MigrationKitTestSupport
import Testing

/// Names whose bytes are not UTF-8 (`CREATE TABLE "a\xffb"`): read as Swift strings, each such
/// byte became U+FFFD, so `diff` said "compatible" between `"a\xffb"` and `"a\xfeb"` although a
/// table was removed, and the audit matched keys and indexes to the wrong table. Every command
/// that reads names refuses them now, naming the bytes.
@Suite struct NonUTF8NameTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    /// A database made by the sqlite3 shell from `sql`, written with printf escapes (`\\xff`):
    /// bytes no Swift string can carry.
    func database(_ name: String, _ sql: String) throws -> String {
        let path = directory.path(name)
        let made = try runTool(["-c", "printf \"$1\" | sqlite3 \"$2\"", "bash", sql, path], executable: "/bin/bash")
        try #require(made.status == 0, "\(made)")
        return path
    }

    static func refusal(_ path: String, _ type: String, _ hex: String, name: Bool = true) -> String {
        "error: \(path): the \(type) whose name is the bytes \(hex) has \(name ? "a name" : "SQL") that is not UTF-8 text: MigrationKit reads names and SQL as UTF-8, where such bytes cannot be told apart. Rename it, or recreate it, with UTF-8 text.\n"
    }

    @Test func everyCommandThatReadsNamesRefusesThem() throws {
        let old = try database("old.sqlite", #"CREATE TABLE "a\xffb" ("id" INTEGER PRIMARY KEY);"#)
        let new = try database("new.sqlite", #"CREATE TABLE "a\xfeb" ("id" INTEGER PRIMARY KEY);"#)
        let refused = CommandResult(status: 2, output: "", error: Self.refusal(old, "table", "61 ff 62"))
        #expect(run(["audit", "--db-path", old]) == refused)
        #expect(run(["generate", "--db-path", old, "--output", directory.path("Out")]) == refused)
        #expect(run(["schema-dump", "--db-path", old]) == refused)
        // Never "compatible": the table of one is not the table of the other.
        #expect(run(["diff", "--from", old, "--to", new]) == refused)
        #expect(run(["diff", "--from", new, "--to", old]) == CommandResult(status: 2, output: "", error: Self.refusal(new, "table", "61 fe 62")))
    }

    @Test func anIndexOrSQLThatIsNotUTF8IsRefusedToo() throws {
        let index = try database("index.sqlite", #"CREATE TABLE "t" ("id" INTEGER PRIMARY KEY, "x"); CREATE INDEX "i\xff" ON "t"("x");"#)
        #expect(run(["audit", "--db-path", index]) == CommandResult(status: 2, output: "", error: Self.refusal(index, "index", "69 ff")))
        let check = try database("check.sqlite", #"CREATE TABLE "t" ("id" INTEGER PRIMARY KEY, "x" TEXT CHECK ("x" != 'a\xffb'));"#)
        #expect(run(["audit", "--db-path", check]) == CommandResult(status: 2, output: "", error: Self.refusal(check, "table", "74", name: false)))
    }
}
