// Compiled by scripts/embedded-check.sh in Embedded Swift against the core and
// TactileGestures: the generic gesture types are specialised only where they
// are used, so this client makes every standard gesture, composition and
// modifier concrete.
import Tactile
import TactileGestures

public func attachEveryGesture(to card: View, offset: GestureState<Size>, pressing: GestureState<Bool>) -> Int {
    var ended = 0
    card.gesture(
        DragGesture(minimumDistance: 0, coordinateSpace: .global)
            .updating(offset) { value, state, _ in state = value.translation }
            .simultaneously(with: MagnifyGesture().simultaneously(with: RotateGesture()))
            .onChanged { value in _ = value.second?.first?.magnification }
            .onEnded { _ in ended += 1 }
    )
    card.highPriorityGesture(
        LongPressGesture(minimumDuration: 0.5)
            .updating(pressing) { current, state, _ in state = current }
            .sequenced(before: DragGesture())
            .onEnded { value in if case .second(true, _?) = value { ended += 1 } },
        including: .subviews)
    card.simultaneousGesture(AnyGesture(TapGesture(count: 2).exclusively(before: SpatialTapGesture()).map { _ in 1 }))
    card.onTapGesture { ended += 1 }
    card.onLongPressGesture(perform: { ended += 1 }, onPressingChanged: { _ in })
    return ended
}
