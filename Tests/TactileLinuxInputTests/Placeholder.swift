import Testing
@testable import TactileLinuxInput
