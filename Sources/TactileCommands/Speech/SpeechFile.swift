import Tactile
import TactileScene

/// `--speak out.wav`: the spoken part of a replay log rendered to a WAV file.
package enum SpeechFile {
    /// The speech and earcons of `events`, in log order.
    package static func sounds(in events: [LogEvent]) -> [(t: Double, sound: SpeechRenderer.Sound)] {
        events.compactMap { e in
            guard case .accessibility(let a) = e.kind else { return nil }
            switch a {
            case .speech(let text): return (e.t, .speech(text))
            case .earcon(let sound): return (e.t, .earcon(sound))
            default: return nil
            }
        }
    }

    /// Renders `events` through espeak-ng and writes the WAV like every other
    /// output (`OutputFile`: atomically for a regular file, directly to a
    /// device or FIFO, through a symbolic link; nothing is written on failure).
    package static func write(_ events: [LogEvent], preferences: SpeechPreferences, to path: String,
                              program: String? = nil) throws(CommandFailure) {
        var renderer = SpeechRenderer()
        renderer.preferences = preferences
        renderer.program = program
        switch renderer.render(sounds(in: events)) {
        case .failure(let e): throw .runtime(e.message)
        case .success(let audio):
            try OutputFile.write(bytes: audio.bytes, to: path)
        }
    }
}
