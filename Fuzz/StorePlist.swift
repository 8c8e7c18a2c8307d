// libFuzzer target: a property list as a store's Z_METADATA.Z_PLIST or a bundle's
// .xccurrentversion holds one, PropertyListStrings.strings(forKey:in:), binary or XML.
//
// Invariants: never crashes; every error is PropertyListStrings.Refused; at most
// maximumStrings strings come back, none longer than the input; memory stays bounded (run with
// -malloc_limit_mb, Scripts/fuzz.sh): nothing a list references is expanded.
import Foundation
@testable import MigrationKitSync

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStorePlist(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Data(UnsafeBufferPointer(start: $0, count: size)) } ?? Data()
    for key in ["NSStoreModelVersionIdentifiers", "_XCCurrentVersionName"] {
        do {
            if let strings = try PropertyListStrings.strings(forKey: key, in: bytes) {
                check(strings.count <= PropertyListStrings.maximumStrings, "\(strings.count) strings")
                check(strings.allSatisfy { $0.utf8.count <= 3 * size }, "a string longer than the input")
            }
        } catch is PropertyListStrings.Refused {
        } catch {
            check(false, "an error that is no refusal: \(error)")
        }
    }
    return 0
}
