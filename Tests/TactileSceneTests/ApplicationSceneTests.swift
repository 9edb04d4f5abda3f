import Testing
import Tactile
@testable import TactileScene

private func parse(_ text: String) throws(FormatError) -> Scene { try SceneParser().parse(text, file: "s.json") }

/// A scene with a hidden launcher and a displayed browser; `extra` is spliced into the browser.
private func twoApps(launcher: String = "", browser: String = "", top: String = "") -> String {
    """
    {"window": {"width": 400, "height": 800}\(top),
     "applications": [
      {"id": "launcher", "role": "launcher", "applicationRecognizers": [
        {"id": "up", "type": "swipe", "direction": ["up"], "numberOfTouchesRequired": 3, "handler": "showOpenApplicationIcons"}\(launcher)]},
      {"id": "browser", "displayed": true,
       "windows": [{"id": "win", "frame": [0, 0, 400, 800], "multipleTouchEnabled": true, "children": [
         {"id": "page", "frame": [0, 0, 400, 800], "multipleTouchEnabled": true}]}],
       "recognizers": [{"id": "tap", "type": "tap", "view": "page"}]\(browser)}
     ]}
    """
}

@Test func applicationsParseEveryField() throws {
    let s = try parse("""
        {"window": {"width": 400, "height": 800}, "mode": "accessibility",
         "routing": {"method": "deferredUntilDecided", "firstPortionPolicy": "stillPossibleAfterTouchDowns",
                     "activeApplicationPolicy": "hitLevelOnly", "levelFallback": "sendToHigherLevel",
                     "definitionPolicy": "uniqueAmongSelectedMultiDefinition", "activeViewPolicy": "hitViewOnly",
                     "recognizerFallback": "sendToHigherView"},
         "applications": [
          {"id": "os", "role": "osApplication", "open": "suspended"},
          {"id": "launcher", "role": "launcher", "under": "os", "firstPortionPolicy": "recognizedOrBegan",
           "applicationRecognizers": [{"id": "next", "type": "swipe", "handler": "nextApplication",
             "definitions": [{"touches": 3, "direction": "left"}, {"touches": 4, "direction": "left", "mode": "accessibility"}]}]},
          {"id": "browser", "displayed": true, "windows": [{"id": "w", "frame": [0, 0, 400, 800]}],
           "recognizers": [{"id": "t", "type": "tap", "view": "w"}]},
          {"id": "notes", "open": "closed"}
         ]}
        """)
    #expect(s.hasApplications && s.views.isEmpty && s.recognizers.isEmpty)
    #expect(s.routing == SceneRouting(method: .deferredUntilDecided, firstPortionPolicy: .stillPossibleAfterTouchDowns,
                                      activeApplicationPolicy: .hitLevelOnly, levelFallback: .sendToHigherLevel,
                                      definitionPolicy: .uniqueAmongSelectedMultiDefinition, activeViewPolicy: .hitViewOnly,
                                      recognizerFallback: .sendToHigherView))
    #expect(s.applications.map(\.id) == ["os", "launcher", "browser", "notes"])
    #expect(s.applications.map(\.open) == [.suspended, .background, .active, nil])
    #expect(s.applications[1].under == "os" && s.applications[1].firstPortionPolicy == .recognizedOrBegan)
    let next = try #require(s.applications[1].applicationRecognizers.first)
    #expect(next.view == "launcher" && next.handler == .nextApplication)
    #expect(next.definitions == [SceneDefinition(touches: 3, direction: .left),
                                 SceneDefinition(touches: 4, direction: .left, mode: "accessibility")])
    #expect(s.allIdentifiers == ["os", "launcher", "next", "browser", "w", "t", "notes"])
}

