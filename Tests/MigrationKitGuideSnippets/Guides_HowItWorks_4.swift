// Guides/HowItWorks.md, its ```swift block number 4, as the page shows it.
// Written by `MIGRATIONKIT_WRITE_GUIDE_SNIPPETS=1 swift test --filter GuideSnippetTests`:
// edit the page, not this file.
import GRDB
import MigrationKitGRDB
import MigrationKitSync
import Testing

enum Snippet_Guides_HowItWorks_4 {
    static func run() throws {
        let path = try GuideRun.fixture("reminders.sqlite")
        do {
            let dbQueue = try openDatabase(DatabaseConnectionOptions(path: path, access: .readOnly))
            let report = try dbQueue.read { db in
                try SyncReadinessAnalyzer().audit(db, scope: ConversionScope(excluded: ["tags"]))
            }
            for finding in report.findings where finding.severity == .error {
                print(finding.rule, finding.location)
            }
            print(report.isReady(), report.count(.error), report.count(.warning))
            #expect(report.findings.filter { $0.severity == .error }.count == 5)
            #expect(!report.isReady() && report.count(.error) == 5 && report.count(.warning) == 3)
        }
    }
}
