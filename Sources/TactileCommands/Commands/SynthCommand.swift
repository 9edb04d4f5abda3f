import ArgumentParser
import TactileScene

/// `tactile synth DESCRIPTION`: writes a realistic trace from a short description of gestures.
package struct SynthCommand: IOCommand {
    /// `tactile synth`'s name, help text for ArgumentParser.
    package static let configuration = CommandConfiguration(
        commandName: "synth",
        abstract: "Write a realistic touch trace (JSON Lines) from a short description of gestures.",
        discussion: """
            Gestures, separated by ';': tap X,Y · double-tap X,Y · long-press X,Y [for 1s] · \
            pan X,Y to X,Y over 0.3s · pinch X,Y scale 2 over 0.4s · rotate X,Y by 90deg over 0.5s · \
            swipe left|right|up|down from X,Y · wait 1s. Positions are window points; a positive angle \
            turns clockwise. Fingers are sampled at 120 Hz with ±0.25 pt of noise, like the demo traces; \
            the first gesture starts at 0.3 s and each next one 0.6 s after the previous one ends. \
            Example: tactile synth "double-tap 200,400; pinch 200,400 scale 2 over 0.4s" > t.jsonl
            """)

    /// The description, possibly split over several arguments.
    @Argument(help: ArgumentHelp("The gestures, e.g. \"tap 100,200; swipe left from 300,200\".", valueName: "description"))
    package var gestures: [String]

    /// The noise seed.
    @Option(help: "Seed of the positional noise (the same seed gives the same trace).")
    package var seed: UInt64 = 1

    /// Creates the command; ArgumentParser sets the options from the command line.
    package init() {}

    /// Parses the description and writes one trace line per frame to
    /// standard output; throws a usage error naming the bad gesture.
    package func execute(_ io: CommandIO) throws(CommandFailure) {
        let steps: [GestureStep]
        do { steps = try GestureDescription.parse(gestures.joined(separator: " ")) } catch { throw .usage(error.reason + Suggestion.didYouMean(forReason: error.reason.afterGesturePrefix)) }
        io.buffersOutput = true
        for frame in GestureScript.frames(steps, seed: seed) { io.out(TraceWriter.line(for: frame) + "\n") }
        io.flush()
    }
}

extension String {
    /// The reason after `gesture N ("…"): `, so "did you mean" sees `unknown …` first.
    fileprivate var afterGesturePrefix: String {
        guard let r = range(of: "): ") else { return self }
        return String(self[r.upperBound...])
    }
}
