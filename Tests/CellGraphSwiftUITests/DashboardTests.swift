import CellGraphSwiftUI
import CellGraphTesting
import Testing

// A dashboard written as a SwiftUI file: SwiftUI's names only, through `import CellGraphSwiftUI`.

@Observable private final class Metrics {
  var uploaded = 3.0
  var total = 10.0
  var alerts = 2
  var isOnline = true
}

private struct DashboardView: View {
  var metrics = Metrics()
  @State private var showsDetails = true

  var body: some View {
    VStack(alignment: .leading) {
      Header(alerts: metrics.alerts)
      UploadCard(metrics: metrics)
      StatusRow(isOnline: metrics.isOnline)
      Details().opacity(showsDetails ? 1 : 0)
      HStack {
        Button("Upload one") { metrics.uploaded += 1 }
          .buttonStyle(.borderedProminent)
        Button("Clear alerts") { metrics.alerts = 0 }
          .buttonStyle(.bordered)
          .tint(.red)
        Button("Details") { showsDetails.toggle() }
          .buttonStyle(.plain)
      }
    }
    .font(.body)
    .background(.thinMaterial)
  }
}

private struct Header: View {
  let alerts: Int
  var body: some View {
    Label("Dashboard", systemImage: "gauge")
      .font(.largeTitle.bold())
      .foregroundStyle(.primary)
      .padding(.trailing, 4)
      .overlay(alignment: .trailing) {
        if alerts > 0 {
          Text("\(alerts)")
            .font(.caption2)
            .padding(.horizontal, 1)
            .background(.red, ignoresSafeAreaEdges: [])
            .clipShape(Capsule())
        }
      }
  }
}

private struct UploadCard: View {
  @Bindable var metrics: Metrics
  var body: some View {
    GroupBox("Uploads") {
      ProgressView("Files", value: metrics.uploaded, total: metrics.total)
        .progressViewStyle(.linear)
        .tint(.blue)
      Text("\(Int(metrics.uploaded)) of \(Int(metrics.total))")
        .foregroundColor(.secondary)
        .lineLimit(1)
    }
    .groupBoxStyle(.automatic)
  }
}

private struct StatusRow: View {
  let isOnline: Bool
  var body: some View {
    HStack {
      ZStack {
        Circle()
          .fill(isOnline ? Color.green : Color.red)
          .frame(width: 8, height: 8)
      }
      Text(isOnline ? "Online" : "Offline")
        .italic(!isOnline)
        .shadow(color: .black, radius: 1, x: 0, y: 1)
    }
  }
}

private struct Details: View {
  @State private var expanded = 0
  var body: some View {
    HStack {
      Image(systemName: "info.circle")
        .imageScale(.small)
      Button("More \(expanded)") { expanded += 1 }
        .fixedSize()
        .cornerRadius(4)
    }
  }
}

@MainActor
@Suite struct DashboardTests {
  // The header's 4 points of trailing padding are one column (8-point cells, halves rounded up),
  // and the badge's 1 point of horizontal padding none: the badge sits in that last column, and
  // the cell beside it is blank, so the title and the badge do not run together. The status
  // circle is framed 8 × 8 points: one cell, filled.
  @Test("The dashboard renders its label, badge, group box, progress bar and status")
  func textForm() {
    let host = ViewHost(DashboardView())
    #expect(
      host.expectText(
        """
        (gauge) Dashboar 2
        +- Uploads ------------+
        |Files [###-------] 30%|
        |3 of 10               |
        +----------------------+
        ░ Online
        (info.circle) [More 0]
        [Upload one] [Clear alerts] [Details]
        """))
    #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
  }

  @Test("Uploading re-runs the upload card only; the header and status are skipped")
  func uploadRerunsTheCard() throws {
    let host = ViewHost(DashboardView())
    try host.expectBodies(.view(UploadCard.self)) {
      try host.tap("Upload one")
    }
    #expect(host.text.contains("Files [####------] 40%"))
    #expect(host.text.contains("4 of 10"))
  }

  @Test("Clearing the alerts re-runs the dashboard and the header, and removes the badge")
  func clearingAlerts() throws {
    let host = ViewHost(DashboardView())
    try host.expectBodies(.view(DashboardView.self), .view(Header.self)) {
      try host.tap("Clear alerts")
    }
    #expect(host.text.hasPrefix("(gauge) Dashboard\n"))
  }

  @Test("Hiding the details keeps their state; they show again with it")
  func detailsKeepState() throws {
    let host = ViewHost(DashboardView())
    try host.tap("More 0")
    try host.expectBodies(.view(DashboardView.self)) {
      try host.tap("Details")
    }
    #expect(!host.text.contains("More"))
    try host.tap("Details")
    #expect(host.text.contains("(info.circle) [More 1]"))
  }

  @Test("Going offline re-runs the dashboard and the status row only")
  func goingOffline() throws {
    let metrics = Metrics()
    let host = ViewHost(DashboardView(metrics: metrics))
    host.expectBodies(.view(DashboardView.self), .view(StatusRow.self)) {
      metrics.isOnline = false
    }
    #expect(host.text.contains("░ Offline"))
  }
}
