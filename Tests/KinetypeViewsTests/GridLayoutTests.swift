import Foundation
import Kinetype
import KinetypeTesting
import KinetypeViewGraph
import Testing

/// A results table as apps write one.
private struct ResultsTable: View {
  var body: some View {
    Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 6) {
      GridRow {
        Text("Effect").font(.headline)
        Text("Time").font(.headline).gridColumnAlignment(.trailing)
      }
      Divider()
      GridRow {
        Text("Wave")
        Text("1.2 s")
      }
      GridRow {
        Text("Bounce")
        Text("0.35 s")
      }
      GridRow {
        Color.orange.frame(height: 6).gridCellColumns(2)
      }
    }
    .padding()
    .background(.white)
  }
}

@Suite struct GridLayoutTests {
  @Test func grid_columnsAreTheirWidestCells() throws {
    let layout = try inspect(
      Grid(horizontalSpacing: 10, verticalSpacing: 4) {
        GridRow {
          Color.red.frame(width: 30, height: 10)
          Color.blue.frame(width: 10, height: 20)
        }
        GridRow {
          Color.green.frame(width: 12, height: 12)
          Color.yellow.frame(width: 40, height: 8)
        }
      })
    // Columns 30 and 40 wide with 10 between; rows 20 and 12 tall with 4 between.
    #expect(layout.size == CGSize(width: 80, height: 36))
    let frames = layout.frames(ofType: "Color")
    // Centred in their cells (the grid's default alignment).
    #expect(
      frames == [
        CGRect(x: 0, y: 5, width: 30, height: 10), CGRect(x: 55, y: 0, width: 10, height: 20),
        CGRect(x: 9, y: 24, width: 12, height: 12), CGRect(x: 40, y: 26, width: 40, height: 8),
      ])
  }

  @Test func grid_spanningCellAndColumnAlignment() throws {
    let layout = try inspect(
      Grid(alignment: .leading, horizontalSpacing: 10, verticalSpacing: 0) {
        GridRow {
          Color.red.frame(width: 30, height: 10)
          Color.blue.frame(width: 10, height: 10).gridColumnAlignment(.trailing)
        }
        GridRow {
          Color.green.frame(width: 12, height: 10)
          Color.yellow.frame(width: 40, height: 10)
        }
        GridRow {
          Color.gray.frame(width: 60, height: 10).gridCellColumns(2)
        }
      })
    let frames = layout.frames(ofType: "Color")
    try #require(frames.count == 5)
    #expect(layout.size == CGSize(width: 80, height: 30))
    // The second column is trailing-aligned: the blue square ends at the grid's right edge.
    #expect(frames[1] == CGRect(x: 70, y: 0, width: 10, height: 10))
    // The spanning cell is leading-aligned across both columns.
    #expect(frames[4] == CGRect(x: 0, y: 20, width: 60, height: 10))
  }

  @Test func viewThatFits_choosesTheFirstThatFits() throws {
    func chosen(width: CGFloat) throws -> [CGRect] {
      try inspect(
        ViewThatFits(in: .horizontal) {
          Color.red.frame(width: 200, height: 10)
          Color.blue.frame(width: 120, height: 10)
          Color.green.frame(width: 40, height: 10)
        }
        .frame(width: width)
      ).frames(ofType: "Color").filter { $0.width > 0 }
    }
    #expect(try chosen(width: 250).map(\.width) == [200])
    #expect(try chosen(width: 150).map(\.width) == [120])
    // Nothing fits: the last.
    #expect(try chosen(width: 20).map(\.width) == [40])
  }

  @Test func anyLayout_switchesWithoutLosingTheSubviews() throws {
    func frames(_ layout: AnyLayout) throws -> [CGRect] {
      try inspect(
        layout {
          Color.red.frame(width: 10, height: 10)
          Color.blue.frame(width: 10, height: 10)
        }
      ).elements.filter { $0.type == "frame" }.map(\.frame)
    }
    #expect(try frames(AnyLayout(HStackLayout(spacing: 4)))[1].origin == CGPoint(x: 14, y: 0))
    #expect(try frames(AnyLayout(VStackLayout(spacing: 4)))[1].origin == CGPoint(x: 0, y: 14))
  }

  @Test func trim_cutsTheOutlineByLength() throws {
    // A 100 × 50 rectangle's outline is 300 long, starting at its top-left corner going right:
    // 0 to 0.5 runs along the top (100) and down the right side (50).
    let path = Path(CGRect(x: 0, y: 0, width: 100, height: 50)).trimmedPath(from: 0, to: 0.5)
    #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 100, height: 50))
    let top = Path(CGRect(x: 0, y: 0, width: 100, height: 50)).trimmedPath(from: 0.1, to: 0.2)
    #expect(top.boundingRect == CGRect(x: 30, y: 0, width: 30, height: 0))
    #expect(Path(CGRect(x: 0, y: 0, width: 10, height: 10)).trimmedPath(from: 0.6, to: 0.2).isEmpty)
  }

  @Test func golden_gridTableAndTrimmedRing() throws {
    let sheet = HStack(alignment: .top, spacing: 16) {
      ResultsTable()
      Circle().trim(from: 0, to: 0.7)
        .stroke(.blue, style: StrokeStyle(lineWidth: 8, lineCap: .round))
        .rotationEffect(.degrees(-90))
        .frame(width: 80, height: 80)
        .padding()
        .background(.white)
    }
    .padding(16)
    .background(Color(white: 0.92))
    assertGolden(try renderer(sheet, scale: 2).render(), named: "grid-and-trim", suite: "Views")
  }
}

