import Foundation
import Kinetype
import KinetypeCoreAnimation
import KinetypeTestSupport
import KinetypeTesting
import Testing

/// Text on layers (docs/core-animation.md, "Text on layers"): a layout's glyph outlines as a
/// `CGPath` in a `CAShapeLayer`, drawn by its outline and then filled, and one shape layer per
/// cluster staggered in, in Latin, Arabic and Devanagari.
@Suite struct LayerTextOutlineTests {
  static let lines = ["Outline", "مرحبا بالعالم", "नमस्ते दुनिया"]
  static let ink = CGColor(red: 0.1, green: 0.15, blue: 0.45, alpha: 1)

  static func layout(_ string: String) throws -> Text.Layout {
    try Text.Layout(Text(verbatim: string).font(.system(size: 40)), fonts: Fixtures.fonts)
  }

  /// The outline drawn over 1.2 s (`strokeEnd` 0 → 1), then filled over 0.6 s.
  static func outlineDrawn(_ layout: Text.Layout, row: Int) -> CAShapeLayer {
    let shape = CAShapeLayer()
    shape.frame = CGRect(x: 12, y: 8 + Double(row) * 78, width: 400, height: 60)
    shape.path = layout.path.cgPath
    shape.strokeColor = ink
    shape.lineWidth = 1.25
    shape.fillColor = ink
    let draw = CABasicAnimation(keyPath: "strokeEnd")
    draw.fromValue = 0
    draw.toValue = 1
    draw.duration = 1.2
    shape.add(draw, forKey: "draw")
    let fill = CABasicAnimation(keyPath: "fillColor")
    fill.fromValue = CGColor(red: 0.1, green: 0.15, blue: 0.45, alpha: 0)
    fill.toValue = ink
    fill.beginTime = CACurrentMediaTime() + 1.2
    fill.duration = 0.6
    fill.fillMode = .backwards
    shape.add(fill, forKey: "fill")
    return shape
  }

  static func sheet(_ makeRow: @escaping @Sendable (Text.Layout, Int) -> CALayer) throws -> Pixmap {
    let layouts = try lines.map(layout)
    let frames = CALayerFrames(width: 420, height: 240, duration: 2) {
      let root = CALayer()
      root.frame = CGRect(x: 0, y: 0, width: 420, height: 240)
      for (row, layout) in layouts.enumerated() { root.addSublayer(makeRow(layout, row)) }
      return root
    }
    let timeline = try FrameTimeline(duration: 2, framesPerSecond: 10)
    var sheet = ContactSheet(animation: frames, timeline: timeline, frameCount: 3, columns: 3)
    sheet.frames = 4..<19  // 0.4 s (drawing), 1.1 s (drawn), 1.8 s (filled)
    return try sheet.render(fonts: Fixtures.fonts)
  }

  @Test func outlineDrawnText_strokesThenFills() throws {
    let layouts = try Self.lines.map(Self.layout)
    let frames = CALayerFrames(width: 420, height: 240, duration: 2) {
      let root = CALayer()
      root.frame = CGRect(x: 0, y: 0, width: 420, height: 240)
      for (row, layout) in layouts.enumerated() {
        root.addSublayer(Self.outlineDrawn(layout, row: row))
      }
      return root
    }
    let early = Ink.total(try frames.renderFrame(at: 0.4))
    let drawn = Ink.total(try frames.renderFrame(at: 1.19))
    let filled = Ink.total(try frames.renderFrame(at: 2))
    #expect(early > 0 && early < drawn * 0.6, "a third of the way, part of the outline")
    #expect(filled > drawn * 1.4, "the fill covers far more than the outline")
    assertGolden(
      try Self.sheet { layout, row in Self.outlineDrawn(layout, row: row) },
      named: "outline-text", suite: "CoreAnimation")
  }

  /// One shape layer per cluster, each rising and fading in 0.08 s after the one before it in
  /// reading order.
  static func staggered(_ layout: Text.Layout, row: Int) -> CALayer {
    let line = CALayer()
    line.frame = CGRect(x: 12, y: 8 + Double(row) * 78, width: 400, height: 60)
    // Reading order, so Arabic staggers in from the right.
    for (index, slice) in layout.slicesInReadingOrder.enumerated() where !slice.path.isEmpty {
      let glyph = CAShapeLayer()
      glyph.frame = CGRect(x: 0, y: 0, width: 400, height: 60)
      glyph.path = slice.path.cgPath
      glyph.fillColor = ink
      let rise = CABasicAnimation(keyPath: "transform.translation.y")
      rise.fromValue = 14
      rise.toValue = 0
      let fade = CABasicAnimation(keyPath: "opacity")
      fade.fromValue = 0
      fade.toValue = 1
      let group = CAAnimationGroup()
      group.animations = [rise, fade]
      group.duration = 0.4
      group.timingFunction = CAMediaTimingFunction(name: .easeOut)
      group.beginTime = CACurrentMediaTime() + 0.08 * Double(index)
      group.fillMode = .backwards
      glyph.add(group, forKey: "in")
      line.addSublayer(glyph)
    }
    return line
  }

