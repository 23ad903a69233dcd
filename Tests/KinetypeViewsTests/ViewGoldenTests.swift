import Foundation
import Kinetype
import KinetypeTesting
import KinetypeViewGraph
import Testing

/// A landscape drawn in a `Canvas`, saved as a PNG and read back: the card's photo.
func landscapePNG() throws -> String {
  let canvas = Canvas { context, size in
    let sky = Gradient(colors: [Color(red: 0.13, green: 0.16, blue: 0.35), .indigo, .orange])
    context.fill(
      Path(CGRect(origin: .zero, size: size)),
      with: .linearGradient(sky, startPoint: .zero, endPoint: CGPoint(x: 0, y: Double(size.height)))
    )
    context.fill(
      Path(ellipseIn: CGRect(x: size.width * 0.62, y: size.height * 0.28, width: 56, height: 56)),
      with: .color(Color(red: 1, green: 0.93, blue: 0.75)))
    var hills = Path()
    hills.move(to: CGPoint(x: 0, y: size.height))
    hills.addLine(to: CGPoint(x: 0, y: size.height * 0.7))
    hills.addCurve(
      to: CGPoint(x: size.width, y: size.height * 0.62),
      control1: CGPoint(x: size.width * 0.3, y: size.height * 0.45),
      control2: CGPoint(x: size.width * 0.6, y: size.height * 0.85))
    hills.addLine(to: CGPoint(x: size.width, y: size.height))
    hills.closeSubpath()
    context.fill(hills, with: .color(Color(red: 0.1, green: 0.12, blue: 0.22)))
  }
  let renderer = ImageRenderer(content: canvas.frame(width: 320, height: 180))
  let path = FileManager.default.temporaryDirectory.appendingPathComponent(
    "kinetype-landscape-\(ProcessInfo.processInfo.processIdentifier).png"
  ).path
  try renderer.render().writePNG(to: path)
  return path
}

/// A card: a photo with a title appearing over a gradient, and a caption.
struct CaptionCard: View {
  let photo: Image
  let time: Double

  var title: Text {
    Text("Moonlight ") + Text("over the bay").customAttribute(EmphasisAttribute())
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      photo
        .resizable()
        .scaledToFill()
        .frame(width: 320, height: 180)
        .clipped()
        .overlay(alignment: .bottomLeading) {
          LinearGradient(
            colors: [.clear, Color(white: 0, opacity: 0.7)], startPoint: .top,
            endPoint: .bottom
          )
          .frame(height: 90)
        }
        .overlay(alignment: .bottomLeading) {
          title
            .font(.title2.bold())
            .foregroundStyle(.white)
            .textRenderer(AppearRenderer(elapsedTime: time))
            .padding(14)
        }
      VStack(alignment: .leading, spacing: 4) {
        Text("Night photography").font(.headline)
        Text("Long exposures turn the tide into glass.")
          .font(.footnote)
          .foregroundStyle(.secondary)
      }
      .padding(14)
    }
    .frame(width: 320)
    .background(.white)
    .clipShape(RoundedRectangle(cornerRadius: 16))
    .padding(20)
    .background(Color(white: 0.92))
  }
}

@Suite struct ViewGoldenTests {
  @Test(arguments: [0.1, 0.35, 0.8])
  func golden_captionCard(time: Double) throws {
    let photo = try Image(contentsOfPNGFile: try landscapePNG())
    let frames = try ViewFrames(duration: 0.8) { t in CaptionCard(photo: photo, time: t) }
    let milliseconds = Int((time * 1000).rounded())
    let name =
      "caption-card@t" + String(repeating: "0", count: 4 - String(milliseconds).count)
      + String(milliseconds) + "ms"
    assertGolden(try frames.renderFrame(at: time), named: name, suite: "Views")
  }

  @Test func golden_badgesAlignedOnFirstTextBaseline() throws {
    let renderer = renderer(ThreeBadges(), scale: 2)
    assertGolden(try renderer.render(), named: "three-badges-baseline", suite: "Views")
    renderer.showsFrameOutlines = true
    assertGolden(try renderer.render(), named: "three-badges-outlines", suite: "Views")
  }
}
