import MigrationKit
import MigrationKitGRDB

/// Refusals about the keys themselves: what hides the rowid the new keys are made from, and values
/// they cannot carry. (A new key never refuses for its name: ``DatabaseSchema/Table/addedKeyName``.)
extension ConversionRefusal {
    /// No longer raised: a new key whose name `"id"` is taken is named ``DatabaseSchema/Table/addedKeyName``.
    /// Kept, out of ``all``, for apps that name it.
    @available(*, deprecated, message: "never raised: a table with a column \"id\" gets its new key under DatabaseSchema.Table.addedKeyName")
    package static let idColumnTaken = ConversionRefusal(
        id: "id-column-taken", summary: "A table that needs a new \"id\" key already has a column of that name (no longer refused).",
        noExampleBecause: "never raised since the new key takes a free name")

    package static let hiddenRowid = ConversionRefusal(
        id: "hidden-rowid",
        summary: "Columns named rowid, _rowid_ and oid hide the rowid, which the conversion keeps.",
        refusingExamples: [#"CREATE TABLE "t" ("id" INTEGER PRIMARY KEY, "rowid" INT, "_rowid_" INT, "oid" INT);"#],
        acceptedExamples: [
            #"CREATE TABLE "t" ("id" INTEGER PRIMARY KEY, "rowid" INT);"#,
            // New keys come from the rowid, in a column of their own when "id" is taken.
            #"CREATE TABLE "tags" ("ID" TEXT, "title" TEXT); INSERT INTO "tags" VALUES ('a', 'x');"#,
            #"CREATE TABLE "items" ("id" INTEGER PRIMARY KEY); CREATE TABLE "items_history" ("id" INTEGER NOT NULL REFERENCES "items"("id") ON DELETE CASCADE, "position" INTEGER NOT NULL, "id_key" TEXT, PRIMARY KEY ("id", "position")); INSERT INTO "items" VALUES (1); INSERT INTO "items_history" VALUES (1, 1, 'a');"#,
        ]
    ) { refusal, input in
        input.rebuilt.compactMap { change in
            guard !change.table.isWithoutRowid && change.table.rowidName == nil else { return nil }
            return refusal.reason(change.table.name, "\(quoteIdentifier(change.table.name)): its columns named rowid, _rowid_ and oid hide the rowid, which the conversion keeps.")
        }
    }

    /// A generated column computed from a converted column would compute something else from
    /// UUID text (`id * 2` gives 0), silently.
    package static let generatedFromConvertedKey = ConversionRefusal(
        id: "generated-from-converted-key",
        summary: "A generated column is computed from a key or reference that becomes UUID text.",
        refusingExamples: [#"CREATE TABLE "t" ("id" INTEGER PRIMARY KEY, "twice" INT GENERATED ALWAYS AS ("id" * 2));"#],
        acceptedExamples: [#"CREATE TABLE "t" ("id" INTEGER PRIMARY KEY, "price" INT, "twice" INT GENERATED ALWAYS AS ("price" * 2));"#]
    ) { refusal, input in
        input.rebuilt.flatMap { change -> [RefusalReason] in
            let table = change.table
            let converted = Set(([change.convertedKey?.name] + change.convertedForeignKeys.map { $0.columns.first }).compactMap { $0?.sqlFolded })
            guard !converted.isEmpty, let statement = CreateTableStatement(table.sql) else { return [] }
            return table.columns.compactMap { column in
                guard column.generated == .virtual || column.generated == .stored,
                      let definition = statement.column(column.name), let parts = statement.parts(of: definition),
                      let generated = parts.constraints.first(where: { $0.kind == .generated })
                else { return nil }
                let used = statement.tokens[generated.range].compactMap { token in
                    token.kind == .word || token.kind == .quotedIdentifier ? token.identifier?.sqlFolded : nil
                }
                guard let source = used.first(where: converted.contains) else { return nil }
                return refusal.reason(table.name, "\(quoteIdentifier(table.name)): the generated column \(quoteIdentifier(column.name)) is computed from \(quoteIdentifier(table.column(source)?.name ?? source)), which becomes UUID text; its values would change. Compute it from another column, or drop it, before converting.")
            }
        }
    }

    package static let unconvertibleKeyValue = ConversionRefusal(
        id: "unconvertible-key-value",
        summary: "A key or reference holds values printf('%012x', …) cannot carry: negative, 2^48 or more, not an integer, or a NULL key.",
        auditRule: .unconvertibleKeyValue,
        refusingExamples: [
            #"CREATE TABLE "lists" ("id" INTEGER PRIMARY KEY); INSERT INTO "lists" VALUES (-7), (281474976710656);"#,
            #"CREATE TABLE "lists" ("id" INTEGER PRIMARY KEY); CREATE TABLE "items" ("id" INTEGER PRIMARY KEY, "listID" INTEGER REFERENCES "lists"("id") ON DELETE CASCADE); INSERT INTO "lists" VALUES (1); PRAGMA foreign_keys = OFF; INSERT INTO "items" VALUES (1, 1.5);"#,
        ],
        acceptedExamples: [#"CREATE TABLE "lists" ("id" INTEGER PRIMARY KEY); INSERT INTO "lists" VALUES (0), (281474976710655);"#]
    ) { refusal, input in
        guard input.options.idScheme != .random else { return [] }
        return input.convertedColumns.compactMap { column, _ in
            let count = column.unconvertibleCount
            guard count > 0 else { return nil }
            return refusal.reason(column.table, "\(location(column)): \(counted(count, "value")) printf('%012x', …) cannot carry (\(column.unconvertibleExamples)); correct them, or use \(input.option(.idScheme(.random))).")
        }
    }

    /// The random scheme maps every old value to a fresh UUID, but a NULL key maps to nothing.
    package static let nullKey = ConversionRefusal(
        id: "null-key",
        summary: "Under the random scheme, a key converted holds NULL.",
        auditRule: .unconvertibleKeyValue,
        refusingExamples: [#"CREATE TABLE "lists" ("id" INT PRIMARY KEY, "title" TEXT); INSERT INTO "lists" VALUES (NULL, 'a');"#],
        acceptedExamples: [#"CREATE TABLE "lists" ("id" INT PRIMARY KEY, "title" TEXT); INSERT INTO "lists" VALUES (-1, 'a');"#],
        exampleOptions: ConversionOptions(idScheme: .random)
    ) { refusal, input in
        guard input.options.idScheme == .random else { return [] }
        return input.convertedColumns.compactMap { column, isKey in
            guard isKey && column.nulls > 0 else { return nil }
            return refusal.reason(column.table, "\(location(column)): \(counted(column.nulls, "NULL key")); give them values first.")
        }
    }

    /// An integer DEFAULT of a reference names a parent by its old id. The key of a row of the
    /// parent is carried as that row's new key (written in on the device under the salted
    /// scheme: ``NewKeyDefault``); a value that names no row (the app's "none", `0` or `-1`) has a
    /// new key only under the deterministic scheme, and under the random scheme a row's new key
    /// exists only where the row does.
    package static let convertedDefault = ConversionRefusal(
        id: "converted-default",
        summary: "A reference to a converted key has an integer DEFAULT the scheme cannot carry: a value that names no row of the parent (under the salted and random schemes), or, under the random scheme, a row's key (a device that deleted the row has no new key for it).",
        refusingExamples: [
            #"CREATE TABLE "lists" ("id" INTEGER PRIMARY KEY); CREATE TABLE "items" ("id" INTEGER PRIMARY KEY, "listID" INTEGER NOT NULL DEFAULT 1 REFERENCES "lists"("id") ON DELETE SET DEFAULT);"#,
            // The app's "none": no row has it.
            #"CREATE TABLE "lists" ("id" INTEGER PRIMARY KEY); CREATE TABLE "items" ("id" INTEGER PRIMARY KEY, "listID" INTEGER DEFAULT 0 REFERENCES "lists"("id")); INSERT INTO "lists" VALUES (1);"#,
        ],
        acceptedExamples: [
            #"CREATE TABLE "lists" ("id" INTEGER PRIMARY KEY); CREATE TABLE "items" ("id" INTEGER PRIMARY KEY, "listID" INTEGER DEFAULT NULL REFERENCES "lists"("id") ON DELETE SET DEFAULT);"#,
            // The first list's key: its new key, written in on the device.
            #"CREATE TABLE "lists" ("id" INTEGER PRIMARY KEY); CREATE TABLE "items" ("id" INTEGER PRIMARY KEY, "listID" INTEGER NOT NULL DEFAULT 1 REFERENCES "lists"("id") ON DELETE SET DEFAULT); INSERT INTO "lists" VALUES (1);"#,
        ]
    ) { refusal, input in
        // Every such column at once, before a statement is written.
        input.rebuilt.flatMap { change in
            change.convertedForeignKeys.compactMap { foreignKey -> RefusalReason? in
                guard foreignKey.columns.count == 1, let column = change.table.column(foreignKey.columns[0]), let value = column.defaultSQL,
                      case .failure(let uncarried) = CreateTableRewriter.carriedDefault(
                          value, column: column.name, declaration: foreignKey.declaration, parentRow: change.keyDefaults[column.name.sqlFolded], options: input.options)
                else { return nil }
                return refusal.reason(change.table.name, naming: [foreignKey.parentTable], "\(quoteIdentifier(change.table.name)): \(uncarried.message).")
            }
        }
    }
}

extension RefusalInput {
    /// The statistics of every converted key and reference in a rebuilt table, with whether it
    /// is a key.
    var convertedColumns: [(ColumnStatistics, isKey: Bool)] {
        statistics.columns.compactMap { column in
            guard case .converted(let isKey) = column.role, changes[column.table.sqlFolded]?.rebuilds == true else { return nil }
            return (column, isKey)
        }
    }
}

/// `"table"."column"` for a message.
/// Refusals about the form of UUID keys (``ConversionOptions/keyRepresentations``).
extension ConversionRefusal {
    /// Normalizing would make two rows one: their keys are one UUID in two forms.
    package static let sameUUIDTwice = ConversionRefusal(
        id: "same-uuid-twice",
        summary: "Two keys of a table are one UUID in two forms (text in both cases, or a blob): rewritten to one form, they would be one key.",
        refusingExamples: [
            #"CREATE TABLE "notes" ("id" TEXT PRIMARY KEY NOT NULL); INSERT INTO "notes" VALUES ('1c3d5e7f-0000-4000-8000-000000000001'), ('1C3D5E7F-0000-4000-8000-000000000001');"#,
        ],
        acceptedExamples: [
            #"CREATE TABLE "notes" ("id" TEXT PRIMARY KEY NOT NULL); INSERT INTO "notes" VALUES ('1c3d5e7f-0000-4000-8000-000000000001'), ('2C3D5E7F-0000-4000-8000-000000000002');"#,
        ]
    ) { refusal, input in
        input.statistics.columns.compactMap { column in
            guard column.role == .textKey, !column.sameUUIDs.isEmpty,
                  input.changes[column.table.sqlFolded]?.normalizedKey != nil else { return nil }
            return refusal.reason(column.table, "\(location(column)): keys that are one UUID in two forms (\(column.sameUUIDs.joined(separator: "; "))): rewritten to one form they would be one key. Merge or delete the duplicates first.")
        }
    }

    /// A column that holds keys to be rewritten, declaring no foreign key, would be left
    /// pointing at nothing: nothing says it is a reference, so nothing rewrites it.
    package static let undeclaredTextReference = ConversionRefusal(
        id: "undeclared-text-reference",
        summary: "A text column declares no foreign key but holds keys of a table whose UUID keys are rewritten to the client's form.",
        refusingExamples: [
            #"CREATE TABLE "lists" ("id" TEXT PRIMARY KEY NOT NULL); CREATE TABLE "items" ("id" TEXT PRIMARY KEY NOT NULL, "listRef" TEXT); INSERT INTO "lists" VALUES ('1C3D5E7F-0000-4000-8000-000000000001'); INSERT INTO "items" VALUES ('0b8ab8f4-5f06-4a6f-9d4e-8c3a41f5b0a2', '1C3D5E7F-0000-4000-8000-000000000001');"#,
        ],
        acceptedExamples: [
            #"CREATE TABLE "lists" ("id" TEXT PRIMARY KEY NOT NULL); CREATE TABLE "items" ("id" TEXT PRIMARY KEY NOT NULL, "listID" TEXT REFERENCES "lists"("id") ON DELETE CASCADE, "note" TEXT); INSERT INTO "lists" VALUES ('1C3D5E7F-0000-4000-8000-000000000001'); INSERT INTO "items" VALUES ('0b8ab8f4-5f06-4a6f-9d4e-8c3a41f5b0a2', '1C3D5E7F-0000-4000-8000-000000000001', 'milk');"#,
        ]
    ) { refusal, input in
        input.statistics.undeclaredTextReferences.compactMap { reference in
            guard input.changes[reference.parentTable.sqlFolded]?.normalizedKey != nil else { return nil }
            return refusal.reason(reference.table, naming: [reference.parentTable], "\(quoteIdentifier(reference.table)).\(quoteIdentifier(reference.column)): \(reference.rows) row\(reference.rows == 1 ? " holds" : "s hold") keys of \(quoteIdentifier(reference.parentTable)) as they are now, but the column declares no foreign key, so rewriting those keys would leave it pointing at nothing. Answer it as a reference (\(input.option(.reference(ReferenceDeclaration(table: reference.table, column: reference.column, parentTable: reference.parentTable))))) so that it is rewritten with them, or rewrite it yourself first.")
        }
    }

    /// The conversion writes UUID keys as text; SyncEngine cannot sync blob keys either.
    package static let blobKeyRepresentation = ConversionRefusal(
        id: "blob-key-representation",
        summary: "Keys to be converted or rewritten in a table whose client binds 16-byte blobs: the conversion writes UUID keys as text.",
        refusingExamples: [
            #"CREATE TABLE "notes" ("id" INTEGER PRIMARY KEY); INSERT INTO "notes" VALUES (1);"#,
        ],
        acceptedExamples: [
            #"CREATE TABLE "notes" ("id" BLOB PRIMARY KEY NOT NULL); INSERT INTO "notes" VALUES (X'1C3D5E7F000040008000000000000001');"#,
        ],
        exampleOptions: {
            var options = ConversionOptions()
            options.keyRepresentations = KeyRepresentations(.blob)
            return options
        }()
    ) { refusal, input in
        input.changes.values.compactMap { change in
            let table = change.table.name
            let tables = [table] + (change.convertedForeignKeys + change.normalizedForeignKeys).map(\.parentTable)
            guard let blob = tables.first(where: { input.options.keyRepresentations.of($0) == .blob }),
                  change.rebuilds else { return nil }
            return refusal.reason(table, naming: [blob], "\(quoteIdentifier(table)): the keys of \(quoteIdentifier(blob)) are to be 16-byte blobs (keyRepresentation \"blob\"), and the conversion writes UUID keys as lowercase text (SQLiteData's SyncEngine cannot sync blob keys: its metadata stores keys as text). Bind UUIDs as text in the app, and set keyRepresentation to \"lowercase-text\".")
        }
    }
}

private func location(_ column: ColumnStatistics) -> String {
    "\(quoteIdentifier(column.table)).\(quoteIdentifier(column.column))"
}
