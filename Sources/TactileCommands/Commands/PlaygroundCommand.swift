import ArgumentParser
import TactileScene

/// `tactile playground SCENE [-o page.html]`: writes a page where a person
/// touches the scene's views in a browser and watches the recognizers.
package struct PlaygroundCommand: IOCommand {
    /// `tactile playground`'s name, help text for ArgumentParser.
    package static let configuration = CommandConfiguration(
        commandName: "playground",
        abstract: "Write a self-contained HTML page to touch a scene in a browser and watch its recognizers.",
        discussion: """
            The page runs the engine itself (tactile.wasm, inlined): Pointer Events drive it, so multi-touch \
            and pens work on a phone or tablet; with a mouse, hold Alt or Shift for a second finger mirrored \
            around the view's centre (pinch, rotate). It shows each recognizer's state over time, action \
            values, view callbacks and touch paths, pauses and steps, and downloads the session as a trace \
            that `tactile replay` replays to the same log. See docs/playground.md.
            """)

    /// The scene file.
    @Argument(help: "The scene file (JSON).")
    package var scene: String

    /// The page to write (standard output when absent).
    @Option(name: .shortAndLong, help: ArgumentHelp("Write the page to this file (without it, standard output must be a pipe or a file, not a terminal).", valueName: "page.html"))
    package var output: String?

    /// The WebAssembly module to inline.
    @Option(help: ArgumentHelp("The tactile.wasm to inline (default: $TACTILE_WASM, else scripts/build-wasm.sh builds it).", valueName: "file"))
    package var wasm: String?

    /// Creates the command with default options (ArgumentParser fills them in).
    package init() {}

    /// Checks the scene, finds (or builds) the module and writes the page;
    /// refuses (usage error) to write the page, most of a megabyte, to a terminal.
    package func execute(_ io: CommandIO) throws(CommandFailure) {
        if output == nil && io.outputIsTerminal {
            throw .usage("the page is HTML, most of a megabyte: write it to a file with -o page.html (or redirect standard output)")
        }
        _ = try InputFiles.scene(scene)
        let text = try InputFiles.readText(scene)
        let module = try WasmModule.bytes(explicit: wasm) { io.err($0) }
        let html = PlaygroundPage.html(sceneText: text, file: scene, title: scene, wasm: module)
        guard let output else { return io.out(html) }
        try PlaygroundPage.write(html, to: output)
        io.err("wrote \(output) (\(html.utf8.count / 1024) KB): open it in a browser\n")
    }
}
