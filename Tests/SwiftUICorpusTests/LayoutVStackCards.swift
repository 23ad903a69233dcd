import Kinetype

struct NotificationStack: View {
  @State private var expanded = false

  var body: some View {
    VStack(spacing: expanded ? 8 : -40) {
      ForEach(0..<3) { index in
        RoundedRectangle(cornerRadius: 12)
          .fill(.white)
          .shadow(radius: 2)
          .frame(width: 240 - CGFloat(index) * (expanded ? 0 : 16), height: 56)
          .overlay(Text("Message \(index + 1)").font(.callout))
          .zIndex(Double(3 - index))
      }
    }
    .padding(.vertical, 50)
    .padding(.horizontal)
    .onTapGesture {
      withAnimation(.spring(duration: 0.5, bounce: 0.3)) { expanded.toggle() }
    }
  }
}

#Preview("Stack", traits: .fixedLayout(width: 300, height: 320)) {
  NotificationStack()
}
