/// Finds, in the Swift metadata of every loaded image, the types that conform to a protocol
/// of this module: how ``Previews`` finds the types `#Preview` declares and the
/// `PreviewProvider`s, without a list anyone has to keep.
///
/// The Swift runtime keeps each image's metadata sections and lists them with
/// `swift_enumerateAllMetadataSections` (ELF platforms). The `swift5_protocol_conformances`
/// section holds one 32-bit relative pointer per conformance descriptor; each descriptor
/// names its protocol (a relative, possibly indirect, pointer to the protocol's descriptor,
/// whose name is compared) and its type (whose descriptor's metadata access function gives
/// the type). Layouts: the Swift ABI (`include/swift/ABI/Metadata.h`, `MetadataSections.h`).
enum ConformanceScan {
  /// The non-generic types conforming to the protocol named `protocolName` declared in the
  /// module named `moduleName`, in the order of the images and their sections.
  static func types(conformingTo protocolName: String, inModule moduleName: String)
    -> [Any.Type]
  {
    var context = Context(protocolName: protocolName, moduleName: moduleName)
    withUnsafeMutablePointer(to: &context) { pointer in
      swiftEnumerateAllMetadataSections(
        { sections, context in
          // safety: `context` is the `Context` this function passes, alive for the call.
          let context = context.assumingMemoryBound(to: Context.self)
          ConformanceScan.scan(sections: sections, into: &context.pointee)
          return true
        }, UnsafeMutableRawPointer(pointer))
    }
    return context.types
  }

  private struct Context {
    let protocolName: String
    let moduleName: String
    var types: [Any.Type] = []
  }

  /// The offset of `swift5_protocol_conformances` in `MetadataSections` (after the version,
  /// the reserved word, the next and previous pointers, and the protocols' range).
  private static let conformancesOffset = 4 * MemoryLayout<UInt>.size + 2 * MemoryLayout<UInt>.size

  private static func scan(sections: UnsafeRawPointer, into context: inout Context) {
    // safety: `sections` points to the runtime's `MetadataSections` for one image, whose
    // ranges cover that image's mapped sections; every relative pointer read below is one
    // the compiler wrote into those sections.
    let start = sections.load(fromByteOffset: conformancesOffset, as: UInt.self)
    let length = sections.load(
      fromByteOffset: conformancesOffset + MemoryLayout<UInt>.size, as: UInt.self)
    guard start != 0, let base = UnsafeRawPointer(bitPattern: start) else { return }
    for offset in stride(from: 0, to: Int(length), by: 4) {
      let record = base + offset
      let descriptor = relative(record)
      guard let proto = indirectable(descriptor), name(of: proto) == context.protocolName,
        let module = parent(of: proto), name(of: module) == context.moduleName
      else { continue }
      let flags = descriptor.load(fromByteOffset: 12, as: UInt32.self)
      let typeKind = (flags >> 3) & 0x7
      let typeField = descriptor + 4
      let typeDescriptor: UnsafeRawPointer?
      switch typeKind {
      case 0: typeDescriptor = relative(typeField)
      case 1: typeDescriptor = relative(typeField).load(as: UnsafeRawPointer?.self)
      default: typeDescriptor = nil
      }
      guard let typeDescriptor, let type = metadata(of: typeDescriptor) else { continue }
      context.types.append(type)
    }
  }

  /// The type a nominal type descriptor describes, from its metadata access function; nil
  /// for a generic type (its accessor needs arguments) or one that is not a struct, enum or
  /// class.
  private static func metadata(of descriptor: UnsafeRawPointer) -> Any.Type? {
    // safety: a type context descriptor: flags, parent, name, access function (4 bytes each).
    let flags = descriptor.load(as: UInt32.self)
    let kind = flags & 0x1F
    let isGeneric = flags & 0x80 != 0
    guard (16...18).contains(kind), !isGeneric else { return nil }
    let accessor = relative(descriptor + 12)
    typealias Accessor = @convention(c) (Int) -> UnsafeRawPointer?
    // A metadata access function takes the request in the first integer register and
    // returns the metadata in the first return register, as a C function of this type does.
    let function = unsafeBitCast(accessor, to: Accessor.self)
    guard let metadata = function(0) else { return nil }
    return unsafeBitCast(metadata, to: Any.Type.self)
  }

  /// The address a 32-bit relative direct pointer at `field` points to.
  private static func relative(_ field: UnsafeRawPointer) -> UnsafeRawPointer {
    field + Int(field.load(as: Int32.self))
  }

  /// The address a relative indirectable pointer at `field` points to: direct when its low
  /// bit is clear, else through the pointer it points to.
  private static func indirectable(_ field: UnsafeRawPointer) -> UnsafeRawPointer? {
    let value = Int(field.load(as: Int32.self))
    if value & 1 == 0 { return field + value }
    return (field + (value & ~1)).load(as: UnsafeRawPointer?.self)
  }

  /// The parent of a context descriptor (its module, for a top-level protocol).
  private static func parent(of descriptor: UnsafeRawPointer) -> UnsafeRawPointer? {
    let field = descriptor + 4
    guard field.load(as: Int32.self) != 0 else { return nil }
    return indirectable(field)
  }

  /// The name of a module, protocol or type context descriptor.
  private static func name(of descriptor: UnsafeRawPointer) -> String {
    String(cString: relative(descriptor + 8).assumingMemoryBound(to: CChar.self))
  }
}

@_silgen_name("swift_enumerateAllMetadataSections")
private func swiftEnumerateAllMetadataSections(
  _ body: @convention(c) (UnsafeRawPointer, UnsafeMutableRawPointer) -> Bool,
  _ context: UnsafeMutableRawPointer)
