import Foundation

/// Where `tactile playground` gets `tactile.wasm` (docs/playground.md): the
/// `--wasm` file, else `$TACTILE_WASM`, else `.build/wasm/tactile.wasm` of the
/// package checkout the `tactile` executable was built in — built (or rebuilt,
/// when a source of the engine, the scene core or the C API is newer) by
/// `scripts/build-wasm.sh`, so a fresh clone needs no extra step.
enum WasmModule {
    /// The module's bytes; `log` gets a line when the module is built.
    static func bytes(explicit: String?, log: (String) -> Void) throws(CommandFailure) -> Data {
        if let path = explicit ?? ProcessInfo.processInfo.environment["TACTILE_WASM"].flatMap({ $0.isEmpty ? nil : $0 }) {
            // InputFiles' reasons: no such file, a directory or device, the system's reason.
            do {
                return Data(try InputStream(path: path).readAll(limit: InputFiles.maximumSceneSize, tooLarge:
                    "larger than \(InputFiles.maximumSceneSize >> 20) MB, not a tactile.wasm"))
            } catch {
                throw .usage("cannot read the WebAssembly module \(error.message)")
            }
        }
        guard let root = packageRoot() else {
            throw .runtime("cannot find tactile.wasm: pass --wasm FILE or set TACTILE_WASM (scripts/build-wasm.sh builds it)")
        }
        let path = root + "/.build/wasm/tactile.wasm"
        if isStale(path, root: root) {
            log("building \(path) with scripts/build-wasm.sh (Embedded Swift: the first build takes several minutes, about 5 on 2 cores; later ones reuse it)…\n")
            try build(root: root, output: path)
        }
        guard let data = FileManager.default.contents(atPath: path) else { throw .runtime("cannot read \(path)") }
        return data
    }

    /// The checkout holding `scripts/build-wasm.sh`: above the executable
    /// (`.build/…/tactile`), else above the current directory.
    static func packageRoot() -> String? {
        var starts: [URL] = []
        if let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            starts.append(URL(fileURLWithPath: exe).deletingLastPathComponent())
        }
        starts.append(URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        for start in starts {
            var dir = start.standardizedFileURL
            while dir.path != "/" {
                if FileManager.default.fileExists(atPath: dir.path + "/scripts/build-wasm.sh"),
                   FileManager.default.fileExists(atPath: dir.path + "/Sources/TactileC") {
                    return dir.path
                }
                dir = dir.deletingLastPathComponent()
            }
        }
        return nil
    }

    /// Missing, or older than a source it is built from.
    static func isStale(_ path: String, root: String) -> Bool {
        let fm = FileManager.default
        guard let built = (try? fm.attributesOfItem(atPath: path))?[.modificationDate] as? Date else { return true }
        for target in ["Tactile", "TactileSceneCore", "TactileC"] {
            let dir = root + "/Sources/" + target
            guard let files = fm.enumerator(atPath: dir) else { continue }
            for case let file as String in files where file.hasSuffix(".swift") {
                if let d = (try? fm.attributesOfItem(atPath: dir + "/" + file))?[.modificationDate] as? Date, d > built {
                    return true
                }
            }
        }
        return false
    }

    private static func build(root: String, output: String) throws(CommandFailure) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/bash")
        p.arguments = [root + "/scripts/build-wasm.sh", "-o", output]
        p.standardOutput = FileHandle.standardError
        do { try p.run() } catch { throw .runtime("cannot run scripts/build-wasm.sh: \(error)") }
        p.waitUntilExit()
        if p.terminationStatus != 0 { throw .runtime("scripts/build-wasm.sh failed (status \(p.terminationStatus))") }
    }
}
