import Foundation

/// Writes 8-bit RGB PNG files without a library: the image data in stored
/// (uncompressed) deflate blocks, CRC-32 and Adler-32 computed here.
public enum PNGWriter {
    /// `pixels` are ARGB8888 (SDL_PIXELFORMAT_ARGB8888), `width` × `height`, row after row.
    public static func data(width: Int, height: Int, argb pixels: [UInt32]) -> Data {
        var raw = [UInt8]()
        raw.reserveCapacity(height * (width * 3 + 1))
        for y in 0..<height {
            raw.append(0)   // filter: none
            for x in 0..<width {
                let p = pixels[y * width + x]
                raw.append(UInt8(truncatingIfNeeded: p >> 16))
                raw.append(UInt8(truncatingIfNeeded: p >> 8))
                raw.append(UInt8(truncatingIfNeeded: p))
            }
        }
        var zlib: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let n = min(65_535, raw.count - offset)
            zlib.append(offset + n == raw.count ? 1 : 0)
            zlib += [UInt8(n & 0xff), UInt8(n >> 8), UInt8(~n & 0xff), UInt8((~n >> 8) & 0xff)]
            zlib += raw[offset..<offset + n]
            offset += n
        } while offset < raw.count
        zlib += bigEndian(adler32(raw))
        var out: [UInt8] = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
        out += chunk("IHDR", bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 2, 0, 0, 0])
        out += chunk("IDAT", zlib)
        out += chunk("IEND", [])
        return Data(out)
    }

    static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + body
        return bigEndian(UInt32(body.count)) + typed + bigEndian(crc32(typed))
    }

    static func bigEndian(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8((v >> 16) & 0xff), UInt8((v >> 8) & 0xff), UInt8(v & 0xff)]
    }

    static let crcTable: [UInt32] = (0..<256).map { n -> UInt32 in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xedb88320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xffffffff
        for b in bytes { c = crcTable[Int((c ^ UInt32(b)) & 0xff)] ^ (c >> 8) }
        return c ^ 0xffffffff
    }

    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for x in bytes { a = (a + UInt32(x)) % 65_521; b = (b + a) % 65_521 }
        return b << 16 | a
    }
}
