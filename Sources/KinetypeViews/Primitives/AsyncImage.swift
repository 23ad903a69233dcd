public import Foundation
import KinetypeCore
import KinetypeRaster
public import KinetypeViewGraph

/// A view that loads and shows an image from a URL, as SwiftUI's `AsyncImage`, offline and
/// deterministic.
///
/// ```swift
/// AsyncImage(url: URL(fileURLWithPath: "cover.png")) { image in
///   image.resizable().scaledToFit()
/// } placeholder: {
///   ProgressView()
/// }
/// ```
///
/// A `file://` URL, or a URL with no scheme (a path, relative to the working directory), is
/// read as a PNG when the view is made: every frame shows the `.success` phase (or
/// `.failure`, with a `missing-resource` warning, when the file is missing or not a PNG).
/// Kinetype does not fetch over the network: any other URL stays in the `.empty` phase, as
/// SwiftUI shows it while loading, with an `unsupported-feature` warning; a nil URL is `.empty`
/// without a warning. `AsyncImage(url:)` draws the image at its own size (scaled by `scale`)
/// and, until then, SwiftUI's standard placeholder: a gray box filling the space offered.
public struct AsyncImage<Content: View>: View {
  let url: URL?
  let scale: CGFloat
  let content: ((AsyncImagePhase) -> Content)?

  /// The image at `url`, or a gray placeholder filling the space offered until it loads.
  public init(url: URL?, scale: CGFloat = 1) where Content == Image {
    self.url = url
    self.scale = scale
    content = nil
  }

  /// `content(image)` once the image at `url` loads, `placeholder()` until then (and on
  /// failure).
  public init<I: View, P: View>(
    url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
    @ViewBuilder placeholder: @escaping () -> P
  ) where Content == _ConditionalContent<I, P> {
    self.init(url: url, scale: scale) { (phase: AsyncImagePhase) -> _ConditionalContent<I, P> in
      if let image = phase.image {
        return ViewBuilder.buildEither(first: content(image))
      }
      return ViewBuilder.buildEither(second: placeholder())
    }
  }

  /// `content(phase)` for the load's phase. `transaction` is kept for no one: the phase
  /// never changes while the view shows.
  public init(
    url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
    @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
  ) {
    self.url = url
    self.scale = scale
    self.content = content
  }

  /// The view for the phase the load is in.
  public var body: some View {
    let content = content
    return AsyncImageLoader(url: url, scale: scale) { phase in
      if let content { return AnyView(content(phase)) }
      if let image = phase.image { return AnyView(image) }
      return AnyView(Rectangle().fill(AsyncImageLoader.placeholderColor))
    }
  }
}

/// The phase of an ``AsyncImage``'s load, as SwiftUI's `AsyncImagePhase`.
public enum AsyncImagePhase: Sendable {
  /// No image: the URL is nil, or the load has not finished (offline: a network URL).
  case empty
  /// The image loaded.
  case success(Image)
  /// The load failed with this error.
  case failure(any Error)

  /// The loaded image, if any.
  public var image: Image? {
    if case .success(let image) = self { return image }
    return nil
  }

  /// The error the load failed with, if any.
  public var error: (any Error)? {
    if case .failure(let error) = self { return error }
    return nil
  }
}

/// Loads the image when the view is made and resolves the view for its phase.
struct AsyncImageLoader: View, PrimitiveView {
  let url: URL?
  let scale: CGFloat
  let make: (AsyncImagePhase) -> AnyView

  /// SwiftUI's standard placeholder, a gray box: drawn in `systemFill`.
  static let placeholderColor = SystemColor.fill

  var body: Never { primitiveBody("AsyncImage") }

  package func makeNodes(in context: ResolveContext) -> [ViewNode] {
    var inner = context
    inner.labels.append("AsyncImage")
    return inner.resolve(make(phase(in: context)), component: .child(0))
  }

  /// The phase: loaded from a file, or empty for a network URL (with a warning).
  func phase(in context: ResolveContext) -> AsyncImagePhase {
    guard let url else { return .empty }
    guard url.isFileURL || url.scheme == nil else {
      context.graph.warn(
        "AsyncImage(url: \(url.absoluteString)): Kinetype does not fetch over the network; "
          + "the view stays in its empty phase (its placeholder)", at: context,
        kind: .unsupportedFeature)
      return .empty
    }
    do {
      let pixmap = try Pixmap(contentsOfPNGFile: url.path)
      return .success(Image(pixmap: pixmap, scale: scale))
    } catch {
      context.graph.warn(
        "AsyncImage(url: \(url.path)): \(error); the view shows its failure phase",
        at: context, kind: .missingResource)
      return .failure(error)
    }
  }
}
