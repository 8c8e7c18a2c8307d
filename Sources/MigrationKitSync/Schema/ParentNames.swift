import MigrationKit
import Foundation
import MigrationKitGRDB

/// Which tables a column's name names, by whole words: its words without a final `id` end with
/// a table's name or its singular (`remindersListID` → `remindersLists`, `list_id` → `lists`,
/// `book` → `books`), a first word the two tables share (`moz_`) left out. Built once for all
/// the parents, so that matching a column costs a few look-ups however many tables there are.
struct ParentNames {
    /// Lowercased parent names by the forms a column may name them by.
    private var byForm: [String: Set<String>] = [:]
    /// The same for the forms without the parent's first word, by that word.
    private var byFirstWordAndForm: [String: [String: Set<String>]] = [:]

    /// The lowercased names of the parents that hold people (`users`, `accounts`, `ZPERSON`), which
    /// a role names (`owner_id`, `created_by`).
    private var people: Set<String> = []
    /// Lowercased parent names by the last word of their name, five letters or more: what an
    /// abbreviation names (`CATEG_ID` → `CATEGORY`), when nothing else matched.
    private var byLastWord: [String: Set<String>] = [:]
    /// Lowercased parent names by their forms without a one- or two-letter head (`tvshow` →
    /// `show`): consulted only when nothing else matched.
    private var byHeadlessForm: [String: Set<String>] = [:]
    /// Lowercased parent names by the ends of their forms, five letters or more (`visit` of
    /// `moz_historyvisits`): consulted for a name that says what it is to its row
    /// (``relationWords``: Firefox's `from_visit`).
    private var byTail: [String: Set<String>] = [:]
    /// Lowercased parent names by the forms of their last words, the first ones left out
    /// (`categories` of `project_has_categories`, `contacts` of `visible_contacts`): what a name
    /// names when no parent has it whole.
    private var byLastWords: [String: Set<String>] = [:]

    init(_ parents: [String]) {
        for parent in parents {
            var words = Self.words(parent)
            // A name that says it is a table says what of without it (Shotwell's `EventTable`,
            // which `event_id` names), and so does one with a version (`CATEGORY_V2`,
            // `accounts2`: a schema that kept its old tables beside the new).
            if words.count > 1, let last = words.last, ["table", "tbl"].contains(last) { words.removeLast() }
            if words.count > 1, let first = words.first, ["tbl", "tb"].contains(first) { words.removeFirst() }
            if let last = words.last, Self.isVersion(last), words.count > 1 { words.removeLast() }
            if let last = words.last, last.count > 3, let digits = last.lastIndex(where: { !$0.isNumber }), digits < last.index(before: last.endIndex) {
                words[words.count - 1] = String(last[...digits])
            }
            let joined = words.joined()
            if let last = words.last, last.count >= 5 {
                byLastWord[last, default: []].insert(parent.sqlFolded)
            }
            // Each word singular too: `remindersLists` is named `reminder_list_id` as well.
            let singular = words.map { word in Self.forms(word).min { ($0.count, $0) < ($1.count, $1) } ?? word }.joined()
            for form in Self.forms(joined).union(Self.forms(singular)) { byForm[form, default: []].insert(parent.sqlFolded) }
            if words.count > 1 {
                for form in Self.forms(words.dropFirst().joined()) {
                    byFirstWordAndForm[words[0], default: [:]][form, default: []].insert(parent.sqlFolded)
                }
            }
            if let last = words.last, !Self.forms(last).isDisjoint(with: Self.personWords) {
                people.insert(parent.sqlFolded)
            }
            for start in words.indices.dropFirst() where words[start...].joined().count >= 4 {
                for form in Self.forms(words[start...].joined()) { byLastWords[form, default: []].insert(parent.sqlFolded) }
            }
            for form in Self.forms(joined) where form.count > 5 {
                for start in 1...(form.count - 5) { byTail[String(form.dropFirst(start)), default: []].insert(parent.sqlFolded) }
            }
            for head in 1...2 where joined.count - head >= 4 {
                for form in Self.forms(String(joined.dropFirst(head))) { byHeadlessForm[form, default: []].insert(parent.sqlFolded) }
            }
        }
    }

