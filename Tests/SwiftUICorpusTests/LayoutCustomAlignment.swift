import Kinetype

extension HorizontalAlignment {
  private enum Colon: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
  }

  static let colon = HorizontalAlignment(Colon.self)
}

struct FormRows: View {
  var body: some View {
    VStack(alignment: .colon, spacing: 8) {
      row("Name", "Ada")
      row("Language", "Swift")
      row("OS", "Linux")
    }
    .padding()
  }

  func row(_ label: String, _ value: String) -> some View {
    HStack(spacing: 4) {
      Text(label + ":").foregroundStyle(.secondary)
      Text(value).bold()
        .alignmentGuide(.colon) { dimensions in dimensions[.leading] }
    }
  }
}

#Preview("Colons", traits: .sizeThatFitsLayout) {
  FormRows()
}
