import Foundation

/// The Swift a documentation page shows, as files the test target `MigrationKitGuideSnippets`
/// compiles: every ```swift block of README.md and Guides/, one file per block, so a page
/// cannot show code that does not build.
///
/// A block is compiled as an app would write it: its imports at the top of its own file (a
/// file that imports GRDB and one that imports MigrationKitModel never meet), its types and
/// functions in a namespace of their own (`enum Snippet_README_2`), its statements in a
/// function. What the page leaves to the reader's app (a `path`, a `migrator`, a `db`) is given
/// by a comment right before the block, which the reader does not see:
///
///     <!-- doc-test swift: let path = "reminders.sqlite" -->
///
/// (one line or several, up to `-->`; imports there join the file's). A block that is no app
/// code (a `Package.swift` fragment) is preceded by `<!-- doc-test skip: why -->`.
///
/// Every block also runs (`GuideRunTests`), in a directory of its own (`GuideRun`), and what
/// the page says it does is checked by statements right after it, unseen too:
///
///     <!-- doc-test swift-then: #expect(try GuideRun.count(path, "SELECT …") == 4) -->
public struct GuideSnippets {
    public struct Block: Equatable, Sendable, CustomStringConvertible {
        public let page: String
        /// The page's 1-based line of the fence.
        public let line: Int
        /// Its place among the page's compiled blocks, from 1: what names its file, so that
        /// prose written above it does not make the file stale.
        public let ordinal: Int
        public let code: [String]
        public let context: [String]
        /// Statements run after the block's (`<!-- doc-test swift-then: … -->` right after it):
        /// what the test checks once the page's code has run.
        public var then: [String] = []

        public var description: String { "\(page):\(line)" }
    }

    /// The Swift blocks of a page, with their context; skipped ones left out.
    public static func blocks(page: String, markdown: String) -> [Block] {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var blocks: [Block] = []
        var context: [String] = []
        var skipped = false
        var afterBlock = false  // only blank lines since the last block's closing fence
        var index = 0
        while index < lines.count {
            let trimmed = lines[index].trimmingCharacters(in: .whitespaces)
            if let text = DocumentationPages.comment(lines, at: &index, "doc-test swift-then:") {
                guard afterBlock, !blocks.isEmpty else {
                    // A check that follows no block would silently check nothing: make it fail.
                    blocks.append(Block(page: page, line: index + 1, ordinal: blocks.count + 1, code: ["#error(\"doc-test swift-then: no ```swift block right before it\")"], context: []))
                    index += 1
                    continue
                }
                blocks[blocks.count - 1].then += text.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
            } else if let text = DocumentationPages.comment(lines, at: &index, "doc-test swift:") {
                context += text.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
            } else if DocumentationPages.comment(lines, at: &index, "doc-test skip:") != nil {
                skipped = true
            } else if trimmed.hasPrefix("```") {
                let start = index
                let code = DocumentationPages.fencedBlock(lines, at: &index)
                afterBlock = trimmed.drop(while: { $0 == "`" }).trimmingCharacters(in: .whitespaces) == "swift" && !skipped
                if afterBlock {
                    blocks.append(Block(page: page, line: start + 1, ordinal: blocks.count + 1, code: code, context: context))
                }
                context = []
                skipped = false
            } else if !trimmed.isEmpty {
                context = []
                skipped = false
                afterBlock = false
            }
            index += 1
        }
        return blocks
    }

    /// The file's name: `README_2.swift` for README.md's second block, `Guides_CoreData_1.swift`.
    public static func fileName(_ block: Block) -> String {
        "\(page(block))_\(block.ordinal).swift"
    }

    /// The namespace of the block's code: `Snippet_README_2`.
    public static func namespace(_ block: Block) -> String {
        "Snippet_\(page(block))_\(block.ordinal)"
    }

    /// `Guides_CoreData` for Guides/CoreData.md.
    private static func page(_ block: Block) -> String {
        block.page.replacingOccurrences(of: ".md", with: "").map { $0.isLetter || $0.isNumber ? String($0) : "_" }.joined()
    }

