import Foundation
import TactileCommands

// Past the file-size limit (`ulimit -f`) a write fails with EFBIG and the
// command reports it, instead of the process dying of SIGXFSZ.
signal(SIGXFSZ, SIG_IGN)
exit(TactileCLI.run(arguments: Array(CommandLine.arguments.dropFirst())))
