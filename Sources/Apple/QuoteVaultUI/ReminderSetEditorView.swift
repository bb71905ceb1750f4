#if os(iOS)
  import DesignSystem
  import Foundation
  import Localization
  import LocalizationUI
  import QuoteVaultCore
  import SwiftUI

  /// One reminder set's editor sheet (Settings > Reminders > a set, or Add): it shows the sheet's model's draft
  /// and sends each change to it; Save keeps the set, Cancel leaves it as it was, asking first when the draft
  /// changed (then the swipe down is held back and asks too: `ReminderSetModel.cancel`).
  @MainActor
  struct ReminderSetEditorView: View {
    let sheet: ReminderSetModel

    var body: some View {
      NavigationStack {
        Form {
          Section {
            TextField(ReminderSetModel.name, text: name)
            Toggle(ReminderSetModel.enabled, isOn: enabled)
          } footer: {
            if sheet.isDaily { Text(ReminderSetModel.dailyFooter) }
          }
          // Criterion: QV-7.2 (each set its own count, window and source)
          Section {
            Stepper(
              QuoteVaultCopy.Settings.remindersADay(sheet.draft.schedule.count), value: count,
              in: ReminderSchedule.counts)
            DatePicker(
              sheet.showsWindowAndSource ? QuoteVaultCopy.Settings.from : QuoteVaultCopy.Settings.time,
              selection: time(\.start, sheet.setStart), displayedComponents: .hourAndMinute)
            if sheet.showsWindowAndSource {
              DatePicker(
                QuoteVaultCopy.Settings.until, selection: time(\.end, sheet.setEnd), displayedComponents: .hourAndMinute
              )
              Picker(ReminderSource.label, selection: source) {
                ForEach(sheet.sourceChoices, id: \.self) { Text($0.title).tag($0) }
              }
            }
          } footer: {
            if let note = sheet.windowNote { Text(verbatim: note) }
          }
          Section {
            WeekdayRow(sheet: sheet)
          } header: {
            Text(ReminderSetModel.days)
          } footer: {
            // Criterion: QV-7.2 (a source gone or a plan cut short by iOS's 64, said in words)
            let notes = sheet.daysFooterNotes
            if !notes.isEmpty { Text(verbatim: notes.joined(separator: "\n\n")) }
          }
          if !sheet.isNew && !sheet.isDaily {
            Section {
              Button(ReminderSetModel.delete, role: .destructive) { sheet.delete() }
            }
          }
        }
        .navigationTitle(sheet.isNew ? ReminderSetModel.newTitle : ReminderSetModel.editTitle)
        .navigationBarTitleDisplayMode(.inline)
        // Criterion: QV-7.2 (a changed draft is never dropped unasked: the swipe asks, through the stack)
        .interactiveDismissDisabled(sheet.hasChanges)
        .toolbar {
          ToolbarItem(placement: .cancellationAction) { Button(QuoteVaultCopy.cancel) { sheet.cancel() } }
          ToolbarItem(placement: .confirmationAction) {
            // Criterion: QV-7.2 (one Save at a time: the button is off while it is on its way)
            if sheet.isSaving {
              ProgressView()
            } else {
              Button(ReminderSetModel.save) { Task { await sheet.save() } }.disabled(sheet.saveDisabled)
            }
          }
        }
      }
    }

    private var name: Binding<String> {
      let sheet = self.sheet
      return Binding(get: { @MainActor in sheet.draft.name }, set: { @MainActor in sheet.setName($0) })
    }

    private var enabled: Binding<Bool> {
      let sheet = self.sheet
      return Binding(get: { @MainActor in sheet.draft.isEnabled }, set: { @MainActor in sheet.setEnabled($0) })
    }

    private var count: Binding<Int> {
      let sheet = self.sheet
      return Binding(get: { @MainActor in sheet.draft.schedule.count }, set: { @MainActor in sheet.setCount($0) })
    }

    private var source: Binding<ReminderSource> {
      let sheet = self.sheet
      return Binding(
        get: { @MainActor in sheet.draft.schedule.source }, set: { @MainActor in sheet.setSource($0) })
    }

    /// A wheel over one of the window's "HH:mm" times.
    private func time(
      _ field: KeyPath<ReminderSchedule, String>, _ set: @escaping @MainActor (String) -> Void
    ) -> Binding<Date> {
      let sheet = self.sheet
      return Binding(
        get: { @MainActor in
          NotificationPlan.date(forTime: sheet.draft.schedule[keyPath: field], on: Date(), calendar: .current)
        },
        set: { @MainActor date in set(NotificationPlan.time(of: date, calendar: .current)) })
    }
  }

  /// The seven days as buttons, in the order of the user's week, each on or off, each a target of at least
  /// `QuoteVaultLayout.minimumTapTarget` square: one row where seven such targets fit the row's width, else
  /// (a narrow phone, or accessibility sizes, where a letter outgrows its circle) a grid of four a row, so each
  /// keeps its whole letter and its whole target.
  @MainActor
  private struct WeekdayRow: View {
    let sheet: ReminderSetModel
    @Environment(\.dynamicTypeSize) private var typeSize
    /// The row's width, measured (0 until it is): the grid until then, which fits any width.
    @State private var width = 0.0

    var body: some View {
      // Criterion: QV-7.2 (the days wrap at accessibility sizes)
      Group {
        if QuoteVaultLayout.weekdaysFitOneRow(width: width, at: DesignSystem.DynamicTypeSize(typeSize)) {
          HStack(spacing: 0) { days }
        } else {
          LazyVGrid(
            columns: Array(
              repeating: GridItem(.flexible(minimum: QuoteVaultLayout.minimumTapTarget), spacing: 0),
              count: QuoteVaultLayout.wrappedWeekdaysPerRow),
            spacing: 0
          ) { days }
        }
      }
      // The row's width as laid out (iOS 17 has no `onGeometryChange`): read once drawn and at each change.
      .background {
        GeometryReader { proxy in
          Color.clear
            .onAppear { width = Double(proxy.size.width) }
            .onChange(of: proxy.size.width) { _, new in width = Double(new) }
        }
      }
    }

    private var days: some View {
      ForEach(ReminderSetModel.weekdays(calendar: .current), id: \.number) { day in
        let on = sheet.draft.weekdays.contains(day.number)
        Button {
          sheet.toggle(weekday: day.number)
        } label: {
          Text(verbatim: day.name)
            .frame(
              minWidth: QuoteVaultLayout.minimumTapTarget, maxWidth: .infinity,
              minHeight: QuoteVaultLayout.minimumTapTarget
            )
            .background(on ? Color.accentColor : Color.secondary.opacity(0.15), in: Circle())
            .foregroundStyle(on ? Color.white : Color.primary)
            // The whole square is the target, not only the circle drawn in it.
            .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
        .accessibilityLabel(Text(verbatim: Self.fullName(day.number)))
        .accessibilityAddTraits(on ? .isSelected : [])
      }
    }

    private static func fullName(_ number: Int) -> String {
      let symbols = Calendar.current.standaloneWeekdaySymbols
      return symbols.indices.contains(number - 1) ? symbols[number - 1] : ""
    }
  }

  // PreviewProvider, not #Preview: the Linux type-check (check-apple-only) has no PreviewsMacros plugin.
  struct ReminderSetEditorView_Previews: PreviewProvider {
    static var previews: some View {
      ReminderSetEditorView(
        sheet: ReminderSetModel(
          draft: ReminderSet(id: "new", name: "", schedule: ReminderSchedule(count: 3)), isNew: true,
          isDaily: false, sourceChoices: ReminderSource.choices)
      )
      .previewDisplayName("A new set")
      ReminderSetEditorView(
        sheet: ReminderSetModel(
          draft: ReminderSet(
            id: ReminderSet.dailyID, name: "", schedule: ReminderSchedule(count: 6, start: "22:00", end: "06:00"),
            weekdays: [2, 3, 4, 5, 6]),
          isNew: false, isDaily: true, sourceChoices: ReminderSource.choices,
          notes: [RemindersModel.trimmedNote(count: 31)])
      )
      .previewDisplayName("The daily set, a night window, cut short")
      ReminderSetEditorView(
        sheet: ReminderSetModel(
          draft: ReminderSet(id: "new", name: "", schedule: ReminderSchedule(count: 3)), isNew: true,
          isDaily: false, sourceChoices: ReminderSource.choices)
      )
      .dynamicTypeSize(.accessibility5)
      .previewDisplayName("The days in two rows at AX5")
    }
  }
#endif
