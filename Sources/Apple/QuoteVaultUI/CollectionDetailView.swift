#if os(iOS)
  import DesignSystem
  import DesignSystemUI
  import Localization
  import LocalizationUI
  import QuoteVaultCore
  import SwiftUI

  /// One collection's quotes (QV-5.5); swipe to take one out (QV-5.4). The screen's own model
  /// (`CollectionModel`) is held by its route, so its title follows a rename made while it is open.
  @MainActor
  struct CollectionDetailView: View {
    let screen: CollectionModel
    let model: QuoteVaultModel
    let sharing: Sharing
    /// VoiceOver or Switch Control: Undo then waits for the user rather than 8 seconds (`AssistiveTimeLimit`).
    @Environment(\.assistiveTechnologyRunning) private var assistiveTechnology

    var body: some View {
      List {
        ForEach(screen.quotes) { quote in
          QuoteRow(
            quote: quote, model: model, sharing: sharing, reading: .collection(screen.collection),
            pushes: .quote(quote)
          ) {
            Task { await screen.remove(quote) }
          }
        }
      }
      .overlay {
        if screen.quotes.isEmpty {
          ContentUnavailableView(
            QuoteVaultCopy.Library.nothingHere, systemImage: "quote.bubble",
            description: Text(QuoteVaultCopy.Library.nothingHereHint))
        }
      }
      // A full swipe takes a quote out at once: Undo puts it back in its place, as Mail does.
      .safeAreaInset(edge: .bottom) {
        if let removed = screen.removedMessage {
          HStack {
            Text(removed).foregroundStyle(.secondary)
            Spacer()
            Button(QuoteVaultCopy.undo) { Task { await screen.undoRemove() } }
              .frame(minHeight: HitTarget.minimum)
          }
          .padding(.horizontal, Spacing.medium)
          .background(.bar)
          .accessibilityElement(children: .combine)
          .transition(.opacity)
        }
      }
      .animation(.default, value: screen.recentlyRemoved)
      // VoiceOver hears the bar as it comes: it is not focused, and would otherwise be found only by chance.
      .onChange(of: screen.recentlyRemoved) { _, removed in
        if removed != nil, let message = screen.removedMessage {
          AccessibilityNotification.Announcement(message.text).post()
        }
      }
      .onChange(of: assistiveTechnology, initial: true) { _, running in screen.assistiveTechnologyChanged(running) }
      .onDisappear { screen.screenLeft() }
      .navigationTitle(verbatim: screen.collection.name)
      .toolbar {
        ToolbarItem(placement: .topBarTrailing) {
          Button(QuoteReaderModel.readingMode, systemImage: "rectangle.portrait.on.rectangle.portrait") {
            model.reading.open(.collection(screen.collection))
          }
          .disabled(screen.quotes.isEmpty)
        }
      }
    }
  }
#endif
