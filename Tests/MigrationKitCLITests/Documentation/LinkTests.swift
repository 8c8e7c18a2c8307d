import Foundation
import MigrationKitTestSupport
import Testing

/// Every link between the pages leads somewhere: to a file of the repository, and to a heading
/// of that page when it names one (GitHub's anchors). Pages move and split; a link left behind
/// fails here, naming the page and line.
@Suite struct LinkTests {
    /// GitHub's anchor for a heading: lowercased, without what is neither a letter, a digit,
    /// `_`, `-` nor a space, spaces made hyphens; a repeated one gets `-1`, `-2`….
    static func anchors(of markdown: String) -> Set<String> {
        var anchors: Set<String> = [], seen: [String: Int] = [:]
        for line in lines(markdown) {
            let hashes = line.text.prefix { $0 == "#" }.count
            guard (1...6).contains(hashes), line.text.dropFirst(hashes).first == " " else { continue }
            let title = line.text.dropFirst(hashes).trimmingCharacters(in: .whitespaces).lowercased()
            let slug = String(title.filter { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == " " })
                .replacingOccurrences(of: " ", with: "-")
            let count = seen[slug, default: -1] + 1
            seen[slug] = count
            anchors.insert(count == 0 ? slug : "\(slug)-\(count)")
        }
        return anchors
    }

    /// The lines outside fenced blocks, with their 1-based numbers.
    static func lines(_ markdown: String) -> [(number: Int, text: String)] {
        var inFence = false
        var result: [(number: Int, text: String)] = []
        for (offset, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") { inFence.toggle(); continue }
            if !inFence { result.append((offset + 1, String(line))) }
        }
        return result
    }

    @Test(arguments: DocumentationPages.all + ["Guides/Rules/README.md"])
    func everyLinkLeadsSomewhere(page: String) throws {
        let root = DocumentationTests.root
        let markdown = try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
        let base = root.appendingPathComponent(page).deletingLastPathComponent()
        let link = try Regex(#"\]\(([^)\s]+)\)"#)
        for line in Self.lines(markdown) {
            for match in line.text.matches(of: link) {
                let target = String(line.text[match.range]).dropFirst(2).dropLast()
                guard !target.contains(":") || target.hasPrefix("#") else { continue }  // a URL
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let file = parts[0].isEmpty ? root.appendingPathComponent(page) : base.appendingPathComponent(String(parts[0])).standardizedFileURL
                guard FileManager.default.fileExists(atPath: file.path) else {
                    Issue.record("\(page):\(line.number): \(target) names no file")
                    continue
                }
                if parts.count == 2, file.pathExtension == "md" {
                    let anchors = Self.anchors(of: try String(contentsOf: file, encoding: .utf8))
                    #expect(anchors.contains(String(parts[1])), "\(page):\(line.number): \(target) names no heading of \(file.lastPathComponent)")
                }
            }
        }
    }
}