    /// The lowercased names of the parents that `column` of `table` names. A column named for
    /// the parent in a hierarchy (`parent`, `parent_id`, `parentID`, `pid`: digiKam's `Tags.pid`,
    /// Firefox's `moz_bookmarks.parent`) names its own table, when that is a parent.
    ///
    /// Also, each seen in real apps: an `id` written without a separator (digiKam's `imageid`,
    /// `tagid`); a role, which names the table of people (`owner_id`, `author`, `created_by`,
    /// `sender` → `users`); and a name that is the parent's without a short head (Kodi's
    /// `idShow`/`show_id` → `tvshow`), when nothing else matched.
    func parents(namedBy column: String, of table: String, byLastWords matchLastWords: Bool = true) -> Set<String> {
        var words = Self.words(column)
        // A relation word glued to the rest (MyBB's `oldgroup`, Kajongg's `lastruleset`): two words.
        if words.count == 1, let head = Self.relationWords.filter({ words[0].hasPrefix($0) && words[0].count - $0.count >= 4 }).max(by: { $0.count < $1.count }) {
            words = [head, String(words[0].dropFirst(head.count))]
        }
        let spelled = words
        // `thread_row_id`, `threadRowId`, `thread_rowid`: an id too.
        if words.count > 2, words.suffix(2) == ["row", "id"] { words.removeLast() }
        if words.count > 1, words.last == "rowid" { words[words.count - 1] = "id" }
        if words.count > 1, words.last == "row", spelled.count > words.count { words.removeLast() }
        if words.count > 1, words.last == "id" { words.removeLast() }
        if words.count > 1, words.first == "id" { words.removeFirst() }  // Kodi's idShow, idFile
        if words.count == 1, words[0].count >= 5, words[0].hasSuffix("id") { words[0] = String(words[0].dropLast(2)) }
        guard !words.isEmpty, words != ["id"] else { return [] }
        // Says it holds an id: only such a name is matched against a parent's without its head
        // (`show_id` → `tvshow`; `read` is no `thread`).
        let saysID = words != spelled
        // A plural without an id says how many (phpBB's `forum_posts`, `topic_replies`): a
        // reference holds one row.
        if !saysID, Self.endsInPlural(words) || Self.isPlural(words), !Self.selfNames.contains(words) { return [] }
        // A name that says where the row sits names no table, whatever word follows
        // (OpenCart's `sort_order` beside `oc_order`).
        if !saysID, words.count > 1, words.contains(where: { ["sort", "seq", "sequence", "position", "idx", "index"].contains($0) }) { return [] }
        let tableWords = Self.words(table)
        if Self.selfNames.contains(words) {
            return byForm[tableWords.joined()]?.contains(table.sqlFolded) == true ? [table.sqlFolded] : []
        }
        let shared = tableWords.count > 1 ? byFirstWordAndForm[tableWords[0]] : nil
        // The longest ending of the name that names a parent wins (`remindersListID` names
        // `remindersLists`, not `lists`), a whole name before one the column's table shares its
        // first word with.
        var found: Set<String> = []
        for start in words.indices {
            let suffix = words[start...].joined()
            guard suffix.count >= 3 else { continue }
            found = byForm[suffix] ?? shared?[suffix] ?? []
            if !found.isEmpty { break }
        }
        // A column named for its own table, and no more, is a value of the row (Kodi's
        // `seasons.season` is the season's number, `tags.tag` a tag's text): a self-reference
        // says so (`parent`, `from_visit`).
        if !saysID, !Self.forms(words.joined()).isDisjoint(with: Self.forms(tableWords.joined())) {
            found.remove(table.sqlFolded)
        }
        guard found.isEmpty else { return found }
        // The parent's last words, its first left out, in a name that says it holds an id:
        // Kanboard's `tasks.category_id` holds a `project_has_categories` key; the longest ending
        // of the name wins here too.
        for start in words.indices where saysID && matchLastWords {
            let suffix = words[start...].joined()
            guard suffix.count >= 4 else { continue }
            let named = byLastWords[suffix] ?? []
            // Its own table's last words: Kanboard's `column_has_restrictions.restriction_id` is
            // the row's own, not `project_role_has_restrictions`'.
            if named.contains(table.sqlFolded) { return [] }
            if !named.isEmpty { return named }
        }
        if words.count > 1, Self.relationWords.contains(words[0]), let tail = byTail[words.dropFirst().joined()] {
            return tail
        }
        if let last = words.last, Self.roleWords.contains(last) || (words.count > 1 && (last == "by" || words == ["assigned", "to"])) {
            return people
        }
        let whole = words.joined()
        if saysID && whole.count >= 4, let headless = byHeadlessForm[whole] { return headless }
        // An abbreviation of the parent's last word, four letters or more, in a name that says
        // it holds an id: `CATEG_ID` → `CATEGORY`, `acct_id` is too short to tell.
        if saysID, let last = words.last, last.count >= 4 {
            let abbreviated = byLastWord.filter { $0.key.count > last.count && $0.key.hasPrefix(last) }.values.reduce(into: Set<String>()) { $0.formUnion($1) }
            if !abbreviated.isEmpty { return Self.plainest(abbreviated) }
        }
        // An abbreviation that drops the vowels, three or four letters in a name that says it
        // holds an id: its first letter the word's, the rest consonants met in order (darktable's
        // `imgid` → `images`, `msg_id` → `messages`, `usr_id` → `users`). `tag` or `doc` keep a
        // vowel: they are words, not abbreviations.
        if saysID, let last = words.last, (3...4).contains(last.count), let first = last.first,
           last.dropFirst().allSatisfy({ !"aeiouy".contains($0) && $0.isLetter }) {
            let abbreviated = byLastWord.filter { $0.key.count > last.count && $0.key.first == first && Self.isSubsequence(last, of: $0.key) }
                .values.reduce(into: Set<String>()) { $0.formUnion($1) }
            if !abbreviated.isEmpty { return Self.plainest(abbreviated) }
        }
        return []
    }

