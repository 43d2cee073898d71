import ArgumentParser

/// Finds the first word standing where a subcommand's name goes that names none.
package enum CommandWord {
    /// nil when every command word is known; otherwise the usage error for the first unknown one.
    /// Options (a word starting with `-`) end the search: they belong to the default command or
    /// to the command named so far, and ArgumentParser judges them. `help WORD…` asks for the
    /// help of the command WORD… names, so those words are checked too.
    package static func unknown(in arguments: [String], root: ParsableCommand.Type) -> UsageError? {
        var command = root
        var path = [root._commandName]
        var words = arguments[...]
        if words.first == "help" { words = words.dropFirst() }
        for word in words {
            let subcommands = command.configuration.subcommands
            guard !subcommands.isEmpty, !word.hasPrefix("-") else { return nil }
            guard let next = subcommands.first(where: { $0._commandName == word || $0.configuration.aliases.contains(word) }) else {
                let names = subcommands.map { sub in
                    sub._commandName + (sub == command.configuration.defaultSubcommand ? " (the default)" : "")
                }
                return .unknownCommand(word: word, path: path, commands: names)
            }
            command = next
            path.append(word)
        }
        return nil
    }
}
