import Kinetype

struct BarChart: View {
  let values: [Double] = [0.3, 0.7, 0.5, 0.9, 0.4, 0.6]
  @State private var grown = false

  var body: some View {
    HStack(alignment: .bottom, spacing: 8) {
      ForEach(values.indices, id: \.self) { index in
        RoundedRectangle(cornerRadius: 4)
          .fill(.blue.gradient)
          .frame(width: 24, height: grown ? values[index] * 120 : 4)
          .animation(.spring(duration: 0.6).delay(Double(index) * 0.08), value: grown)
      }
    }
    .frame(height: 130, alignment: .bottom)
    .padding()
    .onAppear { grown = true }
  }
}

#Preview("Bars", traits: .sizeThatFitsLayout) {
  BarChart()
}
