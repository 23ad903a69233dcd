import Kinetype

struct QuoteCard: View {
  let quote: String
  let author: String

  var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      Text(quote).font(.body.italic())
      Text("— \(author)").font(.caption).foregroundStyle(.secondary)
    }
    .padding()
    .frame(width: 260, alignment: .leading)
    .background(.yellow.opacity(0.15), in: RoundedRectangle(cornerRadius: 10))
  }
}

// A preview body as people write them: a comment with a brace }, a string with braces and
// an interpolation, a raw string, a `let`, and a member chain across lines.
#Preview("Quote", traits: .sizeThatFitsLayout) {
  @Previewable @State var author = "A. Nonymous"  // } not the end
  let braces = "{ curly } \(1 + 1)"
  let raw = #"a "raw" string with } and \(not interpolated)"#
  /* a block comment with { */
  QuoteCard(quote: "Braces \(braces) and \(raw.count) characters.", author: author)
    .padding()
}
