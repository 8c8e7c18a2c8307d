import MigrationKit
import MigrationKitGRDB

/// The compatibility rules. An older version of the app keeps running on other devices after
/// a new one ships: it still writes the old columns, reads the old tables, and its records
/// arrive on the new version (and the other way round).
extension CompatibilityRule {
    package static let tableRemoved = CompatibilityRule(
        id: "table-removed", code: "MK201", severity: .error,
        summary: "A table of the old schema is gone.",
        rationale: """
            An older app version still writes records of this type, and they arrive on devices \
            that have no table for them; CloudKit also refuses to publish a schema to production \
            that removes a record type. Keep the table (stop using it in the new version), and drop \
            it only once no supported app version syncs it.
            """,
        triggeringExamples: [Example(old: #"CREATE TABLE "tags" ("id" TEXT PRIMARY KEY NOT NULL);"#, new: "")],
        nonTriggeringExamples: [Example(old: #"CREATE TABLE "tags" ("id" TEXT PRIMARY KEY NOT NULL);"#, new: #"CREATE TABLE "tags" ("id" TEXT PRIMARY KEY NOT NULL, "title" TEXT);"#)]
    ) { rule, change in
        change.removedTables.filter { change.renamedTo($0) == nil }.map { table in
            rule.finding(table.name, nil, "the table is gone from the new schema.",
                fix: "keep \(quoteIdentifier(table.name)) while any supported app version syncs it.")
        }
    }

    package static let tableRenamed = CompatibilityRule(
        id: "table-renamed", code: "MK202", severity: .error,
        summary: "A table of the old schema appears under another name.",
        rationale: """
            A record type is its table's name: an older app version keeps sending records of the \
            old type, which the new version does not read, and the new version's records are of a \
            type the old one does not know. Keep the old name (a view can give the new one), or add \
            the new table beside the old and copy between them while both versions are supported.
            """,
        triggeringExamples: [Example(old: #"CREATE TABLE "tags" ("id" TEXT PRIMARY KEY NOT NULL, "title" TEXT);"#, new: #"CREATE TABLE "labels" ("id" TEXT PRIMARY KEY NOT NULL, "title" TEXT);"#)],
        nonTriggeringExamples: [Example(old: #"CREATE TABLE "tags" ("id" TEXT PRIMARY KEY NOT NULL, "title" TEXT);"#, new: #"CREATE TABLE "tags" ("id" TEXT PRIMARY KEY NOT NULL, "title" TEXT); CREATE TABLE "labels" ("id" TEXT PRIMARY KEY NOT NULL, "title" TEXT);"#)]
    ) { rule, change in
        change.removedTables.compactMap { table in
            change.renamedTo(table).map { renamed in
                rule.finding(table.name, nil, "the table appears renamed to \(quoteIdentifier(renamed.name)) (the same columns).",
                    fix: "keep the name \(quoteIdentifier(table.name)); or keep both tables while older app versions sync the old one.")
            }
        }
    }

    package static let columnRemoved = CompatibilityRule(
        id: "column-removed", code: "MK203", severity: .error,
        summary: "A column of the old schema is gone from its table.",
        rationale: """
            An older app version still sends the field, and CloudKit refuses to publish a schema \
            to production that removes one. Keep the column (the new version can ignore it), and \
            drop it only once no supported app version writes it.
            """,
        triggeringExamples: [Example(old: #"CREATE TABLE "tags" ("id" TEXT PRIMARY KEY NOT NULL, "title" TEXT, "color" INTEGER);"#, new: #"CREATE TABLE "tags" ("id" TEXT PRIMARY KEY NOT NULL, "title" TEXT);"#)],
        nonTriggeringExamples: [Example(old: #"CREATE TABLE "tags" ("id" TEXT PRIMARY KEY NOT NULL, "title" TEXT);"#, new: #"CREATE TABLE "tags" ("id" TEXT PRIMARY KEY NOT NULL, "title" TEXT, "color" INTEGER);"#)]
    ) { rule, change in
        change.kept.flatMap { old, new in
            change.removedColumns(old, new).filter { change.renamedTo($0, in: old, new) == nil }.map { column in
                rule.finding(new.name, column.name, "the column is gone from the new schema.",
                    fix: "keep \(quoteIdentifier(column.name)) while any supported app version writes it.")
            }
        }
    }

    package static let columnRenamed = CompatibilityRule(
        id: "column-renamed", code: "MK204", severity: .error,
        summary: "A column of the old schema appears under another name.",
        rationale: """
            A field is its column's name: records from an older app version carry the old field, \
            which the new version does not read, and lack the new one. Keep the old column and add \
            the new one beside it, filling both while older versions are supported.
            """,
        triggeringExamples: [Example(old: #"CREATE TABLE "tags" ("id" TEXT PRIMARY KEY NOT NULL, "title" TEXT);"#, new: #"CREATE TABLE "tags" ("id" TEXT PRIMARY KEY NOT NULL, "name" TEXT);"#)],
        nonTriggeringExamples: [Example(old: #"CREATE TABLE "tags" ("id" TEXT PRIMARY KEY NOT NULL, "title" TEXT);"#, new: #"CREATE TABLE "tags" ("id" TEXT PRIMARY KEY NOT NULL, "title" TEXT, "name" TEXT);"#)]
    ) { rule, change in
        change.kept.flatMap { old, new in
            change.removedColumns(old, new).compactMap { column in
                change.renamedTo(column, in: old, new).map { renamed in
                    rule.finding(new.name, column.name, "the column appears renamed to \(quoteIdentifier(renamed.name)) (the only removed and added \(column.declaredType.isEmpty ? "untyped" : column.declaredType) columns).",
                        fix: "keep \(quoteIdentifier(column.name)) and add \(quoteIdentifier(renamed.name)) beside it.")
                }
            }
        }
    }

    package static let columnTypeChanged = CompatibilityRule(
        id: "column-type-changed", code: "MK205", severity: .error,
        summary: "A column's declared type changed.",
        rationale: """
            A field keeps its type in CloudKit for good: an older app version sends values of the \
            old type, and a changed type cannot be published. Add a column of the new type under \
            another name, and keep the old one.
            """,
        triggeringExamples: [Example(old: #"CREATE TABLE "tags" ("id" TEXT PRIMARY KEY NOT NULL, "color" INTEGER);"#, new: #"CREATE TABLE "tags" ("id" TEXT PRIMARY KEY NOT NULL, "color" TEXT);"#)],
        nonTriggeringExamples: [Example(old: #"CREATE TABLE "tags" ("id" TEXT PRIMARY KEY NOT NULL, "color" INTEGER);"#, new: #"CREATE TABLE "tags" ("id" TEXT PRIMARY KEY NOT NULL, "color" integer DEFAULT 0);"#)]
    ) { rule, change in
        change.kept.flatMap { old, new in
            old.columns.compactMap { column in
                guard let now = new.column(column.name), now.declaredType.uppercased() != column.declaredType.uppercased() else { return nil }
                return rule.finding(new.name, now.name, "the declared type changed from \(column.declaredType.isEmpty ? "none" : column.declaredType) to \(now.declaredType.isEmpty ? "none" : now.declaredType).",
                    fix: "keep the type of \(quoteIdentifier(column.name)); add a column of the new type under another name.")
            }
        }
    }

    package static let notNullAddedWithoutDefault = CompatibilityRule(
        id: "not-null-added-without-default", code: "MK206", severity: .error,
        summary: "A column is added, or made NOT NULL, without a default.",
        rationale: """
            Records from an older app version do not carry the column, so they arrive with NULL \
            and the insert fails: the record never syncs. Give the column a DEFAULT (with NOT NULL \
            ON CONFLICT REPLACE, a NULL becomes the default too), or let it be NULL.
            """,
        triggeringExamples: [
            Example(old: #"CREATE TABLE "tags" ("id" TEXT PRIMARY KEY NOT NULL);"#, new: #"CREATE TABLE "tags" ("id" TEXT PRIMARY KEY NOT NULL, "title" TEXT NOT NULL);"#),
            Example(old: #"CREATE TABLE "tags" ("id" TEXT PRIMARY KEY NOT NULL, "title" TEXT);"#, new: #"CREATE TABLE "tags" ("id" TEXT PRIMARY KEY NOT NULL, "name" TEXT NOT NULL);"#),
            Example(old: #"CREATE TABLE "tags" ("id" TEXT PRIMARY KEY NOT NULL, "title" TEXT);"#, new: #"CREATE TABLE "tags" ("id" TEXT PRIMARY KEY NOT NULL, "title" TEXT NOT NULL);"#),
        ],
        nonTriggeringExamples: [
            Example(old: #"CREATE TABLE "tags" ("id" TEXT PRIMARY KEY NOT NULL);"#, new: #"CREATE TABLE "tags" ("id" TEXT PRIMARY KEY NOT NULL, "title" TEXT NOT NULL DEFAULT '');"#),
            Example(old: #"CREATE TABLE "tags" ("id" TEXT PRIMARY KEY NOT NULL, "title" TEXT NOT NULL);"#, new: #"CREATE TABLE "tags" ("id" TEXT PRIMARY KEY NOT NULL, "title" TEXT NOT NULL);"#),
            // A rename is column-renamed's finding; NOT NULL it was already.
            Example(old: #"CREATE TABLE "tags" ("id" TEXT PRIMARY KEY NOT NULL, "title" TEXT NOT NULL);"#, new: #"CREATE TABLE "tags" ("id" TEXT PRIMARY KEY NOT NULL, "name" TEXT NOT NULL);"#),
        ]
    ) { rule, change in
        change.kept.flatMap { old, new in
            new.columns.compactMap { column in
                guard column.isNotNull, column.defaultSQL == nil, column.primaryKeyPosition == 0, column.generated == .no else { return nil }
                let before = old.column(column.name) ?? change.renamedFrom(column, in: old, new)
                guard before?.isNotNull != true else { return nil }
                return rule.finding(new.name, column.name, before == nil ? "the column is added NOT NULL without a DEFAULT." : "the column becomes NOT NULL without a DEFAULT.",
                    fix: "declare it NOT NULL ON CONFLICT REPLACE DEFAULT (…), or let it be NULL.")
            }
        }
    }

    package static let primaryKeyChanged = CompatibilityRule(
        id: "primary-key-changed", code: "MK207", severity: .error,
        summary: "A table's primary key columns changed.",
        rationale: """
            A record's name is its primary key: with another key, the same row becomes another \
            record, and an older app version's records no longer match the new version's rows. \
            Keep the key; convert it only once, with every device converting the same way \
            (migrationkit generate).
            """,
        triggeringExamples: [Example(old: #"CREATE TABLE "tags" ("id" TEXT PRIMARY KEY NOT NULL, "code" TEXT NOT NULL);"#, new: #"CREATE TABLE "tags" ("id" TEXT NOT NULL, "code" TEXT PRIMARY KEY NOT NULL);"#)],
        nonTriggeringExamples: [Example(old: #"CREATE TABLE "tags" ("id" TEXT PRIMARY KEY NOT NULL);"#, new: #"CREATE TABLE "tags" ("id" TEXT PRIMARY KEY NOT NULL ON CONFLICT REPLACE DEFAULT (uuid()));"#)]
    ) { rule, change in
        change.kept.compactMap { old, new in
            let before = old.primaryKey.columns.map(\.sqlFolded), after = new.primaryKey.columns.map(\.sqlFolded)
            guard before != after else { return nil }
            let describe = { (columns: [String]) in columns.isEmpty ? "none" : "(\(columns.map(quoteIdentifier).joined(separator: ", ")))" }
            return rule.finding(new.name, nil, "the primary key changed from \(describe(old.primaryKey.columns)) to \(describe(new.primaryKey.columns)).",
                fix: "keep the primary key of \(quoteIdentifier(old.name)).")
        }
    }

    package static let uniqueConstraintAdded = CompatibilityRule(
        id: "unique-constraint-added", code: "MK208", severity: .error,
        summary: "A table that existed gains a unique constraint or unique index.",
        rationale: """
            Two devices, or an older app version, can create rows that the new constraint refuses; \
            such a record then fails to sync for ever (SQLiteData's SyncEngine refuses unique \
            constraints other than the primary key for this reason). Enforce it in the app instead, \
            or merge duplicates as they arrive.
            """,
        triggeringExamples: [Example(old: #"CREATE TABLE "tags" ("id" TEXT PRIMARY KEY NOT NULL, "title" TEXT);"#, new: #"CREATE TABLE "tags" ("id" TEXT PRIMARY KEY NOT NULL, "title" TEXT); CREATE UNIQUE INDEX "tagsTitle" ON "tags"("title");"#)],
        nonTriggeringExamples: [Example(old: #"CREATE TABLE "tags" ("id" TEXT PRIMARY KEY NOT NULL, "title" TEXT);"#, new: #"CREATE TABLE "tags" ("id" TEXT PRIMARY KEY NOT NULL, "title" TEXT); CREATE INDEX "tagsTitle" ON "tags"("title");"#)]
    ) { rule, change in
        change.kept.flatMap { old, new in
            let before = Set(old.indexes.filter { $0.isUnique && $0.origin != .primaryKey }.map { $0.columns.map { $0?.sqlFolded ?? "" } })
            return new.indexes.filter { $0.isUnique && $0.origin != .primaryKey && !before.contains($0.columns.map { $0?.sqlFolded ?? "" }) }.map { index in
                let columns = index.columns.map { $0.map(quoteIdentifier) ?? "<expression>" }.joined(separator: ", ")
                return rule.finding(new.name, index.columns.count == 1 ? index.columns[0] : nil,
                    "a unique \(index.origin == .uniqueConstraint ? "constraint" : "index \(quoteIdentifier(index.name))") on (\(columns)) is added.",
                    fix: "enforce the uniqueness in the app, or merge duplicates as they arrive.")
            }
        }
    }

    package static let foreignKeyActionChanged = CompatibilityRule(
        id: "foreign-key-action-changed", code: "MK209", severity: .warning,
        summary: "A foreign key's ON DELETE or ON UPDATE action changed.",
        rationale: """
            Devices on the older app version delete differently: one cascades where the other \
            sets NULL, and the two converge on different data once their changes sync. Change the \
            action only with a version every device runs, or keep it.
            """,
        triggeringExamples: [Example(old: #"CREATE TABLE "lists" ("id" TEXT PRIMARY KEY NOT NULL); CREATE TABLE "items" ("id" TEXT PRIMARY KEY NOT NULL, "listID" TEXT REFERENCES "lists"("id") ON DELETE CASCADE);"#, new: #"CREATE TABLE "lists" ("id" TEXT PRIMARY KEY NOT NULL); CREATE TABLE "items" ("id" TEXT PRIMARY KEY NOT NULL, "listID" TEXT REFERENCES "lists"("id") ON DELETE SET NULL);"#)],
        nonTriggeringExamples: [Example(old: #"CREATE TABLE "lists" ("id" TEXT PRIMARY KEY NOT NULL); CREATE TABLE "items" ("id" TEXT PRIMARY KEY NOT NULL, "listID" TEXT REFERENCES "lists"("id") ON DELETE CASCADE);"#, new: #"CREATE TABLE "lists" ("id" TEXT PRIMARY KEY NOT NULL); CREATE TABLE "items" ("id" TEXT PRIMARY KEY NOT NULL, "listID" TEXT REFERENCES "lists"("id") ON DELETE CASCADE, "title" TEXT);"#)]
    ) { rule, change in
        change.kept.flatMap { old, new in
            new.foreignKeys.compactMap { foreignKey in
                let columns = foreignKey.columns.map(\.sqlFolded)
                guard let before = old.foreignKeys.first(where: { $0.columns.map(\.sqlFolded) == columns && $0.parentTable.sqlFolded == foreignKey.parentTable.sqlFolded }),
                      before.onDelete != foreignKey.onDelete || before.onUpdate != foreignKey.onUpdate
                else { return nil }
                return rule.finding(new.name, foreignKey.columns.first,
                    "the foreign key (\(columnList(foreignKey.columns))) → \(quoteIdentifier(foreignKey.parentTable)) changed from ON DELETE \(before.onDelete.rawValue) ON UPDATE \(before.onUpdate.rawValue) to ON DELETE \(foreignKey.onDelete.rawValue) ON UPDATE \(foreignKey.onUpdate.rawValue).",
                    fix: "keep the actions while older app versions sync.")
            }
        }
    }
}
