// KinetypeUIKit: the part of UIKit that Core Animation code written for iOS leans on
// (`UIView` hosting a layer tree, `UIColor`, `UIBezierPath`) and `UIViewRepresentable`, which
// places such a view among Kinetype's SwiftUI-style views (docs/core-animation.md).
