import ArgumentParser
import Foundation
import GRDB
import MigrationKit
import MigrationKitGRDB
import MigrationKitSync

extension MigrationKitCommand {
    struct Answer: DatabaseCommand {
        static let configuration = CommandConfiguration(
            abstract: "Answer the audit's questions about columns that may be references, one at a time.",
            discussion: """
                Shows each open undeclared-reference question with its evidence (the confidence, \
                what the values say of the parent and the runner-up, rows and the parent rows \
                they would point at) and reads one line: 
                  y                    a reference to the suggested parent
                  n [REASON]           no reference (the reason is kept for the review)
                  none VALUE           a reference whose VALUE means no row (it becomes NULL)
                  keep VALUE           a reference whose VALUE means no row (it stays as it is)
                  parent TABLE[.COLUMN] a reference to another parent
                  by TYPECOLUMN        a parent per value of TYPECOLUMN (same table), each \
                type value asked in turn: a polymorphic reference (Rails' *_type)
                  skip                 leave it open;  q: stop here
                Each answer is written at once to the configuration (.migrationkit.json in the \
                current directory, or --config), under "references", sorted by column: the file \
                generate, audit and an app's ConversionOptions.adopt read, reviewed in a pull \
                request. A second run asks only what is still open; Ctrl-C keeps what was \
                answered.

                Off a terminal it asks nothing: it lists the open questions with the flags and \
                the configuration entries that answer them, and exits 64.

                Exit codes: 0 nothing left open, 1 questions left open (skipped, or q), 2 the \
                file cannot be read, 64 usage (not on a terminal while questions are open). Only \
                reads the database.
                """)

        @OptionGroup var database: DatabaseOptions

        @OptionGroup var selection: ScopeOptions

        @OptionGroup var collations: CollationOptions

        @OptionGroup var configuration: ConfigOptions

