// swift-format-ignore-file
// Seed 000, "TransitionPhase": the enum's declaration and a property, shown as documentation.
// Declaring it again would shadow Kinetype's; SeedSignatureTests checks that Kinetype's has
// exactly these cases (an exhaustive switch) and `isIdentity`.
import Kinetype

/* verbatim: seeds/000_61dc51c435c2e9f1.txt:541-548
enum TransitionPhase {
    case willAppear   // View is about to be inserted
    case identity     // View is fully presented
    case didDisappear // View is being removed
}

// Check current phase
phase.isIdentity  // true when fully presented
*/
