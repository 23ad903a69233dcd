import Foundation
import KinetypeCore

/// Conversions between Foundation's Core Graphics types and KinetypeCore's geometry, in one
/// place so that the move of KinetypeCore to CG types changes only this file.
enum CAGeometry {
  static func point(_ p: CGPoint) -> CGPoint { CGPoint(x: Double(p.x), y: Double(p.y)) }
  static func cgPoint(_ p: CGPoint) -> CGPoint { CGPoint(x: Double(p.x), y: Double(p.y)) }
  static func rect(_ r: CGRect) -> CGRect {
    CGRect(
      x: Double(r.origin.x), y: Double(r.origin.y), width: Double(r.size.width),
      height: Double(r.size.height))
  }
  static func color(_ c: CGColor?) -> Color? {
    guard let c else { return nil }
    let v = c.rgba
    return Color(
      red: Double(v.red), green: Double(v.green), blue: Double(v.blue), opacity: Double(v.alpha))
  }
}
