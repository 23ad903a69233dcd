/// A motion parameter that cannot produce finite frames: NaN, infinite, or out of range.
///
/// Thrown by the `checked…` factories (``Spring/checked(duration:bounce:)`` and friends) that
/// validate data read from files or the command line. The SwiftUI-named initializers enforce the
/// same rules with a `precondition` whose message is this error's ``description``.
public struct MotionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The parameter's name, for example `"duration"`.
  public var parameter: String
  /// The offending value.
  public var value: Double
  /// What the parameter must satisfy, for example `"finite and > 0"`.
  public var requirement: String
  /// The API that rejected it, for example `"Spring(duration:bounce:)"`.
  public var context: String

  /// Creates an error.
  public init(parameter: String, value: Double, requirement: String, context: String) {
    self.parameter = parameter
    self.value = value
    self.requirement = requirement
    self.context = context
  }

  /// `"Spring(duration:bounce:): duration must be finite and > 0, got -1.0"`.
  public var description: String {
    "\(context): \(parameter) must be \(requirement), got \(value)"
  }
}

extension MotionError {
  /// Throws unless `value` is finite and > 0 (spring durations, masses, speeds).
  /// Use it to validate parameters read from files before calling a precondition-checked API.
  public static func requirePositive(_ value: Double, _ parameter: String, in context: String)
    throws(MotionError)
  {
    try Check.positive(value, parameter, in: context)
  }

  /// Throws unless `value` is finite and ≥ 0 (timing-curve and keyframe durations, delays of
  /// staggers).
  public static func requireNonNegative(_ value: Double, _ parameter: String, in context: String)
    throws(MotionError)
  {
    try Check.nonNegative(value, parameter, in: context)
  }

  /// Throws unless `value` is finite (delays, control points, velocities).
  public static func requireFinite(_ value: Double, _ parameter: String, in context: String)
    throws(MotionError)
  {
    try Check.finite(value, parameter, in: context)
  }
}

/// Parameter checks shared by the throwing factories and the preconditions.
enum Check {
  static func positive(_ value: Double, _ name: String, in context: String) throws(MotionError) {
    guard value.isFinite, value > 0 else {
      throw MotionError(
        parameter: name, value: value, requirement: "finite and > 0", context: context)
    }
  }

  static func nonNegative(_ value: Double, _ name: String, in context: String) throws(MotionError) {
    guard value.isFinite, value >= 0 else {
      throw MotionError(
        parameter: name, value: value, requirement: "finite and >= 0", context: context)
    }
  }

  static func finite(_ value: Double, _ name: String, in context: String) throws(MotionError) {
    guard value.isFinite else {
      throw MotionError(parameter: name, value: value, requirement: "finite", context: context)
    }
  }

  static func range(
    _ value: Double, _ name: String, above lower: Double, in context: String
  ) throws(MotionError) {
    guard value.isFinite, value > lower else {
      throw MotionError(
        parameter: name, value: value, requirement: "finite and > \(lower)", context: context)
    }
  }

  /// Runs `body`; a thrown ``MotionError`` stops the program with its description.
  static func require(_ body: () throws(MotionError) -> Void) {
    do {
      try body()
    } catch {
      preconditionFailure(error.description)
    }
  }
}
