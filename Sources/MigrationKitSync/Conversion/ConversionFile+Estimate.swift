import Foundation
import GRDB
import MigrationKit
import MigrationKitGRDB

extension ConversionFile {
    /// The estimate line's data (``ConversionEstimate/Input``), as one line of JSON: a line
    /// break in a name is escaped by JSON, so it cannot end the comment.
    static func estimateData(_ input: ConversionEstimate.Input) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(input)) ?? Data("{}".utf8), as: UTF8.self)
    }

    /// The check a conversion file's step adds to its prechecks: the volume of the database
    /// has the room the conversion needs (``ConversionEstimate/freeSpaceNeeded``), estimated
    /// from the header's tables on the database's own rows, as the app estimates it, with the
    /// figures of ``ConversionError/notEnoughSpace(path:needed:available:)``; none for a file
    /// written before the header recorded its tables, or a database in memory.
    static func freeSpaceCheck(_ input: ConversionEstimate.Input?, _ db: Database) throws -> [String] {
        guard let input, let path = databaseFilePath(db) else { return [] }
        let estimate = try Conversion.estimate(input, schema: SchemaIntrospector.read(db), db)
        guard let available = freeSpace(onVolumeOf: path), available < estimate.freeSpaceNeeded else { return [] }
        return ["room on the volume: the conversion needs about \(megabytes(estimate.freeSpaceNeeded)) free (the file grows, and its journal holds the pages before), and the volume of \(path) has \(megabytes(available)); free some space, or convert later"]
    }
}

extension ConversionFile.Sections {
    /// What the header's estimate line records; nil for a file written before 2026-11-28.
    package var estimateInput: ConversionEstimate.Input? {
        guard let line = data[ConversionFile.estimateDirective] else { return nil }
        return try? JSONDecoder().decode(ConversionEstimate.Input.self, from: Data(line.utf8))
    }
}
