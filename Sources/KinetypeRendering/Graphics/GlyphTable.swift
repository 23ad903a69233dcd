/// The glyph cache's table: keys to values with a last-use stamp each, looked up once per glyph
/// drawn, so built for that lookup.
///
/// Entries sit densely in three parallel arrays (keys, values, stamps); an open-addressed index
/// of slots (linear probing, at most half full) points into them, small enough to stay in the
/// processor's cache. The index hashes a key with a multiply-and-fold of its packed words
/// (``GlyphCache/Key/mixedHash``) instead of a `Hasher`, and a hit reads its value without
/// copying a whole entry. (Slots holding their entries inline measured slower: the table grew
/// sixfold.) Entries are only added one by one and dropped in bulk
/// (``keepMostRecent(whileOver:)``), which rebuilds the index.
struct GlyphTable<Value> {
  private var keys: [GlyphCache.Key] = []
  private var values: [Value] = []
  private var lastUse: [UInt64] = []
  /// Dense index + 1 of the entry in each slot; 0 = empty. A power of two long.
  private var slots: [Int32] = Array(repeating: 0, count: 64)

  /// The number of entries.
  var count: Int { keys.count }

  /// The dense index of `key`'s entry, if there is one.
  func index(of key: GlyphCache.Key) -> Int? {
    let mask = slots.count - 1
    var slot = key.mixedHash & mask
    while true {
      let stored = Int(slots[slot])
      if stored == 0 { return nil }
      if keys[stored - 1] == key { return stored - 1 }
      slot = (slot + 1) & mask
    }
  }

  /// The value at dense `index` (from ``index(of:)``), stamped as used at `clock`.
  mutating func use(_ index: Int, at clock: UInt64) -> Value {
    lastUse[index] = clock
    return values[index]
  }

  /// Sets `key`'s value (adding an entry if there is none), stamped `clock`; returns the value
  /// it replaced.
  @discardableResult
  mutating func update(_ value: Value, forKey key: GlyphCache.Key, at clock: UInt64) -> Value? {
    if let index = index(of: key) {
      let old = values[index]
      values[index] = value
      lastUse[index] = clock
      return old
    }
    keys.append(key)
    values.append(value)
    lastUse.append(clock)
    if keys.count * 2 > slots.count {
      rebuildIndex(capacity: slots.count * 2)
    } else {
      insertIntoIndex(keys.count - 1)
    }
    return nil
  }

  /// Drops entries, least recently used first, while `isOver` says the rest is still too much;
  /// `isOver` is told each dropped value.
  mutating func keepMostRecent(whileOver isOver: (_ dropping: Value) -> Bool) {
    let order = lastUse.indices.sorted { lastUse[$0] < lastUse[$1] }
    var dropped = [Bool](repeating: false, count: keys.count)
    for index in order {
      guard isOver(values[index]) else { break }
      dropped[index] = true
    }
    var kept = 0
    for index in keys.indices where !dropped[index] {
      keys[kept] = keys[index]
      values[kept] = values[index]
      lastUse[kept] = lastUse[index]
      kept += 1
    }
    keys.removeLast(keys.count - kept)
    values.removeLast(values.count - kept)
    lastUse.removeLast(lastUse.count - kept)
    rebuildIndex(capacity: slots.count)
  }

  private mutating func insertIntoIndex(_ index: Int) {
    let mask = slots.count - 1
    var slot = keys[index].mixedHash & mask
    while slots[slot] != 0 { slot = (slot + 1) & mask }
    slots[slot] = Int32(truncatingIfNeeded: index + 1)
  }

  private mutating func rebuildIndex(capacity: Int) {
    var size = max(64, capacity)
    while size < keys.count * 2 { size *= 2 }
    slots = Array(repeating: 0, count: size)
    for index in keys.indices { insertIntoIndex(index) }
  }
}
