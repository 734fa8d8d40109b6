// SwiftUI's names for CellGraph's focus types. Modifiers (`focused`, `onSubmit`, `submitLabel`,
// `searchable`, `refreshable`) and their values (`SubmitTriggers`, `SubmitLabel`,
// `RefreshAction`, `DismissSearchAction`) carry SwiftUI's names in CellGraph itself.

/// SwiftUI's `@FocusState` (and `FocusState.Binding`): CellGraph's `FocusStateCell`.
///
/// An alias of the unbound generic type, so that `@FocusState.Binding var isFocused: Bool`
/// infers `Value` from the property's type as SwiftUI's does (`FocusState<Bool>.Binding` spelled
/// out works too).
public typealias FocusState = FocusStateCell

/// SwiftUI's `@FocusedValue`: CellGraph's `FocusedValueCell`.
public typealias FocusedValue<Value> = FocusedValueCell<Value>

/// SwiftUI's `@FocusedBinding`: CellGraph's `FocusedBindingCell`.
public typealias FocusedBinding<Value> = FocusedBindingCell<Value>

/// SwiftUI's `@FocusedObject`: CellGraph's `FocusedObjectCell`.
public typealias FocusedObject<ObjectType: ObservableObject> = FocusedObjectCell<ObjectType>
