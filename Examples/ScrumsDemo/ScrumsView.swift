import CellGraphSwiftUI

struct ScrumsView: View {
  @Binding var scrums: [DailyScrum]
  @State private var isPresentingNewScrumView = false

  var body: some View {
    NavigationStack {
      List($scrums) { $scrum in
        NavigationLink(destination: DetailView(scrum: $scrum)) {
          CardView(scrum: scrum)
        }
      }
      .navigationTitle("Daily Scrums")
      .toolbar {
        Button("New Scrum", systemImage: "plus") {
          isPresentingNewScrumView = true
        }
        .accessibilityIdentifier("newScrumButton")
      }
    }
    .sheet(isPresented: $isPresentingNewScrumView) {
      NewScrumSheet(scrums: $scrums, isPresentingNewScrumView: $isPresentingNewScrumView)
    }
  }
}

struct CardView: View {
  let scrum: DailyScrum

  var body: some View {
    VStack(alignment: .leading) {
      Text(scrum.title)
      Text("\(scrum.attendees.count) attendees, \(scrum.lengthInMinutes) min")
    }
  }
}

struct DetailView: View {
  @Binding var scrum: DailyScrum

  var body: some View {
    List {
      Section(header: Text("Meeting Info")) {
        Stepper("Length: \(scrum.lengthInMinutes) min", value: $scrum.lengthInMinutes, in: 5...30)
      }
      Section(header: Text("Attendees")) {
        ForEach(scrum.attendees, id: \.self) { attendee in
          Label(attendee, systemImage: "person")
        }
      }
    }
    .navigationTitle(scrum.title)
  }
}

struct NewScrumSheet: View {
  @Binding var scrums: [DailyScrum]
  @Binding var isPresentingNewScrumView: Bool
  @State private var newScrum = DailyScrum.emptyScrum
  @State private var newAttendee = ""

  var body: some View {
    NavigationStack {
      Form {
        Section(header: Text("Meeting Info")) {
          TextField("Title", text: $newScrum.title)
            .accessibilityIdentifier("titleField")
          TextField("Length in minutes", value: $newScrum.lengthInMinutes, format: .number)
            .keyboardType(.numberPad)
            .accessibilityIdentifier("lengthField")
        }
        Section(header: Text("Attendees")) {
          ForEach(newScrum.attendees, id: \.self) { Text($0) }
          HStack {
            TextField("New Attendee", text: $newAttendee)
              .accessibilityIdentifier("attendeeField")
            Button("Add Attendee") {
              newScrum.attendees.append(newAttendee)
              newAttendee = ""
            }
            .buttonStyle(PillButtonStyle())
            .disabled(newAttendee.isEmpty)
            .accessibilityIdentifier("addAttendeeButton")
          }
        }
      }
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button("Dismiss") { isPresentingNewScrumView = false }
        }
        ToolbarItem(placement: .confirmationAction) {
          Button("Add") {
            scrums.append(newScrum)
            isPresentingNewScrumView = false
          }
          .disabled(newScrum.title.isEmpty)
          .accessibilityIdentifier("addScrumButton")
        }
      }
    }
  }
}

/// A rounded button, as tutorials style their primary buttons: the label between parentheses,
/// marked while pressed.
struct PillButtonStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 0) {
      Text(configuration.isPressed ? "((" : "(")
      configuration.label
      Text(configuration.isPressed ? "))" : ")")
    }
  }
}

#if canImport(SwiftUI)
  #Preview {
    ScrumsView(scrums: .constant(DailyScrum.sampleData))
  }
#endif

struct ScrumsView_Previews: PreviewProvider {
  static var previews: some View {
    ScrumsView(scrums: .constant(DailyScrum.sampleData))
      .previewDisplayName("Sample scrums")
    CardView(scrum: DailyScrum.sampleData[0])
      .previewLayout(.sizeThatFits)
  }
}
