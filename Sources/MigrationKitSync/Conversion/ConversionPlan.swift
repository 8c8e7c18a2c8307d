import MigrationKitGRDB

/// The SQL that converts one foreign-key-connected group of tables, as data: what
/// `migrationkit generate` freezes into a file, and what the runner executes. Nothing in a plan
/// has run; the planner only reads a ``DatabaseSchema``.
///
/// A plan runs as one migration step, in one transaction with foreign keys off around it:
/// its ``prechecks`` first, inside that transaction (read-only: a failure refuses the step
/// before anything is written), then its ``statements``, which end with the checks of step 7 of
/// the conversion and rely on the prechecks. A failed check aborts the step, and the
/// transaction rolls everything back.
package struct ConversionPlan: Sendable, Equatable {
    /// One table's change and why.
    package struct TableChange: Sendable, Equatable {
        package let table: String
        package let reasons: [String]
        /// Whether the table had no primary key and gets a new TEXT one.
        package let addsKey: Bool
        /// Whether the table is rebuilt (a table whose UNIQUE indexes only become plain is not).
        package var rebuilds = true
        /// The key column whose values become UUID text (converted, or rewritten to the
        /// client's form), for the estimate of the file's size.
        package var rewrittenKey: RewrittenKey?
        /// The columns whose references become UUID text.
        package var rewrittenReferences: [String] = []
    }

    /// A key column the plan rewrites; `isRowid`: an `INTEGER PRIMARY KEY`, stored as the
    /// rowid and in no index until it becomes text.
    package struct RewrittenKey: Sendable, Equatable {
        package let column: String
        package let isRowid: Bool
    }

    /// The tables changed, in the order the plan rebuilds them.
    package let tables: [TableChange]
    /// Conditions the database must meet before anything changes.
    package let prechecks: [ConversionCheck]
    /// The statements of the transaction, in order, checks included.
    package let statements: [ConversionStatement]
    /// The checks run before commit (also present in `statements`), for the file's header.
    package let checks: [ConversionCheck]
    package let options: ConversionOptions
    /// Whether the plan only repairs references whose parent was converted before
    /// (``ReferenceDeclaration/repairsConvertedKey``): it converts no key and draws no prefix.
    package var isRepair = false
    /// What a repair does (issue 37: every answer can be taken back): old ids turned into the
    /// keys of a parent converted before (a wrong no), keys turned back into old ids (a wrong
    /// yes), keys of one parent turned into the keys of another (a wrong parent).
    package var repairs = false
    package var takesBack = false
    package var repoints = false
    /// The text keys and references whose UUIDs the plan rewrites to the client's form
    /// (``ConversionOptions/keyRepresentations``).
    package var normalizedColumns: [ColumnPath] = []
    /// Whether the plan turns integer keys into UUID text (or adds keys): it draws keys.
    package var convertsKeys = true
}

/// A condition the conversion checks: a SQL expression that is true when it holds, and a name
/// that says what failed when it does not.
package struct ConversionCheck: Sendable, Equatable {
    /// What the check proves, and what a refusal says failed.
    package let name: String
    /// The SQL expression, true when the check holds.
    package let condition: String
    /// The table the check is about; nil for one about several
    /// (``ConversionError/checkFailed(check:table:)`` carries it).
    package var table: String? = nil

    /// Inside the transaction: inserting NULL into the NOT NULL `ok` column of the temporary
    /// `migrationkit_checks` table aborts the statement when the condition is false, and the
    /// runner (or `sqlite3 -bail`) stops and rolls back. The name travels in the statement, where
    /// the runner reads it back to say which check failed.
    package var assertion: String {
        "INSERT INTO temp.\(quoteIdentifier(ConversionCheck.table)) (\"check\", \"ok\") VALUES (\(ConversionSQL.literal(name)), (\(condition)) OR NULL);"
    }

    /// Before the transaction: a query that returns the check's name when it fails.
    package var query: String {
        "SELECT \(ConversionSQL.literal(name)) WHERE NOT (\(condition));"
    }

    /// The temporary table the assertions insert into.
    package static let table = "migrationkit_checks"

    static let orphanCheckPrefix = "no row of "
}

/// One step of a plan, as a value: its SQL, the comment that says what it does, and what an
/// executor needs to know about it (the check it asserts, the table whose rows it copies).
/// The SQL file is a rendering of these values (``ConversionPlan/sqlFile(identifier:)``: the
/// comment on its own line after a blank one, then the SQL); the app executes the same values
/// (``ConversionPlan/execute(_:)``) without reading any text back.
package struct ConversionStatement: Sendable, Equatable {
    package let comment: String?
    package let sql: String
    /// The name of the check the statement asserts (``ConversionCheck/assertion``), or nil: a
    /// constraint error of this statement is that check failing.
    package let check: String?
    /// The table whose rows the statement copies into its rebuilt table, or nil.
    package let copiesRowsOf: String?
    /// The table of the check it asserts (``ConversionCheck/table``), when it asserts one about
    /// one table.
    package private(set) var checkedTable: String? = nil

    package init(comment: String?, sql: String) {
        self.init(comment: comment, sql: sql, check: nil, copiesRowsOf: nil)
    }

    package init(comment: String?, sql: String, check: String?, copiesRowsOf: String?) {
        self.comment = comment
        self.sql = sql
        self.check = check
        self.copiesRowsOf = copiesRowsOf
    }

    /// The statement that asserts `check`.
    package init(comment: String? = nil, asserting check: ConversionCheck) {
        self.init(comment: comment, sql: check.assertion, check: check.name, copiesRowsOf: nil)
        checkedTable = check.table
    }
}
