import Testing

@testable import KinetypeText
