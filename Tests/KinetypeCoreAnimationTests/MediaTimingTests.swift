import Foundation
import Testing

@testable import KinetypeCoreAnimation

/// An opacity animation 0 → 1 over 1 s, linear, added at time 0 on a fresh clock.
private func fade(_ configure: (CABasicAnimation) -> Void = { _ in }) -> CALayer {
  let layer = CALayer()
  let animation = CABasicAnimation(keyPath: "opacity")
  animation.fromValue = 0.0
  animation.toValue = 1.0
  animation.duration = 1
  configure(animation)
  layer.add(animation, forKey: "fade")
  return layer
}

private func opacity(_ layer: CALayer, _ time: Double) -> Double {
  Double(layer.presentation(atLocalTime: time).opacity)
}

private func onFreshClock(_ body: () -> Void) { CAMediaClock.with(CAMediaClock(), body) }

@Test func modelAndPresentation_differWhileAnimating() {
  onFreshClock {
    let layer = fade()
    layer.opacity = 0.8
    #expect(abs(opacity(layer, 0.25) - 0.25) < 1e-6)
    #expect(layer.opacity == 0.8)
    // After the end the animation is removed on completion: the model shows.
    #expect(abs(opacity(layer, 1.5) - 0.8) < 1e-6)
    CAMediaClock.current.advance(to: 0.5)
    #expect(abs(Double(layer.presentation()!.opacity) - 0.5) < 1e-6)
    #expect(layer.presentation()!.model() === layer)
  }
}

@Test func repeatCount_restartsEachRepeat() {
  onFreshClock {
    let layer = fade { $0.repeatCount = 2 }
    #expect(abs(opacity(layer, 1.25) - 0.25) < 1e-6)
    #expect(abs(opacity(layer, 1.999) - 0.999) < 1e-6)
    #expect(opacity(layer, 2.5) == 1)  // the model's 1 again
  }
}

@Test func autoreverses_playsBackwards() {
  onFreshClock {
    let layer = fade { $0.autoreverses = true }
    #expect(abs(opacity(layer, 0.5) - 0.5) < 1e-6)
    #expect(abs(opacity(layer, 1.25) - 0.75) < 1e-6)
    #expect(abs(opacity(layer, 1.75) - 0.25) < 1e-6)
  }
}

@Test func fillMode_forwardsHoldsOnlyWhenNotRemoved() {
  onFreshClock {
    let model = CALayer()
    model.opacity = 0.3
    let held = fade {
      $0.fillMode = .forwards
      $0.isRemovedOnCompletion = false
      $0.toValue = 0.6
    }
    held.opacity = 0.3
    #expect(abs(opacity(held, 5) - 0.6) < 1e-6)
    let removed = fade {
      $0.fillMode = .forwards
      $0.toValue = 0.6
    }
    removed.opacity = 0.3
    #expect(abs(opacity(removed, 5) - 0.3) < 1e-6)
  }
}

@Test func fillMode_backwardsShowsTheStartBeforeBeginTime() {
  onFreshClock {
    let later = fade { $0.beginTime = 2 }
    #expect(opacity(later, 1) == 1)
    let backwards = fade {
      $0.beginTime = 2
      $0.fillMode = .backwards
    }
    #expect(opacity(backwards, 1) == 0)
    #expect(abs(opacity(backwards, 2.5) - 0.5) < 1e-6)
  }
}

@Test func speed_scalesLocalTime() {
  onFreshClock {
    let layer = fade { $0.speed = 2 }
    #expect(abs(opacity(layer, 0.25) - 0.5) < 1e-6)
    #expect(opacity(layer, 0.6) == 1)  // ended at 0.5
    // A layer's speed scales the time of its animations too.
    let slow = fade()
    slow.speed = 0.5
    #expect(abs(opacity(slow, slow.childTime(fromParent: 1)) - 0.5) < 1e-6)
  }
}

@Test func timeOffset_startsPartWayAndWraps() {
  onFreshClock {
    let layer = fade { $0.timeOffset = 0.5 }
    #expect(abs(opacity(layer, 0) - 0.5) < 1e-6)
    #expect(abs(opacity(layer, 0.25) - 0.75) < 1e-6)
    #expect(abs(opacity(layer, 0.75) - 0.25) < 1e-6)
  }
}

@Test func layerSpeedZero_pausesAtTimeOffset() {
  onFreshClock {
    let layer = fade()
    layer.speed = 0
    layer.timeOffset = 0.4
    #expect(abs(opacity(layer, layer.childTime(fromParent: 3)) - 0.4) < 1e-6)
  }
}

@Test func fromToBy_combinations() {
  onFreshClock {
    let layer = CALayer()
    layer.position = CGPoint(x: 10, y: 0)
    let by = CABasicAnimation(keyPath: "position.x")
    by.byValue = 20
    by.duration = 1
    layer.add(by, forKey: "by")
    #expect(abs(layer.presentation(atLocalTime: 0.5).position.x - 20) < 1e-9)
    let toOnly = CABasicAnimation(keyPath: "position.x")
    toOnly.toValue = 110
    toOnly.duration = 1
    let second = CALayer()
    second.position.x = 10
    second.add(toOnly, forKey: "to")
    #expect(abs(second.presentation(atLocalTime: 0.5).position.x - 60) < 1e-9)
  }
}

@Test func additiveAndCumulative() {
  onFreshClock {
    let layer = CALayer()
    layer.position.x = 100
    let shake = CABasicAnimation(keyPath: "position.x")
    shake.fromValue = 0
    shake.toValue = 10
    shake.isAdditive = true
    shake.duration = 1
    layer.add(shake, forKey: "shake")
    #expect(abs(layer.presentation(atLocalTime: 0.5).position.x - 105) < 1e-9)
    let cumulative = CABasicAnimation(keyPath: "position.x")
    cumulative.fromValue = 0
    cumulative.toValue = 10
    cumulative.isCumulative = true
    cumulative.repeatCount = 3
    cumulative.duration = 1
    let other = CALayer()
    other.add(cumulative, forKey: "c")
    #expect(abs(other.presentation(atLocalTime: 2.5).position.x - 25) < 1e-9)
  }
}

@Test func transformKeyPaths_readAndWriteParts() {
  onFreshClock {
    let layer = CALayer()
    layer.setValue(2.0, forKeyPath: "transform.scale")
    layer.setValue(Double.pi / 2, forKeyPath: "transform.rotation.z")
    layer.setValue(30.0, forKeyPath: "transform.translation.x")
    #expect(abs((layer.value(forKeyPath: "transform.scale") as! CGFloat) - 2) < 1e-9)
    #expect(abs((layer.value(forKeyPath: "transform.rotation.z") as! CGFloat) - .pi / 2) < 1e-9)
    #expect(abs(layer.transform.m41 - 30) < 1e-9)
    // Scale 2 then a quarter turn: x maps to 2·y.
    #expect(abs(layer.transform.m12 - 2) < 1e-9 && abs(layer.transform.m11) < 1e-9)
    let scale = CABasicAnimation(keyPath: "transform.scale")
    scale.fromValue = 0.5
    scale.toValue = 1.0
    scale.duration = 1
    let plain = CALayer()
    plain.add(scale, forKey: "s")
    #expect(abs(plain.presentation(atLocalTime: 0.5).transform.m11 - 0.75) < 1e-9)
  }
}
