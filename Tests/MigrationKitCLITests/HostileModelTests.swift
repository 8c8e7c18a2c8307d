import Foundation
import GRDB
import MigrationKitTestSupport
import Testing

/// Models and stores someone else wrote (Guides/HostileInputs.md, "Hostile models and
/// stores"): a property list that expands, a model that declares entities, a bundle whose current
/// version points outside it. Each is read within bounded memory or refused naming the file.
@Suite struct HostileModelTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    /// A binary property list (`bplist00`) whose top dictionary maps each key to a string, or,
    /// for `graph`, to the first of `levels` arrays, each holding the next one `fanout` times:
    /// a few objects that `PropertyListSerialization` expands to `fanout^levels` of them.
    static func expandingPropertyList(strings: [String: String] = [:], graph: String, levels: Int = 30, fanout: Int = 14) -> Data {
        var objects: [[UInt8]] = []
        func ascii(_ text: String) -> [UInt8] {
            let bytes = Array(text.utf8)
            return (bytes.count < 15 ? [0x50 | UInt8(bytes.count)] : [0x5F, 0x10, UInt8(bytes.count)]) + bytes
        }
        let keys = strings.keys.sorted() + [graph]
        // 0: the dictionary; then its keys, its string values, the arrays.
        let firstKey = 1, firstValue = 1 + keys.count, firstArray = firstValue + strings.count
        let references = keys.indices.map { UInt8(firstKey + $0) } + (0..<strings.count).map { UInt8(firstValue + $0) } + [UInt8(firstArray)]
        objects.append([0xD0 | UInt8(keys.count)] + references)
        objects += keys.map(ascii)
        objects += strings.keys.sorted().map { ascii(strings[$0]!) }
        for level in 0..<levels {
            let last = level == levels - 1
            let elements = last ? [] : Array(repeating: UInt8(firstArray + level + 1), count: fanout)
            objects.append((elements.count < 15 ? [0xA0 | UInt8(elements.count)] : [0xAF, 0x10, UInt8(elements.count)]) + elements)
        }
        precondition(objects.count < 256, "one-byte references")
        var data = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(data.count)
            data += object
        }
        let table = data.count
        for offset in offsets { data += [UInt8(offset >> 8), UInt8(offset & 0xFF)] }
        func field(_ value: Int) -> [UInt8] { (0..<8).reversed().map { UInt8((value >> ($0 * 8)) & 0xFF) } }
        data += [0, 0, 0, 0, 0, 0, 2, 1] + field(objects.count) + field(0) + field(table)
        return Data(data)
    }

    /// `migrationkit` with `arguments`, its address space limited to `megabytes`: a reader that
    /// expands what it reads fails to allocate there, one that does not finishes.
    func runBounded(_ arguments: [String], megabytes: Int = 2048) throws -> CommandResult {
        try runTool(["-c", "ulimit -v \(megabytes * 1024); exec \"$@\"", "bash", toolURL.path] + arguments, executable: "/bin/bash")
    }

    func bearStore() throws -> String {
        let path = directory.path("bear.sqlite")
        try makeDatabase(at: path, sql: try Fixtures.text("CoreData/bear.sql"))
        return path
    }

    /// Regression: a 2 KB `Z_METADATA.Z_PLIST` whose arrays reference each other exhausted the
    /// memory (508 bytes expanded to 347 MB, 2 KB to 5.9 GB). Only the store's version
    /// identifiers are read now: the graph is never built, and the store converts as one
    /// without identifiers does.
    @Test func anExpandingPropertyListInAStoreIsNotExpanded() throws {
        let path = try bearStore()
        let plist = Self.expandingPropertyList(graph: "NSStoreModelVersionIdentifiers", fanout: 60)
        #expect(plist.count < 2_100)
        let queue = try DatabaseQueue(path: path)
        try queue.write { try $0.execute(sql: "UPDATE Z_METADATA SET Z_PLIST = ?", arguments: [plist]) }
        try queue.close()
        let generated = try runBounded(["generate", "--db-path", path, "--output", directory.path("Converted"),
                                        "--core-data-model", Fixtures.path("CoreData/bear.xcdatamodel"), "--drop-unique"])
        #expect(generated.status == 0, "\(generated)")
    }

    /// The same graph in a bundle's `.xccurrentversion` (824 bytes did it): only the current
    /// version's name is read.
    @Test func anExpandingCurrentVersionIsNotExpanded() throws {
        let path = try bearStore()
        let bundle = directory.path("Bear.xcdatamodeld")
        try FileManager.default.createDirectory(atPath: "\(bundle)/Bear 7.xcdatamodel", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Fixtures.path("CoreData/bear.xcdatamodel/contents"), toPath: "\(bundle)/Bear 7.xcdatamodel/contents")
        try Self.expandingPropertyList(strings: ["_XCCurrentVersionName": "Bear 7.xcdatamodel"], graph: "padding", fanout: 60)
            .write(to: URL(fileURLWithPath: "\(bundle)/.xccurrentversion"))
        let audited = try runBounded(["audit", "--db-path", path, "--core-data-model", bundle])
        #expect([0, 1].contains(audited.status) && !audited.error.contains("error:"), "\(audited)")
    }

    /// Regression: one 3 KB internal entity referenced 3,000 times in each of 50 attributes (a
    /// 455 KB model) took 3.7 GB and 77 s; libxml2 stops a billion laughs, not this. A model
    /// declaring a document type or an entity is refused before it is parsed.
    @Test func aModelThatDeclaresEntitiesIsRefusedNamingTheFile() throws {
        let path = try bearStore()
        let entity = String(repeating: "x", count: 3_000)
        let references = String(repeating: "&big;", count: 3_000)
        let attributes = (0..<50).map { #"<attribute name="a\#($0)" attributeType="String" defaultValueString="\#(references)"/>"# }.joined()
        let model = directory.path("Evil.xcdatamodel")
        try directory.write("Evil.xcdatamodel/contents", """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE model [<!ENTITY big "\(entity)">]>
            <model type="com.apple.IDECoreDataModeler.DataModel"><entity name="SFNote">\(attributes)</entity></model>
            """)
        let result = try runBounded(["audit", "--db-path", path, "--core-data-model", model])
        #expect(result == CommandResult(status: 64, output: "", error: """
            error: --core-data-model \(model)/contents: it declares <!DOCTYPE, which a Core Data model never does (no entity is expanded)

            """))
    }

    /// Found by the model-xml fuzzer: a start tag that gives an attribute twice crashed the
    /// tool (SIGILL in FoundationXML's `_NSXMLParserStartElementNs`). The model is read by
    /// MarkupScanner now, which refuses it naming the line.
    @Test func aTagThatGivesAnAttributeTwiceIsRefused() throws {
        let path = try bearStore()
        let model = directory.path("Twice.xcdatamodel")
        try directory.write("Twice.xcdatamodel/contents", """
            <?xml version="1.0" encoding="UTF-8"?>
            <model type="com.apple.IDECoreDataModeler.DataModel">
              <entity name="SFNote" name="SFNote2"/>
            </model>
            """)
        #expect(run(["audit", "--db-path", path, "--core-data-model", model]) == CommandResult(status: 64, output: "", error: """
            error: --core-data-model \(model)/contents: it is no Core Data model: line 3: <entity> gives attribute name twice

            """))
    }

    /// Regression: `.xccurrentversion` naming `../../outside/evil` made the tool read
    /// `Model.xcdatamodeld/../../outside/evil/contents` and convert with it, without a word.
    @Test(arguments: ["../../outside/evil.xcdatamodel", "../Bear 7.xcdatamodel", "/tmp/Bear 7.xcdatamodel", "Bear 7", ".."])
    func aCurrentVersionOutsideTheBundleIsRefused(name: String) throws {
        let path = try bearStore()
        let bundle = directory.path("Model.xcdatamodeld")
        try directory.write("Model.xcdatamodeld/Bear 7.xcdatamodel/contents", try Fixtures.text("CoreData/bear.xcdatamodel/contents"))
        try directory.write("outside/evil.xcdatamodel/contents", try Fixtures.text("CoreData/bear.xcdatamodel/contents"))
        try directory.write("Model.xcdatamodeld/.xccurrentversion",
            #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>_XCCurrentVersionName</key><string>\#(name)</string></dict></plist>"#)
        let result = run(["audit", "--db-path", path, "--core-data-model", bundle])
        #expect(result == CommandResult(status: 64, output: "", error: """
            error: --core-data-model \(bundle)/.xccurrentversion: it names "\(name)" as the current version, which is not the name of a .xcdatamodel folder in the bundle (one path component, ending in .xcdatamodel)

            """))
    }
}
