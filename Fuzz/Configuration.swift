// libFuzzer target: a `.migrationkit.json` as a pull request may change it,
// AuditConfiguration.read(_:), then ConversionOptions(configuration:) as an app builds its
// options from it.
//
// Invariants: never crashes; every error is an AuditConfigurationError whose message, escaped
// as the commands print it, is one line (no value of the file starts a line).
import Foundation
import MigrationKit
@testable import MigrationKitSync

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfiguration(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Data(UnsafeBufferPointer(start: $0, count: size)) } ?? Data()
    do {
        let configuration = try AuditConfiguration.read(bytes)
        _ = ConversionOptions(configuration: configuration)
    } catch let error as AuditConfigurationError {
        check(!error.description.visiblyEscaped().contains("\n"), "a message that prints on two lines: \(error)")
    } catch {
        check(false, "an error that is no AuditConfigurationError: \(error)")
    }
    return 0
}
