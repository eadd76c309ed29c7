// `-q` and `-v`, shared by the commands that read documents.

import ArgumentParser

struct ChattinessOptions: ParsableArguments {
    @Flag(name: .shortAndLong, help: "Quiet: no progress and no summary on standard error, only errors.")
    var quiet = false

    @Flag(name: .shortAndLong, help: "Verbose: a line per document on standard error as it finishes, with its time.")
    var verbose = false

    func validate() throws {
        if quiet && verbose { throw ValidationError("-q/--quiet and -v/--verbose contradict each other: give one") }
    }
}

/// `--jobs`'s help (its default is the machine's, so it is said once, here).
let jobsHelp = ArgumentHelp("Documents read in parallel (default: the number of cores).", valueName: "n")