    /// Of the parents an abbreviation of their last word names, those of fewest words: `imgid`
    /// abbreviates `images`, not `selected_images`, whose first word it does not say.
    static func plainest(_ parents: Set<String>) -> Set<String> {
        let fewest = parents.map { words($0).count }.min() ?? 0
        return parents.filter { words($0).count == fewest }
    }

    /// Whether the letters of `short` appear in `word` in the same order.
    static func isSubsequence(_ short: String, of word: String) -> Bool {
        var remaining = short[...]
        for character in word where character == remaining.first {
            remaining = remaining.dropFirst()
            if remaining.isEmpty { return true }
        }
        return remaining.isEmpty
    }

    /// The parents whose name's last word is `column`'s one word, singular or plural
    /// (`category` → `mdl_course_categories`), the column's table left to the caller.
    func parents(endingWith column: String) -> Set<String> {
        let words = Self.words(column)
        // A plural counts them (MyBB's `forums.posts` beside `mybb_posts`).
        guard words.count == 1, words[0].count >= 4, !Self.isPlural(words) else { return [] }
        return Self.forms(words[0]).union([words[0] + "s", words[0].hasSuffix("y") ? words[0].dropLast() + "ies" : words[0] + "es"])
            .reduce(into: Set<String>()) { found, form in found.formUnion(byLastWord[form] ?? []) }
    }

    /// Whether a key's name says no more than that it is a key (`id`, `_id`, `ROWID`, Core
    /// Data's `Z_PK`): many tables share it, and it names none of them.
    static func isGenericKeyName(_ name: String) -> Bool {
        let words = Self.words(name).filter { $0 != "z" }
        return words.isEmpty || words.allSatisfy { ["id", "rowid", "pk", "oid", "key", "uid", "uuid"].contains($0) }
    }

    /// Whether `column` is one plural word that a parent is named by (MyBB's `mybb_forums.posts`
    /// beside `mybb_posts`): it counts that table's rows, a plain value. (Of the 68 apps of the
    /// corpora, no column of one plural word holds a key.)
    func countsAParent(_ column: String) -> Bool {
        let words = Self.words(column)
        guard Self.isPlural(words) else { return false }
        return byForm[words[0]] != nil || byFirstWordAndForm.values.contains { $0[words[0]] != nil }
    }

    /// `v2`, `V10`: a version a table's name ends with.
    static func isVersion(_ word: String) -> Bool {
        (word.first == "v" && word.count > 1 && word.dropFirst().allSatisfy(\.isNumber)) || (!word.isEmpty && word.allSatisfy(\.isNumber))
    }

    /// The parents that a table's name begins or ends with, its first word shared with them
    /// left out (`visit_source` → `visits`, `ImageInformation` → `Images`, `moz_places_extra` →
    /// `moz_places`; Android's `visible_contacts` → `contacts`): a one-to-one table named for
    /// its parent.
    func parents(namingTable table: String) -> Set<String> {
        let words = Self.words(table)
        guard words.count > 1 else { return [] }
        var found: Set<String> = []
        for end in 1..<words.count {
            found.formUnion(parents(namedBy: words[..<end].joined(separator: "_") + "_id", of: table, byLastWords: false))
            found.formUnion(parents(namedBy: words[end...].joined(separator: "_") + "_id", of: table, byLastWords: false))
        }
        return found.subtracting([table.sqlFolded])
    }

