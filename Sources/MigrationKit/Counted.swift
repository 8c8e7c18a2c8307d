/// A count and the noun it counts, in English: `1 table`, `3 tables`, `0 rows`. The one place
/// a message makes a plural; a noun whose plural is not `s` added says it (`counted(2, "index",
/// "indexes")`).
package func counted(_ count: Int, _ noun: String, _ plural: String? = nil) -> String {
    "\(count) \(count == 1 ? noun : plural ?? noun + "s")"
}