  @Test func perClusterLayers_staggerInReadingOrder() throws {
    let layout = try Self.layout(Self.lines[1])
    let frames = CALayerFrames(width: 420, height: 80, duration: 2) {
      Self.staggered(layout, row: 0)
    }
    // Early on, only the first words have appeared: in Arabic those are on the right.
    let image = try frames.renderFrame(at: 0.35)
    let half = 12 + Int(layout.size.width / 2)
    var left = 0.0
    var right = 0.0
    for y in 0..<image.height {
      for x in 0..<image.width {
        let ink = 1 - image.color(atX: x, y: y).red
        if x < half { left += ink } else { right += ink }
      }
    }
    #expect(right > left * 3, "right \(right), left \(left)")
    assertGolden(
      try Self.sheet { layout, row in Self.staggered(layout, row: row) },
      named: "glyph-stagger", suite: "CoreAnimation")
  }

  /// A `CATextLayer` with the whole line (laid out and shaped as one, so Arabic stays joined)
  /// zooming in from 1.8× while it fades in, copied by a `CAReplicatorLayer` into an echo:
  /// each copy `instanceDelay` later and 30 % more transparent, all at rest on the first.
  static func echo(_ string: String, width: Double, row: Int, copies: Int = 3) -> CALayer {
    let replicator = CAReplicatorLayer()
    replicator.frame = CGRect(x: 12, y: 8 + Double(row) * 78, width: 400, height: 60)
    replicator.instanceCount = copies
    replicator.instanceDelay = 0.12
    replicator.instanceAlphaOffset = -0.3
    let text = CATextLayer()
    text.string = string
    text.fontSize = 40
    text.foregroundColor = ink
    // The layer as wide as its line, at the side the script starts from, so it zooms about
    // the line's own centre.
    let rightToLeft =
      string.unicodeScalars.first.map { (0x0590..<0x0900).contains($0.value) } ?? false
    text.frame = CGRect(x: rightToLeft ? 400 - width : 0, y: 0, width: width, height: 60)
    let zoom = CABasicAnimation(keyPath: "transform.scale")
    zoom.fromValue = 1.8
    zoom.toValue = 1
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 0
    fade.toValue = 1
    let group = CAAnimationGroup()
    group.animations = [zoom, fade]
    group.duration = 0.5
    group.timingFunction = CAMediaTimingFunction(name: .easeOut)
    group.fillMode = .backwards
    text.add(group, forKey: "in")
    replicator.addSublayer(text)
    return replicator
  }

  @Test func replicatedTextLayers_trailInEveryScript() throws {
    func frame(copies: Int, at time: Double) throws -> Pixmap {
      let width = try Self.layout(Self.lines[0]).size.width
      return try CALayerFrames(width: 420, height: 80, duration: 1.2) {
        Self.echo(Self.lines[0], width: width, row: 0, copies: copies)
      }.renderFrame(at: time)
    }
    // While the copies zoom in behind the first, there is more ink than one copy gives.
    #expect(
      Ink.total(try frame(copies: 3, at: 0.3)) > 1.15 * Ink.total(try frame(copies: 1, at: 0.3)))
    let widths = try Self.lines.map { try Self.layout($0).size.width }
    let frames = CALayerFrames(width: 420, height: 240, duration: 1.2) {
      let root = CALayer()
      root.frame = CGRect(x: 0, y: 0, width: 420, height: 240)
      for (row, line) in Self.lines.enumerated() {
        root.addSublayer(Self.echo(line, width: widths[row], row: row))
      }
      return root
    }
    let timeline = try FrameTimeline(duration: 1.2, framesPerSecond: 20)
    var sheet = ContactSheet(animation: frames, timeline: timeline, frameCount: 4, columns: 4)
    sheet.frames = 2..<15  // 0.1 s to 0.7 s: the copies zooming in, then at rest
    assertGolden(
      try sheet.render(fonts: Fixtures.fonts), named: "text-echo", suite: "CoreAnimation")
  }
}
