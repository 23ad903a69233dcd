// swift-format-ignore-file
// Seed 000, "CustomAnimation Protocol (iOS 17+)": the protocol's declaration, shown as
// documentation. Kinetype declares it in KinetypeMotion; SeedSignatureTests checks that it
// refines Hashable and Sendable as written here.
import Kinetype

/* verbatim: seeds/000_61dc51c435c2e9f1.txt:29-29
@preconcurrency protocol CustomAnimation: Hashable, Sendable
*/
