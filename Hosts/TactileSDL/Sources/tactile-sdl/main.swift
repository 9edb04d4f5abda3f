import CSDL2
import Foundation
import TactileSDL

// tactile-sdl SCENE [options] — a Tactile scene in an SDL window (docs/sdl.md).
let usage = """
usage: tactile-sdl SCENE [--play TRACE [--sdl-clock]] [--seconds S] [--screenshot PNG] [--screenshot-at T]...
                         [--record-trace FILE] [--log FILE] [--stats] [--size WxH] [--software] [--mute]
  Touch the scene (a touchscreen, or the mouse: one finger; hold Alt or Shift
  at the press for a mirrored second finger). Escape or q quits.
  --play TRACE        push the trace's touches through SDL's event queue as finger events, in real time;
                      each is fed at its trace time (add --sdl-clock for SDL's push times instead)
  --seconds S         quit after S seconds (default: when the window closes; with --play: 1.5 s after its end)
  --screenshot PNG    write the last frame as a PNG when quitting
  --screenshot-at T   also write PNG-T.png (T seconds after the start); repeatable
  --record-trace FILE the frames fed to the engine, as a trace `tactile replay` replays
  --log FILE          the log, as `tactile replay --format jsonl` prints it
  --stats             print the latency and draw-time figures when quitting
"""

var arguments = Array(CommandLine.arguments.dropFirst())
func fail(_ message: String, code: Int32 = 2) -> Never {
    FileHandle.standardError.write(Data("tactile-sdl: \(message)\n".utf8))
    exit(code)
}
var scenePath: String?
var playPath: String?
var seconds: Double?
var screenshot: String?
var screenshotTimes: [Double] = []
var tracePath: String?
var logPath: String?
var stats = false
var sdlClock = false
var options = SDLHost.Options()
while !arguments.isEmpty {
    let a = arguments.removeFirst()
    func value() -> String {
        guard !arguments.isEmpty else { fail("\(a) needs a value\n\(usage)") }
        return arguments.removeFirst()
    }
    switch a {
    case "--play": playPath = value()
    case "--sdl-clock": sdlClock = true
    case "--seconds": guard let s = Double(value()), s > 0 else { fail("--seconds needs a positive number") }; seconds = s
    case "--screenshot": screenshot = value()
    case "--screenshot-at": guard let s = Double(value()), s >= 0 else { fail("--screenshot-at needs a time") }; screenshotTimes.append(s)
    case "--record-trace": tracePath = value()
    case "--log": logPath = value()
    case "--stats": stats = true
    case "--software": options.softwareRenderer = true
    case "--mute": options.muted = true
    case "--size":
        let parts = value().split(separator: "x").compactMap { Int32($0) }
        guard parts.count == 2, parts[0] > 0, parts[1] > 0 else { fail("--size needs WxH") }
        options.windowSize = (parts[0], parts[1])
    case "-h", "--help": print(usage); exit(0)
    default:
        if a.hasPrefix("-") || scenePath != nil { fail("unexpected argument \(a)\n\(usage)") }
        scenePath = a
    }
}
guard let scenePath else { fail("no scene file\n\(usage)") }
guard let sceneText = try? String(contentsOfFile: scenePath, encoding: .utf8) else { fail("cannot read \(scenePath)") }
let player: TracePlayer?
if let playPath {
    guard let text = try? String(contentsOfFile: playPath, encoding: .utf8) else { fail("cannot read \(playPath)") }
    player = TracePlayer(traceText: text)
} else {
    player = nil
}

// A played trace keeps its own times unless asked: the pushes come late on a loaded machine.
if playPath != nil && !sdlClock { options.clock = .manual }
let host: SDLHost
do {
    host = try SDLHost(sceneText: sceneText, file: scenePath, options: options)
} catch {
    fail("\(error)")
}
var driver = ""
if let d = SDL_GetCurrentVideoDriver() { driver = String(cString: d) }
var info = SDL_RendererInfo()
SDL_GetRendererInfo(SDL_GetRenderer(SDL_GetWindowFromID(host.windowID)), &info)
print("tactile-sdl: \(scenePath) in \(Int(host.mapping.windowWidth))x\(Int(host.mapping.windowHeight)) (pixel ratio \(host.mapping.pixelRatio)), video driver \(driver), renderer \(String(cString: info.name)), speech \(host.speech.hasVoice ? "espeak-ng" : "printed")")

let limit = seconds ?? player.map { $0.duration + 1.5 }
let start = SDL_GetTicks()
var pendingShots = screenshotTimes.sorted()
host.run {
    let elapsed = Double(SDL_GetTicks() &- start) / 1000
    // Screenshots in time order, each after the frames due by its time; on the
    // manual clock (a played trace) the engine is at exactly that time.
    while let t = pendingShots.first, elapsed >= t, let base = screenshot {
        pendingShots.removeFirst()
        player?.pushDue(elapsed: t, host: host)
        if host.clockSource == .manual { host.manualTime = max(host.manualTime, t) }
        host.pumpEvents()
        host.tick()
        let path = base.hasSuffix(".png") ? String(base.dropLast(4)) + "-\(t).png" : base + "-\(t).png"
        try? host.screenshot(to: path)
    }
    player?.pushDue(elapsed: elapsed, host: host)
    return limit.map { elapsed >= $0 } ?? false
}
if let screenshot {
    do { try host.screenshot(to: screenshot) } catch { fail("cannot write \(screenshot): \(error)", code: 1) }
}
host.finish()
do {
    if let tracePath {
        try (host.session.traceLines.map { $0 + "\n" }.joined()).write(toFile: tracePath, atomically: true, encoding: .utf8)
    }
    if let logPath {
        try (host.logLines.map { $0 + "\n" }.joined()).write(toFile: logPath, atomically: true, encoding: .utf8)
    }
} catch {
    fail("\(error)", code: 1)
}
if stats { print(host.meter.report) }
SDL_Quit()