        func run(host: MigrationCLIHost, console: Console) throws -> ExitStatus {
            let settings = try configuration.load()
            let file = configuration.config ?? ConfigOptions.defaultFile
            let (questions, schema) = try selection.read(database, collations: collations, host: host, console: console, synced: settings?.syncedTables) { db, schema in
                let scope = selection.scope(synced: settings?.syncedTables)
                let keys = settings?.keyRepresentations ?? .init()
                let statistics = try DataStatistics.gather(db, schema: schema, scope: scope, keyRepresentations: keys)
                let report = SyncReadinessAnalyzer().analyze(AuditInput(schema: schema, statistics: statistics, scope: scope, keyRepresentations: keys))
                return (report.findings.filter { $0.rule == SyncRule.undeclaredReference.id && $0.evidence != nil }, schema)
            }
            let answered = Set(settings?.references.map { ColumnPath(table: $0.column.table, column: $0.column.column) } ?? [])
            let open = questions.filter { !answered.contains(ColumnPath(table: $0.table, column: $0.column ?? "")) }
            guard !open.isEmpty else {
                console.print("\(database.path): nothing left to answer (\(counted(answered.count, "answer")) in \(file)).")
                return .success
            }
            guard isatty(STDIN_FILENO) == 1 else {
                console.error(lines: ["\(database.path): \(counted(open.count, "question")) open, and answer needs a terminal to ask \(open.count == 1 ? "it" : "them"). Answer each with a flag of generate, or in the \"references\" of \(file):"]
                    + open.map { finding in
                        let (flag, entry) = Self.suggestedAnswer(finding)
                        return "  - \(finding.location): --reference \(flag), or --not-reference \(shellWord(commandLineName(finding.table, finding.column))); or \(entry)"
                    })
                return .usage
            }
            // Ctrl-C at the prompt ends the process at once, as a shell's Ctrl-C does: every
            // answer before it is already in the file, written whole. A process started by one
            // that blocks SIGINT (a test runner, some supervisors) inherits the block, and a
            // Ctrl-C would stay pending for ever: this thread, which reads the answers, takes it.
            var unblocked = sigset_t()
            sigemptyset(&unblocked)
            sigaddset(&unblocked, SIGINT)
            sigaddset(&unblocked, SIGTERM)
            pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
            var store = try AnswerFile(path: file)
            var skipped = 0, written = 0
            for (index, finding) in open.enumerated() {
                console.printVerbatim("")
                console.printVerbatim("[\(index + 1)/\(open.count)] \(finding.location.visiblyEscaped()): \(finding.message.visiblyEscaped())")
                for line in finding.evidence?.lines(table: finding.table) ?? [] { console.printVerbatim("    \(line)") }
                console.printVerbatim("    y: a reference to \(Self.parentName(finding).visiblyEscaped()) · n [REASON]: no reference · none VALUE / keep VALUE: a reference, VALUE meaning no row (NULL / kept) · parent TABLE[.COLUMN] · by TYPECOLUMN: a parent per type · skip · q")
                asking: while true {
                    console.write("answer> ")
                    guard let line = readLine(strippingNewline: true) else { return Self.stopped(skipped: skipped + open.count - index, written: written, file: file, console: console) }
                    switch AnswerLine(line, finding: finding, schema: schema) {
                    case .answer(let entry):
                        try store.set(entry)
                        written += 1
                        console.printVerbatim("    written to \(file.visiblyEscaped()): \(entry.json.visiblyEscaped())")
                        break asking
                    case .by(let typeColumn):
                        guard let entry = try parentsByType(finding, typeColumn: typeColumn, host: host, console: console) else { continue asking }
                        try store.set(entry)
                        written += 1
                        console.printVerbatim("    written to \(file.visiblyEscaped()): \(entry.json.visiblyEscaped())")
                        break asking
                    case .skip:
                        skipped += 1
                        break asking
                    case .quit:
                        return Self.stopped(skipped: skipped + open.count - index, written: written, file: file, console: console)
                    case .invalid(let reason):
                        console.printVerbatim("    \(reason.visiblyEscaped())")
                    }
                }
            }
            return Self.stopped(skipped: skipped, written: written, file: file, console: console)
        }

        /// The last line: how many answers were written, what is left, and what comes next.
        static func stopped(skipped: Int, written: Int, file: String, console: Console) -> ExitStatus {
            console.printVerbatim("")
            let left = skipped == 0 ? "nothing left open" : "\(skipped) left open: run migrationkit answer again to answer \(skipped == 1 ? "it" : "them")"
            console.print("\(counted(written, "answer")) written to \(file); \(left). generate, audit and ConversionOptions.adopt read \(file).")
            return skipped == 0 ? .success : .failed
        }

