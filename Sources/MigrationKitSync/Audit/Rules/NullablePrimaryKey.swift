import MigrationKitGRDB

extension SyncRule {
    package static let nullablePrimaryKey = SyncRule(
        id: "nullable-primary-key", code: "MK004", severity: .error, autoFixable: false,
        summary: "A non-integer primary key accepts NULL.",
        rationale: """
            Unless a key is an INTEGER PRIMARY KEY or the table is WITHOUT ROWID, SQLite lets \
            the primary key be NULL, in any number of rows (https://www.sqlite.org/lang_createtable.html, \
            "the PRIMARY KEY constraint"). A row whose key is NULL has no CloudKit record name \
            and cannot be synchronized. Declare the key \
            NOT NULL ON CONFLICT REPLACE DEFAULT (uuid()), as SQLiteData recommends.
            """,
        triggeringExamples: [
            #"CREATE TABLE "notes" ("id" TEXT PRIMARY KEY, "body" TEXT);"#,
        ],
        nonTriggeringExamples: [
            #"CREATE TABLE "notes" ("id" TEXT PRIMARY KEY NOT NULL ON CONFLICT REPLACE DEFAULT (uuid()), "body" TEXT);"#,
            #"CREATE TABLE "notes" ("id" TEXT PRIMARY KEY, "body" TEXT) WITHOUT ROWID;"#,
        ]
    ) { rule, input in
        input.tables.compactMap { table in
            guard case .single(let name, _) = table.primaryKey, !table.isWithoutRowid,
                  input.schema.convertedKey(of: table) == nil,
                  let key = table.column(name), !key.isNotNull
            else { return nil }
            return rule.finding(
                table.name, key.name,
                "the primary key accepts NULL (it is not declared NOT NULL); rows with a NULL key have no record name and cannot sync.",
                fix: "rebuild the table declaring \(quoteIdentifier(key.name)) \(key.declaredType.isEmpty ? "TEXT" : key.declaredType) PRIMARY KEY NOT NULL ON CONFLICT REPLACE DEFAULT (uuid()), after giving NULL keys a value.")
        }
    }

    package static let primaryKeyWithoutDefault = SyncRule(
        id: "primary-key-without-default", code: "MK014", severity: .warning, autoFixable: false,
        summary: "A primary key cannot be left out when inserting (no NOT NULL ON CONFLICT REPLACE DEFAULT).",
        rationale: """
            SQLiteData inserts drafts with the key omitted or NULL and lets the database fill it \
            in; that needs NOT NULL ON CONFLICT REPLACE DEFAULT (…) on the key, ON CONFLICT REPLACE \
            directly after NOT NULL ("Getting started with CloudKit": globally unique primary \
            keys). Without it, such inserts fail.
            """,
        triggeringExamples: [
            #"CREATE TABLE "notes" ("id" TEXT PRIMARY KEY NOT NULL, "body" TEXT);"#,
            #"CREATE TABLE "notes" ("id" TEXT PRIMARY KEY NOT NULL DEFAULT (uuid()), "body" TEXT);"#,
        ],
        nonTriggeringExamples: [
            #"CREATE TABLE "notes" ("id" TEXT PRIMARY KEY NOT NULL ON CONFLICT REPLACE DEFAULT (uuid()), "body" TEXT);"#,
            #"CREATE TABLE "notes" ("id" TEXT PRIMARY KEY, "body" TEXT);"#,
        ]
    ) { rule, input in
        input.tables.compactMap { table in
            guard case .single(let name, _) = table.primaryKey,
                  input.schema.convertedKey(of: table) == nil,
                  let key = table.column(name), key.isNotNull || table.isWithoutRowid,
                  !(key.replacesNullWithDefault && key.defaultSQL != nil)
            else { return nil }
            return rule.finding(
                table.name, key.name,
                "the primary key has no NOT NULL ON CONFLICT REPLACE DEFAULT (…): inserting a draft, with the key left out, fails.",
                fix: "declare the key NOT NULL ON CONFLICT REPLACE DEFAULT (uuid()) (ON CONFLICT REPLACE directly after NOT NULL).")
        }
    }
}
