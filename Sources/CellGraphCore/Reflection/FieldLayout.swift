/// Where the `DynamicField`s of one type are stored, and how to install them.
///
/// Built once per type from its field metadata (`StoredField`). Installing walks `entries`: for a
/// built-in field (a state cell, an environment cell) it connects the field to the node's storage;
/// for a custom field it first installs the custom field's own nested fields, then calls its
/// `update()`, the order SwiftUI uses for nested `DynamicProperty` values.
///
///     struct Row: View {                  FieldLayout(Row)
///       @StateCell var isOn = false        ├─ +0   builtin StateCell<Bool>  slot 0  "Row.isOn"
///       @Counter var clicks                └─ +16  custom Counter
///       let title: String                       └─ +0 builtin StateCell<Int> slot 1 "Row.clicks.count"
///     }
@MainActor
final class FieldLayout {
  enum Field {
    /// A built-in field; `slot` indexes the node's field storage when the field owns storage.
    case builtin(any BuiltinField.Type, slot: Int, description: FieldDescription)
    /// A user-defined field: install `nested` (slots shifted by the entry's base), then `update()`.
    case custom(any DynamicField.Type, nested: FieldLayout?, slotBase: Int)
  }

  struct Entry {
    let offset: Int
    let field: Field
  }

  let entries: [Entry]
  /// How many storage slots the type's built-in fields need, nested fields included.
  let storageSlotCount: Int
  /// Names of `DynamicField` properties the runtime cannot reach (in a class, behind `weak`).
  let unreachableFields: [String]
  /// The fields that need an object from the environment, nested fields included, with their
  /// offsets: checked before a body runs (see `EnvironmentRequirement`).
  let requirements: [(offset: Int, type: any EnvironmentRequirement.Type)]

  package var isEmpty: Bool { entries.isEmpty }

  /// Every storage slot with the path of the field that owns it (`Row.isOn`, nested fields
  /// included), in slot order.
  var stateSlots: [(index: Int, path: String)] {
    var slots: [(index: Int, path: String)] = []
    func collect(_ layout: FieldLayout, base: Int) {
      for entry in layout.entries {
        switch entry.field {
        case .builtin(let type, let slot, let description):
          if type.ownsStorage { slots.append((base + slot, description.path)) }
        case .custom(_, let nested, let nestedBase):
          if let nested { collect(nested, base: base + nestedBase) }
        }
      }
    }
    collect(self, base: 0)
    return slots
  }

  /// Whether a user-defined `DynamicField` is among the fields. Its `update()` may change the
  /// field itself, so an installed value no longer equals the value its parent passed in.
  var hasCustomFields: Bool {
    entries.contains { if case .custom = $0.field { true } else { false } }
  }

  private init(
    entries: [Entry], storageSlotCount: Int, unreachableFields: [String],
    requirements: [(offset: Int, type: any EnvironmentRequirement.Type)] = []
  ) {
    self.entries = entries
    self.storageSlotCount = storageSlotCount
    self.unreachableFields = unreachableFields
    self.requirements = requirements
  }

  /// Installs every field of the value at `base`, which belongs to `node`.
  func install(at base: UnsafeMutableRawPointer, in node: Node, slotBase: Int = 0) {
    for entry in entries {
      let address = base + entry.offset
      switch entry.field {
      case .builtin(let type, let slot, let description):
        type.install(at: address, in: node, slot: slotBase + slot, description: description)
      case .custom(let type, let nested, let nestedBase):
        nested?.install(at: address, in: node, slotBase: slotBase + nestedBase)
        type.callUpdate(at: address)
      }
    }
  }
}

extension FieldLayout {
  private static var cache: [ObjectIdentifier: FieldLayout] = [:]
  private static let empty = FieldLayout(entries: [], storageSlotCount: 0, unreachableFields: [])

  /// The layout of `type`, computed on first use. `ownerName` names fields in diagnostics.
  package static func of(_ type: Any.Type) -> FieldLayout {
    let id = ObjectIdentifier(type)
    if let cached = cache[id] { return cached }
    let layout = build(type, path: typeName(type))
    cache[id] = layout
    return layout
  }

  private static func build(_ type: Any.Type, path: String) -> FieldLayout {
    if StoredField.metadataKind(of: type) == .reference {
      // A class: its fields live in the object, where re-created values cannot be installed.
      let unreachable = StoredField.classFields(of: type)
        .filter { $0.type is any DynamicField.Type }
        .map { "\(path).\($0.name.hasPrefix("_") ? String($0.name.dropFirst()) : $0.name)" }
      if unreachable.isEmpty { return empty }
      return FieldLayout(entries: [], storageSlotCount: 0, unreachableFields: unreachable)
    }
    guard let fields = StoredField.fields(of: type) else { return empty }
    var entries: [Entry] = []
    var slots = 0
    var unreachable: [String] = []
    var requirements: [(offset: Int, type: any EnvironmentRequirement.Type)] = []
    for field in fields {
      guard let dynamic = field.type as? any DynamicField.Type else { continue }
      let name = field.name.hasPrefix("_") ? String(field.name.dropFirst()) : field.name
      let fieldPath = "\(path).\(name)"
      guard field.isReadable else {
        unreachable.append(fieldPath)
        continue
      }
      if let builtin = dynamic as? any BuiltinField.Type {
        let description = FieldDescription(path: fieldPath)
        entries.append(
          Entry(
            offset: field.offset, field: .builtin(builtin, slot: slots, description: description)))
        if builtin.ownsStorage { slots += 1 }
        if let requirement = builtin as? any EnvironmentRequirement.Type {
          requirements.append((field.offset, requirement))
        }
      } else {
        let nested = build(field.type, path: fieldPath)
        entries.append(
          Entry(
            offset: field.offset,
            field: .custom(dynamic, nested: nested.isEmpty ? nil : nested, slotBase: slots)))
        slots += nested.storageSlotCount
        unreachable += nested.unreachableFields
        requirements += nested.requirements.map { (field.offset + $0.offset, $0.type) }
      }
    }
    if entries.isEmpty && unreachable.isEmpty { return empty }
    return FieldLayout(
      entries: entries, storageSlotCount: slots, unreachableFields: unreachable,
      requirements: requirements)
  }
}

/// The name of a field for messages and records, such as `Row.isOn`.
@MainActor
package final class FieldDescription {
  package let path: String
  package init(path: String) { self.path = path }
}

/// Built-in fields that the runtime connects to node-owned storage or context.
@MainActor
package protocol BuiltinField: DynamicField {
  /// Whether the field needs a storage slot in its node (a state box), kept for the node's life.
  static var ownsStorage: Bool { get }
  /// Connects the field to `node`. `slot` is the field's storage slot when `ownsStorage`.
  mutating func install(in node: Node, slot: Int, description: FieldDescription)
}

extension BuiltinField {
  fileprivate static func install(
    at address: UnsafeMutableRawPointer, in node: Node, slot: Int, description: FieldDescription
  ) {
    address.assumingMemoryBound(to: Self.self).pointee.install(
      in: node, slot: slot, description: description)
  }
}

extension DynamicField {
  fileprivate static func callUpdate(at address: UnsafeMutableRawPointer) {
    address.assumingMemoryBound(to: Self.self).pointee.update()
  }
}

/// A readable name for a type: `Row`, `Wrapper<Text>`.
package func typeName(_ type: Any.Type) -> String {
  String(describing: type)
}