    /// Whether a column's name says it holds an id: a last word `id` (`editable_id`, `photoID`),
    /// one word ending with it (`photoid`), or `fk`/`ref`; or an id named, then the one word of
    /// its role (Grocy's `qu_id_purchase` and `qu_id_price`, the quantity units a product is
    /// bought and priced in), whatever that word says on its own.
    static func namesAnID(_ column: String) -> Bool {
        let words = Self.words(column)
        guard let last = words.last else { return false }
        return last == "id" || ["fk", "ref"].contains(last) || (words.count == 1 && last.count >= 5 && last.hasSuffix("id"))
            || (words.count == 1 && rowWords.contains(last))
            || (words.count == 3 && words[1] == "id" && !["fk", "ref"].contains(words[0]))
    }

    /// One-word names of a row a row points at (Apple Mail's `mailboxes.source`, the All Mail
    /// mailbox a label's messages are in): they say an id as `_id` does.
    static let rowWords: Set<String> = ["source", "target", "origin", "original", "parent", "next", "previous", "prev", "successor", "predecessor"]

    /// Whether a column's name says it holds a plain value: a count, a size, a position, a
    /// time, a kind, a flag (a word of ``plainWords``, or ending with one of five letters or
    /// more, as Kodi's `userrating` and `playCount`, or with one of ``plainEndings``; or a first
    /// word `is`/`has`).
    ///
    /// A name that says it holds an id is no plain value whatever its other words: a status, a
    /// priority or a category kept in a table of its own is referenced by its key (Redmine's
    /// `priority_id` and `default_time_entry_activity_id`, rows of `enumerations`),
    /// unless a word says where the row sits (``positionWords``: WhatsApp's `sort_id`, a nested
    /// set's `left_id`), which no table of its own holds. (A parent the name names, `orders` for
    /// `order_id`, is found by the name all the same.)
    static func isPlainValue(_ column: String) -> Bool {
        let words = Self.words(column)
        if isFlag(column) { return true }
        if namesAnID(column) { return words.contains { positionWords.contains($0) } }
        // A plural says how many (`topic_views`, `forum_posts`, `NUMOCCURRENCES`): a reference
        // holds one row.
        if endsInPlural(words) || countsWithAModifier(words) { return true }
        // The last word names a quality, as English makes one of an adjective (`popularity`,
        // `notability`, `frecency`, `brightness`): a measure of the row, not a thing a table
        // holds. Seven letters or more: `city` and `entity` name things.
        if let last = words.last, last.count >= 7, Self.qualityEndings.contains(where: { last.hasSuffix($0) }) { return true }
        return words.contains { word in
            Self.forms(word).contains { form in
                plainWords.contains(form) || plainWords.contains { word in
                    (word.count >= 5 || Self.plainEndings.contains(word)) && form.hasSuffix(word)
                }
            }
        }
    }

    /// Whether a column's name says it holds a yes or a no: a first word that asks or grants
    /// (`is_active`, `has_children`, `allow_group`, `enable_icons`, `show_default_swimlane`).
    static func isFlag(_ column: String) -> Bool {
        let words = Self.words(column)
        guard words.count > 1, let first = words.first else { return false }
        return flagWords.contains(first)
    }

    /// First words of a yes or a no.
    static let flagWords: Set<String> = [
        "is", "has", "can", "should", "allow", "enable", "disable", "show", "hide", "use", "display", "auto", "notify", "needs", "never",
        "always",
    ]

    /// Whether a name of two words or more ends in an English plural: four letters or more,
    /// ending in `s` but not in `ss`, `us`, `is`, `as` or `os` (`address`, `status`, `alias`),
    /// nor `news` or `series`. A name of one word may be a verb (`follows`, `replaces`: the
    /// row it follows), so it says nothing.
    static func endsInPlural(_ words: [String]) -> Bool {
        guard words.count > 1, let word = words.last else { return false }
        return word.count >= 4 && word.hasSuffix("s") && !["ss", "us", "is", "as", "os"].contains { word.hasSuffix($0) }
            && !["news", "series", "species"].contains { word.hasSuffix($0) }
    }

    /// Whether a name of one word is a plural (MyBB's `posts`, `threads`): it names no parent.
    /// Whether it says a plain value is for ``countsAParent(_:)``: a verb (`follows`, the row it
    /// follows) is spelled as a plural too.
    static func isPlural(_ words: [String]) -> Bool {
        words.count == 1 && endsInPlural([words[0], words[0]])
    }

