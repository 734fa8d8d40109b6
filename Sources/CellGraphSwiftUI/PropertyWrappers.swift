// SwiftUI's names for CellGraph's property wrappers and protocols. Each is the same type under
// another name: `@State var x` declares a `StateCell`, so behaviour, records and diagnostics are
// CellGraph's (records name the wrapper by its CellGraph type).

/// SwiftUI's `@State`: CellGraph's `StateCell`.
public typealias State<Value> = StateCell<Value>

/// SwiftUI's `@Binding` and `Binding`: CellGraph's `BindingCell`.
public typealias Binding<Value> = BindingCell<Value>

/// SwiftUI's `@Environment`: CellGraph's `EnvironmentCell`.
public typealias Environment<Value> = EnvironmentCell<Value>

/// SwiftUI's `@EnvironmentObject`: CellGraph's `EnvironmentObjectCell`.
public typealias EnvironmentObject<ObjectType: ObservableObject> = EnvironmentObjectCell<ObjectType>

/// SwiftUI's `@ObservedObject`: CellGraph's `ObservedObjectCell`.
public typealias ObservedObject<ObjectType: ObservableObject> = ObservedObjectCell<ObjectType>

/// SwiftUI's `@StateObject`: CellGraph's `OwnedObjectCell`.
public typealias StateObject<ObjectType: ObservableObject> = OwnedObjectCell<ObjectType>

/// SwiftUI's `@Bindable`: CellGraph's `BindableCell`.
public typealias Bindable<Value: AnyObject & Observable> = BindableCell<Value>

/// SwiftUI's `DynamicProperty`: CellGraph's `DynamicField`.
public typealias DynamicProperty = DynamicField
