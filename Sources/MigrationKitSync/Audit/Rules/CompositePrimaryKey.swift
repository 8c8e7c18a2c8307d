import MigrationKitGRDB

extension SyncRule {
    package static let compositePrimaryKey = SyncRule(
        id: "composite-primary-key", code: "MK003", severity: .error, autoFixable: true,
        summary: "A table's primary key has more than one column.",
        rationale: """
            SQLiteData's SyncEngine needs a single, non-compound primary key on every \
            synchronized table ("Getting started with CloudKit": primary keys on every table): \
            one value becomes the CloudKit record name. The conversion adds an "id" TEXT key, each \
            row's rowid in hex after the table's prefix (fresh UUIDs under the random scheme or \
            in a WITHOUT ROWID table; "id_key" when a column is already named "id", as the parent's id often \
            is in such a key; "id_key_2" when that is taken too, and so on); the old key columns \
            stay, converted like any reference where they hold a converted key, and keep their \
            uniqueness as a unique index (or a plain index with --drop-unique, since SyncEngine \
            rejects unique indexes too).
            """,
        triggeringExamples: [
            #"CREATE TABLE "playlistTracks" ("playlistID" INTEGER NOT NULL, "trackID" INTEGER NOT NULL, PRIMARY KEY ("playlistID", "trackID"));"#,
        ],
        nonTriggeringExamples: [
            #"CREATE TABLE "playlistTracks" ("id" TEXT PRIMARY KEY NOT NULL, "playlistID" INTEGER NOT NULL, "trackID" INTEGER NOT NULL);"#,
        ]
    ) { rule, input in
        input.tables.compactMap { table -> Finding? in
            guard case .composite(let columns) = table.primaryKey else { return nil }
            return rule.finding(
                table.name, nil,
                "the primary key has \(columns.count) columns (\(columnList(columns))); sync needs a single-column key.",
                fix: "migrationkit generate adds an \(quoteIdentifier(table.addedKeyName)) TEXT primary key (the table's prefix, then each row's rowid in hex; fresh UUIDs with --id-scheme random or WITHOUT ROWID); the old key columns stay, unique.")
        }
    }
}
