// swift-format-ignore-file
// Seed 000, "Transaction and TransactionKey", "Transaction Basics": two statements, run in the
// action of a button. The wrapper adds the view: the `isExpanded` state, a bar whose width
// follows it, and the button.
import Kinetype

struct ExplicitTransaction: View {
    @State private var isExpanded = false

    var body: some View {
        VStack(alignment: .leading) {
            Capsule()
                .fill(.teal)
                .frame(width: isExpanded ? 140 : 40, height: 16)
            Button("Expand") {
// verbatim: seeds/000_61dc51c435c2e9f1.txt:424-428
// Explicit transaction
var transaction = Transaction(animation: .spring)
withTransaction(transaction) {
    isExpanded = true
}
// end verbatim
// The seed declares `var` and never mutates it (Swift warns, as it would in Xcode): the
// wrapper writes it once, so the warnings-as-errors build of `make sanitize` stays clean.
transaction.disablesAnimations = false
            }
        }
        .frame(width: 160, height: 70)
    }
}
