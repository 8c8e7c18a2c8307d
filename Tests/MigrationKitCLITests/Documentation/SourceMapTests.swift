import Foundation
import MigrationKitCLI
import MigrationKitGRDB
import MigrationKitTestSupport
import Testing

/// `Guides/HowItWorks.md` opens with a picture of `Sources/`, folder by folder, so that a reader
/// finds where a step happens from the folder names alone. It names every folder there is, and
/// none that is gone.
@Suite struct SourceMapTests {
    static let root = DocumentationPages.root

    /// The folders the picture draws, as paths under `Sources/` (`MigrationKitSync/Audit/Rules`):
    /// each line of the first `text` block after "## The layers" that names a folder (`Name/`),
    /// nested by the column its name starts at, three columns a level.
    static func drawnFolders(_ markdown: String) throws -> Set<String> {
        let section = try #require(markdown.range(of: "## The layers"), "HowItWorks.md has no section \"The layers\"")
        let rest = markdown[section.upperBound...]
        let start = try #require(rest.range(of: "```text\n"))
        let end = try #require(rest[start.upperBound...].range(of: "```"))
        var path: [String] = []
        var folders: Set<String> = []
        for line in rest[start.upperBound..<end.lowerBound].split(separator: "\n") {
            let scalars = Array(line.unicodeScalars)
            guard let first = scalars.firstIndex(where: { !" │├└─".unicodeScalars.contains($0) }) else { continue }
            let word = String(String.UnicodeScalarView(scalars[first...])).split(separator: " ").first.map(String.init) ?? ""
            guard word.hasSuffix("/"), first % 3 == 0 else { continue }
            let depth = first / 3
            path = Array(path.prefix(depth)) + [String(word.dropLast())]
            if depth > 0 { folders.insert(path.dropFirst().joined(separator: "/")) }
        }
        return folders
    }

    /// Every folder of `Sources/` but a catalog's and a C target's headers.
    static func folders() -> Set<String> {
        let sources = root.appendingPathComponent("Sources")
        var found: Set<String> = []
        let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: [.isDirectoryKey])
        while let url = walker?.nextObject() as? URL {
            guard (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(sources.standardizedFileURL.path.count + 1))
            if relative.hasSuffix(".docc") || relative.hasSuffix("/include") {
                walker?.skipDescendants()
                continue
            }
            found.insert(relative)
        }
        return found
    }

    @Test func thePictureNamesEveryFolder() throws {
        let markdown = try String(contentsOf: Self.root.appendingPathComponent("Guides/HowItWorks.md"), encoding: .utf8)
        let drawn = try Self.drawnFolders(markdown)
        let folders = Self.folders()
        #expect(folders.count > 10, "found only \(folders.sorted()) under Sources")
        #expect(folders.subtracting(drawn).isEmpty, "Guides/HowItWorks.md does not draw \(folders.subtracting(drawn).sorted())")
        #expect(drawn.subtracting(folders).isEmpty, "Guides/HowItWorks.md draws \(drawn.subtracting(folders).sorted()), which Sources does not have")
    }

    /// The libraries read no environment: an app's process must behave the same whatever its
    /// environment holds. Only the CLI reads it, and passes what it says down (``ProcessSeams``).
    @Test func onlyTheCLIReadsTheEnvironment() throws {
        let sources = Self.root.appendingPathComponent("Sources")
        var readers: [String] = []
        let walker = FileManager.default.enumerator(atPath: sources.path)
        while let path = walker?.nextObject() as? String {
            guard path.hasSuffix(".swift"), !path.hasPrefix("MigrationKitCLI/") else { continue }
            let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
            if text.contains("processInfo.environment") || text.contains("getenv(") { readers.append(path) }
        }
        #expect(readers.isEmpty, "read the environment in MigrationKitCLI (ToolEnvironment) instead: \(readers.sorted())")
    }

    @Test func theToolsEnvironmentBecomesTheSeams() {
        #expect(ToolEnvironment.seams([:]) == ProcessSeams())
        let seams = ToolEnvironment.seams([
            "MIGRATIONKIT_PROFILE": "1", "MIGRATIONKIT_FREE_SPACE": "4096",
            "MIGRATIONKIT_AT": "backup step", "MIGRATIONKIT_AT_OCCURRENCE": "3", "MIGRATIONKIT_AT_SIGNAL": "SIGTERM",
        ])
        #expect(seams == ProcessSeams(profilesStatements: true, freeSpace: 4096, signalPoint: SignalPoint.Target(text: "backup step", occurrence: 3, signal: "SIGTERM")))
        #expect(ToolEnvironment.seams(["MIGRATIONKIT_AT": ""]).signalPoint == nil)
    }
}
