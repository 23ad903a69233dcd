import Foundation
import KinetypeText
import KinetypeViewGraph

/// What a ``ControlSize`` changes in a bordered button: its font, its padding, its least
/// height and the corners of its automatic border shape (docs/views.md, "Control sizes").
/// `.regular` is the drawing of ``BorderedButtonStyle``: 12 × 7 points of padding, 8-point
/// corners, the environment's font.
struct BorderedButtonMetrics: Equatable {
  /// The label's font; nil keeps the environment's.
  let font: Font?
  /// The padding each side of the label.
  let horizontal: CGFloat
  /// The padding above and below the label.
  let vertical: CGFloat
  /// The least height of the button.
  let minHeight: CGFloat
  /// The corner radius of `.automatic` and `.roundedRectangle`.
  let cornerRadius: CGFloat

  init(_ size: ControlSize) {
    switch size {
    case .mini, .small:
      // Flutter's `CupertinoButtonSize.small` ("based on the iOS (17) Human Interface
      // Guidelines"): 12 × 6 points of padding, 28 points at least, the smaller action text
      // (15 points: the subheadline style). `.mini` is drawn as `.small`: Kinetype's choice.
      self.init(font: .subheadline, horizontal: 12, vertical: 6, minHeight: 28, cornerRadius: 8)
    case .regular:
      self.init(font: nil, horizontal: 12, vertical: 7, minHeight: 0, cornerRadius: 8)
    case .large, .extraLarge:
      // 50 points tall with body text: Kinetype's choice (Apple publishes no height); 20
      // points each side and 12-point corners: Flutter's `CupertinoButtonSize.large`.
      // `.extraLarge` is drawn as `.large`: Kinetype's choice.
      self.init(font: nil, horizontal: 20, vertical: 14, minHeight: 50, cornerRadius: 12)
    }
  }

  private init(
    font: Font?, horizontal: CGFloat, vertical: CGFloat, minHeight: CGFloat, cornerRadius: CGFloat
  ) {
    self.font = font
    self.horizontal = horizontal
    self.vertical = vertical
    self.minHeight = minHeight
    self.cornerRadius = cornerRadius
  }
}

/// A bordered button's label padded for the environment's control size: at `.regular`,
/// exactly ``BorderedButtonStyle``'s 12 × 7 points.
struct SizedButtonLabel<Content: View>: View {
  let content: Content
  @Environment(\.controlSize) private var size
  @Environment(\.font) private var font

  var body: some View {
    if size == .regular {
      content.padding(.horizontal, 12).padding(.vertical, 7)
    } else {
      let metrics = BorderedButtonMetrics(size)
      content
        .font(metrics.font ?? font)
        .padding(.horizontal, metrics.horizontal)
        .padding(.vertical, metrics.vertical)
        .frame(minHeight: metrics.minHeight)
    }
  }
}

extension ControlSize {
  /// The side of a circular progress view's spinner: UIActivityIndicatorView's `.large` style,
  /// 37 points, at `.large` and `.extraLarge`; its `.medium` style, 20 points, otherwise
  /// (Apple's UIKit User Interface Catalog, "Activity Indicators": "20 × 20 or 37 × 37,
  /// depending on its style").
  var spinnerSide: CGFloat {
    switch self {
    case .large, .extraLarge: 37
    case .mini, .small, .regular: 20
    }
  }

  /// The height of a segmented picker: UISegmentedControl's 32 points at `.regular`; 24, 28
  /// and 40 points at `.mini`, `.small` and `.large` (and `.extraLarge`) are Kinetype's choice.
  var segmentedHeight: CGFloat {
    switch self {
    case .mini: 24
    case .small: 28
    case .regular: 32
    case .large, .extraLarge: 40
    }
  }
}
