import Foundation
import Tactile

/// Renders a session's announcements to one WAV file through the `espeak-ng`
/// program (seed-004 R-F3, R-F4): each utterance starts at its log time and
/// is cut off by the next one (R-F8 interrupts); earcons are short tones.
package struct SpeechRenderer {
    /// One thing to hear.
    package enum Sound: Equatable {
        /// Text to speak.
        case speech(String)
        /// An earcon: `leftContainer` (a high blip) or `endOfSequence` (a low one).
        case earcon(String)
    }

    /// The speech preferences (rate, pitch, volume, voice or language).
    package var preferences = SpeechPreferences()
    /// The program; found on `PATH` unless set.
    package var program: String?

    package init() {}

    /// The `espeak-ng` executable on `PATH`, or nil.
    package static func findProgram(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let dirs = (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":")
        for d in dirs {
            let p = "\(d)/espeak-ng"
            if FileManager.default.isExecutableFile(atPath: p) { return p }
        }
        return nil
    }

    /// The rendered audio of `sounds` (times in seconds), or a message saying what went wrong.
    package func render(_ sounds: [(t: Double, sound: Sound)]) -> Result<WAVAudio, SpeechRenderingError> {
        guard let program = program ?? Self.findProgram() else { return .failure(.programMissing) }
        let rate = 22050
        var out = WAVAudio(sampleRate: rate)
        var pieces: [(start: Int, samples: [Int16])] = []
        for (t, sound) in sounds {
            let start = max(0, Int((t.isFinite ? t : 0) * Double(rate)))
            switch sound {
            case .speech(let text):
                switch speak(text, program: program) {
                case .success(let audio): pieces.append((start, resample(audio, to: rate)))
                case .failure(let e): return .failure(e)
                }
            case .earcon(let name):
                pieces.append((start, Self.tone(frequency: name == "endOfSequence" ? 330 : 880, seconds: 0.08, rate: rate)))
            }
        }
        pieces.sort { $0.start < $1.start }
        for (k, p) in pieces.enumerated() {
            let end = k + 1 < pieces.count ? min(p.start + p.samples.count, pieces[k + 1].start) : p.start + p.samples.count
            if out.samples.count < end { out.samples += Array(repeating: 0, count: end - out.samples.count) }
            for i in p.start..<end { out.samples[i] = p.samples[i - p.start] }
        }
        out.samples += Array(repeating: 0, count: rate / 4)   // a quarter second of silence at the end
        return .success(out)
    }

    private func speak(_ text: String, program: String) -> Result<WAVAudio, SpeechRenderingError> {
        let tmp = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-speech-\(UUID().uuidString).wav")
        defer { try? FileManager.default.removeItem(at: tmp) }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: program)
        // espeak-ng: -s words per minute (80…450; rate 0.5 is its default 175), -p pitch 0…99 (50),
        // -a amplitude 0…200 (100), -v voice or language.
        let wpm = Int(max(80, min(450, 175 * preferences.rate / 0.5)))
        let pitch = Int(max(0, min(99, 50 * preferences.pitch)))
        let amplitude = Int(max(0, min(200, 100 * preferences.volume)))
        let voice = preferences.voice ?? Self.espeakVoice(preferences.language)
        p.arguments = ["-w", tmp.path, "-s", "\(wpm)", "-p", "\(pitch)", "-a", "\(amplitude)", "-v", voice, "--", text]
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        do { try p.run() } catch { return .failure(.programFailed("could not run \(program)")) }
        p.waitUntilExit()
        guard p.terminationStatus == 0, let data = FileManager.default.contents(atPath: tmp.path),
              let audio = WAVAudio(bytes: [UInt8](data)) else {
            return .failure(.programFailed("\(program) failed on \"\(text)\" (exit \(p.terminationStatus))"))
        }
        return .success(audio)
    }

    /// espeak-ng's voice names are lower-case language tags ("en-gb", "en-us").
    static func espeakVoice(_ language: String) -> String { language.lowercased() }

    private func resample(_ a: WAVAudio, to rate: Int) -> [Int16] {
        guard a.sampleRate != rate, a.sampleRate > 0 else { return a.samples }
        let n = a.samples.count * rate / a.sampleRate
        return (0..<n).map { a.samples[min(a.samples.count - 1, $0 * a.sampleRate / rate)] }
    }

    static func tone(frequency: Double, seconds: Double, rate: Int) -> [Int16] {
        let n = Int(seconds * Double(rate))
        return (0..<n).map { i in
            let fade = min(1, Double(min(i, n - i)) / (0.005 * Double(rate)))
            return Int16(8000 * fade * sin(2 * Double.pi * frequency * Double(i) / Double(rate)))
        }
    }
}

/// Why speech could not be rendered.
package enum SpeechRenderingError: Error, Equatable {
    /// `espeak-ng` is not installed.
    case programMissing
    /// It ran and failed.
    case programFailed(String)

    /// The one-line message for the terminal.
    package var message: String {
        switch self {
        case .programMissing: return "--speak needs the espeak-ng program (Debian: apt-get install espeak-ng); no WAV written"
        case .programFailed(let m): return "--speak: \(m); no WAV written"
        }
    }
}