        /// A parent for each value the type column holds beside the column (a polymorphic
        /// reference), asked one value at a time: a parent `TABLE[.COLUMN]`, or an empty line for
        /// none (those rows keep their values, and generate reports them). Nil when the type
        /// column is not there or no value was given a parent.
        func parentsByType(_ finding: Finding, typeColumn: String, host: MigrationCLIHost, console: Console) throws -> AnswerEntry? {
            let column = finding.column ?? ""
            let reader = try host.openDatabase(database.connection(.readOnly))
            let (schema, values) = try reader.read { db -> (DatabaseSchema, [(value: String, rows: Int)]) in
                let schema = try SchemaIntrospector.read(db)
                guard let type = schema.table(finding.table)?.column(typeColumn) else { return (schema, []) }
                let rows = try Row.fetchAll(db, sql: """
                    SELECT CAST(\(quoteIdentifier(type.name)) AS TEXT), count(*) FROM \(quoteIdentifier(finding.table))
                    WHERE \(quoteIdentifier(column)) IS NOT NULL AND \(quoteIdentifier(type.name)) IS NOT NULL
                    GROUP BY 1 ORDER BY 1 LIMIT \(Self.typeValueLimit)
                    """)
                return (schema, rows.map { (value: $0[0], rows: $0[1]) })
            }
            try reader.close()
            guard let type = schema.table(finding.table)?.column(typeColumn) else {
                console.printVerbatim("    \(quoteIdentifier(finding.table).visiblyEscaped()) has no column \(quoteIdentifier(typeColumn).visiblyEscaped())")
                return nil
            }
            guard !values.isEmpty else {
                console.printVerbatim("    no row holds both \(quoteIdentifier(column).visiblyEscaped()) and \(quoteIdentifier(type.name).visiblyEscaped())")
                return nil
            }
            var parents: [String: String] = [:]
            for (value, rows) in values {
                asking: while true {
                    console.write("    \(quoteIdentifier(type.name).visiblyEscaped()) = '\(value.visiblyEscaped())' (\(counted(rows, "row"))): parent TABLE[.COLUMN], or nothing to leave them as they are> ")
                    guard let line = readLine(strippingNewline: true)?.trimmingCharacters(in: .whitespaces) else { return nil }
                    if line.isEmpty { break asking }
                    switch Self.parent(line, schema: schema) {
                    case .success(let parent):
                        parents[value] = parent
                        break asking
                    case .failure(let refused):
                        console.printVerbatim("    \(refused.message.visiblyEscaped())")
                    }
                }
            }
            guard !parents.isEmpty else {
                console.printVerbatim("    no type was given a parent: answer again")
                return nil
            }
            return AnswerEntry(column: commandLineName(finding.table, column), by: commandLineName(finding.table, type.name), parents: parents)
        }

        /// How many type values `by` asks about at most.
        static let typeValueLimit = 50

        /// Why a typed parent is none.
        struct Refused: Error { let message: String }

        /// `TABLE[.COLUMN]` as a parent in `schema`: the table's converted key when no column is
        /// named.
        static func parent(_ text: String, schema: DatabaseSchema) -> Result<String, Refused> {
            guard let declaration = ReferenceDeclaration(parsing: "t.c=\(text)") else { return .failure(Refused(message: "\"\(text)\" is no TABLE or TABLE.COLUMN")) }
            guard let parent = schema.table(declaration.parentTable) else { return .failure(Refused(message: "no table named \(quoteIdentifier(declaration.parentTable))")) }
            guard let key = declaration.parentColumn ?? schema.convertedKey(of: parent)?.name, parent.column(key) != nil else {
                return .failure(Refused(message: declaration.parentColumn.map { "\(quoteIdentifier(parent.name)) has no column \(quoteIdentifier($0))" }
                    ?? "\(quoteIdentifier(parent.name)) has no integer key the conversion converts: name its column, parent TABLE.COLUMN"))
            }
            return .success(commandLineName(parent.name, key))
        }

        /// `"parent"."key"` as the question suggests it.
        static func parentName(_ finding: Finding) -> String {
            finding.evidence.map { "\(quoteIdentifier($0.parent.table)).\(quoteIdentifier($0.parent.column))" } ?? "the suggested parent"
        }

        /// The `--reference` argument and the configuration entry that say yes to the suggestion.
        static func suggestedAnswer(_ finding: Finding) -> (flag: String, entry: String) {
            let parent = finding.evidence.map { commandLineName($0.parent.table, $0.parent.column) } ?? "PARENT"
            let column = commandLineName(finding.table, finding.column)
            return (shellWord("\(column)=\(parent)"), AnswerEntry(column: column, parent: parent).json)
        }
    }
}

/// One line typed at the prompt, read against the question it answers.
private enum AnswerLine {
    case answer(AnswerEntry)
    case by(String)
    case skip, quit
    case invalid(String)

