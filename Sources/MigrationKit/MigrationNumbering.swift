/// Numbers for the identifiers the toolkit invents (rehearsal steps, generated files, model
/// versions), written so that they sort in the order they count.
///
/// The registry applies steps in lexicographic order of their identifiers (``MigrationRegistry``),
/// so `"step_10"` runs before `"step_9"`. Every invented number goes through here: zero-padded to
/// one width for a whole sequence, never wider than the sequence it joins.
public enum MigrationNumbering {
    /// `number` in decimal, zero-padded to at least `width` digits.
    public static func padded(_ number: Int, width: Int) -> String {
        precondition(number >= 0, "migration numbers are not negative")
        let digits = String(number)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// `0..<count`, each padded to the width of the largest (at least `minimumWidth`): numbers
    /// that sort as they count, however many.
    public static func sequence(count: Int, minimumWidth: Int = 1) -> [String] {
        let width = max(minimumWidth, String(max(0, count - 1)).count)
        return (0..<count).map { padded($0, width: width) }
    }

    /// The numbers of `count` new files after the files named `existing` (the leading digits of
    /// each name are its number; names without digits do not count): one more than the largest,
    /// padded to the width the existing names use (at least `minimumWidth`), or wider when the
    /// new numbers need it. The caller checks that the new identifiers still sort after the
    /// existing ones (``firstOutOfOrder(existing:new:)``): `10000_x` sorts before `9999_y`.
    public static func next(count: Int, after existing: [String], minimumWidth: Int = 4) -> [String] {
        let numbered = existing.compactMap { name -> (value: Int, width: Int)? in
            let digits = name.prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty, let value = Int(digits) else { return nil }
            return (value, digits.count)
        }
        let first = (numbered.map(\.value).max() ?? 0) + 1
        let last = first + max(0, count - 1)
        let width = max(minimumWidth, numbered.map(\.width).max() ?? 0, String(last).count)
        return (first...last).prefix(count).map { padded($0, width: width) }
    }

    /// The first pair (existing, new) in which a new identifier would not sort after an existing
    /// one, or nil when every new identifier sorts after all the existing ones and the new ones
    /// sort among themselves in the order given.
    public static func firstOutOfOrder(existing: [String], new: [String]) -> (existing: String, new: String)? {
        for (previous, next) in zip(new, new.dropFirst()) where !(previous < next) {
            return (previous, next)
        }
        guard let firstNew = new.first, let latest = existing.max(), !(latest < firstNew) else { return nil }
        return (latest, firstNew)
    }
}
