import Testing
import Tactile
@testable import TactileScene

private let parser = SceneParser(registry: .testing)

@Test func sceneParsesEveryViewField() throws {
    let scene = try parser.parse("""
        {"window": {"width": 320, "height": 480}, "mode": "accessibility",
         "views": [{"id": "a", "frame": [0, 0, 320, 480], "transform": [1, 0, 0, 1, 5, 6],
                    "multipleTouchEnabled": true, "exclusiveTouch": true, "userInteractionEnabled": false,
                    "hidden": true, "alpha": 0.5, "delivery": "noHitSkip",
                    "children": [{"id": "b", "frame": [10, 20, 30, 40]}]}]}
        """, file: "s.json")
    #expect(scene.window == SceneWindow(width: 320, height: 480))
    #expect(scene.mode == "accessibility")
    let a = scene.views[0]
    #expect(a.frame == Rect(x: 0, y: 0, width: 320, height: 480))
    #expect(a.transform == AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 5, ty: 6))
    #expect(a.multipleTouchEnabled && a.exclusiveTouch && !a.userInteractionEnabled && a.hidden)
    #expect(a.alpha == 0.5 && a.delivery == .noHitSkip)
    #expect(a.children == [SceneView(id: "b", frame: Rect(x: 10, y: 20, width: 30, height: 40))])
    #expect(scene.allViews.map(\.id) == ["a", "b"])
    #expect(scene.recognizers.isEmpty)
}

@Test func sceneViewDefaultsMatchUIKit() throws {
    let scene = try parser.parse(#"{"window": {"width": 10, "height": 10}, "views": [{"id": "v", "frame": [0, 0, 1, 1]}]}"#, file: "s.json")
    let v = scene.views[0]
    #expect(v.transform == nil && !v.multipleTouchEnabled && !v.exclusiveTouch && v.userInteractionEnabled)
    #expect(!v.hidden && v.alpha == 1 && v.delivery == [] && v.children.isEmpty)
    #expect(scene.mode == "normal")
}

@Test func sceneParsesEveryRecognizerField() throws {
    let scene = try parser.parse("""
        {"window": {"width": 10, "height": 10}, "views": [{"id": "v", "frame": [0, 0, 10, 10]}],
         "recognizers": [
           {"id": "p", "type": "press", "view": "v", "enabled": false, "cancelsTouchesInView": false,
            "delaysTouchesBegan": true, "delaysTouchesEnded": false, "requireToFail": ["d"],
            "simultaneousWith": ["d"], "shouldBegin": false, "exclusive": false, "exclusionExceptions": ["d"],
            "slop": 4.5, "count": 2, "flag": true, "direction": ["left", "up", "left"]},
           {"id": "d", "type": "drag", "view": "v"}]}
        """, file: "s.json")
    let p = scene.recognizers[0]
    #expect(p.id == "p" && p.type == "press" && p.view == "v")
    #expect(p.enabled == false && p.cancelsTouchesInView == false && p.delaysTouchesBegan == true && p.delaysTouchesEnded == false)
    #expect(p.requireToFail == ["d"] && p.simultaneousWith == ["d"] && p.exclusionExceptions == ["d"])
    #expect(p.shouldBegin == false && p.exclusive == false)
    #expect(p.parameters == [RecognizerParameter(name: "slop", value: .number(4.5)),
                             RecognizerParameter(name: "count", value: .integer(2)),
                             RecognizerParameter(name: "flag", value: .boolean(true)),
                             RecognizerParameter(name: "direction", value: .names(["left", "up"]))])
    let d = scene.recognizers[1]
    #expect(d.enabled == nil && d.cancelsTouchesInView == nil && d.shouldBegin && d.exclusive == nil && d.parameters.isEmpty)
}

private let head = #"{"window": {"width": 10, "height": 10}, "views": [{"id": "v", "frame": [0, 0, 10, 10]}, {"id": "w", "frame": [0, 0, 5, 5]}], "#

@Test func sceneErrorUnknownViewID() {
    #expect(sceneError(head + #""recognizers": [{"id": "p", "type": "press", "view": "nope"}]}"#, registry: .testing)
            == #"s.json:1:179: recognizers[0].view: unknown view id "nope""#)
}

