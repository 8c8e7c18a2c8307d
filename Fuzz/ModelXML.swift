// libFuzzer target: a Core Data model's `contents` file as someone else wrote it,
// CoreDataModel.parse(_:path:), which refuses a document type or an entity before libxml2 sees
// the text, then reads entities and relationships.
//
// Invariants: never crashes; every error is a CoreDataModelError naming the file; its message,
// escaped as the commands print it, is one line (no name of the model starts a line); memory
// stays bounded (run with -malloc_limit_mb, Scripts/fuzz.sh).
import Foundation
import MigrationKit
@testable import MigrationKitSync

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzModelXML(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Data(UnsafeBufferPointer(start: $0, count: size)) } ?? Data()
    do {
        let model = try CoreDataModel.parse(bytes, path: "fuzz/contents")
        for entity in model.entities {
            check(!displayName(entity.name).contains("\n"), "an entity's name prints with a line break")
        }
    } catch let error as CoreDataModelError {
        check(error.description.hasPrefix("fuzz/contents: "), "an error that does not name the file: \(error)")
        check(!error.description.visiblyEscaped().contains("\n"), "a message that prints on two lines: \(error)")
    } catch {
        check(false, "an error that is no CoreDataModelError: \(error)")
    }
    return 0
}
