import Kinetype

struct PriceTag: View {
  var body: some View {
    HStack(alignment: .firstTextBaseline, spacing: 2) {
      Text("$")
        .font(.title3)
        .alignmentGuide(.firstTextBaseline) { dimensions in dimensions[.firstTextBaseline] + 10 }
      Text("42")
        .font(.system(size: 54, weight: .bold))
      Text(".99")
        .font(.title3)
        .alignmentGuide(.firstTextBaseline) { dimensions in dimensions[.firstTextBaseline] + 10 }
    }
    .padding()
  }
}

#Preview(traits: .sizeThatFitsLayout) {
  PriceTag()
}
