import Foundation
import KinetypeCore
import KinetypeRaster
import KinetypeText
import Testing

@testable import KinetypeCoreAnimation

private func onFreshClock<T>(_ body: () throws -> T) rethrows -> T {
  try CAMediaClock.with(CAMediaClock(), body)
}

private func bytes(_ image: Pixmap) -> [UInt8] {
  image.withUnsafePremultipliedBytes { Array($0) }
}

private func alpha(_ image: Pixmap, _ x: Int, _ y: Int) -> Double {
  image.color(atX: x, y: y).opacity
}

/// A horizontal 80-px line from (10, 50) to (90, 50), 10 px wide, in a 100×100 shape layer.
private func lineLayer() -> CAShapeLayer {
  let shape = CAShapeLayer()
  shape.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
  let path = CGMutablePath()
  path.move(to: CGPoint(x: 10, y: 50))
  path.addLine(to: CGPoint(x: 90, y: 50))
  shape.path = path
  shape.fillColor = nil
  shape.strokeColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
  shape.lineWidth = 10
  return shape
}

@Test func shapeLayer_strokeEndHalfDrawsHalfThePath() throws {
  try onFreshClock {
    let shape = lineLayer()
    shape.strokeEnd = 0.5
    let image = try CALayerRenderer.image(of: shape, width: 100, height: 100, at: 0)
    #expect(alpha(image, 30, 50) == 1)
    #expect(alpha(image, 48, 50) == 1)
    #expect(alpha(image, 52, 50) == 0)
    #expect(alpha(image, 70, 50) == 0)
    #expect(image.color(atX: 30, y: 50).red == 1)
  }
}

@Test func shapeLayer_animatedStrokeEndMatchesTheStaticOne() throws {
  let animated = try onFreshClock {
    let shape = lineLayer()
    let draw = CABasicAnimation(keyPath: "strokeEnd")
    draw.fromValue = 0
    draw.toValue = 1
    draw.duration = 2
    shape.add(draw, forKey: "draw")
    return try CALayerRenderer.image(of: shape, width: 100, height: 100, at: 1)
  }
  let still = try onFreshClock {
    let shape = lineLayer()
    shape.strokeEnd = 0.5
    return try CALayerRenderer.image(of: shape, width: 100, height: 100, at: 0)
  }
  #expect(bytes(animated) == bytes(still))
}

@Test func layer_opacityBackgroundCornerAndClip() throws {
  try onFreshClock {
    let root = CALayer()
    root.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
    root.backgroundColor = CGColor(gray: 0, alpha: 1)
    root.opacity = 0.5
    root.masksToBounds = true
    let child = CALayer()
    child.frame = CGRect(x: 30, y: 30, width: 40, height: 40)  // half outside the parent
    child.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    root.addSublayer(child)
    let image = try CALayerRenderer.image(of: root, width: 100, height: 100, at: 0)
    #expect(abs(alpha(image, 20, 20) - 0.5) < 0.01)  // the group at half opacity
    #expect(image.color(atX: 45, y: 45).blue > 0.9)  // the child inside the parent
    #expect(alpha(image, 60, 60) == 0)  // clipped by masksToBounds
    #expect(alpha(image, 5, 5) == 0)
    // Corner radius rounds the background.
    root.cornerRadius = 15
    let round = try CALayerRenderer.image(of: root, width: 100, height: 100, at: 0)
    #expect(alpha(round, 11, 11) == 0)
  }
}

@Test func layer_transformScalesAboutTheAnchorPoint() throws {
  try onFreshClock {
    let layer = CALayer()
    layer.frame = CGRect(x: 40, y: 40, width: 20, height: 20)
    layer.backgroundColor = CGColor(gray: 0, alpha: 1)
    layer.transform = CATransform3DMakeScale(2, 2, 1)
    #expect(layer.frame == CGRect(x: 30, y: 30, width: 40, height: 40))
    let image = try CALayerRenderer.image(of: layer, width: 100, height: 100, at: 0)
    #expect(alpha(image, 32, 32) == 1)
    #expect(alpha(image, 28, 28) == 0)
  }
}

