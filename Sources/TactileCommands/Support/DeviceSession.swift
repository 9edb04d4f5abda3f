import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Tactile
import TactileLinuxInput

/// Reads a Linux touch device (or a file or pipe of evdev records) frame by
/// frame until the stream ends, a time limit passes or the user interrupts,
/// calling back with decoded frames and, while idle, the current device time
/// (so timers such as a long press fire in real time).
struct DeviceSession {
    let device: LinuxTouchDevice
    var decoder: EvdevTouchDecoder
    let path: String
    /// The descriptor `device` reads (polled while idle).
    let fd: Int32
    /// Whether `path` is a device node (files and pipes end; devices are polled).
    let isCharacterDevice: Bool
    /// Whether `path` is a pipe or socket (polled, so a stop request is seen while it is quiet).
    let isPipe: Bool

    /// Opens and checks the device (missing, permission, not a touch device: status 1).
    init(path: String, windowSize: Size, options: TouchInputOptions) throws(CommandFailure) {
        let probe: LinuxTouchDevice
        do { probe = try LinuxTouchDevice.open(path: path) } catch { throw .runtime(error.description) }
        let description = probe.deviceDescription
        let isCharacterDevice = probe.isCharacterDevice
        probe.close()
        // Reopen non-blocking so the loop can poll: a quiet device must not block timers or Ctrl-C.
        let fd = open(path, O_RDONLY | O_CLOEXEC | (isCharacterDevice ? O_NONBLOCK : 0))
        guard fd >= 0 else { throw .runtime(LinuxTouchDeviceError(path: path, errno: errno).description) }
        device = LinuxTouchDevice(fileDescriptor: fd, path: path, description: description, closesDescriptor: true)
        self.fd = fd
        self.isCharacterDevice = isCharacterDevice
        var info = stat()
        isPipe = fstat(fd, &info) == 0 && [S_IFIFO, S_IFSOCK].contains(info.st_mode & S_IFMT)
        decoder = device.makeDecoder(windowSize: windowSize, options: options)
        self.path = path
    }

    /// Runs the loop. `onFrames` gets decoded frames; `onIdle` gets the estimated
    /// device time when nothing arrived for a while. Stops at the end of the
    /// stream, on interrupt, or once frame time passes `duration`.
    mutating func run(duration: Double?, onFrames: ([InputFrame]) -> Void, onIdle: (Double) -> Void) throws(CommandFailure) {
        InterruptFlag.install()
        defer { InterruptFlag.uninstall() }
        defer { device.close() }
        var lastFrameTime: Double?
        var lastFrameUptime = ProcessInfo.processInfo.systemUptime
        while !InterruptFlag.isSet {
            // A device or pipe is polled, so a quiet one cannot keep a stop
            // request waiting in a blocking read; a device's quiet time also
            // advances the timers (a pipe's input is replayed as it comes).
            if isCharacterDevice || isPipe {
                var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                let ready = poll(&pfd, 1, 20)
                if ready <= 0 {
                    if ready == 0, isCharacterDevice, let t = lastFrameTime {
                        onIdle(t + ProcessInfo.processInfo.systemUptime - lastFrameUptime)
                    }
                    continue
                }
            }
            let frames: [InputFrame]?
            do { frames = try device.nextFrames(&decoder) } catch {
                if InterruptFlag.isSet { break }
                throw .runtime(error.description)
            }
            guard let frames else { return }
            if let last = frames.last {
                lastFrameTime = last.timestamp
                lastFrameUptime = ProcessInfo.processInfo.systemUptime
            }
            onFrames(frames)
            // Nothing reports repairs during a session; drained so an hour of input keeps memory flat.
            _ = decoder.takeDiagnostics()
            _ = device.takeByteDiagnostics()
            if let duration, let t = lastFrameTime, t >= duration { break }
        }
        // Interrupted or out of time: lift what is still down.
        onFrames(decoder.finish())
    }
}
