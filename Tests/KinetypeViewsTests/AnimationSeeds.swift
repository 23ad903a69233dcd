import Kinetype

// Seed code that renders over time, as written in the seeds (only `import SwiftUI` changed
// to `import Kinetype`), with the few plain views a snippet uses but does not define.

// MARK: Seed 000, "Full Example: Elastic Ease-In-Out"

struct ElasticAnimation: CustomAnimation {
  let duration: TimeInterval

  func animate<V: VectorArithmetic>(
    value: V,
    time: TimeInterval,
    context: inout AnimationContext<V>
  ) -> V? {
    guard time <= duration else { return nil }
    let p = time / duration
    let s = sin((20 * p - 11.125) * ((2 * .pi) / 4.5))
    let progress: Double
    if p < 0.5 {
      progress = -(pow(2, 20 * p - 10) * s) / 2
    } else {
      progress = (pow(2, -20 * p + 10) * s) / 2 + 1
    }
    return value.scaled(by: progress)
  }
}

// MARK: Seed 000, "Ergonomic Extension Pattern"

extension Animation {
  static var elastic: Animation {
    elastic(duration: 0.35)
  }

  static func elastic(duration: TimeInterval) -> Animation {
    Animation(ElasticAnimation(duration: duration))
  }
}

/// The seed's usage line, `withAnimation(.elastic(duration: 0.5)) { isActive.toggle() }`, in
/// a view: a knob that travels when a button is tapped.
struct ElasticToggle: View {
  @State private var isActive = false

  var body: some View {
    VStack(spacing: 12) {
      Capsule()
        .fill(Color(white: 0.9))
        .frame(width: 180, height: 36)
        .overlay(alignment: .leading) {
          Circle()
            .fill(isActive ? Color.green : Color.gray)
            .frame(width: 28, height: 28)
            .offset(x: isActive ? 148 : 4)
        }
      Button("Toggle") {
        withAnimation(.elastic(duration: 0.5)) { isActive.toggle() }
      }
    }
    .padding(16)
  }
}

// MARK: Seed 000, "Multi-Phase with Complex State"

enum LoadPhase: CaseIterable {
  case ready, loading, spinning, complete

  var scale: Double {
    switch self {
    case .ready: 1.0
    case .loading: 0.9
    case .spinning: 1.0
    case .complete: 1.1
    }
  }

  var rotation: Angle {
    switch self {
    case .spinning: .degrees(360)
    default: .zero
    }
  }

  var opacity: Double {
    self == .loading ? 0.7 : 1.0
  }
}

struct LoadingIndicator: View {
  var body: some View {
    PhaseAnimator(LoadPhase.allCases) { phase in
      Image(systemName: "arrow.triangle.2.circlepath")
        .font(.title)
        .scaleEffect(phase.scale)
        .rotationEffect(phase.rotation)
        .opacity(phase.opacity)
    } animation: { phase in
      switch phase {
      case .ready: .smooth(duration: 0.2)
      case .loading: .easeIn(duration: 0.15)
      case .spinning: .linear(duration: 0.6)
      case .complete: .spring(duration: 0.3, bounce: 0.4)
      }
    }
  }
}

// MARK: Seed 000, "Trigger-Based One-Shot"

struct FeedbackDot: View {
  @State private var feedbackTrigger = 0

  var body: some View {
    Circle()
      .frame(width: 20, height: 20)
      .phaseAnimator(
        [false, true, false],
        trigger: feedbackTrigger
      ) { content, phase in
        content.scaleEffect(phase ? 1.5 : 1.0)
      } animation: { _ in
        .spring(duration: 0.25, bounce: 0.5)
      }
      .onTapGesture { feedbackTrigger += 1 }
  }
}

// MARK: Seed 000, "View Modifier Form"

struct HelloPhases: View {
  var body: some View {
    Text("Hello")
      .phaseAnimator([0.0, 1.0, 0.0]) { content, phase in
        content.opacity(phase)
      } animation: { _ in
        .easeInOut(duration: 0.8)
      }
  }
}

// MARK: Seed 000, "Bounce-and-Fade"

struct BounceValues {
  var yOffset: Double = 0
  var scale: Double = 1.0
  var opacity: Double = 1.0
  var rotation: Angle = .zero
}

struct BouncingBadge: View {
  @State private var trigger = false