    /// Whether a plural is followed by words that qualify it, none a preposition: Gitea's
    /// `commits_ahead`, phpBB's `topic_replies_real`, Mnemosyne's `acq_reps_since_lapse` count
    /// rows. After a preposition the plural is a verb that says what the row is to another
    /// (`ReportsTo`: the employee it reports to).
    static func countsWithAModifier(_ words: [String]) -> Bool {
        guard words.count > 1, let plural = words.dropLast().lastIndex(where: { endsInPlural([$0, $0]) }) else { return false }
        return !words[(plural + 1)...].contains { prepositions.contains($0) }
    }

    /// Words that tie a verb to the row it points at.
    static let prepositions: Set<String> = ["to", "from", "via", "at", "by", "of", "for", "on", "in", "with", "into", "onto"]

    /// Endings of the nouns English makes of adjectives, which name a quality.
    static let qualityEndings = ["ity", "ency", "ancy", "ness"]

    /// The plain words of four letters that end a word only as themselves (`filesize`,
    /// `runtime`): `read`, `port`, `date` or `type` end `thread`, `report`, `candidate`,
    /// `prototype`. And `num`, a number (MyBB's `postnum`, `threadnum`).
    static let plainEndings: Set<String> = ["size", "time", "flag", "num"]

    /// First words that say what the row is to the one a column points at (`from_visit`,
    /// `opener_visit`, `last_item`).
    static let relationWords: Set<String> = [
        "from", "to", "prev", "previous", "next", "last", "first", "source", "target", "origin", "original",
        "opener", "referrer", "referring", "related", "root", "linked", "main", "primary", "default", "current", "old", "new",
    ]

    /// Words that name a plain value, each seen beside references in real apps' tables.
    static let plainWords: Set<String> = [
        "count", "number", "num", "total", "size", "length", "width", "height", "depth", "duration", "bytes",
        "position", "pos", "order", "index", "idx", "seq", "sequence", "sort", "rank", "priority", "level",
        "rating", "score", "type", "kind", "status", "state", "flag", "flags", "mode", "version", "revision",
        "time", "timestamp", "date", "year", "month", "day", "hour", "minute", "second", "seconds", "ms", "usec",
        "offset", "start", "end", "color", "colour", "hash", "checksum", "crc", "port", "bitrate", "channels",
        "volume", "orientation", "format", "unread", "hidden", "deleted", "archived", "pinned", "enabled", "read",
        "expires", "expire", "timeout", "interval", "delay", "limit", "max", "min", "sum", "average", "avg",
        "category", "importance", "quantity", "qty", "amount", "price", "cost", "percent", "progress",
        // a nested set's bounds (`left_id`, `rgt`)
        "left", "right", "lft", "rgt",
    ]

    /// The plain words that say where a row sits among others: plain even beside `id`.
    static let positionWords: Set<String> = ["sort", "order", "position", "pos", "index", "idx", "seq", "sequence", "rank", "left", "right", "lft", "rgt"]

    /// What a table of people is called: the last word of its name, singular.
    static let personWords: Set<String> = ["user", "account", "person", "people", "member", "contact", "profile", "participant", "customer", "employee"]
    /// Roles a column holding a person's key is named for.
    static let roleWords: Set<String> = [
        "owner", "author", "creator", "assignee", "sender", "recipient", "reporter", "editor", "uploader", "reviewer",
        "moderator", "admin", "organizer", "inviter", "invitee", "rep", "representative", "agent", "manager", "supervisor",
    ]

    /// The words of a column that names the row's parent in its own table.
    static let selfNames: Set<[String]> = [["parent"], ["pid"]]

    /// A name's words, lowercased: split at underscores, spaces, dashes and lowercase-to-uppercase
    /// steps.
    static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previousIsLower = false
        for character in name {
            if character == "_" || character == " " || character == "-" {
                if !current.isEmpty { words.append(current) }
                current = ""
                previousIsLower = false
                continue
            }
            if character.isUppercase && previousIsLower && !current.isEmpty {
                words.append(current)
                current = ""
            }
            current += character.lowercased()
            previousIsLower = character.isLowercase || character.isNumber
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// A name as written and singular: `lists` → `list`, `entries` → `entry`, `boxes` → `box`.
    static func forms(_ joined: String) -> Set<String> {
        guard !joined.isEmpty else { return [] }
        var forms: Set<String> = [joined]
        if joined.hasSuffix("ies") { forms.insert(String(joined.dropLast(3)) + "y") }
        if joined.hasSuffix("es") { forms.insert(String(joined.dropLast(2))) }
        if joined.hasSuffix("s") && !joined.hasSuffix("ss") { forms.insert(String(joined.dropLast())) }
        return forms
    }
}
