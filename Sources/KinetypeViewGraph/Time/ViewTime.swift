/// The time of the frame being resolved on this thread: `@State` reads the value it had then.
/// Nil outside frames (in the runtime's pre-pass, state reads its latest value).
package enum ViewTime {
  @TaskLocal package static var frame: Double?
}
