import Foundation
import MigrationKitTestSupport
import Testing

/// Keys a client finds: the audit knows how the app's client binds a `UUID` (the
/// configuration's `keyRepresentation`, lowercase text by default, per table under `tables`)
/// and reports keys, and references to them, stored in any other form.
@Suite struct KeyRepresentationTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    /// Lists and items with text keys in one `form`: `lower`, `upper` or `blob`.
    func database(_ form: String) throws -> String {
        let path = directory.path("\(form).sqlite")
        let key: (String) -> String = { uuid in
            switch form {
            case "upper": "'\(uuid.uppercased())'"
            case "blob": "X'\(uuid.replacingOccurrences(of: "-", with: ""))'"
            default: "'\(uuid)'"
            }
        }
        let list = "1c3d5e7f-0000-4000-8000-000000000001", item = "0b8ab8f4-5f06-4a6f-9d4e-8c3a41f5b0a2", other = "2a000000-0000-4000-8000-0000000000ff"
        try makeDatabase(at: path, sql: """
            CREATE TABLE "lists" ("id" TEXT PRIMARY KEY NOT NULL ON CONFLICT REPLACE DEFAULT (lower(hex(randomblob(16)))), "title" TEXT NOT NULL DEFAULT '');
            CREATE TABLE "items" ("id" TEXT PRIMARY KEY NOT NULL ON CONFLICT REPLACE DEFAULT (lower(hex(randomblob(16)))), "listID" TEXT REFERENCES "lists"("id") ON DELETE CASCADE, "title" TEXT NOT NULL DEFAULT '');
            INSERT INTO "lists" VALUES (\(key(list)), 'Home'), (\(key(other)), 'Work');
            INSERT INTO "items" VALUES (\(key(item)), \(key(list)), 'Milk');
            """)
        return path
    }

    func audit(_ path: String, config: String? = nil) throws -> CommandResult {
        let arguments = ["audit", "--db-path", path] + (try config.map { ["--config", try directory.write("config-\(UUID().uuidString).json", $0)] } ?? [])
        return run(arguments)
    }

    @Test func lowercaseKeysAreReady() throws {
        let result = try audit(try database("lower"))
        #expect(result.status == 0, "\(result)")
        #expect(!result.output.contains("key-representation") && !result.output.contains("mixed-uuid-format"))
    }

    @Test func uppercaseKeysAreNotReadyForALowercaseClient() throws {
        let path = try database("upper")
        let result = try audit(path)
        #expect(result.status == 1)
        #expect(result.output.components(separatedBy: "\n").filter { $0.contains("[key-representation]") } == [
            #"\#(path): error: [key-representation] "items"."id": 1 key stored as uppercase text ('0B8AB8F4-5F06-4A6F-9D4E-8C3A41F5B0A2'), but the app's client binds lowercase text (keyRepresentation "lowercase-text"): it finds none of these rows."#,
            #"\#(path): error: [key-representation] "items"."listID": references to "lists": 1 stored as uppercase text ('1C3D5E7F-0000-4000-8000-000000000001'), but the app's client binds lowercase text (keyRepresentation "lowercase-text"): it finds none of these rows."#,
            #"\#(path): error: [key-representation] "lists"."id": 2 keys stored as uppercase text ('1C3D5E7F-0000-4000-8000-000000000001'), but the app's client binds lowercase text (keyRepresentation "lowercase-text"): it finds none of these rows."#,
        ])
        #expect(result.output.contains(#"    fix (fixed by generate): migrationkit generate rewrites them as lowercase text, with every reference to them; or, if the client binds uppercase text, say so in .migrationkit.json: "keyRepresentation": "uppercase-text" (for this table alone: "tables": { "lists": { "keyRepresentation": "uppercase-text" } })."#))
    }

    @Test func blobKeysAreNotReadyForALowercaseClient() throws {
        let path = try database("blob")
        let result = try audit(path)
        #expect(result.status == 1)
        #expect(result.output.contains(#"\#(path): error: [key-representation] "lists"."id": 2 keys stored as 16-byte blobs (X'1C3D5E7F000040008000000000000001'), but the app's client binds lowercase text (keyRepresentation "lowercase-text"): it finds none of these rows."#))
        #expect(result.output.components(separatedBy: "\n").filter { $0.contains("[key-representation]") }.count == 3)
    }

    @Test func mixedKeysAreNotReady() throws {
        let path = try database("lower")
        try makeDatabase(at: path, sql: #"INSERT INTO "lists" VALUES ('3B000000-0000-4000-8000-000000000003', 'Trips');"#)
        let result = try audit(path)
        #expect(result.status == 1)
        #expect(result.output.contains(#"\#(path): error: [mixed-uuid-format] "lists"."id": UUID keys in 2 forms: 2 lowercase text, 1 text with uppercase letters"#))
        #expect(!result.output.contains("[key-representation]"))
    }

    /// The client's form chosen in the configuration: an all-uppercase database is ready as it
    /// is for an uppercase client, and a lowercase one is not.
    @Test func theConfigurationChoosesTheForm() throws {
        let upper = try audit(try database("upper"), config: #"{ "keyRepresentation": "uppercase-text" }"#)
        #expect(upper.status == 0, "\(upper)")
        #expect(!upper.output.contains("[key-representation]"))
        let lower = try audit(try database("lower"), config: #"{ "keyRepresentation": "uppercase-text" }"#)
        #expect(lower.status == 1)
        #expect(lower.output.contains(#"[key-representation] "lists"."id": 2 keys stored as lowercase text ('1c3d5e7f-0000-4000-8000-000000000001'), but the app's client binds uppercase text (keyRepresentation "uppercase-text")"#))
        let blob = try audit(try database("blob"), config: #"{ "keyRepresentation": "blob" }"#)
        #expect(blob.status == 0, "\(blob)")
    }

    /// Per table: a reference follows its parent's form, which it must match.
    @Test func aTableCanHaveAFormOfItsOwn() throws {
        let path = try database("upper")
        let result = try audit(path, config: #"{ "tables": { "LISTS": { "keyRepresentation": "uppercase-text" } } }"#)
        #expect(result.status == 1)
        #expect(result.output.components(separatedBy: "\n").filter { $0.contains("[key-representation]") }.map { $0.components(separatedBy: ": error: ")[1].prefix(50) } == [
            #"[key-representation] "items"."id": 1 key stored as"#,
        ])
    }

    @Test(arguments: [
        (#"{ "keyRepresentation": "lowercase" }"#, #".keyRepresentation: "lowercase" is no key representation; write "lowercase-text", "uppercase-text", "blob"."#),
        (#"{ "tables": { "lists": { "keyRepresentaton": "blob" } } }"#, #".tables.lists: unknown key "keyRepresentaton"; the keys are "keyRepresentation"."#),
    ])
    func aFormTheToolDoesNotKnowIsAUsageError(configuration: String, message: String) throws {
        let config = try directory.write("bad.json", configuration)
        let result = run(["audit", "--db-path", try database("lower"), "--config", config])
        #expect(result == CommandResult(status: 64, output: "", error: "error: \(config): \(message)\n"))
    }
}
