public import Foundation
import KinetypeViewGraph

// SwiftUI's shader modifiers. Metal shaders cannot run on Linux: each modifier draws the view
// unchanged and reports a `Warning` (kind `unsupported-feature`) naming the shader function
// (never silently). With `isEnabled: false` the effect is off, as in SwiftUI, and nothing is
// reported.

extension View {
  /// Applies `shader` to the color of each pixel of this view, as SwiftUI's `colorEffect`.
  /// Kinetype draws the view without it, with a warning naming the function.
  public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some View {
    shaderEffect(.color, shader, maxSampleOffset: .zero, isEnabled: isEnabled)
  }

  /// Moves each pixel of this view to where `shader` says, as SwiftUI's `distortionEffect`.
  /// Kinetype draws the view without it, with a warning naming the function.
  public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true)
    -> some View
  {
    shaderEffect(.distortion, shader, maxSampleOffset: maxSampleOffset, isEnabled: isEnabled)
  }

  /// Computes each pixel of this view from the layer it is drawn into with `shader`, as
  /// SwiftUI's `layerEffect`. Kinetype draws the view without it, with a warning naming the
  /// function.
  public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true)
    -> some View
  {
    shaderEffect(.layer, shader, maxSampleOffset: maxSampleOffset, isEnabled: isEnabled)
  }

  private func shaderEffect(
    _ kind: ShaderEffect.Kind, _ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool
  ) -> some View {
    modifier(
      EffectStepsModifier(
        kind: kind.rawValue,
        steps: [
          .shader(
            ShaderEffect(
              kind: kind, shader: shader, maxSampleOffset: maxSampleOffset, isEnabled: isEnabled)
          )
        ]))
  }
}

extension VisualEffect {
  /// A `colorEffect` inside a visual effect (drawn without it on Linux, with a warning).
  public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some VisualEffect {
    appending(
      .shader(
        ShaderEffect(kind: .color, shader: shader, maxSampleOffset: .zero, isEnabled: isEnabled)))
  }

  /// A `distortionEffect` inside a visual effect (drawn without it on Linux, with a warning).
  public func distortionEffect(
    _ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true
  ) -> some VisualEffect {
    appending(
      .shader(
        ShaderEffect(
          kind: .distortion, shader: shader, maxSampleOffset: maxSampleOffset,
          isEnabled: isEnabled)))
  }

  /// A `layerEffect` inside a visual effect (drawn without it on Linux, with a warning).
  public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true)
    -> some VisualEffect
  {
    appending(
      .shader(
        ShaderEffect(
          kind: .layer, shader: shader, maxSampleOffset: maxSampleOffset, isEnabled: isEnabled)))
  }
}
