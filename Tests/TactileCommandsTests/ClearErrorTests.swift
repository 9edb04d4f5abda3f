import Foundation
import Testing
import TactileScene
@testable import TactileCommands

// Issue 10, item 2: the misleading messages the fuzzing study found.

private func temporaryFile(_ name: String, _ bytes: [UInt8]) throws -> String {
    let dir = try scratchDirectory("errors")
    let path = dir.appendingPathComponent(name).path
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
}

private let scene = packageRoot.appendingPathComponent("Tests/Fixtures/reliability/05-stdout-write-failure/one-view.json").path

@Test func clearErrors_nulAndInvalidUTF8InTextRecordingsAreReportedAsSuch() throws {
    let yaml = try temporaryFile("rec.txt", Array("version: 1\ndevices:\n- node: /dev/input/event6\n".utf8) + [0] + Array("\n".utf8))
    #expect(runCLI(["replay", scene, yaml]).err == "error: \(yaml):4: a NUL byte at column 1: not a text recording\n")
    let evtest = try temporaryFile("log", Array("Input driver version is 1.0.1\nEvent: time 1.0, ".utf8) + [0xC3, 0x28] + Array("\n".utf8))
    #expect(runCLI(["replay", scene, evtest]).err == "error: \(evtest):2: invalid UTF-8: not a text recording\n")
}

@Test func clearErrors_shortEvdevFilesAreNotParsedAsYAML() throws {
    let short = try temporaryFile("touch.evdev", Array("abc".utf8))
    #expect(runCLI(["replay", scene, short]).err == "error: \(short): not an evdev event stream: 3 bytes, shorter than one 24-byte input_event record\n")
    let shortBinary = try temporaryFile("touch.raw", [0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
    #expect(runCLI(["replay", scene, shortBinary]).err == "error: \(shortBinary): not an evdev event stream: 10 bytes, shorter than one 24-byte input_event record\n")
}

@Test func clearErrors_devNullIsAnEmptyFile() {
    #expect(runCLI(["replay", scene, "/dev/null"]).err == "error: /dev/null: empty file\n")
    #expect(runCLI(["validate", "/dev/null"]).err == "error: /dev/null: empty file\n")
    #expect(runCLI(["replay", "/dev/null", scene]).code == 2)
}

@Test func clearErrors_unreadableFilesSayWhy() throws {
    guard getuid() != 0 else { return }  // root reads everything
    let path = try temporaryFile("locked.json", Array("{}".utf8))
    chmod(path, 0)
    #expect(runCLI(["validate", path]).err == "error: \(path): cannot read the file: Permission denied\n")
}

@Test func clearErrors_noTouchDeviceInARecording() throws {
    let keyboardOnly = try temporaryFile("kbd.yml", Array("""
        version: 1
        devices:
        - node: /dev/input/event3
          evdev:
            name: "keyboard"
            codes:
              1: [30]
          events:
        """.utf8))
    let r = runCLI(["replay", scene, keyboardOnly])
    #expect(r.err == "error: \(keyboardOnly): no touch device in the recording (devices: 0: keyboard (/dev/input/event3))\n")
}

@Test func clearErrors_hugeTimesArePrintedWithoutAnExponent() {
    #expect(TextTimeline.fixed(1e16) == "10000000000000000.0000")
    #expect(ValidRange.shown(1e16) == "1e16")
    #expect(ValidRange.shown(123.5) == "123.5")
}