  var body: some View {
    Text("NEW")
      .font(.caption.bold())
      .padding(6)
      .background(.red, in: Capsule())
      .keyframeAnimator(
        initialValue: BounceValues(),
        trigger: trigger
      ) { content, value in
        content
          .offset(y: value.yOffset)
          .scaleEffect(value.scale)
          .opacity(value.opacity)
          .rotationEffect(value.rotation)
      } keyframes: { _ in
        KeyframeTrack(\.yOffset) {
          SpringKeyframe(-20, duration: 0.2)
          CubicKeyframe(5, duration: 0.15)
          SpringKeyframe(0, duration: 0.3)
        }
        KeyframeTrack(\.scale) {
          CubicKeyframe(1.3, duration: 0.2)
          CubicKeyframe(0.95, duration: 0.15)
          SpringKeyframe(1.0, duration: 0.3)
        }
        KeyframeTrack(\.rotation) {
          LinearKeyframe(.degrees(-5), duration: 0.1)
          LinearKeyframe(.degrees(5), duration: 0.1)
          SpringKeyframe(.zero, duration: 0.2)
        }
        KeyframeTrack(\.opacity) {
          MoveKeyframe(1.0)
        }
      }
      .onTapGesture { trigger.toggle() }
  }
}

// MARK: Seed 000, "Repeating Keyframe Animation"

/// The values the seed's pulse animates (the seed uses the type without defining it).
struct PulseValues {
  var scale = 1.0
  var opacity = 1.0
}

struct Pulse: View {
  var body: some View {
    KeyframeAnimator(
      initialValue: PulseValues(),
      repeating: true
    ) { value in
      Circle()
        .fill(.blue)
        .frame(width: 40, height: 40)
        .scaleEffect(value.scale)
        .opacity(value.opacity)
    } keyframes: { _ in
      KeyframeTrack(\.scale) {
        CubicKeyframe(1.3, duration: 0.5)
        CubicKeyframe(1.0, duration: 0.5)
      }
      KeyframeTrack(\.opacity) {
        CubicKeyframe(0.6, duration: 0.5)
        CubicKeyframe(1.0, duration: 0.5)
      }
    }
  }
}

// MARK: Seed 000, "Limit Concurrent Animations" (the staggered list)

/// A list item (the seed uses `ItemView` and `items` without defining them).
struct ListItem: Identifiable {
  let id: Int
  let title: String
}

struct ItemView: View {
  let item: ListItem

  var body: some View {
    HStack {
      Circle().fill(.indigo).frame(width: 12, height: 12)
      Text(item.title).font(.body)
    }
    .padding(.horizontal, 12)
    .frame(width: 220, height: 36, alignment: .leading)
    .background(Color(white: 0.94), in: RoundedRectangle(cornerRadius: 8))
  }
}

struct StaggeredList: View {
  @State private var isVisible = false
  let items = ["Springs", "Keyframes", "Phases", "Transitions", "Renderers"].enumerated().map {
    ListItem(id: $0.offset, title: $0.element)
  }

  var body: some View {
    VStack(spacing: 8) {
      if isVisible {
        ForEach(Array(items.enumerated()), id: \.element.id) { index, item in
          ItemView(item: item)
            .transition(.move(edge: .bottom).combined(with: .opacity))
            .animation(.spring.delay(Double(index) * 0.05), value: isVisible)
        }
      }
    }
    .frame(width: 240, height: 240, alignment: .top)
    .padding(.top, 12)
    .onAppear { isVisible = true }
  }
}

// MARK: Seed 003, the Reduce Motion button

struct DetailsButton: View {
  @Environment(\.accessibilityReduceMotion) private var reduceMotion
  @State private var isExpanded = false

  var body: some View {
    Button("Details") {
      withAnimation(reduceMotion ? nil : .snappy) {
        isExpanded.toggle()
      }
    }
    .scaleEffect(isExpanded ? 1.08 : 1)
    .opacity(isExpanded ? 1 : 0.85)
  }
}

// MARK: Anchor §1.4, the WWDC24 sample's `TextTransition`, word for word

struct TextTransition: Transition {
  static var properties: TransitionProperties { TransitionProperties(hasMotion: true) }
  func body(content: Content, phase: TransitionPhase) -> some View {
    let duration = 0.9
    let elapsedTime = phase.isIdentity ? duration : 0
    let renderer = AppearanceEffectRenderer(elapsedTime: elapsedTime, totalDuration: duration)
    content.transaction { transaction in
      // Force the animation of `elapsedTime` to pace linearly and
      // drive per-glyph springs based on its value.
      if !transaction.disablesAnimations {
        transaction.animation = .linear(duration: duration)
      }
    } body: { view in
      view.textRenderer(renderer)
    }
  }
}

/// The sample's title shown with the transition, inserted by a task after 0.2 s.
struct TextTransitionDemo: View {
  @State private var isVisible = false

  var visualEffects: Text {
    Text("Visual Effects").customAttribute(EmphasisAttribute()).foregroundColor(.pink).bold()
  }

  var body: some View {
    ZStack {
      if isVisible {
        (Text("Build ") + visualEffects + Text(" with SwiftUI"))
          .font(.system(.title, design: .rounded, weight: .semibold))
          .multilineTextAlignment(.center)
          .frame(width: 250)
          .transition(TextTransition())
      }
    }
    .frame(width: 300, height: 130)
    .task {
      try? await Task.sleep(for: .seconds(0.2))
      isVisible = true
    }
  }
}
