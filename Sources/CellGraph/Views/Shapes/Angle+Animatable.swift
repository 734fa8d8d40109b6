import CellGraphCore
import Foundation

/// An angle animates by its radians, as SwiftUI's `Angle` does: a rotation from 0° to 90°
/// passes 45° halfway.
///
/// ```swift
/// Angle.degrees(90).animatableData   // π / 2
/// ```
extension Angle: Animatable {
  public var animatableData: Double {
    get { radians }
    set { radians = newValue }
  }
}
