import Foundation
import TactileCommands

exit(TactileCLI.run(arguments: Array(CommandLine.arguments.dropFirst())))
