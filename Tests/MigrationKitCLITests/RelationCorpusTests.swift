import Foundation
import GRDB
import MigrationKitGRDB
import MigrationKitSync
import MigrationKitTestSupport
import Testing

/// The corpus that Benchmarks/relations.py measures (Fixtures/Relations): every app's schema
/// builds with SQLite, and its truth file names only tables and columns that exist, so the
/// truth cannot drift from the fixtures it describes. And the bar the benchmark prints, held
/// here: every relation is asked about or cannot break, and few questions are about nothing.
@Suite struct RelationCorpusTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    /// One line of a `.relations` file: `child.column -> parent.column [none=VALUE] [declared]`.
    struct Relation: CustomStringConvertible {
        let table, column, parentTable, parentColumn: String
        let declared: Bool
        var description: String { "\(table).\(column) -> \(parentTable).\(parentColumn)" }
    }

    /// The apps of a corpus folder: one per truth file.
    static func apps(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: Fixtures.path(folder))) ?? []
        return names.filter { $0.hasSuffix(".relations") }.map { String($0.dropLast(".relations".count)) }.sorted()
    }

    /// The development corpus, the one the rules were read from and tuned on.
    static let apps = apps(in: "Relations")
    /// The held-out corpus (Fixtures/RelationsHeldOut), written by someone who did not tune the
    /// rules and never read while tuning them: its figures say how the rules carry over.
    static let heldOutApps = apps(in: "RelationsHeldOut")

    /// The app's schema: in its folder, or one of Fixtures/Shapes the corpus reuses. Run with
    /// foreign keys unenforced, as SQLite and Android leave them and as the app wrote its rows:
    /// a fixture keeps the rows an app leaves dangling (and, as Android's contacts2.db, a
    /// REFERENCES to a table that does not exist). Recursive triggers off, as the SQLite the
    /// app ran on had them (sakila's "touch" triggers fire themselves for ever otherwise).
    static func schema(of app: String, in folder: String) throws -> String {
        let own = "\(folder)/\(app).sql"
        return try "PRAGMA foreign_keys = OFF;\nPRAGMA recursive_triggers = OFF;\n"
            + Fixtures.text(FileManager.default.fileExists(atPath: Fixtures.path(own)) ? own : "Shapes/\(app).sql")
    }

    /// The truth of `Fixtures/<folder>/<app>.relations`.
    static func relations(of app: String, in folder: String) throws -> [Relation] {
        try Fixtures.text("\(folder)/\(app).relations").split(separator: "\n").compactMap { line in
            let line = line.trimmingCharacters(in: .whitespaces)
            guard !line.isEmpty, !line.hasPrefix("#") else { return nil }
            let sides = line.components(separatedBy: " -> ")
            let words = sides.count == 2 ? sides[1].split(separator: " ").map(String.init) : []
            let child = sides[0].split(separator: "."), parent = words.first?.split(separator: ".") ?? []
            let marks = words.dropFirst()
            guard child.count == 2, parent.count == 2,
                  marks.allSatisfy({ $0 == "declared" || $0.wholeMatch(of: /none=-?\d+/) != nil })
            else {
                Issue.record("\(app).relations: cannot read \"\(line)\"")
                return nil
            }
            return Relation(table: String(child[0]), column: String(child[1]), parentTable: String(parent[0]),
                            parentColumn: String(parent[1]), declared: marks.contains("declared"))
        }
    }

    /// What the audit finds over a corpus before any answer.
    struct Findings {
        /// Undeclared relations asked about.
        var asked = 0
        /// Undeclared relations whose links a conversion would break without a question.
        var missed: [String] = []
        /// Questions about a column that is no reference.
        var falseQuestions: [String] = []
        /// The questions marked certain or likely (``Finding/Evidence/Confidence``), and how many of
        /// them are about a column that is no reference; the false questions marked possible.
        var sure = 0, sureFalse = 0, falsePossible = 0
    }

    func findings(in folder: String, apps: [String]) throws -> Findings {
        var findings = Findings()
        for app in apps {
            let path = directory.path("\(folder)-\(app)-questions.sqlite")
            try makeDatabase(at: path, sql: try Self.schema(of: app, in: folder))
            let truth = try Self.relations(of: app, in: folder)
            let reader = try openDatabase(DatabaseConnectionOptions(path: path, access: .readOnly))
            try reader.read { db in
                let schema = try SchemaIntrospector.read(db)
                let statistics = try DataStatistics.gather(db, schema: schema, scope: .init())
                let implied = schema.impliedReferences(in: .init(), values: statistics.referenceValues, coreDataEntities: statistics.coreDataEntities)
                let questions = Set(implied.map { "\($0.table).\($0.column)" })
                let relations = Set(truth.map { "\($0.table).\($0.column)" })
                for reference in implied {
                    let confidence = Finding.Evidence(reference, rows: statistics.referenceRows[ColumnPath(table: reference.table, column: reference.column)]).confidence
                    let isRelation = relations.contains("\(reference.table).\(reference.column)")
                    if confidence < .possible {
                        findings.sure += 1
                        if !isRelation { findings.sureFalse += 1 }
                    } else if !isRelation {
                        findings.falsePossible += 1
                    }
                }
                let converted = Set(schema.tables(in: .init()).filter { schema.convertedKey(of: $0) != nil }.map(\.name))
                for relation in truth where !relation.declared {
                    let column = "\(relation.table).\(relation.column)"
                    if questions.contains(column) { findings.asked += 1; continue }
                    let links = try Int.fetchOne(db, sql: """
                        SELECT count(*) FROM \(quoteIdentifier(relation.table)) AS c
                        JOIN \(quoteIdentifier(relation.parentTable)) AS p ON c.\(quoteIdentifier(relation.column)) = p.\(quoteIdentifier(relation.parentColumn))
                        """) ?? 0
                    if converted.contains(relation.parentTable) && links > 0 { findings.missed.append("\(app): \(relation) (\(links) links)") }
                }
                findings.falseQuestions += questions.subtracting(relations).sorted().map { "\(app): \($0)" }
            }
            try reader.close()
        }
        return findings
    }

    /// The apps of the first held-out set (Fixtures/Relations/README-first-held-out.md), which
    /// joined the development corpus once measured: rules written after they were read are held
    /// to their own figures below, the 21 apps before them to the first bar.
    static let firstHeldOutApps: Set<String> = [
        "android-contacts", "android-mmssms", "antennapod", "apple-accounts", "beets", "gadgetbridge", "kajongg",
        "kanboard", "moneymanagerex", "phpbb", "quiterss", "roundcube", "shiori", "wordpress-ios",
    ]

    /// The apps of the second held-out set (Fixtures/Relations/README-second-held-out.md), which
    /// joined the development corpus once measured, as the first did.
    static let secondHeldOutApps: Set<String> = [
        "android-calendar", "banshee", "darktable", "freshrss", "gitea", "mendeley", "mixxx", "mnemosyne", "nextcloud",
        "plex", "redmine", "skype",
    ]

    /// The apps of the third held-out set (Fixtures/Relations/README-third-held-out.md), which
    /// joined the development corpus once measured.
    static let thirdHeldOutApps: Set<String> = [
        "apple-calendar", "apple-mail", "apple-reminders", "domoticz", "firefly-iii", "fossil", "knowledgec", "mediawiki",
        "moodle", "piwigo", "vikunja",
    ]

    /// The apps of the fourth held-out set (Fixtures/Relations/README-fourth-held-out.md), which
    /// joined the development corpus once measured.
    static let fourthHeldOutApps: Set<String> = [
        "gpodder", "kodi-music", "lightroom-classic", "mantisbt", "mybb", "opencart", "safari-history", "viber-ios", "wordpress", "zulip",
    ]

    /// The apps of the fifth held-out set (Fixtures/Relations/README-fifth-held-out.md), which
    /// joined the development corpus once measured.
    static let fifthHeldOutApps: Set<String> = [
        "android-mediaprovider", "apple-health", "apple-music-library", "bookstack", "calibre-web", "grocy", "kimai", "leantime",
        "liferea", "paperless-ngx", "rssguard",
    ]

    /// The apps of the sixth held-out set (Fixtures/Relations/README-sixth-held-out.md), which
    /// joined the development corpus once measured.
    static let sixthHeldOutApps: Set<String> = [
        "akonadi", "dayone", "deltachat", "fbreader", "k9mail", "miniflux", "moneywiz", "newpipe", "pihole-ftl", "tautulli", "wallabag",
    ]

    /// The apps that joined the development corpus from a held-out set.
    static let joinedApps = firstHeldOutApps.union(secondHeldOutApps).union(thirdHeldOutApps).union(fourthHeldOutApps).union(fifthHeldOutApps)
        .union(sixthHeldOutApps)

    /// Over the development corpus the rules were first written from, what the audit finds
    /// before any answer: every relation the schema does not declare is asked about, unless
    /// converting cannot break one of its links (its parent keeps its integer keys, as Core
    /// Data's `Z_PRIMARYKEY`, or the column holds no link, only its none value); and at most one
    /// question in ten is about a column that is no reference.
    @Test func everyRelationIsAskedAboutAndFewQuestionsAreAboutNothing() throws {
        let findings = try findings(in: "Relations", apps: Self.apps.filter { !Self.joinedApps.contains($0) })
        #expect(findings.missed == [])
        #expect(findings.asked == 181)
        #expect(findings.falseQuestions.count * 10 <= findings.asked + findings.falseQuestions.count, "\(findings.falseQuestions)")
    }

    /// The whole development corpus, the former held-out sets' apps with it: the relations still
    /// missed, each named (a new one fails here, and so does one that is found, so that the
    /// guide's list of what escapes is kept true), and no more false questions than now.
    @Test func theWholeDevelopmentCorpusMissesOnlyWhatTheGuideSays() throws {
        let findings = try findings(in: "Relations", apps: Self.apps)
        #expect(findings.missed == [
            "fossil: event.objid -> blob.rid (515 links)",
            "fossil: forumpost.fpid -> blob.rid (60 links)",
            "mediawiki: redirect.rd_from -> page.page_id (10 links)",
            "phpbb: phpbb_privmsgs.root_level -> phpbb_privmsgs.msg_id (60 links)",
            "shiori: bookmark_content.docid -> bookmark.id (559 links)",
        ])
        #expect(findings.asked == 1642)
        #expect(findings.falseQuestions.count <= 273, "\(findings.falseQuestions.count)")
        // Issue 37: the confidence as calibrated on this corpus (Finding.Evidence.confidence):
        // of the questions marked certain or likely, at most one in twenty is false (18 of
        // 1,304), and most false questions are marked possible (255 of 273).
        #expect(findings.sure == 1304, "\(findings.sure)")
        #expect(findings.sureFalse <= 18, "\(findings.sureFalse) of \(findings.sure)")
        #expect(findings.falsePossible >= 255, "\(findings.falsePossible)")
    }

    /// The held-out corpus (the seventh set: 10 apps nobody tuning the rules has read), measured
    /// the same way, held at its figures so that a change to the detection that weakens it fails
    /// here. Only the totals are compared, and the messages say only counts (the files are not
    /// read while tuning). Measured once, at the commit that added this bar, with the rules tuned
    /// on the 90 apps of the development corpus: 299 relations asked about, 36 missed, 65 false
    /// questions, the detection carrying over worse than to the sixth set
    /// (Guides/UndeclaredRelations.md quotes the figures and says what they mean); and the
    /// confidence held: of the questions marked certain or likely, 187 of 190 are
    /// relations, and 62 of the 65 false questions are marked possible.
    @Test func theHeldOutCorpusDoesNotWeaken() throws {
        let findings = try findings(in: "RelationsHeldOut", apps: Self.heldOutApps)
        #expect(findings.asked >= 299, "\(findings.asked)")
        #expect(findings.missed.count <= 36, "\(findings.missed.count)")
        #expect(findings.falseQuestions.count <= 65, "\(findings.falseQuestions.count)")
        #expect(findings.sureFalse * 20 <= findings.sure, "\(findings.sureFalse) of \(findings.sure)")
        #expect(findings.falsePossible >= 62, "\(findings.falsePossible)")
    }

    @Test func theCorpusHoldsAtLeastTenApps() {
        #expect(Self.apps.count >= 10)
        #expect(Self.heldOutApps.count >= 10)
        #expect(Set(Self.apps).isDisjoint(with: Self.heldOutApps))
    }

    /// Both corpora, as `folder/app`.
    static let truths = apps.map { "Relations/\($0)" } + heldOutApps.map { "RelationsHeldOut/\($0)" }

    @Test(arguments: truths)
    func everyRelationNamesColumnsOfItsSchema(truth: String) throws {
        let folder = String(truth.prefix { $0 != "/" }), app = String(truth.drop { $0 != "/" }.dropFirst())
        let path = directory.path("\(folder)-\(app).sqlite")
        try makeDatabase(at: path, sql: try Self.schema(of: app, in: folder))
        let relations = try Self.relations(of: app, in: folder)
        #expect(!relations.isEmpty)
        let reader = try openDatabase(DatabaseConnectionOptions(path: path, access: .readOnly))
        try reader.read { db in
            for relation in relations {
                #expect(try db.tableExists(relation.table), "\(app): \(relation): no table \(relation.table)")
                #expect(try db.tableExists(relation.parentTable), "\(app): \(relation): no table \(relation.parentTable)")
                guard try db.tableExists(relation.table), try db.tableExists(relation.parentTable) else { continue }
                #expect(try db.columns(in: relation.table).contains { $0.name == relation.column },
                        "\(app): \(relation): no column \(relation.column)")
                // The parent column is the parent's single integer key, the one the conversion converts.
                #expect(try db.primaryKey(relation.parentTable).columns == [relation.parentColumn],
                        "\(app): \(relation): \(relation.parentColumn) is not the key of \(relation.parentTable)")
                // "declared" exactly where the schema has REFERENCES.
                let declared = try db.foreignKeys(on: relation.table).contains { $0.originColumns == [relation.column] }
                #expect(declared == relation.declared, "\(app): \(relation): declared in the schema: \(declared)")
            }
        }
        try reader.close()
    }
}
