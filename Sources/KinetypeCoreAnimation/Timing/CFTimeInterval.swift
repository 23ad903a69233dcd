/// A time in seconds, as Core Foundation's `CFTimeInterval` (a `Double`).
public typealias CFTimeInterval = Double
