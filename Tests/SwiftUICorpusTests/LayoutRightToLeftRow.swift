import Kinetype

struct Chevron: Shape {
  func path(in rect: CGRect) -> Path {
    var path = Path()
    path.move(to: CGPoint(x: rect.minX, y: rect.minY))
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
    path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    return path
  }
}

struct ContactRow: View {
  let name: String
  let detail: String
  let tint: Color

  var body: some View {
    HStack(spacing: 12) {
      Circle()
        .fill(tint.gradient)
        .frame(width: 36, height: 36)
        .overlay {
          Text(String(name.prefix(1)))
            .font(.headline)
            .foregroundStyle(.white)
        }
      VStack(alignment: .leading, spacing: 2) {
        Text(name).font(.headline)
        Text(detail).font(.subheadline).foregroundStyle(.secondary)
      }
      .frame(maxWidth: .infinity, alignment: .leading)
      Chevron()
        .stroke(.gray, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
        .frame(width: 6, height: 12)
        .flipsForRightToLeftLayoutDirection(true)
    }
    .padding(.leading, 4)
  }
}

struct InboxRows: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      ContactRow(name: "مريم", detail: "رسالة جديدة", tint: .teal)
      ContactRow(name: "נועה", detail: "שתי הודעות חדשות", tint: .orange)
      ContactRow(name: "Noah", detail: "Sent a photo", tint: .indigo)
    }
    .padding()
    .frame(width: 280)
    .environment(\.layoutDirection, .rightToLeft)
  }
}

#Preview("Inbox", traits: .sizeThatFitsLayout) {
  InboxRows()
}
