import Foundation
import MigrationKitTestSupport
import Testing

/// Every library an app links declares, in its `PrivacyInfo.xcprivacy`, each of Apple's
/// required-reason APIs its sources call, with the reason that covers the call, and nothing it
/// does not call: App Store review rejects an upload whose binary calls one undeclared
/// (ITMS-91053). The manifest is a resource of its target, so it is in the built products.
@Suite struct PrivacyManifestTests {
    static let root = DocumentationPages.root

    /// Apple's categories this package could reach, each with the reason that covers what
    /// MigrationKit does with it and the calls that reach it, as they appear in Swift or C.
    static let categories: [(category: String, reason: String, calls: [String])] = [
        // File metadata of the app's own database and migration files (sizes, kinds, owners).
        ("NSPrivacyAccessedAPICategoryFileTimestamp", "C617.1",
         ["stat(", "lstat(", "fstat(", "attributesOfItem(", "[.modificationDate]", "[.creationDate]", "ModificationDateKey", "creationDateKey", "getattrlist"]),
        // Whether the volume has room for the conversion before it writes.
        ("NSPrivacyAccessedAPICategoryDiskSpace", "E174.1",
         ["systemFreeSize", "volumeAvailableCapacity", "statfs(", "statvfs(", "systemSize"]),
        ("NSPrivacyAccessedAPICategorySystemBootTime", "35F9.1", ["systemUptime", "mach_absolute_time"]),
        ("NSPrivacyAccessedAPICategoryUserDefaults", "CA92.1", ["UserDefaults"]),
    ]

    /// The targets under `Sources/` an app can link: every one but the tool's `@main`.
    static func libraryTargets() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Sources").path)
            .filter { $0 != "migrationkit" && !$0.hasPrefix(".") }.sorted()
    }

    /// The categories the sources of `target` call, by name.
    static func calledCategories(_ target: String) throws -> Set<String> {
        let directory = root.appendingPathComponent("Sources/\(target)")
        var found: Set<String> = []
        let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            guard ["swift", "c", "h"].contains(url.pathExtension) else { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            for category in categories where category.calls.contains(where: text.contains) {
                found.insert(category.category)
            }
        }
        return found
    }

    /// What a manifest declares: each category's reasons.
    static func declared(_ path: String) throws -> [String: [String]] {
        let data = try #require(FileManager.default.contents(atPath: path), "\(path) is missing")
        let plist = try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
        #expect(plist["NSPrivacyTracking"] as? Bool == false)
        let types = try #require(plist["NSPrivacyAccessedAPITypes"] as? [[String: Any]])
        var declared: [String: [String]] = [:]
        for type in types {
            let category = try #require(type["NSPrivacyAccessedAPIType"] as? String)
            declared[category] = try #require(type["NSPrivacyAccessedAPITypeReasons"] as? [String])
        }
        return declared
    }

    @Test func eachLibraryDeclaresTheRequiredReasonAPIsItCalls() throws {
        var checked = 0
        for target in try Self.libraryTargets() {
            let called = try Self.calledCategories(target)
            let manifest = Self.root.appendingPathComponent("Sources/\(target)/PrivacyInfo.xcprivacy").path
            guard FileManager.default.fileExists(atPath: manifest) else {
                #expect(called.isEmpty, "\(target) calls \(called.sorted()) and has no PrivacyInfo.xcprivacy")
                continue
            }
            let declared = try Self.declared(manifest)
            for category in Self.categories where called.contains(category.category) {
                #expect(declared[category.category] == [category.reason], "\(target) calls \(category.category): declare reason \(category.reason)")
            }
            #expect(Set(declared.keys).subtracting(called).isEmpty, "\(target) declares what it does not call: \(Set(declared.keys).subtracting(called).sorted())")
            checked += 1
        }
        // MigrationKitGRDB (file sizes, kinds, free space) and MigrationKitSync (what a schema
        // path names) call them today.
        #expect(checked == 2)
    }

    /// Built into the products as a resource of its target, where Xcode finds it for the app's
    /// privacy report: `MigrationKit_<target>.resources` here, `.bundle` on Apple platforms.
    @Test func theManifestsAreBuiltAsResources() throws {
        let products = toolURL.deletingLastPathComponent()
        for target in ["MigrationKitGRDB", "MigrationKitSync"] {
            let candidates = ["resources", "bundle"].flatMap { kind in
                ["PrivacyInfo.xcprivacy", "Contents/Resources/PrivacyInfo.xcprivacy"].map {
                    products.appendingPathComponent("MigrationKit_\(target).\(kind)/\($0)").path
                }
            }
            #expect(candidates.contains(where: FileManager.default.fileExists), "\(target)'s manifest is not among the built products in \(products.path)")
        }
    }
}
