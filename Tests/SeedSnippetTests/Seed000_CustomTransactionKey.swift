// swift-format-ignore-file
// Seed 000, "Custom TransactionKey": the key and the extension verbatim; the usage lines run in
// the action of a button. The wrapper adds the view: the `dragOffset` state, a square offset
// by it, the `newOffset` the usage sets, and the button.
import Foundation
import Kinetype

// verbatim: seeds/000_61dc51c435c2e9f1.txt:452-461
struct IsInteractiveKey: TransactionKey {
    static let defaultValue = false
}

extension Transaction {
    var isInteractive: Bool {
        get { self[IsInteractiveKey.self] }
        set { self[IsInteractiveKey.self] = newValue }
    }
}
// end verbatim

struct InteractiveDrag: View {
    @State private var dragOffset = CGSize.zero

    var body: some View {
        VStack(alignment: .leading) {
            RoundedRectangle(cornerRadius: 4)
                .fill(.indigo)
                .frame(width: 20, height: 20)
                .offset(dragOffset)
            Button("Drop") {
                let newOffset = CGSize(width: 120, height: 0)
// verbatim: seeds/000_61dc51c435c2e9f1.txt:463-466
// Usage
var transaction = Transaction(animation: .interactiveSpring)
transaction.isInteractive = true
withTransaction(transaction) { dragOffset = newOffset }
// end verbatim
            }
        }
        .frame(width: 160, height: 70, alignment: .topLeading)
    }
}
