@testable import MigrationKitSync
import Testing

/// Which tables a column's name names, on names real apps use (digiKam, Kodi, Firefox, todo
/// apps), and the integer columns beside them that name none.
@Suite struct ParentNamesTests {
    let names = ParentNames(["users", "tvshow", "Images", "Tags", "moz_places", "folders", "accounts", "lists", "thread", "EventTable", "moz_historyvisits", "visits", "seasons"])

    @Test(arguments: [
        // an id without a separator (digiKam)
        ("imageid", "ImageTags", ["images"]), ("tagid", "ImageTags", ["tags"]),
        // roles name the tables of people
        ("owner_id", "folders", ["users", "accounts"]), ("created_by", "lists", ["users", "accounts"]),
        ("authorID", "posts", ["users", "accounts"]), ("assigned_to", "tasks", ["users", "accounts"]),
        // a table's name without its short head (Kodi's tvshow), and an id first (idShow)
        ("show_id", "episode", ["tvshow"]), ("idShow", "episode", ["tvshow"]),
        // the parent in a hierarchy: its own table
        ("parent_id", "folders", ["folders"]), ("pid", "Tags", ["tags"]),
        // a parent that says it is a table (Shotwell)
        ("event_id", "PhotoTable", ["eventtable"]),
        // what was found before stays found
        ("place_id", "moz_historyvisits", ["moz_places"]), ("listID", "items", ["lists"]),
    ])
    func namesAParent(column: String, table: String, parents: [String]) {
        #expect(names.parents(namedBy: column, of: table) == Set(parents))
    }

    @Test(arguments: ["uuid", "guid", "valid", "position", "rating", "orientation", "width", "flags", "id", "rowid", "visit_count", "parent_count", "by", "read", "show"])
    func namesNone(column: String) {
        #expect(names.parents(namedBy: column, of: "things") == [])
    }

    /// Names real apps use that were not matched: an id spelled `row_id` or `rowid` (a role and
    /// the parent before it), a table with a version (`CATEGORY_V2`, `accounts2`) or a `tbl`
    /// head, an uppercase abbreviation of the parent's last word, and the longest ending that
    /// names a parent winning over a shorter one.
    @Test(arguments: [
        ("thread_row_id", "messages", ["threads"]), ("sender_recipient_row_id", "messages", ["recipient"]), ("thread_rowid", "messages", ["threads"]),
        ("CATEG_ID", "PRODUCT_V2", ["category_v2"]), ("account_id", "ledger", ["accounts2"]), ("contact_id", "calls", ["tbl_contacts"]),
        ("remindersListID", "reminders", ["reminderslists"]), ("reminder_list_id", "reminders", ["reminderslists"]),
    ])
    func namesAParentOfAnotherShape(column: String, table: String, parents: [String]) {
        let names = ParentNames(["threads", "recipient", "CATEGORY_V2", "PRODUCT_V2", "accounts2", "tbl_contacts", "remindersLists", "lists"])
        #expect(names.parents(namedBy: column, of: table) == Set(parents))
    }

    /// A word that names a quality only when it is long: `city` and `entity` name things.
    @Test(arguments: ["city_id", "entity", "identity_id", "agency"])
    func shortQualityWordsAreNoPlainValue(column: String) {
        #expect(!ParentNames.isPlainValue(column))
    }

    /// An abbreviation needs four letters and a name that says it holds an id: `cat` or
    /// `categ` alone name nothing.
    @Test(arguments: ["cat_id", "categ", "position_v2"])
    func anAbbreviationNeedsFourLettersAndAnID(column: String) {
        #expect(ParentNames(["CATEGORY_V2"]).parents(namedBy: column, of: "PRODUCT_V2") == [])
    }

    /// A relation word and the end of a table's name (Firefox's `from_visit`), when no table
    /// is named by the word itself.
    /// Three or four letters without their vowels abbreviate a parent's last word (`imgid`,
    /// `msg_id`, `usr_id`), the parent of fewest words first; a word that keeps a vowel (`tag`)
    /// is no abbreviation, and a name without an id says none.
    @Test func anAbbreviationWithoutVowels() {
        let names = ParentNames(["images", "selected_images", "messages", "users", "targets"])
        #expect(names.parents(namedBy: "imgid", of: "module_order") == ["images"])
        #expect(names.parents(namedBy: "msg_id", of: "attachments") == ["messages"])
        #expect(names.parents(namedBy: "usr_id", of: "attachments") == ["users"])
        #expect(names.parents(namedBy: "tag_id", of: "attachments") == [])
        #expect(names.parents(namedBy: "msg", of: "attachments") == [])
    }

