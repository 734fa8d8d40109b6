import Foundation

// The numbers animate as themselves, as SwiftUI's do (its `Double`, `Float` and `CGFloat` are
// `Animatable` with themselves as their data): a keyframe track can move a `Double` property,
// and `Animatable` values can be built from them.
//
//     KeyframeTrack(\Pose.scale) { LinearKeyframe(2.0, duration: 1) }   // Double: Animatable

extension Double: Animatable {}
extension Float: Animatable {}
extension CGFloat: Animatable {}
