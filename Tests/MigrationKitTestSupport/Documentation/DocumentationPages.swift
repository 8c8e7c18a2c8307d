import Foundation

/// The documentation pages, and how the tests read them: README.md and every page of Guides/
/// and Guides/Reference (the rule pages are generated, and tested as such), their fenced blocks
/// and the comments a reader does not see (`<!-- doc-test … -->`), which say how a block is run.
public enum DocumentationPages {
    /// The repository.
    public static let root = Fixtures.directory.deletingLastPathComponent()

    public static let all: [String] = {
        func pages(_ folder: String) -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? [])
                .filter { $0.hasSuffix(".md") }.sorted().map { "\(folder)/\($0)" }
        }
        return ["README.md"] + pages("Guides") + pages("Guides/Reference")
    }()

    /// The text of `page` (`Guides/CLI.md`).
    public static func text(_ page: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
    }

    /// The lines of the fenced block whose fence is `lines[index]`, less the fence's
    /// indentation (a block in a list item); `index` is left on the closing fence.
    public static func fencedBlock(_ lines: [String], at index: inout Int) -> [String] {
        let fence = String(lines[index].trimmingCharacters(in: .whitespaces).prefix { $0 == "`" })
        let indentation = lines[index].prefix { $0 == " " }.count
        var body: [String] = []
        index += 1
        while index < lines.count, !lines[index].trimmingCharacters(in: .whitespaces).hasPrefix(fence) {
            let text = lines[index]
            body.append(String(text.dropFirst(min(indentation, text.prefix { $0 == " " }.count))))
            index += 1
        }
        return body
    }

    /// The text of the comment `<!-- KEY TEXT -->` that starts on `lines[index]`, which may go
    /// on over several lines up to its `-->` (`index` is then left on its last line); nil when
    /// the line starts no such comment.
    public static func comment(_ lines: [String], at index: inout Int, _ key: String) -> String? {
        let first = lines[index].trimmingCharacters(in: .whitespaces)
        guard first.hasPrefix("<!-- " + key) else { return nil }
        var text = String(first.dropFirst(5 + key.count))
        while !text.hasSuffix("-->"), index + 1 < lines.count {
            index += 1
            // Indentation kept: the comment may hold Swift whose lines are indented.
            text += "\n" + String(lines[index].reversed().drop { $0 == " " }.reversed())
        }
        return text.hasSuffix("-->") ? text.dropLast(3).trimmingCharacters(in: .whitespacesAndNewlines) : nil
    }

}
