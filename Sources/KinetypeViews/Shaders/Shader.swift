public import Foundation
public import KinetypeCore
import KinetypeViewGraph

/// A library of Metal shader functions, as SwiftUI's `ShaderLibrary`: `ShaderLibrary.ripple`
/// names the function `ripple`, and calling it with arguments makes a ``Shader``.
///
/// ```swift
/// Image("cover").layerEffect(
///   ShaderLibrary.ripple(.float2(origin), .float(elapsedTime)),
///   maxSampleOffset: CGSize(width: 24, height: 24))
/// ```
///
/// Metal does not run on Linux, so Kinetype cannot execute shader functions: the code
/// compiles, and a view with a shader effect is drawn without it, with a warning naming the
/// function (`ImageRenderer.warnings`). See docs/views.md, "Shaders".
@dynamicMemberLookup
public struct ShaderLibrary: Hashable, Sendable {
  enum Source: Hashable, Sendable {
    case main
    case bundle(path: String)
    case url(URL)
    case data(Data)
  }

  let source: Source

  /// The app's default library (the main bundle's `default.metallib`).
  public static let `default` = ShaderLibrary(source: .main)

  /// The default library of `bundle`.
  public static func bundle(_ bundle: Bundle) -> ShaderLibrary {
    ShaderLibrary(source: .bundle(path: bundle.bundlePath))
  }

  /// The library in the `.metallib` file at `url`.
  public init(url: URL) { source = .url(url) }

  /// The library whose `.metallib` contents are `data`.
  public init(data: Data) { source = .data(data) }

  init(source: Source) { self.source = source }

  /// The function called `name` in this library.
  public subscript(dynamicMember name: String) -> ShaderFunction {
    ShaderFunction(library: self, name: name)
  }

  /// The function called `name` in the default library.
  public static subscript(dynamicMember name: String) -> ShaderFunction {
    ShaderFunction(library: .default, name: name)
  }
}

/// A shader function in a library, as SwiftUI's `ShaderFunction`; call it with arguments to
/// make a ``Shader``.
@dynamicCallable
public struct ShaderFunction: Hashable, Sendable {
  /// The library the function is in.
  public var library: ShaderLibrary
  /// The function's name.
  public var name: String

  /// The function `name` of `library`.
  public init(library: ShaderLibrary, name: String) {
    self.library = library
    self.name = name
  }

  /// The shader calling this function with `arguments` (after the ones the effect passes).
  public func dynamicallyCall(withArguments arguments: [Shader.Argument]) -> Shader {
    Shader(function: self, arguments: arguments)
  }
}

/// A shader function with its arguments, as SwiftUI's `Shader`: what `colorEffect`,
/// `distortionEffect` and `layerEffect` apply. Kinetype cannot run it (Metal does not run on
/// Linux); views with a shader effect are drawn without it, with a warning.
public struct Shader: Sendable {
  /// The function.
  public var function: ShaderFunction
  /// The arguments passed after the ones the effect supplies (position, color, layer).
  public var arguments: [Argument]
  /// Whether the shader's output is dithered. Default: false.
  public var dithersColor = false

  /// A shader calling `function` with `arguments`.
  public init(function: ShaderFunction, arguments: [Argument]) {
    self.function = function
    self.arguments = arguments
  }

  /// A value passed to a shader function, as SwiftUI's `Shader.Argument`.
  public struct Argument: Sendable {
    enum Value: Sendable {
      case float(Float)
      case float2(SIMD2<Float>)
      case float3(SIMD3<Float>)
      case float4(SIMD4<Float>)
      case color(Color)
      case colorArray([Color])
      case floatArray([Float])
      case image(Image)
      case data(Data)
      case boundingRect
    }

    let value: Value

    /// A `float`.
    public static func float<T: BinaryFloatingPoint>(_ x: T) -> Argument {
      Argument(value: .float(Float(x)))
    }

    /// A `float2` of `x` and `y`.
    public static func float2<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> Argument {
      Argument(value: .float2(SIMD2(Float(x), Float(y))))
    }

    /// A `float2` of a point.
    public static func float2(_ point: CGPoint) -> Argument { float2(point.x, point.y) }

    /// A `float2` of a size.
    public static func float2(_ size: CGSize) -> Argument { float2(size.width, size.height) }

    /// A `float2` of a vector.
    public static func float2(_ vector: SIMD2<Float>) -> Argument {
      Argument(value: .float2(vector))
    }

    /// A `float3` of `x`, `y`, `z`.
    public static func float3<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T) -> Argument {
      Argument(value: .float3(SIMD3(Float(x), Float(y), Float(z))))
    }

    /// A `float3` of a vector.
    public static func float3(_ vector: SIMD3<Float>) -> Argument {
      Argument(value: .float3(vector))
    }

    /// A `float4` of `x`, `y`, `z`, `w`.
    public static func float4<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T, _ w: T) -> Argument {
      Argument(value: .float4(SIMD4(Float(x), Float(y), Float(z), Float(w))))
    }

    /// A `float4` of a vector.
    public static func float4(_ vector: SIMD4<Float>) -> Argument {
      Argument(value: .float4(vector))
    }

    /// A `half4` color.
    public static func color(_ color: Color) -> Argument { Argument(value: .color(color)) }

    /// A `device const half4 *` of colors, with its count.
    public static func colorArray(_ array: [Color]) -> Argument {
      Argument(value: .colorArray(array))
    }

    /// A `device const float *` of values, with its count.
    public static func floatArray(_ array: [Float]) -> Argument {
      Argument(value: .floatArray(array))
    }

    /// A `texture2d<half>` of an image.
    public static func image(_ image: Image) -> Argument { Argument(value: .image(image)) }

    /// A `device const void *` of raw bytes, with their count.
    public static func data(_ data: Data) -> Argument { Argument(value: .data(data)) }

    /// The bounding rectangle of the drawing, as a `float4`.
    public static var boundingRect: Argument { Argument(value: .boundingRect) }
  }
}

/// A shader applied to a view: which kind of effect, how far it may sample, whether it is on.
struct ShaderEffect: Sendable {
  enum Kind: String, Sendable {
    case color = "colorEffect"
    case distortion = "distortionEffect"
    case layer = "layerEffect"
  }

  let kind: Kind
  let shader: Shader
  let maxSampleOffset: CGSize
  let isEnabled: Bool

  /// The warning for a shader Kinetype cannot run.
  var unsupportedMessage: String {
    "\(kind.rawValue): the Metal shader function \"\(shader.function.name)\" cannot run on "
      + "Linux; the view is drawn without it"
  }
}
