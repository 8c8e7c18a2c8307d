import Foundation
import MigrationKitGRDB

/// A conversion that `migrationkit generate` wrote earlier, found in a migrations directory:
/// a `.sql` file, or `.swift` source that embeds one, with a `-- migrationkit:conversion` line.
package struct ConversionFile: Sendable, Equatable {
    package let path: String
    /// The file name without its extension: the migration's identifier.
    package let identifier: String
    /// The tables it changes, as its header lists them (``ConversionPlan/sqlFile(identifier:)``).
    package let tables: [String]

    /// The conversion files in `directory`, by identifier; none when it does not exist.
    package static func files(in directory: String) -> [ConversionFile] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.sorted().compactMap { name -> ConversionFile? in
            guard !name.hasPrefix("."), let dot = name.lastIndex(of: "."), [".sql", ".swift"].contains(name[dot...]) else { return nil }
            let path = (directory as NSString).appendingPathComponent(name)
            guard let data = FileManager.default.contents(atPath: path) else { return nil }
            let lines = String(decoding: data, as: UTF8.self).split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
            guard lines.contains(where: { $0 == ConversionFile.conversionDirective }) else { return nil }
            return ConversionFile(path: path, identifier: String(name[..<dot]), tables: tables(inHeader: lines))
        }
    }

    /// The header's table lines, `--   "name": reasons.`, between the line that says what the
    /// file makes ready and the next `--` line alone.
    static func tables(inHeader lines: [Substring]) -> [String] {
        guard let start = lines.firstIndex(where: { $0.hasPrefix("-- ") && $0.contains(ConversionPlan.tableListHeading) }) else { return [] }
        var tables: [String] = []
        for line in lines[(start + 1)...] {
            guard line.hasPrefix("--   ") else { break }
            let first = SQLTokenizer.tokenize(String(line.dropFirst(5))).first
            if let first, first.kind == .quotedIdentifier, let name = first.identifier { tables.append(name) }
        }
        return tables
    }
}