@Test func replicator_drawsShiftedTintedCopies() throws {
  try onFreshClock {
    let replicator = CAReplicatorLayer()
    replicator.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
    replicator.instanceCount = 3
    replicator.instanceTransform = CATransform3DMakeTranslation(30, 0, 0)
    replicator.instanceColor = CGColor(gray: 1, alpha: 1)
    replicator.instanceAlphaOffset = -0.25
    let dot = CALayer()
    dot.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
    dot.backgroundColor = CGColor(gray: 0, alpha: 1)
    replicator.addSublayer(dot)
    let image = try CALayerRenderer.image(of: replicator, width: 100, height: 20, at: 0)
    #expect(abs(alpha(image, 10, 10) - 1) < 0.01)
    #expect(abs(alpha(image, 40, 10) - 0.75) < 0.01)
    #expect(abs(alpha(image, 70, 10) - 0.5) < 0.01)
    #expect(alpha(image, 95, 10) == 0)
  }
}

@Test func replicator_instanceDelayShiftsEachCopysTime() throws {
  try onFreshClock {
    let replicator = CAReplicatorLayer()
    replicator.frame = CGRect(x: 0, y: 0, width: 60, height: 20)
    replicator.instanceCount = 2
    replicator.instanceTransform = CATransform3DMakeTranslation(30, 0, 0)
    replicator.instanceDelay = 0.5
    let dot = CALayer()
    dot.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
    dot.backgroundColor = CGColor(gray: 0, alpha: 1)
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 0
    fade.toValue = 1
    fade.duration = 1
    fade.fillMode = .backwards
    dot.add(fade, forKey: "fade")
    replicator.addSublayer(dot)
    let image = try CALayerRenderer.image(of: replicator, width: 60, height: 20, at: 0.75)
    #expect(abs(alpha(image, 10, 10) - 0.75) < 0.01)
    #expect(abs(alpha(image, 40, 10) - 0.25) < 0.01)
  }
}

@Test func gradientLayer_axialRadialConic() throws {
  try onFreshClock {
    let gradient = CAGradientLayer()
    gradient.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    gradient.colors = [
      CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1),
    ]
    let axial = try CALayerRenderer.image(of: gradient, width: 100, height: 100, at: 0)
    #expect(axial.color(atX: 50, y: 1).red > 0.9)
    #expect(axial.color(atX: 50, y: 98).blue > 0.9)
    gradient.type = .radial
    gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
    gradient.endPoint = CGPoint(x: 1, y: 1)
    let radial = try CALayerRenderer.image(of: gradient, width: 100, height: 100, at: 0)
    #expect(radial.color(atX: 50, y: 50).red > 0.9)
    #expect(radial.color(atX: 99, y: 50).blue > 0.9)
    gradient.type = .conic
    gradient.endPoint = CGPoint(x: 1, y: 0.5)  // starts towards +x, turns clockwise
    let conic = try CALayerRenderer.image(of: gradient, width: 100, height: 100, at: 0)
    #expect(conic.color(atX: 90, y: 52).red > 0.9)  // just past the start
    #expect(conic.color(atX: 90, y: 48).blue > 0.9)  // just before the end
    #expect(alpha(conic, 10, 50) == 1)
  }
}

@Test func textLayer_drawsItsString() throws {
  try onFreshClock {
    let text = CATextLayer()
    text.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
    text.string = "Kinetype"
    text.fontSize = 40
    text.foregroundColor = CGColor(gray: 0, alpha: 1)
    let layout = try #require(try text.textLayout())
    #expect(layout.size.width > 100 && layout.size.width < 200)
    let image = try CALayerRenderer.image(of: text, width: 200, height: 60, at: 0)
    var inked = 0
    for y in 0..<60 { for x in 0..<200 where alpha(image, x, y) > 0.5 { inked += 1 } }
    #expect(inked > 500)
  }
}

@Test func rendering_isDeterministic() throws {
  let render = {
    try onFreshClock {
      let shape = lineLayer()
      shape.shadowOpacity = 0.5
      shape.shadowRadius = 4
      let spin = CABasicAnimation(keyPath: "transform.rotation.z")
      spin.fromValue = 0
      spin.toValue = Double.pi
      spin.duration = 1
      shape.add(spin, forKey: "spin")
      return try CALayerRenderer.image(of: shape, width: 100, height: 100, at: 0.3)
    }
  }
  #expect(try bytes(render()) == bytes(render()))
}
