import Testing
@testable import TactileScene
