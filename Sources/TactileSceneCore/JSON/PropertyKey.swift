/// An object member's key, matched against property names byte by byte:
/// `switch PropertyKey(m.key) { case "frame": … }`.
///
/// `String` equality would bring Unicode normalisation (its code and tables)
/// into tactile.wasm and inline a comparison per `case`; a JSON key and a
/// property name are equal exactly when their UTF-8 bytes are.
struct PropertyKey {
    /// The key as written.
    let key: String

    init(_ key: String) { self.key = key }

    /// Whether `key` is `name`.
    @inline(never)
    static func ~= (name: StaticString, key: PropertyKey) -> Bool {
        guard name.utf8CodeUnitCount == key.key.utf8.count else { return false }
        var k = key.key
        return name.withUTF8Buffer { n in k.withUTF8 { n.elementsEqual($0) } }
    }

    /// Whether `key` is `name`.
    static func ~= (name: String, key: PropertyKey) -> Bool { name.hasSameUTF8(as: key.key) }
}

extension JSONDocumentReader {
    /// The first of `members` whose key is `name`.
    @inline(never)
    func member(_ name: StaticString, in members: [JSONMember]) -> JSONMember? {
        for m in members where name ~= PropertyKey(m.key) { return m }
        return nil
    }

    /// The first of `members` whose key is `name`.
    @inline(never)
    func member(_ name: String, in members: [JSONMember]) -> JSONMember? {
        for m in members where name ~= PropertyKey(m.key) { return m }
        return nil
    }
}
