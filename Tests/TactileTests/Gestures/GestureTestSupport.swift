import Testing
@testable import Tactile
import TactileTestSupport

extension View {
    var viewScale: Double { GestureController.scale(of: transform) }
    var viewAngle: Double { GestureController.angle(of: transform) }
}
