import Foundation
import GRDB
import MigrationKit
import MigrationKitGRDB

/// Where `migrationkit diff` reads a version of a schema from: a SQLite database file, a schema
/// script (what `schema-dump` writes), or a directory of migrations, applied in order to an
/// empty database.
///
/// Reads only, and safe on files anyone may have written (a pull request's): a database file is
/// opened read-only; the SQL of scripts and migrations runs only in an `SQLSandbox`, a
/// private in-memory database that cannot reach the file system, and the schema is read from a
/// byte copy of it. Input that cannot be right is an error naming the path, never an empty
/// schema that would pass as "compatible": a path that is no regular file or directory (a
/// FIFO, a device), text that is not UTF-8 or holds a NUL byte, a script without a statement, a
/// directory without migrations.
package enum SchemaSource {
    /// The schema at `path`.
    package static func read(_ path: String) throws -> DatabaseSchema {
        switch try kind(of: path) {
        case .directory:
            let sandbox = try SQLSandbox()
            for script in try scripts(in: path) {
                try run(script, in: sandbox)
            }
            return try schema(of: sandbox)
        case .database:
            return try openDatabase(DatabaseConnectionOptions(path: path, access: .readOnly)).read(SchemaIntrospector.read)
        case .script(let text):
            let sandbox = try SQLSandbox()
            do {
                try sandbox.run(text)
            } catch let failure as SQLSandbox.Failure {
                throw error(failure, path: path, context: "neither a SQLite database nor a schema script SQLite can run: ")
            }
            return try schema(of: sandbox)
        }
    }

    /// The migrations of `directory` applied one by one to an empty database: each file's path,
    /// text, and the schema before and after it.
    static func history(_ directory: String) throws -> [(file: String, text: String, before: DatabaseSchema, after: DatabaseSchema)] {
        guard case .directory = try kind(of: directory) else {
            throw MigrationFileError.migrationsPathIsAFile(path: directory)
        }
        let sandbox = try SQLSandbox()
        var before = try schema(of: sandbox)
        return try scripts(in: directory).map { script in
            try run(script, in: sandbox)
            let after = try schema(of: sandbox)
            defer { before = after }
            return (script.path, script.text, before, after)
        }
    }

    // MARK: - Kinds of input

    private enum Kind {
        case directory
        case database
        case script(String)
    }

    /// What `path` holds, after refusing what cannot be a schema.
    private static func kind(of path: String) throws -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw DatabaseOpeningError.databaseNotFound(path: path)
        }
        switch info.st_mode & S_IFMT {
        case S_IFDIR:
            return .directory
        case S_IFREG:
            break
        default:
            throw MigrationFileError.notASchema(
                path: path, reason: "not a regular file or a directory (\(fileType(info.st_mode))); give a database file, a schema script or a migrations directory")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw MigrationFileError.notASchema(path: path, reason: "cannot read the file")
        }
        let bytes = [UInt8](data)
        if bytes.starts(with: Array("SQLite format 3\0".utf8)) {
            return .database
        }
        if let reason = SQLMigrationFiles.nulByte(in: bytes) {
            throw MigrationFileError.notASchema(path: path, reason: reason)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw MigrationFileError.notASchema(
                path: path, reason: "neither a SQLite database nor UTF-8 text (byte \(firstInvalidUTF8Byte(bytes) + 1) is not UTF-8)")
        }
        // A dump of an empty database is a header line only; any other file without a statement
        // is a mistake (a truncated or wrong file), not an empty schema.
        if !bytes.starts(with: Array(schemaDumpHeader.utf8)), SQLTokenizer.tokenize(text).allSatisfy(\.isTrivia) {
            throw MigrationFileError.notASchema(path: path, reason: "holds no SQL statement; there is no schema to compare")
        }
        return .script(text)
    }

    /// The migration files of `directory`, checked as `migrate` checks them; at least one.
    private static func scripts(in directory: String) throws -> [SQLMigrationFiles.Script] {
        let scripts = try SQLMigrationFiles.scripts(in: directory, kinds: [.conversion])
        guard !scripts.isEmpty else {
            throw MigrationFileError.notASchema(
                path: directory, reason: "holds no migration file (<identifier>.sql); there is no schema to compare")
        }
        return scripts
    }

    /// Runs a migration file's apply section in `sandbox`.
    private static func run(_ script: SQLMigrationFiles.Script, in sandbox: SQLSandbox) throws {
        do {
            try sandbox.run(script.up, firstLine: script.firstLine)
        } catch let failure as SQLSandbox.Failure {
            throw error(failure, path: script.path, context: "")
        }
    }

    private static func error(_ failure: SQLSandbox.Failure, path: String, context: String) -> Error {
        if let denied = failure.denied {
            return MigrationFileError.untrustedSQLRefused(path: path, line: failure.line, statement: failure.statement, denied: denied)
        }
        return MigrationFileError.invalidMigrationFile(path: path, reason: "\(context)line \(failure.line): \(failure.message)")
    }

    private static func schema(of sandbox: SQLSandbox) throws -> DatabaseSchema {
        try sandbox.copy().read(SchemaIntrospector.read)
    }

    private static func fileType(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFIFO: "a FIFO"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "of another kind"
        }
    }

    /// The offset of the first byte that does not decode as UTF-8.
    private static func firstInvalidUTF8Byte(_ bytes: [UInt8]) -> Int {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .error: return offset
            case .emptyInput: return offset
            }
        }
    }
}
