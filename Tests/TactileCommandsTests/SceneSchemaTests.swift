import Foundation
import Testing
import Tactile
@testable import TactileScene
@testable import TactileSceneCore

private func schema() throws -> SchemaValidator {
    SchemaValidator(root: try JSONParser.parse(try readPackageFile("docs/scene.schema.json")))
}

/// Every scene file under Examples/ (the bundled demos and the application examples).
private func bundledScenes() throws -> [String] {
    let root = packageRoot.appendingPathComponent("Examples").path
    let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
    return files.filter { $0.hasSuffix(".scene.json") }.sorted()
}

@Test func schema_everyBundledSceneValidates() throws {
    let validator = try schema()
    let scenes = try bundledScenes()
    #expect(scenes.count >= 20)
    for name in scenes {
        let value = try JSONParser.parse(try readPackageFile("Examples/\(name)"))
        #expect(validator.errors(value) == [], "Examples/\(name)")
    }
}

@Test func schema_rejectsWhatTheSceneParserRejects() throws {
    let validator = try schema()
    func errors(_ text: String) throws -> [String] { validator.errors(try JSONParser.parse(text)) }
    #expect(try errors(#"{"views": []}"#) == ["$: missing required property window"])
    #expect(try errors(#"{"window": {"width": 10, "height": 10}, "view": []}"#) == ["$: property view is not allowed"])
    #expect(try errors(#"{"window": {"width": 0, "height": 10}}"#) == ["$.window.width: 0.0 is not above 0.0"])
    #expect(try errors(#"{"window": {"width": 1, "height": 1}, "views": [{"id": "v", "frame": [0, 0, 1]}]}"#)
            == ["$.views[0].frame: fewer than 4.0 items"])
    #expect(try errors(#"{"window": {"width": 1, "height": 1}, "views": [{"id": "v", "frame": [0, 0, 1, 1], "delivery": "sometimes"}]}"#)
            == [#"$.views[0].delivery: "sometimes" is not one of the allowed values"#])
    #expect(try errors(#"{"window": {"width": 1, "height": 1}, "recognizers": [{"id": "t", "type": "tap", "enabled": 1}]}"#)
            == ["$.recognizers[0].enabled: expected boolean, found a number"])
    // Every one of these is also a scene parser error.
    for text in [#"{"views": []}"#, #"{"window": {"width": 10, "height": 10}, "view": []}"#] {
        #expect(throws: FormatError.self) { try SceneParser().parse(text, file: "s.json") }
    }
}

/// The schema lists the properties and values the scene parser knows, so an
/// editor completes exactly what `tactile validate` accepts.
@Test func schema_namesWhatTheSceneParserKnows() throws {
    let root = try JSONParser.parse(try readPackageFile("docs/scene.schema.json"))
    func at(_ value: JSONValue, _ keys: String...) -> JSONValue? {
        var v: JSONValue? = value
        for k in keys {
            guard case .object(let members)? = v?.content else { return nil }
            v = members.first { $0.key == k }?.value
        }
        return v
    }
    func keys(_ value: JSONValue?) -> [String] {
        guard case .object(let members)? = value?.content else { return [] }
        return members.map(\.key)
    }
    func strings(_ value: JSONValue?) -> [String] {
        guard case .array(let items)? = value?.content else { return [] }
        return items.compactMap { if case .string(let s) = $0.content { return s } else { return nil } }
    }
    #expect(keys(at(root, "$defs", "view", "properties")) == SceneDocumentParse.viewKeys)
    #expect(keys(at(root, "$defs", "application", "properties")) == SceneDocumentParse.applicationKeys)
    #expect(keys(at(root, "$defs", "routing", "properties")) == SceneDocumentParse.routingKeys)
    #expect(Array(keys(at(root, "$defs", "recognizer", "properties")).prefix(SceneDocumentParse.commonRecognizerKeys.count))
            == SceneDocumentParse.commonRecognizerKeys)
    #expect(keys(at(root, "properties")) == ["window", "views", "recognizers", "mode", "applications", "routing", "animations", "screenReader"])
    #expect(keys(at(root, "$defs", "scroll", "properties")) == SceneDocumentParse.scrollKeys)
    #expect(keys(at(root, "$defs", "animation", "properties")) == SceneDocumentParse.animationKeys)
    #expect(strings(at(root, "$defs", "animation", "properties", "curve", "enum")) == SceneDocumentParse.curveNames)
    #expect(keys(at(root, "$defs", "accessibility", "properties")) == SceneAccessibility.keys)
    #expect(strings(at(root, "$defs", "accessibility", "properties", "traits", "items", "enum")) == SceneAccessibility.traitNames.map { $0.0 })
    #expect(strings(at(root, "$defs", "accessibility", "properties", "ordering", "enum")) == SceneAccessibility.orderings.map { $0.0 })
    #expect(strings(at(root, "$defs", "accessibility", "properties", "enlargement", "enum")) == SceneAccessibility.enlargements.map { $0.0 })
    #expect(keys(at(root, "$defs", "screenReader", "properties")) == SceneScreenReader.keys)
    let routing = at(root, "$defs", "routing", "properties")
    #expect(strings(at(routing!, "method", "enum")) == ApplicationRoutingMethod.sceneNames.map(\.name))
    #expect(strings(at(routing!, "firstPortionPolicy", "enum")) == FirstPortionPolicy.sceneNames.map(\.name))
    #expect(strings(at(routing!, "activeApplicationPolicy", "enum")) == ActiveApplicationPolicy.sceneNames.map(\.name))
    #expect(strings(at(routing!, "levelFallback", "enum")) == LevelFallback.sceneNames.map(\.name))
    #expect(strings(at(routing!, "definitionPolicy", "enum")) == DefinitionConflictPolicy.sceneNames.map(\.name))
    #expect(strings(at(routing!, "activeViewPolicy", "enum")) == ActiveViewPolicy.sceneNames.map(\.name))
    #expect(strings(at(routing!, "recognizerFallback", "enum")) == RecognizerFallback.sceneNames.map(\.name))
    let application = at(root, "$defs", "application", "properties")
    #expect(strings(at(application!, "role", "enum")) == ApplicationRole.sceneNames.map(\.name))
    #expect(strings(at(application!, "open", "enum")) == ApplicationOpenState.sceneNames.map(\.name))
    #expect(strings(at(root, "$defs", "view", "properties", "delivery", "enum")) == RecognizerDeliveryOptions.sceneNames.map(\.name))
    #expect(strings(at(root, "$defs", "recognizer", "properties", "handler", "enum")) == SceneSystemHandler.allCases.map(\.rawValue))
    // Every parameter of a standard recognizer type is listed.
    let listed = Set(keys(at(root, "$defs", "recognizer", "properties")))
    for kind in RecognizerRegistry.standard.kinds {
        for p in kind.parameters { #expect(listed.contains(p.name), "\(kind.type).\(p.name) missing from the schema") }
    }
}
