#if os(iOS)
  import DesignSystem
  import Localization
  import LocalizationUI
  import QuoteVaultCore
  import SwiftUI

  /// The past quotes of the day, today first (`QuoteHistoryModel`): saved days at once, the rest as they come.
  @MainActor
  struct HistoryView: View {
    let sheet: QuoteHistoryModel

    var body: some View {
      NavigationStack {
        List(sheet.entries, id: \.day) { entry in
          // A row opens its quote in the reader, where the heart and Share are.
          Button {
            sheet.open(entry)
          } label: {
            VStack(alignment: .leading, spacing: Spacing.xSmall) {
              Text(verbatim: sheet.label(for: entry.day)).font(.caption).foregroundStyle(.secondary)
              Text(QuoteVaultCopy.quoted(entry.quote.text))
              Text(QuoteVaultCopy.byline(entry.quote.author)).font(.subheadline).foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .contentShape(Rectangle())
          }
          .buttonStyle(.plain)
          .accessibilityElement(children: .combine)
          .accessibilityAddTraits(.isButton)
        }
        .overlay {
          switch sheet.state {
          case _ where !sheet.entries.isEmpty: EmptyView()
          case .loading, .idle: ProgressView()
          case .empty: ContentUnavailableView(verbatim: sheet.emptyMessage, systemImage: "calendar")
          case .failed(let message):
            ContentUnavailableView {
              Label(QuoteVaultCopy.Feed.couldntLoadPast, systemImage: "wifi.exclamationmark")
            } description: {
              Text(verbatim: message)
            } actions: {
              Button(QuoteVaultCopy.tryAgain) { Task { await sheet.load() } }
            }
          default: EmptyView()
          }
        }
        .task { await sheet.load() }
        .navigationTitle(verbatim: sheet.title)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
          ToolbarItem(placement: .confirmationAction) { Button(QuoteVaultCopy.done) { sheet.done() } }
          if sheet.state == .loading, !sheet.entries.isEmpty {
            ToolbarItem(placement: .topBarLeading) { ProgressView().accessibilityLabel(QuoteVaultCopy.updating) }
          }
        }
      }
    }
  }
#endif
