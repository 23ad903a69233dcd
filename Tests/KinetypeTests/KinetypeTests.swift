import Testing

@testable import Kinetype
