import Foundation
import Kinetype
import KinetypeTesting
import KinetypeViewGraph
import Testing

/// Frames, padding, overlays, backgrounds, fixedSize and GeometryReader, each as SwiftUI
/// lays out the same code; the comment on each test says where the number comes from.
@Suite struct ModifierLayoutTests {
  @Test func frame_documentedEllipses() throws {
    // Apple, frame(width:height:alignment:): the first ellipse is 200×100; the second, with
    // only a height, takes whatever width its parent offers.
    let layout = try inspect(
      VStack {
        Ellipse().fill(Color.purple).frame(width: 200, height: 100)
        Ellipse().fill(Color.blue).frame(height: 100)
      },
      proposal: ProposedViewSize(width: 300, height: 300))
    #expect(
      layout.frames(ofType: "Ellipse") == [
        CGRect(x: 50, y: 0, width: 200, height: 100), CGRect(x: 0, y: 108, width: 300, height: 100),
      ])
  }

  @Test func frame_alignsItsContent() throws {
    // Apple, same page: Text("Hello world!").frame(width: 200, height: 30, alignment:
    // .topLeading) puts the text at the frame's top-leading corner.
    let layout = try inspect(
      Text("Hello world!").frame(width: 200, height: 30, alignment: .topLeading))
    let text = layout.frame(of: "Text")
    #expect(layout.size == CGSize(width: 200, height: 30))
    #expect(text.origin == .zero)
    let trailing = try inspect(
      Color.red.frame(width: 10, height: 10).frame(
        width: 100, height: 40, alignment: .bottomTrailing))
    #expect(trailing.frames(ofType: "Color") == [CGRect(x: 90, y: 30, width: 10, height: 10)])
  }

  @Test func flexibleFrame_documentedRules() throws {
    // Apple, frame(minWidth:idealWidth:maxWidth:…): "If both constraints are specified in a
    // dimension, the frame unconditionally adopts the size proposed for it, clamped".
    let both = Color.red.frame(minWidth: 50, maxWidth: 80)
    #expect(try inspect(both, proposal: ProposedViewSize(width: 200, height: 10)).size.width == 80)
    #expect(try inspect(both, proposal: ProposedViewSize(width: 10, height: 10)).size.width == 50)
    // "If a minimum constraint is specified and the size proposed … is less than the size
    // of this view, the proposed size, clamped to that minimum … Otherwise, the size of this
    // view."
    let minimum = Color.red.frame(width: 50).frame(minWidth: 20)
    for (proposed, width) in [(CGFloat(30), CGFloat(30)), (10, 20), (100, 50)] {
      let size = try inspect(minimum, proposal: ProposedViewSize(width: proposed, height: 10)).size
      #expect(size.width == width, "proposed \(proposed)")
    }
    // "If a maximum constraint is specified and the size proposed … is greater than the size
    // of this view, the proposed size, clamped to that maximum."
    let maximum = Color.red.frame(width: 50).frame(maxWidth: 80)
    for (proposed, width) in [(CGFloat(100), CGFloat(80)), (60, 60), (30, 50)] {
      let size = try inspect(maximum, proposal: ProposedViewSize(width: proposed, height: 10)).size
      #expect(size.width == width, "proposed \(proposed)")
    }
  }

  @Test func flexibleFrame_maxWidthInfinityFillsAndAligns() throws {
    // The common idiom: .frame(maxWidth: .infinity, alignment: .leading) takes the offered
    // width and puts the view at the leading edge.
    let layout = try inspect(
      Text("Hi").frame(maxWidth: .infinity, alignment: .leading),
      proposal: ProposedViewSize(width: 300, height: 100))
    #expect(layout.size.width == 300)
    #expect(layout.frame(of: "Text").minX == 0)
    // An ideal width replaces a nil proposal.
    #expect(
      try inspect(Color.red.frame(idealWidth: 120, idealHeight: 40)).size
        == CGSize(width: 120, height: 40))
  }

  @Test func padding_defaultIsSixteen() throws {
    // SwiftUI's default padding on iOS is 16 points on each edge (OpenSwiftUI's
    // DefaultPadding.swift).
    let layout = try inspect(Color.red.frame(width: 10, height: 10).padding())
    #expect(layout.size == CGSize(width: 42, height: 42))
    #expect(layout.frames(ofType: "Color") == [CGRect(x: 16, y: 16, width: 10, height: 10)])
    #expect(
      try inspect(Color.red.frame(width: 10, height: 10).padding(.horizontal, 5)).size
        == CGSize(width: 20, height: 10))
    let insets = try inspect(
      Color.red.frame(width: 10, height: 10).padding(
        EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)))
    #expect(insets.size == CGSize(width: 16, height: 14))
    #expect(insets.frames(ofType: "Color")[0].origin == CGPoint(x: 2, y: 1))
  }

  @Test func padding_shrinksTheProposal() throws {
    // Padding proposes the offered size minus the insets: a flexible color inside fills it.
    let layout = try inspect(
      Color.red.padding(10), proposal: ProposedViewSize(width: 100, height: 50))
    #expect(layout.frames(ofType: "Color") == [CGRect(x: 10, y: 10, width: 80, height: 30)])
  }

  @Test func overlay_placesByAlignmentAndKeepsTheSize() throws {
    // Apple, overlay(alignment:content:): the overlay is proposed the view's size and aligned
    // by `alignment`; the view's size does not change.
    let layout = try inspect(
      Color.blue.frame(width: 100, height: 100)
        .overlay(alignment: .bottomTrailing) { Color.red.frame(width: 20, height: 20) })
    #expect(layout.size == CGSize(width: 100, height: 100))
    #expect(layout.frames(ofType: "Color")[1] == CGRect(x: 80, y: 80, width: 20, height: 20))
    let filled = try inspect(Color.blue.frame(width: 100, height: 60).overlay { Color.red })
    #expect(filled.frames(ofType: "Color")[1] == CGRect(x: 0, y: 0, width: 100, height: 60))
  }

  @Test func background_largerThanTheViewIsCentredAndLeavesTheSize() throws {
    let layout = try inspect(
      Color.blue.frame(width: 100, height: 100)
        .background { Color.red.frame(width: 200, height: 50) })
    #expect(layout.size == CGSize(width: 100, height: 100))
    #expect(layout.frames(ofType: "Color")[1] == CGRect(x: -50, y: 25, width: 200, height: 50))
    // background(_:in:): the shape fills the view's frame.
    let capsule = try inspect(
      Color.clear.frame(width: 30, height: 10).padding(4).background(.red, in: Capsule()))
    #expect(capsule.frame(of: "Capsule") == CGRect(x: 0, y: 0, width: 38, height: 18))
  }

  @Test func fixedSize_documentedOverflow() throws {
    // Apple, fixedSize(): Text("A single line of text, too long to fit in a box.")
    // .fixedSize().frame(width: 200, height: 200) keeps the text on one line, overflowing
    // the 200-point frame, centred.
    let string = "A single line of text, too long to fit in a box."
    let ideal = try inspect(Text(string)).size
    #expect(ideal.width > 200)
    let layout = try inspect(Text(string).fixedSize().frame(width: 200, height: 200))
    let text = layout.frame(of: "Text")
    #expect(layout.size == CGSize(width: 200, height: 200))
    #expect(text.size == ideal)
    #expect(abs(text.midX - 100) <= 0.5)
    // Without fixedSize the text wraps to the frame.
    let wrapped = try inspect(Text(string).frame(width: 200, height: 200)).frame(of: "Text")
    #expect(wrapped.width <= 200)
    #expect(wrapped.height > ideal.height)
  }

  @Test func text_shorterThanItsLinesShowsTheLinesThatFit() throws {
    // SwiftUI truncates text offered less height than its lines need.
    let string = "A single line of text, too long to fit in a box."
    let oneLine = try inspect(Text(string)).size.height
    let layout = try inspect(Text(string).frame(width: 100, height: oneLine * 1.5))
    #expect(layout.frame(of: "Text").height == oneLine)
    let limited = try inspect(Text(string).lineLimit(2).frame(width: 100))
    #expect(limited.frame(of: "Text").height < oneLine * 2.5)
  }

  @Test func fixedSize_oneAxis() throws {
    // Vertical only: the text keeps the offered width but all the height its lines need.
    let string = "A single line of text, too long to fit in a box."
    let layout = try inspect(
      Text(string).fixedSize(horizontal: false, vertical: true).frame(width: 100, height: 10))
    let text = layout.frame(of: "Text")
    #expect(text.width <= 100)
    #expect(text.height > 40)
  }

  @Test func geometryReader_takesTheProposalAndPlacesTopLeading() throws {
    // OpenSwiftUI's GeometryReaderLayout: the reader is the proposed size and its content
    // sits at the top-leading corner, proposed that size (SwiftUI since iOS 14).
    let layout = try inspect(
      GeometryReader { proxy in
        Color.red.frame(width: proxy.size.width / 2, height: proxy.size.height / 2)
      }
      .frame(width: 200, height: 100))
    #expect(layout.frame(of: "GeometryReader") == CGRect(x: 0, y: 0, width: 200, height: 100))
    #expect(layout.frames(ofType: "Color") == [CGRect(x: 0, y: 0, width: 100, height: 50)])
    // A nil proposal gives it no size.
    #expect(try inspect(GeometryReader { _ in Color.red }).size == .zero)
  }

  @Test func geometryReader_framesInCoordinateSpaces() throws {
    let box = FrameBox()
    _ = try inspect(
      VStack(spacing: 0) {
        Color.clear.frame(width: 10, height: 30)
        GeometryReader { proxy in
          box.record(proxy)
          return Color.red
        }
        .frame(width: 50, height: 20)
        .padding(5)
      }
      .coordinateSpace(name: "stack")
      .padding(7))
    // Stack at (7, 7); the reader 5 below and right of its padding, after 30 points of clear.
    #expect(box.global == CGRect(x: 12, y: 42, width: 50, height: 20))
    #expect(box.local == CGRect(x: 0, y: 0, width: 50, height: 20))
    #expect(box.named == CGRect(x: 5, y: 35, width: 50, height: 20))
  }

  final class FrameBox: @unchecked Sendable {
    var global = CGRect.zero
    var local = CGRect.zero
    var named = CGRect.zero
    func record(_ proxy: GeometryProxy) {
      global = proxy.frame(in: .global)
      local = proxy.frame(in: .local)
      named = proxy.frame(in: .named("stack"))
    }
  }

  @Test func offset_movesDrawingNotLayout() throws {
    let layout = try inspect(
      HStack(spacing: 0) {
        Color.red.frame(width: 10, height: 10).offset(x: 5, y: -3)
        Color.blue.frame(width: 10, height: 10)
      })
    #expect(layout.size == CGSize(width: 20, height: 10))
    #expect(
      layout.frames(ofType: "Color") == [
        CGRect(x: 5, y: -3, width: 10, height: 10), CGRect(x: 10, y: 0, width: 10, height: 10),
      ])
  }

  @Test func position_centresTheViewAndTakesTheSpace() throws {
    // Apple, position(x:y:): the view's centre goes to the point in the parent's space.
    let layout = try inspect(
      Color.red.frame(width: 20, height: 10).position(x: 50, y: 30),
      proposal: ProposedViewSize(width: 200, height: 100))
    #expect(layout.size == CGSize(width: 200, height: 100))
    #expect(layout.frames(ofType: "Color") == [CGRect(x: 40, y: 25, width: 20, height: 10)])
  }

  @Test func aspectRatio_fitsAndFills() throws {
    let fit = try inspect(
      Color.red.aspectRatio(2, contentMode: .fit),
      proposal: ProposedViewSize(width: 100, height: 100))
    #expect(fit.size == CGSize(width: 100, height: 50))
    let fill = try inspect(
      Color.red.aspectRatio(2, contentMode: .fill),
      proposal: ProposedViewSize(width: 100, height: 100))
    #expect(fill.size == CGSize(width: 200, height: 100))
  }
}
