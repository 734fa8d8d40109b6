@_exported import Foundation

@_exported import struct CellGraph.AnyPublisher
@_exported import class CellGraph.CurrentValueSubject
@_exported import struct CellGraph.Just
@_exported import class CellGraph.PassthroughSubject
@_exported import protocol CellGraph.Publisher
@_exported import enum CellGraph.Publishers
@_exported import class CellGraph.Receiver
@_exported import enum CellGraph.Subscribers
@_exported import class CellGraphCore.AnyCancellable
// `import Combine` on platforms without Apple's Combine (this module is declared only there; see
// Package.swift): the Combine names CellGraph implements, so that a model file written for Apple
// platforms (`import Combine`, `ObservableObject`, `@Published`, `sink`) compiles unchanged.
//
// ```swift
// import Combine
//
// final class Timer: ObservableObject {
//   @Published var seconds = 0
// }
// ```
//
// Only these names are exported, not the rest of CellGraph: a model file sees what `import
// Combine` gives it on Apple platforms. (Extension members, such as `Timer.publish` and the
// operators, come with them.)
@_exported import protocol CellGraphCore.ObservableObject
@_exported import class CellGraphCore.ObservableObjectPublisher
@_exported import struct CellGraphCore.Published
