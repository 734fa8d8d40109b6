// SwiftUI's names for CellGraph's focus types. Modifiers (`focused`, `onSubmit`, `submitLabel`,
// `searchable`, `refreshable`) and their values (`SubmitTriggers`, `SubmitLabel`,
// `RefreshAction`, `DismissSearchAction`) carry SwiftUI's names in CellGraph itself.

/// SwiftUI's `@FocusState` (and `FocusState.Binding`): CellGraph's `FocusStateCell`.
public typealias FocusState<Value: Hashable> = FocusStateCell<Value>

/// SwiftUI's `@FocusedValue`: CellGraph's `FocusedValueCell`.
public typealias FocusedValue<Value> = FocusedValueCell<Value>

/// SwiftUI's `@FocusedBinding`: CellGraph's `FocusedBindingCell`.
public typealias FocusedBinding<Value> = FocusedBindingCell<Value>

/// SwiftUI's `@FocusedObject`: CellGraph's `FocusedObjectCell`.
public typealias FocusedObject<ObjectType: ObservableObject> = FocusedObjectCell<ObjectType>
