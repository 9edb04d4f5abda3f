/// 16-bit mono PCM audio, read from and written as RIFF WAVE bytes.
package struct WAVAudio: Equatable {
    /// Samples per second.
    package var sampleRate: Int
    /// The samples.
    package var samples: [Int16]

    /// Creates audio.
    package init(sampleRate: Int, samples: [Int16] = []) {
        self.sampleRate = sampleRate
        self.samples = samples
    }

    /// Parses a WAVE file of 16-bit mono PCM (what `espeak-ng -w` writes); nil for anything else.
    package init?(bytes b: [UInt8]) {
        func u32(_ i: Int) -> Int { Int(b[i]) | Int(b[i + 1]) << 8 | Int(b[i + 2]) << 16 | Int(b[i + 3]) << 24 }
        func u16(_ i: Int) -> Int { Int(b[i]) | Int(b[i + 1]) << 8 }
        guard b.count >= 12, b[0...3].elementsEqual("RIFF".utf8), b[8...11].elementsEqual("WAVE".utf8) else { return nil }
        var i = 12
        var rate: Int?
        var data: [Int16]?
        while i + 8 <= b.count {
            let size = u32(i + 4)
            let body = i + 8
            guard size >= 0, body + size <= b.count || b[i...(i + 3)].elementsEqual("data".utf8) else { return nil }
            if b[i...(i + 3)].elementsEqual("fmt ".utf8) {
                guard size >= 16, u16(body) == 1, u16(body + 2) == 1, u16(body + 14) == 16 else { return nil }
                rate = u32(body + 4)
            } else if b[i...(i + 3)].elementsEqual("data".utf8) {
                let end = min(b.count, body + size)   // espeak-ng may leave the size unset when streaming
                var s: [Int16] = []
                s.reserveCapacity((end - body) / 2)
                var k = body
                while k + 1 < end {
                    s.append(Int16(bitPattern: UInt16(b[k]) | UInt16(b[k + 1]) << 8))
                    k += 2
                }
                data = s
            }
            i = body + size + (size & 1)
        }
        guard let rate, rate > 0, let data else { return nil }
        self.init(sampleRate: rate, samples: data)
    }

    /// The WAVE file bytes.
    package var bytes: [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(44 + samples.count * 2)
        func put32(_ v: Int) { for k in 0..<4 { out.append(UInt8(truncatingIfNeeded: v >> (8 * k))) } }
        func put16(_ v: Int) { for k in 0..<2 { out.append(UInt8(truncatingIfNeeded: v >> (8 * k))) } }
        out += Array("RIFF".utf8); put32(36 + samples.count * 2); out += Array("WAVE".utf8)
        out += Array("fmt ".utf8); put32(16); put16(1); put16(1); put32(sampleRate); put32(sampleRate * 2); put16(2); put16(16)
        out += Array("data".utf8); put32(samples.count * 2)
        for s in samples { put16(Int(s)) }
        return out
    }

    /// Root-mean-square level of the samples in `[from, to)` seconds (0 for an empty span).
    package func rms(from: Double, to: Double) -> Double {
        let a = max(0, Int(from * Double(sampleRate))), z = min(samples.count, Int(to * Double(sampleRate)))
        guard z > a else { return 0 }
        var sum = 0.0
        for k in a..<z { let v = Double(samples[k]); sum += v * v }
        return (sum / Double(z - a)).squareRoot()
    }
}
