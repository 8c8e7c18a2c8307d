import MigrationKit

/// What a model or a store refuses. Each is thrown before anything is written, and names the
/// record, the field and the versions involved.
public enum ModelError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A version of the model declares something it cannot hold or a step it cannot take:
    /// every problem, one line each.
    case invalidModel(version: Int, problems: [String])
    /// The file is at a later version than the model (an older app opened a newer file).
    case fileIsNewer(path: String, fileVersion: Int, modelVersion: Int)
    /// The file is at `version`, but a table the model declares at that version is not in it:
    /// the record was renamed (its `tableName` changed), which is not supported.
    case tableMissing(path: String, table: String, version: Int)
    /// After migrating, the file's tables are not what the model declares.
    case schemaMismatch(path: String, table: String, expected: String, found: String)

    public var description: String {
        switch self {
        case .invalidModel(let version, let problems):
            return "model version \(version) cannot be used, so nothing was written:\n" + problems.map { "  - " + $0 }.joined(separator: "\n")
        case .fileIsNewer(let path, let fileVersion, let modelVersion):
            return "\(path) is at model version \(fileVersion), newer than this model (\(modelVersion)); an older app cannot open it. Nothing was changed."
        case .tableMissing(let path, let table, let version):
            return """
                \(path) is at model version \(version), but has no table \(displayName(table)), which the model declares at that \
                version. Renaming a record is not supported: its rows stay in the table of its old name. Give the record its old \
                tableName back. Nothing was changed.
                """
        case .schemaMismatch(let path, let table, let expected, let found):
            return """
                \(path): table \(displayName(table)) does not match the model.
                  expected: \(expected)
                  found:    \(found)
                """
        }
    }
}

extension ModelError: MultilineMessage {
    package var lines: [String] {
        switch self {
        case .invalidModel(let version, let problems):
            ["model version \(version) cannot be used, so nothing was written:"] + problems.map { "  - " + $0 }
        case .schemaMismatch(let path, let table, let expected, let found):
            ["\(path): table \(displayName(table)) does not match the model.", "  expected: \(expected)", "  found:    \(found)"]
        default:
            [description]
        }
    }
}
