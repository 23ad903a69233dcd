// swift-format-ignore-file
// Seed 000, "SymbolEffectOptions": seven modifiers, each applied to its own bell. The wrapper
// adds the bells, the `count` state the discrete ones watch and a button that changes it.
import Kinetype

struct SymbolEffectOptionsSampler: View {
    @State private var count = 0

    var body: some View {
        VStack {
            HStack {
                Image(systemName: "bell")
// verbatim: seeds/000_61dc51c435c2e9f1.txt:635-635
.symbolEffect(.pulse, options: .default, isActive: true)
// end verbatim
                Image(systemName: "bell")
// verbatim: seeds/000_61dc51c435c2e9f1.txt:636-636
.symbolEffect(.bounce, options: .repeating, value: count)
// end verbatim
                Image(systemName: "bell")
// verbatim: seeds/000_61dc51c435c2e9f1.txt:637-637
.symbolEffect(.pulse, options: .nonRepeating, isActive: true)
// end verbatim
                Image(systemName: "bell")
// verbatim: seeds/000_61dc51c435c2e9f1.txt:638-638
.symbolEffect(.bounce, options: .repeat(3), value: count)
// end verbatim
                Image(systemName: "bell")
// verbatim: seeds/000_61dc51c435c2e9f1.txt:639-639
.symbolEffect(.pulse, options: .speed(2.0), isActive: true)
// end verbatim
                Image(systemName: "bell")
// verbatim: seeds/000_61dc51c435c2e9f1.txt:641-642
// RepeatBehavior
.symbolEffect(.bounce, options: .repeat(.periodic(3, delay: 0.5)), value: count)
// end verbatim
                Image(systemName: "bell")
// verbatim: seeds/000_61dc51c435c2e9f1.txt:643-643
.symbolEffect(.pulse, options: .repeat(.continuous), isActive: true)
// end verbatim
            }
            Button("Ring") { count += 1 }
        }
    }
}
