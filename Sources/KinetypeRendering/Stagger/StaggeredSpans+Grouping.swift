import KinetypeCore
import KinetypeMotion
import KinetypeText

extension StaggeredSpans {
  /// What makes runs one staggered span: the mark that selects them, and the `effect:`,
  /// `stagger:` and `timing:` attributes they carry. Styles (bold, a font, a colour) are not
  /// part of it.
  private struct SpanKey: Hashable {
    var mark: AnyHashable?
    var effect: EffectAttribute?
    var stagger: StaggerAttribute?
    var timing: TimingAttribute?

    /// Text that nothing marks: with ``StaggeredSpans/all``, one span however it is styled.
    var isEmpty: Bool { mark == nil && effect == nil && stagger == nil && timing == nil }
  }

  /// A source span's first run: whether it is selected, its key and its attributes.
  private struct SourceSpan {
    var selected: Bool
    var key: SpanKey
    var attributes: TextAttributes
  }

  /// The staggered span of each source span of `layout` that this selection animates, by
  /// source span index (``KinetypeText/Text.Layout/Run/spanIndex``): the index of the span's
  /// first source span. A staggered span is what the user marked, never an attribute run:
  ///
  /// - Neighbouring source spans with the same key (the same mark, `effect:`, `stagger:` and
  ///   `timing:`) are one span, so `^[Kinetic **type**](emphasis: true)` is one sequence
  ///   although "type" is a source span of its own.
  /// - Text nothing marks (the key is empty: with ``all``) is one span over the whole layout,
  ///   even where marked text (a span with its own `stagger:`, or naming another effect)
  ///   interrupts it.
  /// - Two neighbouring source spans with exactly the same attributes are two marks side by
  ///   side (`^[ka](timing: 0.3)^[ra](timing: 0.3)`: one mark's text is one source span unless
  ///   a style inside splits it), so they stay two spans.
  /// - A source span with no runs (a line break between two marks) is plain text: it ends a
  ///   marked span.
  func staggeredSpanIndices(in layout: Text.Layout) -> [Int: Int] {
    var sources: [Int: SourceSpan] = [:]
    for line in layout.lines {
      for run in line where !run.isEllipsis && sources[run.spanIndex] == nil {
        sources[run.spanIndex] = SourceSpan(
          selected: contains(run),
          key: SpanKey(
            mark: mark(of: run), effect: run[EffectAttribute.self],
            stagger: run[StaggerAttribute.self], timing: run[TimingAttribute.self]),
          attributes: run.attributes)
      }
    }
    var result: [Int: Int] = [:]
    var plain: Int?
    for index in sources.keys.sorted() {
      guard let source = sources[index], source.selected else { continue }
      if source.key.isEmpty {
        if plain == nil { plain = index }
        result[index] = plain
      } else if let before = sources[index - 1], before.selected, before.key == source.key,
        before.attributes != source.attributes, let span = result[index - 1]
      {
        result[index] = span
      } else {
        result[index] = index
      }
    }
    return result
  }
}
