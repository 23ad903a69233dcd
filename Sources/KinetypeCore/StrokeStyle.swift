/// How the ends of an open stroked subpath are drawn, as SwiftUI's `CGLineCap`.
public enum LineCap: Hashable, Sendable, CaseIterable {
  /// The stroke stops exactly at the end point.
  case butt
  /// A half circle of the line width's diameter caps the end.
  case round
  /// A half square extends the stroke by half the line width.
  case square
}

/// How two stroked segments meet, as SwiftUI's `CGLineJoin`.
public enum LineJoin: Hashable, Sendable, CaseIterable {
  /// A sharp corner, cut to a bevel when longer than the miter limit allows.
  case miter
  /// A circular arc.
  case round
  /// A straight cut across the corner.
  case bevel
}

/// The outline of a stroke: width, caps, joins and dashes, as SwiftUI's `StrokeStyle`.
///
/// Non-finite or negative values are not an error: the raster layer ignores them with a
/// warning (a non-finite or negative width draws nothing, a bad dash pattern draws solid).
public struct StrokeStyle: Hashable, Sendable {
  /// The stroke's width in user-space units. Default: 1.
  public var lineWidth: Double
  /// The end caps of open subpaths. Default: ``LineCap/butt``.
  public var lineCap: LineCap
  /// The joins between segments. Default: ``LineJoin/miter``.
  public var lineJoin: LineJoin
  /// The longest miter, as a multiple of the line width, before a join is beveled. Default: 10.
  public var miterLimit: Double
  /// Alternating on and off lengths along the path; empty draws a solid line. Default: `[]`.
  public var dash: [Double]
  /// How far into the dash pattern the path starts. Default: 0.
  public var dashPhase: Double

  /// Creates a stroke style; every default is SwiftUI's.
  public init(
    lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
    miterLimit: Double = 10, dash: [Double] = [], dashPhase: Double = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }
}

/// How a path's interior is decided and whether its edges are smoothed, as SwiftUI's `FillStyle`.
public struct FillStyle: Hashable, Sendable {
  /// Whether the even-odd rule decides the interior; otherwise nonzero winding. Default: false.
  public var isEOFilled: Bool
  /// Whether edges get fractional coverage; otherwise each pixel is in or out. Default: true.
  public var isAntialiased: Bool

  /// Creates a fill style (nonzero winding, antialiased by default, as in SwiftUI).
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    self.isEOFilled = eoFill
    self.isAntialiased = antialiased
  }
}
