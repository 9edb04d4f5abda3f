import Testing
@testable import TactileCommands

@Test func helpNamesTheTool() {
    let help = TactileCommand.helpMessage()
    #expect(help.contains("tactile"))
    #expect(help.contains("gesture recognition"))
}
