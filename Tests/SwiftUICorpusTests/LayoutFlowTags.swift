import Kinetype

struct FlowLayout: Layout {
  var spacing: CGFloat = 8

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let rows = arrange(subviews, width: proposal.width ?? .infinity)
    let width = rows.map(\.width).max() ?? 0
    let height = rows.map(\.height).reduce(0, +) + spacing * CGFloat(max(rows.count - 1, 0))
    return CGSize(width: width, height: height)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    var y = bounds.minY
    for row in arrange(subviews, width: bounds.width) {
      var x = bounds.minX
      for index in row.indices {
        let size = subviews[index].sizeThatFits(.unspecified)
        subviews[index].place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
        x += size.width + spacing
      }
      y += row.height + spacing
    }
  }

  private struct Row {
    var indices: [Int] = []
    var width: CGFloat = 0
    var height: CGFloat = 0
  }

  private func arrange(_ subviews: Subviews, width: CGFloat) -> [Row] {
    var rows = [Row()]
    for index in subviews.indices {
      let size = subviews[index].sizeThatFits(.unspecified)
      if rows[rows.count - 1].width + size.width > width, !rows[rows.count - 1].indices.isEmpty {
        rows.append(Row())
      }
      let gap = rows[rows.count - 1].indices.isEmpty ? 0 : spacing
      rows[rows.count - 1].indices.append(index)
      rows[rows.count - 1].width += gap + size.width
      rows[rows.count - 1].height = max(rows[rows.count - 1].height, size.height)
    }
    return rows
  }
}

struct TagCloud: View {
  let tags = ["Swift", "Linux", "Kinetic", "Typography", "Previews", "HarfBuzz", "ICU", "PNG"]

  var body: some View {
    FlowLayout {
      ForEach(tags, id: \.self) { tag in
        Text(tag)
          .font(.subheadline)
          .padding(.horizontal, 10)
          .padding(.vertical, 5)
          .background(.blue.opacity(0.12), in: Capsule())
      }
    }
    .frame(width: 260)
    .padding()
  }
}

#Preview("Tags", traits: .sizeThatFitsLayout) {
  TagCloud()
}
