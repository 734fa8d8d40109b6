// `import UniformTypeIdentifiers` on platforms without Apple's framework (this module is
// declared only there; see Package.swift): `UTType` is CellGraph's `ContentType`, with the same
// API (`UTType(exportedAs:)`, `.plainText`, `.json`, `preferredFilenameExtension`, …).
//
// ```swift
// import UniformTypeIdentifiers
//
// extension UTType {
//   static let emojiart = UTType(exportedAs: "edu.stanford.cs193p.emojiart")
// }
// ```
@_exported import struct CellGraph.ContentType

/// `UniformTypeIdentifiers`' `UTType`: CellGraph's `ContentType`.
public typealias UTType = ContentType
