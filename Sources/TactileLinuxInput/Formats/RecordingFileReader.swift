import Foundation

/// Reads recording files whole, turning file-system failures into one-line
/// `TouchRecordingError`s.
enum RecordingFileReader {
    static func bytes(path: String) throws(TouchRecordingError) -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw TouchRecordingError(file: path, reason: "no such file")
        }
        guard !isDirectory.boolValue else { throw TouchRecordingError(file: path, reason: "is a directory, not a recording") }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw TouchRecordingError(file: path, reason: "cannot be read (permission denied?)")
        }
        return [UInt8](data)
    }

    static func text(path: String) throws(TouchRecordingError) -> String {
        try text(bytes(path: path), file: path)
    }

    static func text(_ bytes: [UInt8], file: String) throws(TouchRecordingError) -> String {
        guard let s = String(validating: bytes, as: UTF8.self) else {
            throw TouchRecordingError(file: file, reason: "not UTF-8 text")
        }
        return s
    }
}
