// swift-format-ignore-file
// Seed 001, "Basic Display Link": declarations. `import QuartzCore` becomes the imports below; the two
// Objective-C lines are replaced as marked.
import Kinetype
import KinetypeCoreAnimation
import KinetypeUIKit

// verbatim: seeds/001_45c64fa975756c2f.txt:227-232

final class FrameAnimator {
    private var displayLink: CADisplayLink?
    private var startTime: CFTimeInterval = 0

    func start() {
// end verbatim
        // Linux has no Objective-C runtime: `CADisplayLink(target: self, selector: #selector(onFrame))`
        // becomes the closure form.
        displayLink = CADisplayLink { [unowned self] in self.onFrame($0) }
// verbatim: seeds/001_45c64fa975756c2f.txt:234-242
        displayLink?.add(to: .main, forMode: .common)
        startTime = CACurrentMediaTime()
    }

    func stop() {
        displayLink?.invalidate()
        displayLink = nil
    }

// end verbatim
    // `@objc` dropped: no Objective-C runtime on Linux.
    private func onFrame(_ link: CADisplayLink) {
// verbatim: seeds/001_45c64fa975756c2f.txt:244-258
        let elapsed = link.timestamp - startTime
        let progress = min(elapsed / 2.0, 1.0) // 2-second animation

        // Update rendering based on progress
        updateAnimation(progress: progress)

        if progress >= 1.0 {
            stop()
        }
    }

    private func updateAnimation(progress: Double) {
        // Custom per-frame rendering logic
    }
}
// end verbatim
