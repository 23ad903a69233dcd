import Testing

@testable import KinetypeTesting
