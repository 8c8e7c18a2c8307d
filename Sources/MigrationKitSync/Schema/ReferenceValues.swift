import MigrationKit
import Foundation
import MigrationKitGRDB

/// What one candidate column's values say about one possible parent (gathered by
/// ``DataStatistics``): the one type for a column's evidence from its values, before a
/// conversion (its integers against a parent's keys) and after one (its integers against the
/// old ids a converted parent's keys carry).
package struct ReferenceValues: Sendable, Equatable {
    /// How many rows of the column are read at most.
    package static let sampledRows = 20_000
    /// How many distinct values are looked up at most.
    package static let sampledValues = 1_000

    package let table: String
    package let column: String
    package let parentTable: String
    /// Distinct positive values sampled, and how many of them are keys of the parent.
    package let sampled: Int
    package let matched: Int
    /// The chance that `matched` values at the column's scale would all be keys by accident.
    package let chance: Double
    /// Values zero or below that are no key of the parent (a "none" value such as Anki's 0).
    package let noneCandidates: [Int64]
    /// How many distinct values zero or below that are no key of the parent were sampled: one
    /// may be the app's "none"; more are the values of a plain number (an offset, a delta). And
    /// how many values zero or below are keys of the parent (an app may number rows below zero).
    package let nonPositive: Int
    package let nonPositiveKeys: Int
    /// The largest positive value sampled.
    package let largest: Int64?
    /// The parent's keys, and how many of them are at most ``largest``: how the values spread
    /// over the keys (estimated from the key range for a parent of over
    /// ``DataStatistics/exactRankLimit`` rows).
    package let parentKeys: Int
    package let keysUpToLargest: Int
    /// The share of the range the parent's keys fill: around the values for sparse keys, over
    /// all of it otherwise (``DataStatistics/KeyRange/density``); 1 when unknown, as for the old
    /// ids a column holds after a conversion.
    package var keyDensity: Double = 1

    /// How many of the distinct positive values sampled are multiples of 5, and of 10 (see
    /// ``isRound``).
    package var roundValues = 0
    package var tens = 0

    /// Keys fill less than this share of `1…max` to be sparse for their size.
    package static let sparseKeys = 0.1

    /// Whether most of the values are keys of the parent: what any evidence from values needs
    /// (old rows may point at deleted parents), and, after a conversion, what any evidence at
    /// all needs (most values old ids of existing rows).
    package var mostAreKeys: Bool {
        matched > 0 && matched * 2 >= sampled
    }

    /// Whether the values alone show a reference.
    package var isEvidence: Bool {
        mostAreKeys && chance <= 1e-6
    }

    /// How far the values reach into the parent's keys: the share of its keys that are at most
    /// the largest value. A column of counts, positions or enums holds small values that stay
    /// among the first keys; a reference reaches as far as the rows it points at, which apps
    /// give out over the whole range.
    package var spread: Double {
        guard parentKeys > 0, matched > 0 else { return 0 }
        return Double(min(keysUpToLargest, parentKeys)) / Double(parentKeys)
    }

    /// Values that stay within this first share of the parent's keys are small values, as a
    /// count or a position holds (up to it included): a plain value, not asked about on its values alone.
    package static let smallValues = 0.1

    /// Whether the values, with nothing else, make the column a question: at least two distinct
    /// values (one when the column's name says it holds an id, `editable_id`: every photo on
    /// the one backing photo), nine in ten or more of them keys of the parent (old rows may
    /// point at deleted parents), reaching beyond its first keys (``smallValues``), and at most
    /// one value zero or below that is no key (a "none"). Ids numbered from 1 cannot prove a
    /// reference; they can say that one is possible, and the column is then asked about.
    ///
    /// A single value is evidence only beside a name that says it holds an id: alone, it is the
    /// shape of a constant, a flag or a default (on the relations corpus, 12 such columns for
    /// none that is a reference). The same measure reads the old ids a column still holds after
    /// a conversion (``DataStatistics/sampleStaleReferenceValues(_:schema:scope:)``).
    package func isContained(namesAnID: Bool) -> Bool {
        sampled >= (namesAnID ? 1 : 2) && matched * 10 >= sampled * 9 && spread > Self.smallValues && hasNoneValuesOnly
            && (matched == sampled || keyDensity >= 0.95 || fitsBeyondChance)
    }

    /// Whether as many values being keys would happen by accident at most one time in twenty,
    /// at the density of the parent's keys around them: values that fit beyond chance (a key
    /// table's keys inside another's, 145 of 170 against keys missing 17 of them), where
    /// ``isEvidence`` asks for a millionth, enough to take the reference without a question.
    var fitsBeyondChance: Bool {
        Self.chance(of: matched, in: sampled, atDensity: keyDensity) <= 0.05
    }

    /// Whether the values zero or below that are no key could all mean "none": one of them, or
    /// the two that apps use, `0` and `-1`, beside more distinct values than a menu holds
    /// (Fossil's `mlink.pid`, hundreds of check-ins' blobs: `0` for no parent, `-1` for a file
    /// a merge added). `-1` and `0` beside a few small numbers are an index or a grade with its
    /// "unset" (Mixxx's `hotcue`, Mnemosyne's `grade`); more values below zero, or others, are a
    /// plain number's (an offset, a delta).
    var hasNoneValuesOnly: Bool {
        nonPositive <= 1 || (nonPositive == 2 && noneCandidates == [0, -1] && sampled > 8)
    }

    /// Whether the values sampled are a table's own keys numbered from 1: nine in ten of the
    /// integers up to the largest or more (Banshee names every key `EntryID`). Where the sample
    /// stopped at its limit the density is unknown, and they are taken as not.
    var numbersItsOwnRows: Bool {
        sampled < Self.sampledValues && largest.map { Double(sampled) >= 0.9 * Double($0) } == true
    }

    /// Whether every value sampled is a key of the parent: a table's own key is taken for its
    /// parent's (a one-to-one table) only then.
    var isAllKeys: Bool { sampled > 0 && matched == sampled }

    /// Two to eight distinct values, every one a multiple of 10, or three to eight, every one a
    /// multiple of 5 (QuiteRSS's `ttl` of 60 and 120 minutes, Redmine's `done_ratio` of 10 to
    /// 100): a menu of numbers a person or a programmer picks. Keys a database gives out are
    /// multiples of 10 one time in ten and of 5 one time in five, so `n` sampled keys would all
    /// be with chance `0.1ⁿ` or `0.2ⁿ`: at most 1% here (two multiples of 5, 4%, stay a question:
    /// one relation in 25 holding two keys would be dismissed). Many distinct values all round are
    /// rows picked by a rule (every fifth message has a mention), which a reference may hold:
    /// they stay a question.
    var isRound: Bool {
        guard (2...8).contains(sampled) else { return false }
        return tens == sampled || (roundValues == sampled && sampled >= 3)
    }

    /// At most five distinct values, none above ten: the shape of an enum (a status, a kind,
    /// a level), which the first keys of any table numbered from 1 contain.
    var isHandful: Bool { sampled <= 5 && (largest ?? 0) <= 10 }

    /// 0 and 1 and nothing else, or 1 and NULL (QuiteRSS's `neverDeleteUnreadNews`: set, or
    /// never written), against a parent with more keys: a boolean.
    var isBoolean: Bool { sampled == 1 && largest == 1 && (noneCandidates == [0] || nonPositive == 0) && parentKeys > 2 }

    /// A bound on the chance that at least `matched` of `sampled` values would be keys if each
    /// were one with probability `density`: the Chernoff bound `exp(-n·KL(m/n ‖ d))`, which is
    /// `d^n` when every value matches. 1 when no more match than chance predicts.
    static func chance(of matched: Int, in sampled: Int, atDensity density: Double) -> Double {
        guard sampled > 0, matched > 0, density < 1 else { return 1 }
        let rate = Double(matched) / Double(sampled)
        guard rate > density else { return 1 }
        let d = max(density, Double.leastNormalMagnitude)
        var divergence = rate * Foundation.log(rate / d)
        if rate < 1 { divergence += (1 - rate) * Foundation.log((1 - rate) / (1 - d)) }
        return Foundation.exp(-Double(sampled) * divergence)
    }
}
