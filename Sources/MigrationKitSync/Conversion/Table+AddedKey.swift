import MigrationKit
import MigrationKitGRDB

extension DatabaseSchema.Table {
    /// The name of the key column the conversion adds to a table that has no single key (no
    /// primary key, or a composite one): `"id"` when no column is named so, otherwise the first
    /// of `"id_key"`, `"id_key_2"`, `"id_key_3"`, … that no column is named, compared as SQLite
    /// compares names (ASCII letters folded: `ID` takes `id`).
    ///
    /// A composite key often holds a column `id` that is the parent's id
    /// (`PRIMARY KEY ("id", "position")` in a history table): that column stays, converted like
    /// any reference, and the new key takes the next free name rather than refusing. The audit's
    /// fix, the planner, the rewritten statement and its checks all read the name from here.
    package var addedKeyName: String {
        let taken = Set(columns.map(\.name.sqlFolded))
        guard taken.contains("id") else { return "id" }
        var candidate = "id_key"
        var suffix = 1
        while taken.contains(candidate.sqlFolded) {
            suffix += 1
            candidate = "id_key_\(suffix)"
        }
        return candidate
    }
}
