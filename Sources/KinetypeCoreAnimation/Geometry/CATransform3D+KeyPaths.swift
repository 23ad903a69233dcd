import Foundation

/// The parts of a transform that `transform.scale`, `transform.rotation.z`,
/// `transform.translation.x`… read and write, as Core Animation's transform key paths.
///
/// A transform is decomposed as scale, then rotation about x, y and z, then translation
/// (each applied before the next). Writing a part recomposes the transform from the parts,
/// so `transform.rotation.z` set to π/2 on a scaled layer keeps its scale.
struct CATransformParts: Equatable {
  var translation = (x: 0.0, y: 0.0, z: 0.0)
  var scale = (x: 1.0, y: 1.0, z: 1.0)
  var rotation = (x: 0.0, y: 0.0, z: 0.0)

  static func == (lhs: CATransformParts, rhs: CATransformParts) -> Bool {
    lhs.translation == rhs.translation && lhs.scale == rhs.scale && lhs.rotation == rhs.rotation
  }

  init() {}

  /// Decomposes `t` (exact for scale · rotation · translation without shear).
  init(_ t: CATransform3D) {
    let e = t.entries
    translation = (e[12], e[13], e[14])
    let row1 = (e[0], e[1], e[2])
    let row2 = (e[4], e[5], e[6])
    let row3 = (e[8], e[9], e[10])
    func length(_ v: (Double, Double, Double)) -> Double {
      (v.0 * v.0 + v.1 * v.1 + v.2 * v.2).squareRoot()
    }
    scale = (length(row1), length(row2), length(row3))
    let r1 = scale.x > 0 ? (row1.0 / scale.x, row1.1 / scale.x, row1.2 / scale.x) : (1, 0, 0)
    let r2 = scale.y > 0 ? (row2.0 / scale.y, row2.1 / scale.y, row2.2 / scale.y) : (0, 1, 0)
    let r3 = scale.z > 0 ? (row3.0 / scale.z, row3.1 / scale.z, row3.2 / scale.z) : (0, 0, 1)
    // R = Rx · Ry · Rz (row vectors): r1.2 = −sin(y).
    let sy = -r1.2
    rotation.y = asin(max(-1, min(1, sy)))
    if abs(sy) < 0.999_999 {
      rotation.z = atan2(r1.1, r1.0)
      rotation.x = atan2(r2.2, r3.2)
    } else {
      rotation.z = 0
      rotation.x = atan2(-r3.1, r2.1)
    }
    _ = r2
  }

  /// The transform the parts describe.
  var transform: CATransform3D {
    let s = CATransform3DMakeScale(scale.x, scale.y, scale.z)
    let rx = CATransform3DMakeRotation(rotation.x, 1, 0, 0)
    let ry = CATransform3DMakeRotation(rotation.y, 0, 1, 0)
    let rz = CATransform3DMakeRotation(rotation.z, 0, 0, 1)
    let t = CATransform3DMakeTranslation(translation.x, translation.y, translation.z)
    return s.concatenating(rx).concatenating(ry).concatenating(rz).concatenating(t)
  }

  /// The value at a key path below `transform` (`scale`, `scale.x`, `rotation`, `rotation.z`,
  /// `translation`, `translation.x`…), or nil for an unknown one.
  func value(forKey key: String) -> CAValue? {
    switch key {
    case "scale": .number((scale.x + scale.y + scale.z) / 3)
    case "scale.x": .number(scale.x)
    case "scale.y": .number(scale.y)
    case "scale.z": .number(scale.z)
    case "rotation", "rotation.z": .number(rotation.z)
    case "rotation.x": .number(rotation.x)
    case "rotation.y": .number(rotation.y)
    case "translation": .size(CGSize(width: translation.x, height: translation.y))
    case "translation.x": .number(translation.x)
    case "translation.y": .number(translation.y)
    case "translation.z": .number(translation.z)
    default: nil
    }
  }

  /// Sets the part at `key`; false for an unknown key or a value of the wrong kind.
  mutating func set(_ value: CAValue, forKey key: String) -> Bool {
    if key == "translation", case .size(let size) = value {
      translation.x = Double(size.width)
      translation.y = Double(size.height)
      return true
    }
    if key == "translation", case .point(let point) = value {
      translation.x = Double(point.x)
      translation.y = Double(point.y)
      return true
    }
    guard case .number(let v) = value else { return false }
    switch key {
    case "scale": scale = (v, v, v)
    case "scale.x": scale.x = v
    case "scale.y": scale.y = v
    case "scale.z": scale.z = v
    case "rotation", "rotation.z": rotation.z = v
    case "rotation.x": rotation.x = v
    case "rotation.y": rotation.y = v
    case "translation.x": translation.x = v
    case "translation.y": translation.y = v
    case "translation.z": translation.z = v
    default: return false
    }
    return true
  }
}
