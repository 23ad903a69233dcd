import Testing

@testable import KinetypeRaster
