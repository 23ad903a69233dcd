import Foundation

extension CALayer {
  /// The value at a key path (`position.y`, `transform.scale`, `bounds.size.width`…) as an
  /// app reads it back (numbers as `CGFloat`), or nil for an unknown path.
  public func value(forKeyPath keyPath: String) -> Any? {
    animatableValue(forKeyPath: keyPath)?.any
  }

  /// Sets the value at a key path; unknown paths and values of the wrong kind are ignored.
  public func setValue(_ value: Any?, forKeyPath keyPath: String) {
    guard let value = CAValue(value) else { return }
    setAnimatableValue(value, forKeyPath: keyPath)
  }

  func animatableValue(forKeyPath keyPath: String) -> CAValue? {
    let (root, rest) = CALayer.split(keyPath)
    guard let value = animatableValue(forKey: root) else { return nil }
    guard let rest else { return value }
    if case .transform(let t) = value { return CATransformParts(t).value(forKey: rest) }
    return CALayer.component(of: value, rest)
  }

  func setAnimatableValue(_ value: CAValue, forKeyPath keyPath: String) {
    let (root, rest) = CALayer.split(keyPath)
    guard let rest else { return setAnimatableValue(value, forKey: root) }
    guard let whole = animatableValue(forKey: root) else { return }
    if case .transform(let t) = whole {
      var parts = CATransformParts(t)
      if parts.set(value, forKey: rest) {
        setAnimatableValue(.transform(parts.transform), forKey: root)
      }
      return
    }
    if let updated = CALayer.replacing(rest, of: whole, with: value) {
      setAnimatableValue(updated, forKey: root)
    }
  }

  static func split(_ keyPath: String) -> (String, String?) {
    guard let dot = keyPath.firstIndex(of: ".") else { return (keyPath, nil) }
    return (String(keyPath[..<dot]), String(keyPath[keyPath.index(after: dot)...]))
  }

  static func component(of value: CAValue, _ key: String) -> CAValue? {
    switch (value, key) {
    case (.point(let p), "x"): return .number(Double(p.x))
    case (.point(let p), "y"): return .number(Double(p.y))
    case (.size(let s), "width"): return .number(Double(s.width))
    case (.size(let s), "height"): return .number(Double(s.height))
    case (.rect(let r), _):
      let (head, tail) = split(key)
      let part: CAValue
      switch head {
      case "origin": part = .point(r.origin)
      case "size": part = .size(r.size)
      default: return nil
      }
      return tail.map { component(of: part, $0) } ?? part
    default: return nil
    }
  }

  static func replacing(_ key: String, of whole: CAValue, with value: CAValue) -> CAValue? {
    switch (whole, key, value) {
    case (.point(var p), "x", .number(let v)):
      p.x = CGFloat(v)
      return .point(p)
    case (.point(var p), "y", .number(let v)):
      p.y = CGFloat(v)
      return .point(p)
    case (.size(var s), "width", .number(let v)):
      s.width = CGFloat(v)
      return .size(s)
    case (.size(var s), "height", .number(let v)):
      s.height = CGFloat(v)
      return .size(s)
    case (.rect(var r), _, _):
      let (head, tail) = split(key)
      switch head {
      case "origin":
        let part = tail.map { replacing($0, of: .point(r.origin), with: value) } ?? value
        guard case .point(let p)? = part else { return nil }
        r.origin = p
      case "size":
        let part = tail.map { replacing($0, of: .size(r.size), with: value) } ?? value
        guard case .size(let s)? = part else { return nil }
        r.size = s
      default: return nil
      }
      return .rect(r)
    default: return nil
    }
  }

}
