/// The type a color literal (`#colorLiteral(red: 0.2, green: 0.5, blue: 0.9, alpha: 1)`, what
/// Xcode's color well writes) makes where no other type is asked for, as UIKit declares it on
/// iOS: a ``UIColor``. SwiftUI code wraps it as `Color(#colorLiteral(…))`.
public typealias _ColorLiteralType = UIColor
