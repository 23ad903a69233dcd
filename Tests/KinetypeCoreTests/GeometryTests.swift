import Foundation
import Testing

@testable import KinetypeCore

@Suite struct GeometryTests {
  @Test func rect_unionWithNullIsIdentity() {
    let r = CGRect(x: 1, y: 2, width: 3, height: 4)
    #expect(CGRect.null.union(r) == r)
    #expect(
      r.union(CGRect(x: 10, y: 10, width: 1, height: 1)) == CGRect(x: 1, y: 2, width: 10, height: 9)
    )
  }

  @Test func rect_intersectionOfDisjointIsNull() {
    let a = CGRect(x: 0, y: 0, width: 2, height: 2)
    #expect(a.intersection(CGRect(x: 5, y: 5, width: 1, height: 1)).isNull)
    #expect(
      a.intersection(CGRect(x: 1, y: 1, width: 5, height: 5))
        == CGRect(x: 1, y: 1, width: 1, height: 1)
    )
  }

  @Test func color_parsesHex() throws {
    let c = try #require(Color(hex: "#ff8000"))
    #expect(c.red == 1 && abs(c.green - 128.0 / 255) < 1e-12 && c.blue == 0)
    #expect(Color(hex: "#12345") == nil)
    #expect(Color(hex: "zzz") == nil)
    #expect(c.hexString == "#ff8000ff")
  }

  @Test func path_ellipseBoundsAreItsRect() {
    let rect = CGRect(x: 10, y: 20, width: 30, height: 40)
    let path = Path(ellipseIn: rect)
    #expect(path.controlPointBounds == rect)
  }

  @Test func path_roundedRectClampsRadius() {
    let rect = CGRect(x: 0, y: 0, width: 10, height: 4)
    let path = Path(roundedRect: rect, cornerRadius: 100, style: .circular)
    #expect(path.controlPointBounds == rect)
  }
}
