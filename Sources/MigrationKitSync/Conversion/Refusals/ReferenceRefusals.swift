import MigrationKit
import MigrationKitGRDB

/// Refusals about relations: references the conversion cannot rewrite, or would leave pointing
/// at nothing.
extension ConversionRefusal {
    /// The conversion rewrites single-column references only, so the integers of a reference of
    /// several columns, one of them a converted key, would point at text.
    package static let multiColumnReference = ConversionRefusal(
        id: "multi-column-reference",
        summary: "A foreign key of several columns references a converted key among them.",
        refusingExamples: [#"CREATE TABLE "lists" ("id" INTEGER PRIMARY KEY, "owner" TEXT, UNIQUE ("id", "owner")); CREATE TABLE "items" ("id" INTEGER PRIMARY KEY, "listID" INT, "owner" TEXT, FOREIGN KEY ("listID", "owner") REFERENCES "lists"("id", "owner") ON DELETE CASCADE);"#],
        acceptedExamples: [#"CREATE TABLE "lists" ("id" INTEGER PRIMARY KEY, "code" INT, "owner" TEXT, UNIQUE ("code", "owner")); CREATE TABLE "items" ("id" INTEGER PRIMARY KEY, "code" INT, "owner" TEXT, FOREIGN KEY ("code", "owner") REFERENCES "lists"("code", "owner") ON DELETE CASCADE);"#]
    ) { refusal, input in
        input.schema.tables.flatMap { table in
            table.foreignKeys.compactMap { foreignKey -> RefusalReason? in
                guard foreignKey.columns.count > 1, let parent = input.changes[foreignKey.parentTable.sqlFolded], let key = parent.convertedKey,
                      foreignKey.parentColumns.contains(where: { $0.sqlFolded == key.name.sqlFolded })
                else { return nil }
                return refusal.reason(table.name, naming: [parent.table.name], "\(quoteIdentifier(table.name)): its foreign key (\(columnList(foreignKey.columns))) references \(quoteIdentifier(parent.table.name)) (\(columnList(foreignKey.parentColumns))), which includes the converted key \(quoteIdentifier(key.name)); the conversion rewrites single-column references only. Reference the key alone, or convert \(quoteIdentifier(parent.table.name)) by hand.")
            }
        }
    }

    /// A foreign key of several columns holds only if each pair of columns keeps matching: where
    /// the conversion turns one side of a pair into UUID text (a converted key, a declared or
    /// answered reference) and leaves the other an integer, or points the two at different
    /// parents, the pairs no longer match, and migrate's foreign-key check would roll the
    /// conversion back on the device. Found by the seventh held-out set: Room's
    /// `FOREIGN KEY (statusId, tuskyAccountId) REFERENCES TimelineStatusEntity(serverId,
    /// tuskyAccountId)`, the parent's account answered and the child's not.
    package static let compositeReferenceHalfConverted = ConversionRefusal(
        id: "composite-reference-half-converted",
        summary: "A foreign key of several columns pairs a column the conversion turns into UUID text with one it leaves as it is, or that it points at another parent.",
        refusingExamples: [#"CREATE TABLE "accounts" ("id" INTEGER PRIMARY KEY); CREATE TABLE "statuses" ("serverId" TEXT NOT NULL, "accountId" INTEGER NOT NULL REFERENCES "accounts"("id"), PRIMARY KEY ("serverId", "accountId")); CREATE TABLE "timeline" ("id" TEXT NOT NULL, "account" INTEGER NOT NULL, "statusId" TEXT, PRIMARY KEY ("id", "account"), FOREIGN KEY ("statusId", "account") REFERENCES "statuses"("serverId", "accountId"));"#],
        acceptedExamples: [#"CREATE TABLE "accounts" ("id" INTEGER PRIMARY KEY); CREATE TABLE "statuses" ("serverId" TEXT NOT NULL, "accountId" INTEGER NOT NULL REFERENCES "accounts"("id"), PRIMARY KEY ("serverId", "accountId")); CREATE TABLE "timeline" ("id" TEXT NOT NULL, "account" INTEGER NOT NULL REFERENCES "accounts"("id"), "statusId" TEXT, PRIMARY KEY ("id", "account"), FOREIGN KEY ("statusId", "account") REFERENCES "statuses"("serverId", "accountId"));"#]
    ) { refusal, input in
        /// What `column` of `table` becomes: the key of which table, or nil when it stays as it is.
        func converted(_ table: String, _ column: String) -> (table: String, key: String)? {
            guard let change = input.changes[table.sqlFolded] else { return nil }
            if let key = change.convertedKey, key.name.sqlFolded == column.sqlFolded { return (change.table.name, key.name) }
            guard let foreignKey = change.convertedForeignKeys.first(where: { $0.columns.count == 1 && $0.columns[0].sqlFolded == column.sqlFolded }) else { return nil }
            return (foreignKey.parentTable, foreignKey.parentColumns.first ?? "")
        }
        return input.schema.tables.flatMap { table in
            table.foreignKeys.compactMap { foreignKey -> RefusalReason? in
                guard foreignKey.columns.count > 1, foreignKey.columns.count == foreignKey.parentColumns.count,
                      let parent = input.schema.table(foreignKey.parentTable),
                      // A composite reference to the converted key itself is multi-column-reference's.
                      !foreignKey.parentColumns.contains(where: { $0.sqlFolded == input.changes[parent.name.sqlFolded]?.convertedKey?.name.sqlFolded })
                else { return nil }
                for (column, parentColumn) in zip(foreignKey.columns, foreignKey.parentColumns) {
                    let child = converted(table.name, column), other = converted(parent.name, parentColumn)
                    guard child.map({ [$0.table.sqlFolded, $0.key.sqlFolded] }) != other.map({ [$0.table.sqlFolded, $0.key.sqlFolded] }) else { continue }
                    let pair = "\(quoteIdentifier(table.name)).\(quoteIdentifier(column)) and \(quoteIdentifier(parent.name)).\(quoteIdentifier(parentColumn))"
                    let (fix, becomes): (String, String) = switch (child, other) {
                    case (nil, let other?):
                        (input.option(.reference(ReferenceDeclaration(table: table.name, column: column, parentTable: other.table, parentColumn: other.key))),
                         "the conversion turns \(quoteIdentifier(parent.name)).\(quoteIdentifier(parentColumn)) into keys of \(quoteIdentifier(other.table)) and leaves \(quoteIdentifier(table.name)).\(quoteIdentifier(column)) as it is")
                    case (let child?, nil):
                        (input.option(.reference(ReferenceDeclaration(table: parent.name, column: parentColumn, parentTable: child.table, parentColumn: child.key))),
                         "the conversion turns \(quoteIdentifier(table.name)).\(quoteIdentifier(column)) into keys of \(quoteIdentifier(child.table)) and leaves \(quoteIdentifier(parent.name)).\(quoteIdentifier(parentColumn)) as it is")
                    case (let child?, let other?):
                        ("answer both with the same parent", "the conversion turns them into keys of \(quoteIdentifier(child.table)) and of \(quoteIdentifier(other.table))")
                    case (nil, nil): ("", "")
                    }
                    return refusal.reason(table.name, naming: [parent.name] + [child, other].compactMap { $0?.table }, "\(quoteIdentifier(table.name)): its foreign key (\(columnList(foreignKey.columns))) references \(quoteIdentifier(parent.name)) (\(columnList(foreignKey.parentColumns))), and \(becomes): the pair \(pair) would no longer match, and the conversion's foreign-key check would roll it back. Convert the two alike: \(fix).")
                }
                return nil
            }
        }
    }

    /// A table left out that references a converted key would keep integers pointing at text.
    package static let referenceLeftOut = ConversionRefusal(
        id: "reference-left-out",
        summary: "A table left out of the conversion references a key it converts.",
        refusingExamples: [#"CREATE TABLE "lists" ("id" INTEGER PRIMARY KEY); CREATE TABLE "log" ("id" INTEGER PRIMARY KEY, "listID" INT REFERENCES "lists"("id") ON DELETE CASCADE);"#],
        acceptedExamples: [#"CREATE TABLE "lists" ("id" INTEGER PRIMARY KEY); CREATE TABLE "log" ("id" INTEGER PRIMARY KEY, "listID" INT);"#],
        exampleOptions: ConversionOptions(scope: ConversionScope(excluded: ["log"]))
    ) { refusal, input in
        input.schema.tables.filter { !input.options.scope.includes($0.name) }.flatMap { table in
            table.foreignKeys.compactMap { foreignKey -> RefusalReason? in
                guard foreignKey.columns.count == 1 && foreignKey.parentColumns.count == 1,
                      let parent = input.changes[foreignKey.parentTable.sqlFolded], let key = parent.convertedKey,
                      key.name.sqlFolded == foreignKey.parentColumns[0].sqlFolded
                else { return nil }
                return refusal.reason(table.name, naming: [parent.table.name], "\(quoteIdentifier(table.name)): left out of the conversion, but its foreign key (\(columnList(foreignKey.columns))) references \(quoteIdentifier(parent.table.name)).\(quoteIdentifier(key.name)), which is converted; include \(quoteIdentifier(table.name)) or drop the reference.")
            }
        }
    }

    /// SQLite reports "foreign key mismatch" for a table whose foreign key targets columns that
    /// are no key: its orphans cannot be counted, nor the conversion checked.
    package static let uncheckableForeignKeys = ConversionRefusal(
        id: "uncheckable-foreign-keys",
        summary: "SQLite cannot check a rebuilt table's foreign keys (one targets columns that are not unique).",
        auditRule: .foreignKeyTarget,
        refusingExamples: [#"CREATE TABLE "users" ("id" INTEGER PRIMARY KEY, "email" TEXT); CREATE TABLE "logins" ("id" INTEGER PRIMARY KEY, "email" TEXT REFERENCES "users"("email") ON DELETE CASCADE);"#],
        acceptedExamples: [#"CREATE TABLE "users" ("id" INTEGER PRIMARY KEY, "email" TEXT UNIQUE); CREATE TABLE "logins" ("id" INTEGER PRIMARY KEY, "email" TEXT REFERENCES "users"("email") ON DELETE CASCADE);"#]
    ) { refusal, input in
        input.rebuilt.compactMap { change in
            guard let message = input.statistics.uncheckableForeignKeys[change.table.name] else { return nil }
            return refusal.reason(change.table.name, "\(quoteIdentifier(change.table.name)): SQLite cannot check its foreign keys (\(message)); \(input.schema.uncheckableForeignKeysFix(of: change.table)).")
        }
    }

    /// Dropping uniqueness a foreign key relies on makes SQLite report "foreign key mismatch"
    /// for every row.
    package static let uniquenessReferenced = ConversionRefusal(
        id: "uniqueness-referenced",
        summary: "Dropping unique constraints would remove the uniqueness a foreign key relies on.",
        refusingExamples: [#"CREATE TABLE "users" ("id" INTEGER PRIMARY KEY, "email" TEXT UNIQUE); CREATE TABLE "logins" ("id" INTEGER PRIMARY KEY, "email" TEXT REFERENCES "users"("email") ON DELETE CASCADE);"#],
        acceptedExamples: [#"CREATE TABLE "users" ("id" INTEGER PRIMARY KEY, "email" TEXT UNIQUE); CREATE TABLE "logins" ("id" INTEGER PRIMARY KEY, "userID" INT REFERENCES "users"("id") ON DELETE CASCADE);"#],
        exampleOptions: ConversionOptions(dropUnique: true)
    ) { refusal, input in
        guard input.options.dropUnique else { return [] }
        return input.schema.tables.flatMap { table in
            table.foreignKeys.compactMap { foreignKey -> RefusalReason? in
                guard let parent = input.changes[foreignKey.parentTable.sqlFolded] else { return nil }
                let referenced = foreignKey.parentColumns.map { $0.sqlFolded }
                var dropped = parent.table.indexes.filter { $0.isUnique && $0.origin != .primaryKey }.map { $0.columns.map { $0?.sqlFolded } }
                if parent.addsKey, case .composite(let columns) = parent.table.primaryKey {
                    dropped.append(columns.map { $0.sqlFolded })
                }
                guard dropped.contains(where: { $0 == referenced.map(Optional.some) }) else { return nil }
                let option = input.option(.dropUnique)
                return refusal.reason(table.name, naming: [parent.table.name], "\(quoteIdentifier(table.name)): its foreign key (\(columnList(foreignKey.columns))) references \(quoteIdentifier(parent.table.name)) (\(columnList(foreignKey.parentColumns))), whose uniqueness \(option) would remove; reference the key instead, or convert without \(option).")
            }
        }
    }

    package static let ftsContentRowid = ConversionRefusal(
        id: "fts-content-rowid",
        summary: "An external-content full-text index is keyed on an integer key that becomes UUID text.",
        auditRule: .ftsContentRowid,
        refusingExamples: SyncRule.ftsContentRowid.triggeringExamples,
        acceptedExamples: SyncRule.ftsContentRowid.nonTriggeringExamples
    ) { refusal, input in
        input.schema.fullTextIndexesOnConvertedKeys(in: input.options.scope).compactMap { found in
            guard input.changes[found.table.name.sqlFolded]?.convertedKey != nil else { return nil }
            return refusal.reason(found.index.name, naming: [found.table.name], "\(quoteIdentifier(found.index.name)): a full-text index on content_rowid='\(found.contentRowid)' of \(quoteIdentifier(found.table.name)), which becomes UUID text; the index and the triggers that feed it would break. Recreate it on content_rowid='rowid' (the conversion keeps rowids) before converting.")
        }
    }

    /// Relations the schema does not declare would keep integers that point at nothing.
    package static let undeclaredReference = ConversionRefusal(
        id: "undeclared-reference",
        summary: "A column holds keys of a converted table but declares no foreign key.",
        auditRule: .undeclaredReference,
        refusingExamples: SyncRule.undeclaredReference.triggeringExamples,
        acceptedExamples: [#"CREATE TABLE "lists" ("id" INTEGER PRIMARY KEY); CREATE TABLE "items" ("id" INTEGER PRIMARY KEY, "listID" INTEGER REFERENCES "lists"("id") ON DELETE CASCADE); INSERT INTO "lists" VALUES (1); INSERT INTO "items" VALUES (1, 1);"#]
    ) { refusal, input in
        input.schema.impliedReferences(in: input.options.scope, values: input.statistics.referenceValues, coreDataEntities: input.statistics.coreDataEntities).compactMap { reference in
            guard !input.options.notReferences.contains(where: { $0.names(reference.table, reference.column) }) else { return nil }
            // Answered with a parent that keeps its keys (Core Data's bookkeeping): a no-op, no
            // declaration is added, and the question is answered all the same.
            guard !input.options.references.contains(where: { ColumnPath(table: $0.table, column: $0.column).names(reference.table, reference.column) && input.schema.keepsItsKeys($0.parentTable) }) else { return nil }
            return refusal.reason(reference.table, naming: [reference.parentTable], "\(reference.location): \(reference.isProven ? "holds" : "may hold") keys of \(quoteIdentifier(reference.parentTable)).\(quoteIdentifier(reference.parentColumn))\(reference.isProven ? "" : " (the parent is a suggestion: check it)") but declares no foreign key (audit: undeclared-reference), so the conversion would leave it pointing at nothing. Declare it: \(input.option(.reference(reference.declaration))); or, if it is no reference, \(input.option(.notReference(reference.columnPath))).")
        }
    }

    /// A reference taken back after the conversion (issue 37: a wrong yes) turns each key into
    /// the old id after its parent's recorded prefix; a value that is no such key, nor NULL, nor
    /// an integer the conversion kept (a none value), has no old id to become.
    package static let takenBackValue = ConversionRefusal(
        id: "taken-back-value",
        summary: "A column taken back into its old integers holds a value that is no key of its parent's recorded prefix, so it has no old id to become.",
        noExampleBecause: "only a column a conversion carried as a reference can be taken back, and the examples are planned on databases never converted; TakeBackTests reaches it on a converted one."
    ) { refusal, input in
        input.statistics.takenBackReferences.compactMap { carried in
            guard carried.foreignRows > 0, input.changes[carried.table.sqlFolded] != nil else { return nil }
            let prefix = ConversionSQL.storedPrefix(of: carried.parentTable)
            let rows = carried.foreignRows == 1 ? "1 row holds a value" : "\(carried.foreignRows) rows hold values"
            return refusal.reason(carried.table, naming: [carried.parentTable], "\(carried.location): \(rows) that \(carried.foreignRows == 1 ? "is" : "are") no key of \(quoteIdentifier(carried.parentTable)) (its recorded prefix, then 12 hexadecimal digits), so \(carried.foreignRows == 1 ? "it has" : "they have") no old id to become, and the answer cannot be taken back; SELECT rowid, * FROM \(quoteIdentifier(carried.table)) WHERE \(ConversionSQL.notTakenBack(quoteIdentifier(carried.column), prefix: prefix)) lists them. Correct or clear those values first (rows the app wrote since the conversion point at keys drawn by uuid(), which keep no old id).")
        }
    }
}
