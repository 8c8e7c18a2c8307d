import Foundation
import MigrationKit
import MigrationKitGRDB

extension ConversionFile {
    /// What the estimate of a conversion's size reads of one table the plan rebuilds
    /// (``ConversionPlan/TableChange``), recorded in a conversion file's header
    /// (``estimateDirective``) so that `migrate` estimates the free space a file needs as the app
    /// does, from the device's own rows, without planning again.
    package struct EstimatedTable: Codable, Equatable, Sendable {
        package let table: String
        /// The key column whose values become UUID text, and whether it was the rowid.
        package let key: String?
        package let keyIsRowid: Bool
        /// The columns whose references become UUID text.
        package let references: [String]
        /// Whether the table gets a new TEXT key.
        package let addsKey: Bool

        init(_ change: ConversionPlan.TableChange) {
            table = change.table
            key = change.rewrittenKey?.column
            keyIsRowid = change.rewrittenKey?.isRowid ?? false
            references = change.rewrittenReferences
            addsKey = change.addsKey
        }
    }

    /// The estimate line's data: the tables a plan rebuilds, as one line of JSON (a line break
    /// in a name is escaped by JSON, so it cannot end the comment).
    static func estimateData(_ tables: [ConversionPlan.TableChange]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(tables.filter(\.rebuilds).map(EstimatedTable.init))) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}

extension ConversionFile.Sections {
    /// The tables the header's estimate line records; nil for a file written before 2026-11-28.
    package var estimatedTables: [ConversionFile.EstimatedTable]? {
        guard let line = data[ConversionFile.estimateDirective] else { return nil }
        return try? JSONDecoder().decode([ConversionFile.EstimatedTable].self, from: Data(line.utf8))
    }
}
