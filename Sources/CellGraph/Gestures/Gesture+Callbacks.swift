import CellGraphCore

/// A gesture that runs an action every time its value changes (`onChanged(_:)`).
public nonisolated struct _ChangedGesture<Content: Gesture>: Gesture {
  public typealias Body = Never
  public typealias Value = Content.Value
  let content: Content
  let action: (Content.Value) -> Void
}

/// A gesture that runs an action when it ends (`onEnded(_:)`).
public nonisolated struct _EndedGesture<Content: Gesture>: Gesture {
  public typealias Body = Never
  public typealias Value = Content.Value
  let content: Content
  let action: (Content.Value) -> Void
}

/// A gesture that updates a `@GestureState` as it changes (`updating(_:body:)`).
public nonisolated struct GestureStateGesture<Base: Gesture, State>: Gesture {
  public typealias Body = Never
  public typealias Value = Base.Value
  let base: Base
  let state: GestureState<State>
  let body: (Base.Value, inout State, inout Transaction) -> Void
}

/// A gesture whose value is another gesture's, transformed (`map(_:)`).
public nonisolated struct _MapGesture<Content: Gesture, Value>: Gesture {
  public typealias Body = Never
  let content: Content
  let transform: (Content.Value) -> Value
}

extension Gesture {
  /// Runs `action` every time the gesture's value changes.
  ///
  /// ```swift
  /// DragGesture().onChanged { value in offset = value.translation }
  /// ```
  public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
    _ChangedGesture(content: self, action: action)
  }

  /// Runs `action` when the gesture ends successfully, with its final value.
  ///
  /// ```swift
  /// TapGesture(count: 2).onEnded { isLiked.toggle() }
  /// ```
  public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture(content: self, action: action)
  }

  /// Updates `state` every time the gesture's value changes; `state` goes back to its initial
  /// value when the gesture ends or is cancelled.
  ///
  /// ```swift
  /// DragGesture().updating($pan) { value, pan, transaction in pan = value.translation }
  /// ```
  public func updating<State>(
    _ state: GestureState<State>,
    body: @escaping (Value, inout State, inout Transaction) -> Void
  ) -> GestureStateGesture<Self, State> {
    GestureStateGesture(base: self, state: state, body: body)
  }

  /// A gesture whose value is this one's, transformed by `body`.
  ///
  /// ```swift
  /// DragGesture().map(\.translation).onEnded { offset = $0 }
  /// ```
  public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
    _MapGesture(content: self, transform: body)
  }
}

@MainActor extension _ChangedGesture: PrimitiveGesture {
  func makeRecognizer(in space: GestureSpace) -> GestureRecognizer<Value> {
    let recognizer = content.recognizer(in: space)
    let action = action
    recognizer.changed.append { value in action(value) }
    return recognizer
  }
}

@MainActor extension _EndedGesture: PrimitiveGesture {
  func makeRecognizer(in space: GestureSpace) -> GestureRecognizer<Value> {
    let recognizer = content.recognizer(in: space)
    let action = action
    recognizer.ended.append { value in action(value) }
    return recognizer
  }
}

@MainActor extension GestureStateGesture: PrimitiveGesture {
  func makeRecognizer(in space: GestureSpace) -> GestureRecognizer<Value> {
    let recognizer = base.recognizer(in: space)
    let state = state
    let update = body
    recognizer.changed.append { value in
      var newValue = state.current
      var transaction = Transaction()
      update(value, &newValue, &transaction)
      state.write(newValue, in: transaction)
    }
    recognizer.resets.append { state.resetValue() }
    return recognizer
  }
}

@MainActor extension _MapGesture: PrimitiveGesture {
  func makeRecognizer(in space: GestureSpace) -> GestureRecognizer<Value> {
    GestureRecognizer(mapping: content.recognizer(in: space), transform)
  }
}
