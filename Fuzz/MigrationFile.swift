// libFuzzer target: the migration-file parser, SQLMigrationFiles.parse(_:path:),
// markers(in:path:known:) and step(identifier:sourceFile:text:kinds:) with the conversion
// file kind (which slices the apply section at the markers' byte offsets; the step is built,
// never run).
//
// Invariants: never crashes; every error is a thrown MigrationFileError; markers lie inside the
// text, on increasing lines; the apply and rollback sections are pieces of the text.
import MigrationKit
@testable import MigrationKitGRDB
import MigrationKitSync

/// The kinds of file `migrationkit` reads, and every directive line they know.
private let kinds = [SQLMigrationFiles.FileKind.conversion]
private let known = kinds.reduce(into: Set(["-- migrate:up", "-- migrate:down"])) { $0.formUnion($1.markers.union([$1.directive])) }

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMigrationFile(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = fuzzText(data, size)
    let count = text.utf8.count
    expectingMigrationErrors {
        var previousLine = 0
        for marker in try SQLMigrationFiles.markers(in: text, path: "fuzz.sql", known: known) {
            check(0 <= marker.lineStart && marker.lineStart <= marker.lineEnd && marker.lineEnd <= count, "marker \(marker) outside the text")
            check(marker.line > previousLine, "marker \(marker) not after line \(previousLine)")
            previousLine = marker.line
        }
    }
    expectingMigrationErrors {
        let sections = try SQLMigrationFiles.parse(text, path: "fuzz.sql")
        check(text.contains(sections.up) || sections.up.isEmpty, "the apply section is not part of the text")
        check(sections.up.utf8.count + (sections.down?.utf8.count ?? 0) <= count, "the sections are longer than the text")
    }
    expectingMigrationErrors {
        _ = try SQLMigrationFiles.step(identifier: "fuzz", sourceFile: "fuzz.sql", text: text, kinds: kinds)
    }
    return 0
}

private func expectingMigrationErrors(_ body: () throws -> Void) {
    do {
        try body()
    } catch is MigrationFileError {
    } catch {
        fatalError("invariant violated: an error that is no MigrationFileError: \(error)")
    }
}
