import Foundation

/// Speaks the screen reader's speech through `espeak-ng` when it is installed
/// (docs/sdl.md, "Speech"): each new utterance interrupts the one before, as
/// the screen reader's speech does. Without espeak-ng it prints the text.
public final class Speech {
    private let executable: String?
    private var process: Process?
    /// Everything asked to be spoken, in order.
    public private(set) var spoken: [String] = []
    public var isMuted: Bool

    public init(muted: Bool = false) {
        isMuted = muted
        executable = ProcessInfo.processInfo.environment["PATH", default: "/usr/bin:/bin"]
            .split(separator: ":").map { "\($0)/espeak-ng" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Whether espeak-ng was found.
    public var hasVoice: Bool { executable != nil }

    public func say(_ text: String) {
        spoken.append(text)
        guard !isMuted else { return }
        guard let executable else { print("say: \(text)"); return }
        if let p = process, p.isRunning { p.terminate() }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: executable)
        p.arguments = ["-s", "190", text]
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try? p.run()
        process = p
    }
}
