import Kinetype

struct CardStrip: View {
  var body: some View {
    ScrollView(.horizontal) {
      HStack(spacing: 12) {
        ForEach(0..<5) { index in
          RoundedRectangle(cornerRadius: 12)
            .fill(Color(hue: Double(index) / 5, saturation: 0.6, brightness: 0.9))
            .frame(width: 90, height: 120)
            .overlay(Text("\(index + 1)").font(.largeTitle.bold()).foregroundStyle(.white))
        }
      }
      .padding()
    }
    .frame(width: 300)
  }
}

#Preview("Strip", traits: .sizeThatFitsLayout) {
  CardStrip()
}
