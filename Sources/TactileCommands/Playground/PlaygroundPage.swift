import Foundation
import TactileScene

/// The playground page (docs/playground.md): one self-contained HTML file
/// with the scene and `tactile.wasm` inlined (base64), no network.
enum PlaygroundPage {
    /// The page for the scene `text` (already checked), named `file`.
    static func html(sceneText: String, file: String, title: String, wasm: Data) -> String {
        let script = PlaygroundEngineScript.source + "\n" + PlaygroundGestureScript.source + "\n" + PlaygroundInputScript.source
            + "\n" + PlaygroundViewScript.source
        let lowered = PlaygroundGestureLowering.lower(sceneText, file: file)
        return PlaygroundTemplate.html
            .replacingOccurrences(of: "__TITLE__", with: escapeHTML(title))
            .replacingOccurrences(of: "__SCRIPT__", with: script)
            .replacingOccurrences(of: "__SCENE_TEXT__", with: scriptString(lowered.scene))
            .replacingOccurrences(of: "__GESTURES__", with: scriptString(lowered.gestures))
            .replacingOccurrences(of: "__SCENE_FILE__", with: scriptString(file))
            .replacingOccurrences(of: "__WASM_BASE64__", with: wasm.base64EncodedString())
    }

    /// A JavaScript string literal that cannot end the `<script>` element.
    static func scriptString(_ s: String) -> String {
        quoted(s).replacingOccurrences(of: "</", with: "<\\/")
    }

    static func escapeHTML(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// Writes `NAME.html` for every bundled demo scene into `directory`
    /// (created if needed) and returns the file names.
    static func writeDemoPages(into directory: String, wasm explicit: String? = nil,
                               log: (String) -> Void) throws(CommandFailure) -> [String] {
        do { try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true) } catch {
            throw .runtime("cannot create the directory \(directory): \(error.localizedDescription)")
        }
        let module = try WasmModule.bytes(explicit: explicit, log: log)
        var names: [String] = []
        for scenario in DemoScenario.all {
            guard let text = scenario.sceneText else { continue }
            let name = scenario.name + ".html"
            try write(html(sceneText: text, file: "Examples/" + scenario.sceneFile, title: scenario.title, wasm: module),
                      to: directory + "/" + name)
            names.append(name)
        }
        return names
    }

    /// Writes `html` atomically to `path`.
    static func write(_ html: String, to path: String) throws(CommandFailure) {
        try OutputFile.write(html, to: path)
    }
}
