import TactileCommands

TactileCommand.main()
