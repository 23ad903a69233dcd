import Foundation
import KinetypeCaptions

/// The caption fixtures of Tests/Fixtures/captions, written for these tests to each format's
/// specification.
enum CaptionFixtures {
  /// The folder, found from this file.
  static let folder: String = {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(2)  // KinetypeCaptionsTests/CaptionFixtures.swift
    return parts.joined(separator: "/") + "/Fixtures/captions"
  }()

  /// The text of fixture `name`.
  static func text(_ name: String) throws -> String {
    try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
  }

  /// Fixture `name` read, its format detected.
  static func read(_ name: String) throws -> CaptionReading {
    try CaptionReader.read(try text(name), file: name)
  }

  /// Each word as `text start–end`, for comparing timings.
  static func timings(_ words: [CaptionWord]) -> [String] {
    words.map { "\($0.text) \($0.start)-\($0.end)" }
  }
}
