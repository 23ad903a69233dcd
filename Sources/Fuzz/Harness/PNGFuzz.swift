import Foundation
import Kinetype

/// The PNG target: the input is a PNG file, decoded by `Pixmap(pngData:)`. What decodes is
/// encoded again and decoded back (the round trip must keep every pixel), then drawn scaled
/// into a small canvas, so the resampler sees every image the reader can produce.
public enum PNGFuzz {
  /// Runs one input.
  public static func run(_ data: [UInt8]) {
    guard let image = try? Pixmap(pngData: data) else { return }
    // A decoded image can always be encoded, and decodes back to the same pixels (every
    // preset is lossless).
    var hash = StableHash(seeding: Array(data.suffix(16)))
    let options = PNGOptions(
      compressionLevel: hash.next(below: 13), filter: PNGFilter.allCases[hash.next(below: 6)],
      reducesColorType: hash.next(below: 4) != 0)
    guard let encoded = try? image.pngData(options: options) else {
      preconditionFailure("a decoded \(image.width)×\(image.height) image does not encode")
    }
    guard let decoded = try? Pixmap(pngData: encoded) else {
      preconditionFailure("an encoded \(image.width)×\(image.height) image does not decode")
    }
    let same = image.withUnsafePremultipliedBytes { before in
      decoded.withUnsafePremultipliedBytes { after in before.elementsEqual(after) }
    }
    precondition(same, "the PNG round trip changed pixels (\(options))")
    guard var canvas = try? Pixmap(width: 40, height: 30) else { return }
    let target = CGRect(x: 1.5, y: 2.25, width: 37, height: Double(data.count % 29) + 0.5)
    GraphicsContext.render(into: &canvas) { context in
      context.draw(image, in: target)
      var turned = context
      turned.rotate(by: .degrees(Double(data.count % 90)))
      turned.draw(image, in: target, filter: .nearest)
    }
  }
}
