import ArgumentParser
import KeyboardModel
import KeyboardStorage

/// `emotion-keyboard config`: the settings file, its defaults and its path.
struct ConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Print the settings in effect (the settings file over the defaults), as a settings file.",
        discussion: "Problems in the file are printed on standard error, one line each, and give exit status 1.")

    @Flag(help: "Print a settings file with every key at its default, each explained.")
    var `default` = false

    @Flag(help: "Print the settings file's path ($XDG_CONFIG_HOME/emotion-keyboard/config.toml).")
    var path = false

    func validate() throws {
        if `default` && path { throw ValidationError("--default and --path cannot go together") }
    }

    func run() throws {
        if `default` {
            StandardOutput.write(ConfigurationFile.defaultText)
            return
        }
        guard let file = UserConfiguration.path else {
            throw CommandFailure(
                "no home folder (HOME is unset, empty or relative, and the user has no passwd entry) and XDG_CONFIG_HOME is not an absolute path: there is no settings file"
            )
        }
        if path {
            StandardOutput.write(TOMLText.printable(file) + "\n")
            return
        }
        let reading = ConfigurationFile.load(file, home: DataLocations.home())
        for problem in reading.problems { StandardError.warn(problem.description) }
        StandardOutput.write(ConfigurationFile.text(of: reading.configuration))
        if !reading.problems.isEmpty { throw ExitCode.failure }
    }
}
