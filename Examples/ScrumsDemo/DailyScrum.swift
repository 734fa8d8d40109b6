import CellGraphSwiftUI

struct DailyScrum: Identifiable, Hashable {
  let id: UUID
  var title: String
  var attendees: [String]
  var lengthInMinutes: Int

  init(id: UUID = UUID(), title: String, attendees: [String], lengthInMinutes: Int) {
    self.id = id
    self.title = title
    self.attendees = attendees
    self.lengthInMinutes = lengthInMinutes
  }

  static var emptyScrum: DailyScrum {
    DailyScrum(title: "", attendees: [], lengthInMinutes: 5)
  }
}

extension DailyScrum {
  static let sampleData: [DailyScrum] = [
    DailyScrum(title: "Design", attendees: ["Cathy", "Daisy", "Simon"], lengthInMinutes: 10),
    DailyScrum(title: "App Dev", attendees: ["Katie", "Gray", "Euna"], lengthInMinutes: 5),
  ]
}
