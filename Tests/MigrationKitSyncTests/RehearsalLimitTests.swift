import GRDB
import MigrationKit
@testable import MigrationKitSync
import Testing

/// A refusal never gives a wrong reason: a statement SQLite refuses for its size during the
/// rehearsal (which has no data) says it is an internal limit, not the data.
@Suite struct RehearsalLimitTests {
    @Test func aLimitOfSQLiteIsNotTheData() throws {
        let compound = (0...500).map { "SELECT \($0)" }.joined(separator: " UNION ALL ")
        let plan = ConversionPlan(
            tables: [], prechecks: [], statements: [ConversionStatement(comment: nil, sql: "CREATE TEMP TABLE \"t\" AS \(compound);")],
            checks: [], options: ConversionOptions())
        let db = try DatabaseQueue()
        #expect {
            try db.read { try Conversion.rehearse([plan], onSchemaOf: $0) { _ in } }
        } throws: { error in
            guard case ConversionError.refused(let reasons) = error else { return false }
            return reasons.map(\.refusal) == ["rehearsal-failed"] && reasons.map(\.message) == [
                "the conversion failed when rehearsed on an empty copy of the schema: migration \"rehearsal_0\" failed and was rolled back: SQLite error 1: too many terms in compound SELECT - while executing `CREATE TEMP TABLE \"t\" …`. That is a limit SQLite puts on one statement, reached by the SQL generated for this schema: an internal limit of MigrationKit, not a problem with the data; please report it",
            ]
        }
    }
}