    /// A key's name that says only that it is a key names no table; one that says more does.
    @Test(arguments: [("id", true), ("_id", true), ("ROWID", true), ("Z_PK", true), ("ID", true), ("rid", false), ("EntryID", false), ("film_id", false)])
    func genericKeyNames(name: String, isGeneric: Bool) {
        #expect(ParentNames.isGenericKeyName(name) == isGeneric)
    }

    /// One word that a table's name ends with, singular or plural.
    @Test func aWordThatEndsATablesName() {
        let names = ParentNames(["mdl_course_categories", "mdl_course", "issue_statuses"])
        #expect(names.parents(endingWith: "category") == ["mdl_course_categories"])
        #expect(names.parents(endingWith: "status") == ["issue_statuses"])
        #expect(names.parents(endingWith: "course_category") == [])
        #expect(names.parents(endingWith: "type") == [])
    }

    @Test(arguments: ["source", "parent", "target", "original"])
    func aRowWordSaysAnID(column: String) {
        #expect(ParentNames.namesAnID(column))
    }

    /// An id, then the one word of its role, says an id whatever that word says alone: Grocy's
    /// `qu_id_price` is the quantity unit a product is priced in, no price. A name that merely
    /// begins with `id` says it the other way round and is no role.
    @Test func anIDThenItsRole() {
        #expect(ParentNames.namesAnID("qu_id_price"))
        #expect(ParentNames.namesAnID("qu_id_purchase"))
        #expect(!ParentNames.isPlainValue("qu_id_price"))
        #expect(ParentNames.isPlainValue("price"))
        #expect(!ParentNames.namesAnID("id_local_copy"))
        #expect(!ParentNames.namesAnID("fk_id_count"))
    }

    /// A plural of one word counts a table's rows and names none of them; a name that says where
    /// the row sits names no table whatever its last word; a relation word glued to the rest is
    /// a word of its own (MyBB's `oldgroup`: the group a banned user had).
    @Test func countsPositionsAndGluedRelationWords() {
        let names = ParentNames(["mybb_posts", "mybb_usergroups", "oc_order", "phpbb_ranks"])
        #expect(names.parents(namedBy: "posts", of: "mybb_forums") == [])
        #expect(names.parents(endingWith: "posts") == [])
        #expect(names.countsAParent("posts"))
        #expect(!names.countsAParent("follows"))
        #expect(names.parents(namedBy: "sort_order", of: "oc_category") == [])
        #expect(names.parents(namedBy: "order_id", of: "oc_order_product") == ["oc_order"])
        #expect(names.parents(namedBy: "user_rank", of: "phpbb_users") == ["phpbb_ranks"])
        #expect(names.parents(namedBy: "oldgroup", of: "mybb_banned") == ["mybb_usergroups"])
        #expect(names.parents(namedBy: "olddisplaygroup", of: "mybb_banned") == [])
    }

    @Test func aRelationWordAndTheEndOfATablesName() {
        let firefox = ParentNames(["moz_historyvisits", "moz_places"])
        #expect(firefox.parents(namedBy: "from_visit", of: "moz_historyvisits") == ["moz_historyvisits"])
        #expect(names.parents(namedBy: "from_visit", of: "moz_historyvisits") == ["visits"])
        #expect(firefox.parents(namedBy: "visit_count", of: "moz_places") == [])
    }

    /// A column named for its own table and no more is a value of the row (Kodi's
    /// `seasons.season` is the season's number).
    @Test func aColumnNamedForItsOwnTableNamesNothing() {
        #expect(names.parents(namedBy: "season", of: "seasons") == [])
        #expect(names.parents(namedBy: "season_id", of: "episodes") == ["seasons"])
    }

