// KinetypeCoreAnimation: Core Animation's layers and animations, with Apple's names
// (`CALayer`, `CABasicAnimation`, `CATransaction`…), on a virtual clock.
//
// Time never comes from the wall clock: `CACurrentMediaTime()` reads the current thread's
// ``CAMediaClock``, which whoever plays the layers (``CALayerFrames``, a hosting view, a
// test) advances. A layer's presentation at a time is a pure function of its model values
// and the animations added to it, so frames render in any order and on any thread.
