import Kinetype

// Seed 000_61dc51c435c2e9f1 ("All Symbol Effect Types", "Reduce Motion", "Animation
// Performance Tips"): its symbol-effect snippets with only the import changed, inside the
// plain views that give them their state.

/// "Discrete Effects (trigger with `value:`)".
struct DiscreteSymbolEffects: View {
  var count = 0
  var swapCount = 0

  var body: some View {
    HStack {
      Image(systemName: "bell.fill")
        .symbolEffect(.bounce.byLayer, value: count)

      Image(systemName: "arrow.left.arrow.right")
        .symbolEffect(.wiggle.left, value: swapCount)
    }
  }
}

/// "Indefinite Effects (toggle with `isActive:`)".
struct IndefiniteSymbolEffects: View {
  var isConnecting = true
  var isProcessing = true
  var isPlaying = true
  var isHighlighted = true
  var isFavorite = true

  var body: some View {
    HStack {
      Image(systemName: "wifi")
        .symbolEffect(.pulse.byLayer, isActive: isConnecting)

      Image(systemName: "gear")
        .symbolEffect(.rotate.clockwise, isActive: isProcessing)

      Image(systemName: "speaker.wave.3.fill")
        .symbolEffect(
          .variableColor.cumulative.nonReversing.dimInactiveLayers,
          options: .repeating,
          isActive: isPlaying
        )

      Image(systemName: "magnifyingglass")
        .symbolEffect(.scale.up, isActive: isHighlighted)

      Image(systemName: "heart.fill")
        .symbolEffect(.breathe, isActive: isFavorite)
    }
  }
}

/// "Transition Effects (appear/disappear)".
struct TransitionSymbolEffects: View {
  var showCheck = true
  var shouldHide = false

  var body: some View {
    HStack {
      Image(systemName: "checkmark.circle.fill")
        .symbolEffect(.appear, isActive: showCheck)

      Image(systemName: "xmark.circle")
        .symbolEffect(.disappear, isActive: shouldHide)
    }
  }
}

/// "Content Transition Effects (replace)".
struct ReplaceSymbolEffects: View {
  var isMuted = false
  var isPlaying = true

  var body: some View {
    HStack {
      Image(systemName: isMuted ? "speaker.slash" : "speaker.wave.3")
        .contentTransition(.symbolEffect(.replace.downUp))

      // Magic replace (morphs between symbols)
      Image(systemName: isPlaying ? "pause.fill" : "play.fill")
        .contentTransition(.symbolEffect(.replace.magic(fallback: .downUp)))
    }
  }
}

/// "SymbolEffectOptions", each line on its own bell.
struct SymbolEffectOptionsSampler: View {
  var count = 0

  var body: some View {
    HStack {
      Image(systemName: "bell").symbolEffect(.pulse, options: .default, isActive: true)
      Image(systemName: "bell").symbolEffect(.bounce, options: .repeating, value: count)
      Image(systemName: "bell").symbolEffect(.pulse, options: .nonRepeating, isActive: true)
      Image(systemName: "bell").symbolEffect(.bounce, options: .repeat(3), value: count)
      Image(systemName: "bell").symbolEffect(.pulse, options: .speed(2.0), isActive: true)

      // RepeatBehavior
      Image(systemName: "bell")
        .symbolEffect(.bounce, options: .repeat(.periodic(3, delay: 0.5)), value: count)
      Image(systemName: "bell").symbolEffect(.pulse, options: .repeat(.continuous), isActive: true)
    }
  }
}

/// "Removing Effects" and "Reduce Motion, Pattern 4".
struct RemovedSymbolEffects: View {
  @Environment(\.accessibilityReduceMotion) private var reduceMotion
  var isSearching = true

  var body: some View {
    HStack {
      Image(systemName: "star.fill")
        .symbolEffect(.pulse, isActive: true)
        .symbolEffectsRemoved(reduceMotion)

      Image(systemName: "wifi")
        .symbolEffect(.pulse, isActive: isSearching)
        .symbolEffectsRemoved(reduceMotion)
    }
  }
}

/// "Use drawingGroup for Complex Compositing" and "Use geometryGroup() for Nested Geometry",
/// with the views they name.
struct GroupedViews: View {
  var parentScale: CGFloat = 1.5

  struct ComplexAnimatedView: View {
    var body: some View {
      ZStack {
        Circle().fill(.pink).opacity(0.7).frame(width: 30, height: 30).offset(x: -8)
        Circle().fill(.blue).opacity(0.7).frame(width: 30, height: 30).offset(x: 8)
      }
    }
  }

  struct ParentView: View {
    var body: some View {
      RoundedRectangle(cornerRadius: 4).fill(.orange).frame(width: 20, height: 20)
    }
  }

  var body: some View {
    HStack(spacing: 24) {
      ComplexAnimatedView()
        .drawingGroup()

      ParentView()
        .scaleEffect(parentScale)
        .geometryGroup()  // children see stable geometry
    }
  }
}