    /// A parent named by its last words, its first left out (Kanboard's `project_has_categories`,
    /// which `tasks.category_id` names), in a name that says it holds an id, when no table has
    /// the name whole; a whole name first (`user_id` names `users`, not `project_has_users`).
    @Test func aParentNamedByItsLastWords() {
        let kanboard = ParentNames(["project_has_categories", "project_has_users", "users", "tasks", "itemTypes", "task_has_files", "project_has_files"])
        #expect(kanboard.parents(namedBy: "category_id", of: "tasks") == ["project_has_categories"])
        #expect(kanboard.parents(namedBy: "user_id", of: "tasks") == ["users"])
        // Not without an id: `type` is a value of the row, not an item type's key.
        #expect(kanboard.parents(namedBy: "type", of: "tags") == [])
        #expect(kanboard.parents(namedBy: "type_id", of: "tags") == ["itemtypes"])
        // A table's key, by its table's last words: only a parent with that whole name.
        #expect(kanboard.parents(namingTable: "project_has_files") == [])
        // Its own table's last words name the row's own, not another table's
        // (`column_has_restrictions.restriction_id`).
        let restrictions = ParentNames(["column_has_restrictions", "project_role_has_restrictions"])
        #expect(restrictions.parents(namedBy: "restriction_id", of: "column_has_restrictions") == [])
        #expect(restrictions.parents(namedBy: "restriction_id", of: "tasks") == ["column_has_restrictions", "project_role_has_restrictions"])
    }

    /// A one-to-one table named for its parent: its first words name it, or its last ones
    /// (Android's `visible_contacts`, keyed by the contact's id).
    @Test(arguments: [("visit_source", ["visits"]), ("ImageInformation", ["images"]), ("moz_places_extra", ["moz_places"]), ("things", []),
                      ("visible_users", ["users"])])
    func aTableNamedForItsParent(table: String, parents: [String]) {
        #expect(names.parents(namingTable: table) == Set(parents))
    }

    /// Names that say a plain value: whole words, words ending with one (Kodi's `userrating`,
    /// `playCount`), and `is`/`has` first.
    /// Names that say yes or no: 0 and 1 in such a column are no keys, whatever else it names.
    @Test(arguments: [("is_active", true), ("enable_global_tags", true), ("show_default_swimlane", true), ("allow_group", true),
                      ("never_expire", true), ("always_show", true),
                      ("user_rank", false), ("changed_by", false), ("enable", false), ("mms", false)])
    func flags(column: String, isFlag: Bool) {
        #expect(ParentNames.isFlag(column) == isFlag)
    }

    @Test(arguments: ["userrating", "playCount", "visit_count", "is_known_to_sync", "hasCover", "position", "time_created", "quantity",
                      "popularity", "notability", "frecency", "brightness",
                      // a plural says how many (phpBB's `forum_posts`, `topic_views`)
                      "forum_posts", "topic_replies", "topic_views",
                      // and so does one qualified (Gitea's `commits_ahead`, Mnemosyne's `acq_reps_since_lapse`)
                      "commits_ahead", "topic_replies_real", "acq_reps_since_lapse",
                      // a nested set's bounds
                      "left_id", "right_id", "lft", "rgt",
                      // where the row sits, even beside an id (WhatsApp's `sort_id`)
                      "sort_id", "last_read_message_sort_id",
                      // a `num` counts (MyBB's `postnum`)
                      "postnum", "threadnum"])
    func plainValues(column: String) {
        #expect(ParentNames.isPlainValue(column))
    }

    @Test(arguments: ["fk", "mid", "address", "editable_id", "develop_camera_id", "message_id", "owner", "thread_recipient_id", "report_id", "candidate_id",
                      // one word may be a verb (the row it follows), an `s` no plural (`address`), a plural an id's
                      "follows", "replaces", "group_address", "forums_id",
                      // a verb before a preposition says what the row is to another (`ReportsTo`)
                      "ReportsTo", "reports_to",
                      // a plain word beside an id: a row of a table of statuses or priorities (Redmine's)
                      "priority_id", "status_id", "default_time_entry_activity_id"])
    func notPlainValues(column: String) {
        #expect(!ParentNames.isPlainValue(column))
    }

    /// A plural without an id names no parent: it counts rows of that table.
    @Test func aPluralCountsAndNamesNothing() {
        let phpbb = ParentNames(["posts", "topics", "forums", "users"])
        #expect(phpbb.parents(namedBy: "forum_posts", of: "forums") == [])
        #expect(phpbb.parents(namedBy: "user_posts", of: "users") == [])
        #expect(phpbb.parents(namedBy: "topic_id", of: "posts") == ["topics"])
        #expect(phpbb.parents(namedBy: "topic_last_post_id", of: "topics") == ["posts"])
    }

    /// A hierarchy's parent column names its own table only when that table is converted.
    @Test func aParentColumnOfATableThatIsNoParentNamesNothing() {
        #expect(names.parents(namedBy: "parent", of: "log") == [])
    }
}