@Suite struct LazyGridTests {
  @Test func lazyVGrid_flexibleColumnsShareTheWidth() throws {
    // 3 flexible columns in 316 points with 8 between: (316 − 16) / 3 = 100 each.
    let layout = try inspect(
      LazyVGrid(columns: [GridItem(), GridItem(), GridItem()], spacing: 10) {
        ForEach(0..<5) { _ in Color.red.frame(height: 20) }
      },
      proposal: ProposedViewSize(width: 316, height: nil))
    #expect(layout.size == CGSize(width: 316, height: 50))
    let frames = layout.frames(ofType: "Color")
    #expect(frames.map(\.minX) == [0, 108, 216, 0, 108])
    #expect(frames.map(\.width) == [100, 100, 100, 100, 100])
    #expect(frames[3].minY == 30)
  }

  @Test func lazyVGrid_adaptiveFitsAsManyAsItCan() throws {
    // At least 80 wide with 8 between: in 350 points, (350 + 8) / 88 → 4 columns of
    // (350 − 24) / 4 = 81.5.
    let layout = try inspect(
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
        ForEach(0..<6) { _ in Color.blue.frame(height: 10) }
      },
      proposal: ProposedViewSize(width: 350, height: nil))
    let frames = layout.frames(ofType: "Color")
    // Pixel rounding makes each 81 or 82.
    #expect(frames.prefix(4).allSatisfy { abs($0.width - 81.5) <= 0.5 })
    #expect(frames[3].maxX == 350)
    #expect(frames[4].minY == 18)
  }

  @Test func lazyVGrid_fixedAndFlexible() throws {
    let layout = try inspect(
      LazyVGrid(columns: [GridItem(.fixed(40)), GridItem(.flexible())]) {
        Color.red.frame(height: 10)
        Color.blue.frame(height: 10)
      },
      proposal: ProposedViewSize(width: 200, height: nil))
    #expect(
      layout.frames(ofType: "Color") == [
        CGRect(x: 0, y: 0, width: 40, height: 10), CGRect(x: 48, y: 0, width: 152, height: 10),
      ])
  }

  @Test func lazyHGrid_fillsRowsColumnByColumn() throws {
    let layout = try inspect(
      LazyHGrid(rows: [GridItem(.fixed(20)), GridItem(.fixed(20))], spacing: 4) {
        ForEach(0..<3) { _ in Color.green.frame(width: 30) }
      })
    let frames = layout.frames(ofType: "Color")
    #expect(
      frames.map(\.origin) == [
        CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 28), CGPoint(x: 34, y: 0),
      ])
    #expect(layout.size == CGSize(width: 64, height: 48))
  }
}