    /// The file that compiles `block`: imports, then extensions (which Swift allows only at
    /// the top level), then the namespace with the block's types and functions, and its
    /// statements after the context's in a function.
    public static func file(_ block: Block) -> String {
        let (contextImports, contextDeclarations, contextStatements) = split(block.context)
        let (imports, declarations, statements) = split(block.code)
        let (thenImports, _, thenStatements) = split(block.then)
        var allImports: [String] = []
        for line in contextImports + imports + thenImports where !allImports.contains(line) { allImports.append(line) }
        let extensions = (contextDeclarations + declarations).filter { $0.first { !$0.hasPrefix("//") }?.hasPrefix("extension ") == true }
        let members = (contextDeclarations + declarations).filter { $0.first { !$0.hasPrefix("//") }?.hasPrefix("extension ") != true }
        var text = """
            // \(block.page), its ```swift block number \(block.ordinal), as the page shows it.
            // Written by `MIGRATIONKIT_WRITE_GUIDE_SNIPPETS=1 swift test --filter GuideSnippetTests`:
            // edit the page, not this file.

            """
        text += allImports.map { $0 + "\n" }.joined() + "\n"
        for item in extensions { text += item.joined(separator: "\n") + "\n\n" }
        text += "enum \(namespace(block)) {\n"
        for item in members {
            text += item.enumerated().map { offset, line in
                let line = offset == 0 && line.hasPrefix("func ") ? "static " + line : line
                return line.isEmpty ? "" : "    " + line
            }.joined(separator: "\n") + "\n\n"
        }
        text += "    static func run() throws {\n"
        for line in contextStatements.flatMap({ $0 }) { text += line.isEmpty ? "\n" : "        \(line)\n" }
        text += "        do {\n"
        for line in statements.flatMap({ $0 }) { text += line.isEmpty ? "\n" : "            \(line)\n" }
        for line in thenStatements.flatMap({ $0 }) { text += line.isEmpty ? "\n" : "            \(line)\n" }
        text += "        }\n    }\n}\n"
        return text
    }

    /// The file that lists every block's `run` by its namespace, for `GuideRunTests`.
    public static func index(_ blocks: [Block]) -> String {
        var text = """
            // Every ```swift block of README.md and Guides/, by its namespace: GuideRunTests runs each.
            // Written by `MIGRATIONKIT_WRITE_GUIDE_SNIPPETS=1 swift test --filter GuideSnippetTests`:
            // edit the pages, not this file.

            let guideSnippetRuns: [String: @Sendable () throws -> Void] = [

            """
        for block in blocks {
            text += "    \"\(namespace(block))\": \(namespace(block)).run,\n"
        }
        return text + "]\n"
    }

    /// The name of the file `index(_:)` writes.
    public static let indexFileName = "GuideSnippetIndex.swift"

    /// Imports, declarations (each an item of lines) and statements (items too), by the
    /// top-level items of `code`: an item starts on a line that is not indented and does not
    /// close or continue the one before.
    public static func split(_ code: [String]) -> (imports: [String], declarations: [[String]], statements: [[String]]) {
        var items: [[String]] = []
        var comments: [String] = []
        var inString = false  // inside a multi-line string literal, which may start lines anywhere
        for line in code {
            let startsItem = !inString && !line.isEmpty && !line.hasPrefix(" ") && !"}]).".contains(line.first!)
            if line.components(separatedBy: "\"\"\"").count % 2 == 0 { inString.toggle() }
            if line.hasPrefix("//") && startsItem {
                comments.append(line)
            } else if startsItem {
                items.append(comments + [line])
                comments = []
            } else if items.isEmpty {
                comments.append(line)
            } else {
                items[items.count - 1].append(line)
            }
        }
        var imports: [String] = [], declarations: [[String]] = [], statements: [[String]] = []
        let keywords = ["struct ", "enum ", "class ", "final class ", "protocol ", "func ", "extension ", "actor ", "typealias "]
        for item in items {
            let first = item.first { !$0.hasPrefix("//") } ?? ""
            if first.hasPrefix("import ") {
                imports.append(first)
            } else if keywords.contains(where: { first.hasPrefix($0) }) {
                declarations.append(item)
            } else {
                statements.append(item)
            }
        }
        return (imports, declarations, statements)
    }
}
