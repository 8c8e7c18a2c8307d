import ArgumentParser

/// `--verbose`, for the commands that run migration steps: the error names the step, the table
/// and the check or SQLite's message in a line or two; this adds the SQL statement that failed.
struct VerboseOptions: ParsableArguments {
    @Flag(help: "When a migration or its rollback fails, also print the SQL statement it failed on (at most 60 lines).")
    var verbose = false
}
