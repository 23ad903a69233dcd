import Foundation
import Kinetype
import KinetypeTesting
import KinetypeViewGraph
import Testing

// View code as SwiftUI developers write it, compiled against `import Kinetype`: if any name,
// signature or overload differed from SwiftUI's, this file would not compile.

private struct Triangle: Shape {
  func path(in rect: CGRect) -> Path {
    var path = Path()
    path.move(to: CGPoint(x: rect.midX, y: rect.minY))
    path.addLine(to: .init(x: rect.maxX, y: rect.maxY))
    path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    path.closeSubpath()
    return path
  }
}

private struct Item: Identifiable {
  let id: Int
  let title: String
}

private enum Status { case online, away, offline }

private struct ProfileRow: View {
  let name: String
  let status: Status
  var note: String?
  @Environment(\.dynamicTypeSize) private var dynamicTypeSize

  var body: some View {
    HStack(alignment: .center, spacing: 12) {
      Circle()
        .fill(Color.blue.opacity(0.3))
        .frame(width: 44, height: 44)
        .overlay(Text(String(name.prefix(1))).font(.headline))
      VStack(alignment: .leading, spacing: 2) {
        Text(name).font(.headline)
        switch status {
        case .online: Text("Online").foregroundColor(.green)
        case .away: Text("Away").foregroundStyle(.orange)
        case .offline: Text("Offline").foregroundStyle(.secondary)
        }
        if let note {
          Text(note).font(.caption).lineLimit(2)
        }
      }
      Spacer(minLength: 0)
      if dynamicTypeSize.isAccessibilitySize {
        EmptyView()
      } else {
        Image(systemName: "chevron.right").foregroundStyle(.gray)
      }
    }
    .padding(.horizontal)
    .padding(.vertical, 8)
    .frame(maxWidth: .infinity, alignment: .leading)
    .background(Color.white)
    .cornerRadius(12)
    .shadow(radius: 4)
  }
}

private struct Gallery: View {
  let items = [Item(id: 1, title: "One"), Item(id: 2, title: "Two"), Item(id: 3, title: "Three")]

  var body: some View {
    VStack(spacing: 16) {
      ZStack(alignment: .topLeading) {
        LinearGradient(colors: [.purple, .pink], startPoint: .top, endPoint: .bottom)
        Triangle()
          .fill(.yellow)
          .frame(width: 40, height: 30)
          .rotationEffect(.degrees(15))
          .offset(x: 10, y: 10)
      }
      .frame(height: 80)
      .clipShape(RoundedRectangle(cornerRadius: 12, style: .continuous))
      HStack {
        ForEach(items) { item in
          Text(item.title)
            .font(.system(size: 14, weight: .semibold, design: .rounded))
            .padding(EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))
            .background(Capsule().strokeBorder(.blue, lineWidth: 1))
            .background(.white, in: .rect(cornerRadius: 4))
        }
      }
      Group {
        Text("Tabular ") + Text("0123").font(.body.monospacedDigit()).bold()
        Text(verbatim: "**not bold**").italic()
      }
      .multilineTextAlignment(.center)
      Divider()
      GeometryReader { proxy in
        Canvas { context, size in
          let rect = CGRect(origin: .zero, size: size).insetBy(dx: 4, dy: 4)
          context.stroke(
            Path(roundedRect: rect, cornerRadius: 6), with: .color(.teal), lineWidth: 2)
          context.fill(
            Path(ellipseIn: rect.insetBy(dx: rect.width / 3, dy: 4)), with: .color(.mint))
        }
        .frame(width: proxy.size.width, height: 40)
      }
      .frame(height: 40)
      HStack(spacing: 4) {
        ForEach(0..<5, id: \.self) { index in
          RoundedRectangle(cornerRadius: 3)
            .stroke(Color.gray, lineWidth: 1)
            .frame(width: 12, height: CGFloat(index + 1) * 6)
            .opacity(index.isMultiple(of: 2) ? 1 : 0.5)
        }
      }
      .fixedSize()
      AnyView(Text("Scaled").scaleEffect(1.2).blur(radius: 0.5))
        .layoutPriority(1)
    }
    .padding()
    .font(.title3.weight(.semibold))
    .background(Color(red: 0.96, green: 0.96, blue: 0.98))
  }
}

@Suite struct SwiftUICompatibilityTests {
  @Test func compatibility_foundationNamesComeWithKinetype() {
    // `import Kinetype` brings Foundation, as `import SwiftUI` does.
    let duration: TimeInterval = 0.5
    let wave: CGFloat = sin(CGFloat.pi / 2) * pow(2, 3)
    let point = CGPoint(x: 1, y: 2)
    #expect(duration * 2 == 1)
    #expect(wave == 8)
    #expect(CGRect(origin: point, size: CGSize(width: 3, height: 4)).maxX == 4)
    // Path speaks Core Graphics; `.zero` is CGPoint's.
    let path = Path { p in
      p.move(to: .zero)
      p.addLine(to: CGPoint(x: 4, y: 3))
    }
    #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 4, height: 3))
    // CGFloat and Double mix as SwiftUI code expects.
    let width: CGFloat = 10
    let half: Double = width / 2
    #expect(half == 5)
  }

  @Test func compatibility_namedColorsAreSwiftUIs() {
    // Apple HIG, iOS system colors (light), the same as SkipUI's light values.
    #expect(Color.red.hexString == "#ff3b30ff")
    #expect(Color.mint.hexString == "#00c7beff")
    #expect(Color.teal.hexString == "#30b0c7ff")
    #expect(Color.cyan.hexString == "#32ade6ff")
    #expect(Color.indigo.hexString == "#5856d6ff")
    #expect(Color.brown.hexString == "#a2845eff")
    #expect(Color.primary == .black)
    let style: Color = .secondary
    #expect(style.opacity == 0.6)
    #expect(Color(.sRGBLinear, white: 0.5).red > 0.7)
    #expect(Color(hue: 0, saturation: 1, brightness: 1) == Color(red: 1, green: 0, blue: 0))
  }

  @Test func compatibility_typicalViewsRender() throws {
    let row = ImageRenderer(content: ProfileRow(name: "Ada", status: .away, note: "Back at 3"))
    row.proposedSize = ProposedViewSize(width: 320, height: nil)
    let pixmap = try row.render()
    #expect(pixmap.width == 320)
    #expect(row.warnings.isEmpty, "\(row.warnings)")
    let gallery = ImageRenderer(content: Gallery())
    gallery.proposedSize = ProposedViewSize(width: 320, height: nil)
    #expect(try gallery.render().width == 320)
    #expect(gallery.warnings.isEmpty, "\(gallery.warnings)")
  }
}