    init(_ line: String, finding: Finding, schema: DatabaseSchema) {
        let words = line.split(separator: " ", maxSplits: 1).map(String.init)
        let column = commandLineName(finding.table, finding.column)
        let suggested = finding.evidence.map { commandLineName($0.parent.table, $0.parent.column) }
        let rest = words.count > 1 ? words[1].trimmingCharacters(in: .whitespaces) : ""
        switch words.first?.lowercased() ?? "" {
        case "y", "yes":
            guard let suggested else { self = .invalid("no parent is suggested: answer parent TABLE[.COLUMN]"); return }
            self = .answer(AnswerEntry(column: column, parent: suggested))
        case "n", "no":
            self = .answer(AnswerEntry(column: column, notReference: rest.isEmpty ? "answered no with migrationkit answer" : rest))
        case "none", "keep":
            guard let suggested, let value = Int64(rest) else { self = .invalid("say which value means no row: \(words[0]) 0"); return }
            self = .answer(AnswerEntry(column: column, parent: suggested, none: words[0].lowercased() == "none" ? value : nil, keep: words[0].lowercased() == "keep" ? value : nil))
        case "parent":
            switch MigrationKitCommand.Answer.parent(rest, schema: schema) {
            case .success(let parent): self = .answer(AnswerEntry(column: column, parent: parent))
            case .failure(let refused): self = .invalid(refused.message)
            }
        case "by":
            self = rest.isEmpty ? .invalid("name the type column: by TYPECOLUMN") : .by(rest)
        case "skip", "s", "":
            self = line.isEmpty ? .invalid("type an answer: y, n, none VALUE, keep VALUE, parent TABLE[.COLUMN], by TYPECOLUMN, skip or q") : .skip
        case "q", "quit":
            self = .quit
        default:
            self = .invalid("\"\(line)\" is no answer: y, n [REASON], none VALUE, keep VALUE, parent TABLE[.COLUMN], by TYPECOLUMN, skip or q")
        }
    }
}

/// One entry of the configuration's `"references"`, as ``ReferenceAnswer`` reads it.
struct AnswerEntry {
    let column: String
    var by: String? = nil
    var parents: [String: String]? = nil
    var parent: String? = nil
    var notReference: String? = nil
    var none: Int64? = nil
    var keep: Int64? = nil

    var object: [String: Any] {
        var object: [String: Any] = ["column": column]
        if let parent { object["parent"] = parent }
        if let by { object["by"] = by }
        if let parents { object["parents"] = parents }
        if let notReference { object["notReference"] = notReference }
        if let none { object["none"] = none }
        if let keep { object["keep"] = keep }
        return object
    }

    /// The entry as one line of JSON, keys sorted.
    var json: String {
        (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]))
            .flatMap { String(data: $0, encoding: .utf8) } ?? column
    }
}

/// The team's configuration file, rewritten whole after each answer (a temporary file renamed
/// over it: an interruption leaves the file as it was before or after that answer, never half
/// written). Everything else in it is kept; `"references"` is sorted by column, one answer a
/// column, the new answer replacing an older one.
private struct AnswerFile {
    let path: String
    var object: [String: Any]

    init(path: String) throws {
        self.path = path
        if let data = FileManager.default.contents(atPath: path) {
            guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
                throw ValidationError("\(path) holds no JSON object.")
            }
            self.object = object
        } else {
            object = [:]
        }
    }

    mutating func set(_ entry: AnswerEntry) throws {
        var references = (object["references"] as? [[String: Any]] ?? []).filter { ($0["column"] as? String)?.sqlFolded != entry.column.sqlFolded }
        references.append(entry.object)
        references.sort { ($0["column"] as? String ?? "") < ($1["column"] as? String ?? "") }
        var next = object
        next["references"] = references
        let data = try JSONSerialization.data(withJSONObject: next, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        // What generate reads must read: a file it would refuse is not written.
        _ = try AuditConfiguration.read(data)
        try (data + Data("\n".utf8)).write(to: URL(fileURLWithPath: path), options: .atomic)
        object = next
    }
}
