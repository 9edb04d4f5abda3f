import ArgumentParser
import Tactile
import TactileLinuxInput

/// The options that map a Linux touch device or recording onto the window
/// (docs/linux-input.md): shared by `replay`, `record` and `live`.
package struct TouchInputArguments: ParsableArguments {
    /// `--rotate`.
    @Option(help: ArgumentHelp("Rotation of the touch surface relative to the window, clockwise: 0, 90, 180 or 270.", valueName: "degrees"))
    package var rotate: Int = 0
    /// `--flip-x`.
    @Flag(name: .customLong("flip-x"), help: "Mirror device x (before rotating).")
    package var flipX = false
    /// `--flip-y`.
    @Flag(name: .customLong("flip-y"), help: "Mirror device y (before rotating).")
    package var flipY = false
    /// `--device`.
    @Option(help: ArgumentHelp("Device of a multi-device libinput recording: an index, a /dev/input node, a name substring, or auto.", valueName: "device"))
    package var device: String = "auto"
    /// `--protocol`.
    @Option(name: .customLong("protocol"), help: ArgumentHelp("Touch reporting protocol: auto, a, b or single.", valueName: "protocol"))
    package var touchProtocol: String = "auto"
    /// `--ids`.
    @Option(help: ArgumentHelp("Touch ids for protocol B: tracking-id or slot.", valueName: "ids"))
    package var ids: String = "tracking-id"
    /// `--dropped`.
    @Option(help: ArgumentHelp("After SYN_DROPPED: cancel or keep the contacts.", valueName: "policy"))
    package var dropped: String = "cancel"

    package init() {}

    /// The Linux input options these arguments select.
    package func options() throws(CommandFailure) -> TouchInputOptions {
        guard let rotation = DisplayRotation(degrees: rotate) else { throw .usage("--rotate: expected 0, 90, 180 or 270, found \(rotate)") }
        guard let proto = EvdevTouchProtocol(rawValue: touchProtocol) else {
            throw .usage("--protocol: expected one of \(EvdevTouchProtocol.allCases.map(\.rawValue).joined(separator: ", ")), found \(quotedArgument(touchProtocol))")
        }
        guard let idMode = EvdevTouchDecoder.TouchIdAssignment(rawValue: ids) else {
            throw .usage("--ids: expected tracking-id or slot, found \(quotedArgument(ids))")
        }
        guard let droppedPolicy = EvdevTouchDecoder.DroppedEventsPolicy(rawValue: dropped) else {
            throw .usage("--dropped: expected cancel or keep, found \(quotedArgument(dropped))")
        }
        return TouchInputOptions(device: DeviceSelector(argument: device), rotation: rotation, flipsX: flipX, flipsY: flipY,
                                 decoding: EvdevTouchDecoder.Configuration(touchProtocol: proto, touchIds: idMode, droppedEvents: droppedPolicy))
    }

    private func quotedArgument(_ s: String) -> String { "\"\(s)\"" }
}
