// KinetypeTesting: golden assertions for Kinetype's tests and for users' own.
//
// - ``assertGolden(_:named:suite:tolerance:filePath:sourceLocation:)`` compares a rendered
//   canvas with `Goldens/<Suite>/<name>.png` by decoded pixels.
// - ``assertTextGolden(_:named:suite:filePath:sourceLocation:)`` compares a text dump.
// - ``RecordMode`` (`KINETYPE_RECORD=missing|failed|all|never`) says when goldens are written.
//
//     @Test func appear_frameAt250ms() throws {
//       let frame = try animation.frame(at: 0.25)
//       assertGolden(frame, named: "appear@t0250ms", suite: "Demo")
//     }
