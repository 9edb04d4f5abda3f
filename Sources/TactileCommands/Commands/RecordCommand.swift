import ArgumentParser
import Tactile
import TactileScene
import TactileLinuxInput

/// `tactile record DEVICE [-o TRACE]`: records a Linux touch device as a trace
/// (to standard output without `-o`); `tactile record --list` lists the touch devices.
package struct RecordCommand: IOCommand {
    /// `tactile record`'s name, help text for ArgumentParser.
    package static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Record a Linux touch device (/dev/input/eventN) as a JSON Lines trace.",
        discussion: """
            Touch, then press Ctrl-C (or use --duration). Device coordinates map onto a window of --size \
            points. Without -o the trace goes to standard output as it is recorded; with -o the file \
            appears complete when recording stops, or not at all. DEVICE may also be a file or pipe of \
            raw evdev records. Reading a device needs root or the "input" group; --list shows the touch \
            devices.
            """)

    /// The device.
    @Argument(help: "The evdev device node, e.g. /dev/input/event5 (or a file of raw evdev records).")
    package var device: String?

    /// The output file (standard output when nil).
    @Option(name: .shortAndLong, help: ArgumentHelp("The trace file to write (default: standard output).", valueName: "trace.jsonl"))
    package var output: String?

    /// Whether to list the touch devices instead of recording.
    @Flag(help: "List the touch devices (node, name, kind, protocol) and exit.")
    package var list = false

    /// Where sysfs is mounted (tests point it at a fake tree).
    @Option(name: .customLong("sysfs"), help: ArgumentHelp("Where sysfs is mounted.", visibility: .hidden))
    package var sysfsRoot = "/sys"

    /// The window size.
    @Option(help: ArgumentHelp("The window the device maps onto, in points.", valueName: "WIDTHxHEIGHT"))
    package var size: String = "390x844"

    /// Stop after this many seconds of recording.
    @Option(help: ArgumentHelp("Stop after this many seconds (frame time).", valueName: "seconds"))
    package var duration: Double?

    /// How the device maps onto the window.
    @OptionGroup(title: "Device mapping")
    package var input: TouchInputArguments

    package init() {}

    /// Records the device's touches as a trace until Ctrl-C, the end of the
    /// stream or `--duration`, and writes it atomically to `-o`; throws when
    /// an option is invalid or the device cannot be read or is not a touch device.
    package func execute(_ io: CommandIO) throws(CommandFailure) {
        if list { return listDevices(io) }
        guard let device else { throw .usage("missing DEVICE (e.g. /dev/input/event5; 'tactile record --list' shows the touch devices)") }
        let window = try WindowSize.parse(size)
        if let duration, !(duration > 0 && duration <= ValidRange.time.upperBound) {
            throw .usage("--duration: expected seconds greater than 0 and at most \(LogNumber.format(ValidRange.time.upperBound, fractionDigits: 0)), found \(ValidRange.shown(duration))")
        }
        let options = try input.options()
        // A file can be read twice: checked first (constant memory), so a bad
        // frame stops `record` before it writes anything. A device or pipe is
        // recorded as it happens (a bad frame stops it after the good ones).
        if InputFiles.isRegularFile(device) {
            var check = try DeviceSession(path: device, windowSize: window, options: options)
            var count = 0
            var failure: CommandFailure?
            try check.run(duration: duration, onFrames: { frames in
                for f in frames where failure == nil {
                    count += 1
                    if let reason = TraceFrame(inputFrame: f).rangeViolation { failure = .usage("\(device): frame \(count): \(reason)") }
                }
            }, onIdle: { _ in })
            if let failure { throw failure }
        }
        var session = try DeviceSession(path: device, windowSize: window, options: options)
        guard let output else { return try recordToStandardOutput(&session, device: device, io) }
        // Guarded from before it exists: until the session catches the
        // signals itself (to stop and keep the recording), one removes it.
        let file = try OutputFile.open(output)
        var frameCount = 0
        var failure: CommandFailure?
        do throws(CommandFailure) {
            try session.run(duration: duration, onFrames: { frames in
                for f in frames where failure == nil {
                    let frame = TraceFrame(inputFrame: f)
                    // A frame the trace format cannot hold (a time or position
                    // out of range) stops the recording: `replay` would reject it.
                    if let reason = frame.rangeViolation {
                        failure = .usage("\(device): frame \(frameCount + 1): \(reason)")
                        return
                    }
                    do throws(FileWriteError) {
                        try file.append(TraceWriter.line(for: frame) + "\n")
                        frameCount += 1
                    } catch { failure = .runtime(error.description) }
                }
            }, onIdle: { _ in })
            if let failure { throw failure }
        } catch {
            OutputFile.discard(file)
            throw error
        }
        try OutputFile.commit(file)
        io.err("recorded \(frameCount) frame\(frameCount == 1 ? "" : "s") to \(output)\n")
    }

    /// Writes each frame to standard output as it is decoded (a bad frame
    /// stops the recording, after the good ones).
    private func recordToStandardOutput(_ session: inout DeviceSession, device: String, _ io: CommandIO) throws(CommandFailure) {
        var frameCount = 0
        var failure: CommandFailure?
        try session.run(duration: duration, onFrames: { frames in
            for f in frames where failure == nil {
                let frame = TraceFrame(inputFrame: f)
                if let reason = frame.rangeViolation {
                    failure = .usage("\(device): frame \(frameCount + 1): \(reason)")
                    return
                }
                io.out(TraceWriter.line(for: frame) + "\n")
                frameCount += 1
            }
        }, onIdle: { _ in })
        if let failure { throw failure }
        io.err("recorded \(frameCount) frame\(frameCount == 1 ? "" : "s")\n")
    }

    /// Prints one line per touch device sysfs lists, or says there is none.
    private func listDevices(_ io: CommandIO) {
        let devices = TouchDeviceList.touchDevices(sysfsRoot: sysfsRoot)
        guard !devices.isEmpty else {
            io.err("no touch devices found under \(sysfsRoot)/class/input\n")
            return
        }
        let width = devices.map(\.node.count).max() ?? 0
        for d in devices {
            let node = d.node + String(repeating: " ", count: width - d.node.count)
            io.out("\(node)  \(d.kind), protocol \(d.touchProtocol)  \(d.name.map { "\"\($0)\"" } ?? "(no name)")\n")
        }
    }
}

/// Parses `WIDTHxHEIGHT`.
enum WindowSize {
    static func parse(_ s: String) throws(CommandFailure) -> Size {
        let parts = s.split(separator: "x")
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w > 0, h > 0, w.isFinite, h.isFinite else {
            throw .usage("--size: expected WIDTHxHEIGHT in points, e.g. 390x844, found \"\(s)\"")
        }
        // Positions scale with the window: a window beyond the valid range
        // would give positions a trace cannot hold.
        guard w <= ValidRange.magnitude, h <= ValidRange.magnitude else {
            throw .usage("--size: width and height must be at most \(LogNumber.format(ValidRange.magnitude, fractionDigits: 0)) points (docs/formats.md, \"Valid ranges\"), found \"\(s)\"")
        }
        return Size(width: w, height: h)
    }
}