@Test func sceneErrorUnknownRecognizerID() {
    #expect(sceneError(head + """
        "recognizers": [
          {"id": "p", "type": "press", "view": "v"},
          {"id": "q", "type": "press", "view": "v", "simultaneousWith": ["p"]},
          {"id": "r", "type": "press", "view": "v", "requireToFail": ["p", "dbl"]}]}
        """, registry: .testing) == #"s.json:4:68: recognizers[2].requireToFail[1]: unknown recognizer id "dbl""#)
    #expect(sceneError(head + #""recognizers": [{"id": "p", "type": "press", "view": "v", "exclusionExceptions": ["v"]}]}"#, registry: .testing)
            == #"s.json:1:208: recognizers[0].exclusionExceptions[0]: "v" is a view, not a recognizer"#)
}

@Test func sceneErrorDuplicateID() {
    #expect(sceneError(#"{"window": {"width": 10, "height": 10}, "views": [{"id": "v", "frame": [0, 0, 1, 1], "children": [{"id": "v", "frame": [0, 0, 1, 1]}]}]}"#, registry: .testing)
            == #"s.json:1:106: views[0].children[0].id: duplicate id "v" (first declared at views[0].id)"#)
    #expect(sceneError(head + #""recognizers": [{"id": "w", "type": "press", "view": "v"}]}"#, registry: .testing)
            == #"s.json:1:149: recognizers[0].id: duplicate id "w" (first declared at views[1].id)"#)
}

@Test func sceneErrorRequireToFailCycle() {
    #expect(sceneError(head + """
        "recognizers": [
          {"id": "a", "type": "press", "view": "v", "requireToFail": ["b"]},
          {"id": "b", "type": "press", "view": "v", "requireToFail": ["c"]},
          {"id": "c", "type": "press", "view": "v", "requireToFail": ["a"]}]}
        """, registry: .testing) == "s.json:4:63: recognizers[2].requireToFail[0]: requireToFail cycle: c → a → b → c")
    #expect(sceneError(head + #""recognizers": [{"id": "a", "type": "press", "view": "v", "requireToFail": ["a"]}]}"#, registry: .testing)
            == "s.json:1:202: recognizers[0].requireToFail[0]: requireToFail cycle: a → a")
}

@Test func sceneErrorUnknownType() {
    #expect(sceneError(head + #""recognizers": [{"id": "a", "type": "tapp", "view": "v"}]}"#, registry: .testing)
            == #"s.json:1:162: recognizers[0].type: unknown recognizer type "tapp" (expected one of: press, drag)"#)
}

@Test func sceneErrorUnknownProperty() {
    #expect(sceneError(head + #""recognizers": [{"id": "a", "type": "drag", "view": "v", "slop": 3}]}"#, registry: .testing)
            == #"s.json:1:183: recognizers[0].slop: unknown property "slop" for a drag recognizer (expected one of: id, type, view, enabled, cancelsTouchesInView, cancelsTouchesInViewOnFailure, delaysTouchesBegan, delaysTouchesEnded, requireToFail, simultaneousWith, shouldBegin, exclusive, exclusionExceptions)"#)
    #expect(sceneError(#"{"window": {"width": 10, "height": 10}, "view": []}"#, registry: .testing)
            == #"s.json:1:41: view: unknown property "view" (expected one of: window, views, recognizers, mode, applications, routing, animations, screenReader); did you mean "views"?"#)
    #expect(sceneError(#"{"window": {"width": 10, "height": 10}, "views": [{"id": "v", "frame": [0, 0, 1, 1], "color": "red"}]}"#, registry: .testing)?
            .hasPrefix(#"s.json:1:86: views[0].color: unknown view property "color" (expected one of: id, frame,"#) == true)
}

@Test func sceneErrorWrongValueType() {
    #expect(sceneError(#"{"window": {"width": "10", "height": 10}}"#, registry: .testing)
            == #"s.json:1:22: window.width: expected a number, found the string "10""#)
    #expect(sceneError(#"{"window": {"width": 10, "height": 10}, "views": [{"id": "v", "frame": [0, 0, 1]}]}"#, registry: .testing)
            == "s.json:1:72: views[0].frame: expected [x, y, width, height], found an array of 3 elements")
    #expect(sceneError(head + #""recognizers": [{"id": "a", "type": "press", "view": "v", "count": 1.5}]}"#, registry: .testing)
            == "s.json:1:193: recognizers[0].count: expected an integer, found the number 1.5")
    #expect(sceneError(head + #""recognizers": [{"id": "a", "type": "press", "view": "v", "enabled": 1}]}"#, registry: .testing)
            == "s.json:1:195: recognizers[0].enabled: expected a boolean, found the number 1")
    #expect(sceneError(head + #""recognizers": [{"id": "a", "type": "press", "view": "v", "direction": ["sideways"]}]}"#, registry: .testing)
            == #"s.json:1:198: recognizers[0].direction[0]: unknown direction value "sideways" (expected one of: left, right, up, down)"#)
    #expect(sceneError(head + #""recognizers": [{"id": "a", "type": "press", "view": "v", "count": 0}]}"#, registry: .testing)
            == "s.json:1:193: recognizers[0].count: count must be at least 1, found 0")
}

@Test func sceneErrorMissingAndSyntax() {
    #expect(sceneError(#"{"views": []}"#, registry: .testing) == #"s.json:1:1: missing required property "window""#)
    #expect(sceneError("{\"window\": {\"width\": 10,\n \"height\": 10,}}", registry: .testing) == "s.json:2:15: invalid JSON: expected a string key, found '}'")
    #expect(sceneError("", registry: .testing) == "s.json:1:1: invalid JSON: empty input: expected a JSON value")
    #expect(sceneError(#"{"window": {"width": 10, "height": 10, "width": 3}}"#, registry: .testing) == #"s.json:1:40: window.width: duplicate key "width""#)
}

@Test func sceneErrorsReportTheLineOfTheValue() {
    let text = """
        {
          "window": {"width": 10, "height": 10},
          "views": [
            {"id": "v", "frame": [0, 0, 10, 10],
             "delivery": "sometimes"}
          ]
        }
        """
    #expect(sceneError(text, registry: .testing) == #"s.json:5:18: views[0].delivery: unknown delivery "sometimes" (expected one of: normal, skip, noHitSkip, stop)"#)
}
