import Kinetype

struct ScoreTable: View {
  let rows = [("Ada", 42, 7), ("Grace", 38, 9), ("Linus", 29, 4)]

  var body: some View {
    Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 8) {
      GridRow {
        Text("Player").bold()
        Text("Points").bold().gridColumnAlignment(.trailing)
        Text("Wins").bold()
      }
      Divider().gridCellColumns(3)
      ForEach(rows, id: \.0) { row in
        GridRow {
          Text(row.0)
          Text("\(row.1)").monospacedDigit()
          Text("\(row.2)")
        }
      }
    }
    .padding()
  }
}

#Preview("Scores", traits: .sizeThatFitsLayout) {
  ScoreTable()
}
