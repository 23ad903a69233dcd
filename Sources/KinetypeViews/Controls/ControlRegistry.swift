import Foundation
import KinetypeCore
import KinetypeRendering
import KinetypeText
import KinetypeViewGraph

extension ResolveContext {
  /// Records a control a script can reach by `label` while an update is recorded (as a
  /// `Button` does): `action` runs on a tap, `adjust` on a slide to a value; neither runs
  /// when the control is disabled (`disabled(true)`).
  func registerControl(
    label: String, action: @escaping () -> Void, adjust: ((Double) -> Void)? = nil
  ) {
    var control = Control(label: label, identity: identity, action: action)
    control.adjust = adjust
    addControl(control)
  }
}
