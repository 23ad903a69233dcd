import Testing

@testable import KinetypeMotion
