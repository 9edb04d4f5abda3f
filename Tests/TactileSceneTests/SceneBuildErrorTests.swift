import Testing
import Tactile
@testable import TactileScene

// Errors found while a parsed scene is built into views and recognizers (after
// parsing: a host's registry that lacks a type, a scene changed in code) name
// the line and column of the offending value, like every parse error.

private let sceneText = """
    {"window": {"width": 100, "height": 100},
     "views": [{"id": "v", "frame": [0, 0, 100, 100]}],
     "recognizers": [
       {"id": "p", "type": "press", "view": "v", "requireToFail": ["d"]},
       {"id": "d", "type": "drag", "view": "v"}]}
    """

private func buildError(_ scene: Scene, registry: RecognizerRegistry = .testing) -> String? {
    do {
        _ = try Replay.makeRuntime(scene: scene, registry: registry, file: "s.json")
        return nil
    } catch {
        return error.description
    }
}

@Test func sceneBuildErrorUnknownRecognizerTypeNamesLineAndColumn() throws {
    // Parsed with the test types, built with the standard ones: "press" is unknown there.
    let scene = try SceneParser(registry: .testing).parse(sceneText, file: "s.json")
    #expect(buildError(scene, registry: .standard)?.hasPrefix(#"s.json:4:24: recognizers[0].type: unknown recognizer type "press""#) == true)
}

@Test func sceneBuildErrorUnknownViewNamesLineAndColumn() throws {
    var scene = try SceneParser(registry: .testing).parse(sceneText, file: "s.json")
    scene.recognizers[1].view = "gone"
    #expect(buildError(scene) == #"s.json:5:40: recognizers[1].view: unknown view id "gone""#)
}

@Test func sceneBuildErrorBadReferenceNamesLineAndColumn() throws {
    var scene = try SceneParser(registry: .testing).parse(sceneText, file: "s.json")
    scene.recognizers[0].requireToFail = ["nope"]
    #expect(buildError(scene) == #"s.json:4:64: recognizers[0].requireToFail[0]: unknown recognizer id "nope""#)
}

@Test func sceneBuildErrorCycleOutsideTheDocumentNamesTheNearestValue() throws {
    // d → p closes a cycle; the document has no recognizers[1].requireToFail,
    // so the error points at recognizer d's object, the nearest value it has.
    var scene = try SceneParser(registry: .testing).parse(sceneText, file: "s.json")
    scene.recognizers[1].requireToFail = ["p"]
    let message = try #require(buildError(scene))
    #expect(message.hasPrefix("s.json:5:4: recognizers[1].requireToFail[0]: require(toFail:) refused"))
}

@Test func sceneBuildErrorDefinitionsOnAKindWithoutThemNamesLineAndColumn() throws {
    // An application-bound tap with definitions; the host's registry replaces
    // "tap" with a kind that has no definitions.
    let text = """
        {"window": {"width": 400, "height": 800},
         "applications": [
          {"id": "launcher", "role": "launcher", "displayed": true, "applicationRecognizers": [
            {"id": "t", "type": "tap", "definitions": [{"touches": 2}]}]}]}
        """
    let scene = try SceneParser().parse(text, file: "s.json")
    var registry = RecognizerRegistry.standard
    registry.register(RecognizerKind(type: "tap", create: { TapGestureRecognizer() }, parameters: []))
    #expect(buildError(scene, registry: registry)
            == #"s.json:4:47: applications[0].applicationRecognizers[0].definitions: a tap recognizer cannot have gesture definitions"#)
}

@Test func sceneMadeInCodeHasNoPositionButStillNamesThePath() {
    let scene = Scene(window: SceneWindow(width: 10, height: 10), views: [],
                      recognizers: [SceneRecognizer(id: "p", type: "press", view: "none")])
    #expect(buildError(scene) == #"s.json: recognizers[0].view: unknown view id "none""#)
}

@Test func sceneSourceIsNotPartOfTheScenesValue() throws {
    let a = try SceneParser(registry: .testing).parse(sceneText, file: "a.json")
    let b = try SceneParser(registry: .testing).parse(sceneText.replacingOccurrences(of: "\n", with: "\n\n"), file: "b.json")
    #expect(a == b)
}
