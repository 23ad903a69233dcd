import Kinetype

struct TabBar: View {
  let tabs = ["Home", "Search", "Profile"]
  @State private var selected = "Home"
  @Namespace private var underline

  var body: some View {
    HStack(spacing: 24) {
      ForEach(tabs, id: \.self) { tab in
        VStack(spacing: 4) {
          Text(tab)
            .font(.callout.weight(selected == tab ? .bold : .regular))
          if selected == tab {
            Capsule()
              .frame(height: 3)
              .matchedGeometryEffect(id: "underline", in: underline)
          } else {
            Capsule().fill(.clear).frame(height: 3)
          }
        }
        .onTapGesture {
          withAnimation(.spring(duration: 0.35)) { selected = tab }
        }
      }
    }
    .padding()
  }
}

#Preview("Tabs", traits: .sizeThatFitsLayout) {
  TabBar()
}