@Test func applicationErrorsNameTheFilePathAndReason() {
    // Duplicate ids across applications.
    #expect(sceneError(twoApps(browser: #", "windows": []"#))?.contains("duplicate key \"windows\"") == true)
    #expect(sceneError(twoApps(launcher: #", {"id": "page", "type": "tap"}"#))
            == #"s.json:7:13: applications[1].windows[0].children[0].id: duplicate id "page" (first declared at applications[0].applicationRecognizers[1].id)"#)
    // A view of another application.
    #expect(sceneError(twoApps(browser: #", "applicationRecognizers": [{"id": "x", "type": "tap", "view": "page"}]"#))
            == #"s.json:8:121: applications[1].applicationRecognizers[0].view: an application-bound recognizer has no view (list it under "recognizers" to attach it to a view)"#)
    #expect(sceneError("""
        {"window": {"width": 400, "height": 800}, "applications": [
          {"id": "a", "windows": [{"id": "w", "frame": [0, 0, 1, 1]}]},
          {"id": "b", "displayed": true, "recognizers": [{"id": "t", "type": "tap", "view": "w"}]}]}
        """) == #"s.json:3:85: applications[1].recognizers[0].view: view "w" belongs to application "a", not "b""#)
    // References stay within one application.
    #expect(sceneError(twoApps(launcher: #", {"id": "x", "type": "tap", "requireToFail": ["tap"]}"#))
            == #"s.json:4:171: applications[0].applicationRecognizers[1].requireToFail[0]: recognizer "tap" belongs to application "browser" (requireToFail stays within one application)"#)
    // Roles, open states, displayed, under.
    #expect(sceneError(twoApps().replacingOccurrences(of: #""role": "launcher""#, with: #""role": "shell""#))
            == #"s.json:3:30: applications[0].role: unknown role "shell" (expected one of: launcher, osApplication, settings, ordinary)"#)
    #expect(sceneError(twoApps(browser: #", "open": "background""#))
            == #"s.json:8:75: applications[1].open: a displayed application is active (found "background")"#)
    #expect(sceneError(twoApps(launcher: "").replacingOccurrences(of: #""role": "launcher","#, with: #""role": "launcher", "displayed": true,"#))
            == #"s.json:5:34: applications[1].displayed: only one application is displayed ("launcher" already is)"#)
    #expect(sceneError(twoApps(browser: #", "under": "nowhere""#)) == #"s.json:8:76: applications[1].under: unknown application id "nowhere""#)
    #expect(sceneError(twoApps(browser: #", "under": "browser""#)) == #"s.json:8:76: applications[1].under: under cycle: browser → browser"#)
    // Handlers and definitions.
    #expect(sceneError(twoApps(launcher: #", {"id": "h", "type": "tap", "handler": "homeGesture"}"#))
            == #"s.json:4:164: applications[0].applicationRecognizers[1].handler: the homeGesture handler needs a pinch recognizer (it reads the scale), not a tap recognizer"#)
    #expect(sceneError(twoApps(launcher: #", {"id": "r", "type": "rotation", "definitions": [{"touches": 2}]}"#))
            == #"s.json:4:173: applications[0].applicationRecognizers[1].definitions: a rotation recognizer cannot have gesture definitions"#)
    #expect(sceneError(twoApps(launcher: #", {"id": "d", "type": "tap", "definitions": [{"touches": 1, "mode": "accessibility"}]}"#))
            == #"s.json:4:192: applications[0].applicationRecognizers[1].definitions[0].mode: the first definition is the default one and has no mode"#)
    #expect(sceneError(twoApps(launcher: #", {"id": "d", "type": "tap", "definitions": [{"touches": 1}, {"touches": 2}]}"#))
            == #"s.json:4:185: applications[0].applicationRecognizers[1].definitions[1]: every definition after the first names its mode"#)
    #expect(sceneError(twoApps(launcher: #", {"id": "d", "type": "tap", "definitions": [{"touches": 1, "direction": "up"}]}"#))
            == #"s.json:4:184: applications[0].applicationRecognizers[1].definitions[0].direction: only swipe definitions have a direction"#)
    // Keys only applications have, and options only applications use.
    #expect(sceneError(#"{"window": {"width": 1, "height": 1}, "views": [{"id": "v", "frame": [0, 0, 1, 1]}], "recognizers": [{"id": "t", "type": "tap", "view": "v", "handler": "goHome"}]}"#)
            == #"s.json:1:142: recognizers[0].handler: "handler" is only allowed for recognizers of applications"#)
    #expect(sceneError(#"{"window": {"width": 1, "height": 1}, "routing": {"method": "deferredUntilDecided"}}"#)
            == #"s.json:1:50: routing.method: "method" needs applications (the scene has none)"#)
    #expect(sceneError(#"{"window": {"width": 1, "height": 1}, "views": [{"id": "v", "frame": [0, 0, 1, 1]}], "applications": [{"id": "a"}]}"#)?
            .contains("the top-level views and recognizers must be empty") == true)
    // A handler needs a launcher.
    #expect(sceneError(twoApps().replacingOccurrences(of: #""role": "launcher""#, with: #""role": "osApplication""#))
            == #"s.json:4:86: applications[0].applicationRecognizers[0].handler: a handler needs an application with role "launcher" (the launcher model runs it)"#)
    // A window's visibility follows its application.
    #expect(sceneError(twoApps().replacingOccurrences(of: #""id": "win", "frame": [0, 0, 400, 800],"#, with: #""id": "win", "frame": [0, 0, 400, 800], "hidden": true,"#))?
            .contains("applications[1].windows[0].hidden: a window is shown exactly while its application is displayed") == true)
}

@Test func traceModeLinesParseAndRoundTrip() throws {
    let frames = try TraceParser.parse("""
        {"t": 0.5, "mode": "accessibility"}
        {"t": 0.6, "touches": [{"id": 1, "phase": "began", "x": 1, "y": 2}], "mode": "normal"}
        """, file: "t.jsonl")
    #expect(frames.map(\.mode) == ["accessibility", "normal"])
    #expect(frames[0].inputFrame == nil && frames[1].inputFrame != nil)
    #expect(try TraceParser.parse(TraceWriter.text(for: frames), file: "t") == frames)
    var s = TraceSynthesizer()
    s.switchMode(to: "accessibility", at: 0.1)
    #expect(s.frames() == [TraceFrame(t: 0.1, touches: nil, mode: "accessibility")])
}

@Test func modeLineSwitchesTheDeviceAndReselectsDefinitions() throws {
    let scene = try parse(twoApps(launcher: #", {"id": "next", "type": "swipe", "definitions": [{"touches": 3, "direction": "left"}, {"touches": 4, "direction": "left", "mode": "accessibility"}]}"#))
    let runtime = try ApplicationSceneRuntime(scene: scene)
    let next = try #require(runtime.recognizer(withID: "next") as? SwipeGestureRecognizer)
    #expect(next.numberOfTouchesRequired == 3 && next.direction == .left)
    runtime.feed(TraceFrame(t: 1, touches: nil, mode: "accessibility"))
    #expect(runtime.device.operatingMode == .accessibility)
    #expect(next.numberOfTouchesRequired == 4)
    #expect(runtime.log.events.map { LogFormatter.jsonLine($0) } == [
        #"{"t": 0, "kind": "definition", "recognizer": "next", "gesture": "swipe", "touches": 3, "direction": "left", "mode": "default"}"#,
        #"{"t": 1, "kind": "mode", "mode": "accessibility"}"#,
        #"{"t": 1, "kind": "definition", "recognizer": "next", "gesture": "swipe", "touches": 4, "direction": "left", "mode": "accessibility"}"#,
    ])
}

@Test func applicationRuntimeBuildsTheHierarchyAndRoutes() throws {
    let runtime = try ApplicationSceneRuntime(scene: try parse(twoApps()))
    let launcher = try #require(runtime.application(withID: "launcher")), browser = try #require(runtime.application(withID: "browser"))
    #expect(launcher.role == .launcher && browser.higherLevel === launcher)
    #expect(runtime.device.foregroundApplication === browser && browser.isDisplayed && !launcher.isDisplayed)
    let up = try #require(runtime.recognizer(withID: "up"))
    #expect(launcher.applicationRecognizers.contains { $0 === up })
    #expect(runtime.view(withID: "page")?.window?.dispatcher === browser.dispatcher)
    // A tap: the launcher's swipe fails at the lift, the browser owns the sequence.
    runtime.feed(TraceFrame(t: 0.1, touches: [TraceTouch(id: 1, phase: .began, x: 100, y: 100)]))
    runtime.feed(TraceFrame(t: 0.18, touches: [TraceTouch(id: 1, phase: .ended, x: 100, y: 100)]))
    runtime.finish()
    let text = LogFormatter.render(runtime.log.events, format: .text)
    #expect(text.contains("route       browser  sequence 1: higherLevelsFailed, cancels launcher") || text.contains("route    browser  sequence 1: higherLevelsFailed, cancels launcher"))
    #expect(runtime.log.events.contains { if case .route(let r) = $0.kind { return r.owner == "browser" && r.losers == ["launcher"] } else { return false } })
    #expect(runtime.log.events.contains { if case .action(let a) = $0.kind { return a.recognizer == "tap" } else { return false } })
}

@Test func newLogEventsRenderInJSONAndText() {
    let events = [
        LogEvent(t: 0.25, kind: .route(.init(sequence: 2, owner: "launcher", reason: "recognized", recognizer: "up", losers: ["os", "browser"]))),
        LogEvent(t: 0.25, kind: .system(.init(recognizer: "up", handler: "showOpenApplicationIcons", foreground: "browser", icons: ["browser", "weather"], scale: 1))),
        LogEvent(t: 1, kind: .mode(.init(mode: "accessibility"))),
        LogEvent(t: 1, kind: .definition(.init(recognizer: "next", gesture: "swipe", touches: 4, direction: "left", mode: "accessibility"))),
    ]
    #expect(LogFormatter.render(events, format: .jsonl) == """
        {"t": 0.25, "kind": "route", "sequence": 2, "owner": "launcher", "reason": "recognized", "recognizer": "up", "losers": ["os", "browser"]}
        {"t": 0.25, "kind": "system", "recognizer": "up", "handler": "showOpenApplicationIcons", "foreground": "browser", "icons": ["browser", "weather"], "scale": 1}
        {"t": 1, "kind": "mode", "mode": "accessibility"}
        {"t": 1, "kind": "definition", "recognizer": "next", "gesture": "swipe", "touches": 4, "direction": "left", "mode": "accessibility"}

        """)
    #expect(LogFormatter.render(events, format: .text) == TextTimeline.unitsLine + "\n" + """
          time  event       subject        details
        0.2500  route       launcher       sequence 2: recognized by up, cancels os, browser
        0.2500  system      up             showOpenApplicationIcons: foreground browser, icons browser,weather, scale 1
        1.0000  mode        accessibility
        1.0000  definition  next           4-finger swipe left [accessibility]

        """)
}
