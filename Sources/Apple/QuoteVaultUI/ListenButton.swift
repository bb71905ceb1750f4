#if os(iOS)
  import DesignSystem
  import Localization
  import LocalizationUI
  import QuoteVaultCore
  import SwiftUI

  /// Listen, or Stop while this quote is heard: shown only where the app has a voice. VoiceOver hears which quote
  /// action it is ("Listen to Quote", "Stop Listening"); the voice ducks VoiceOver's own speech like other audio.
  @MainActor
  struct ListenButton: View {
    let quote: Quote
    let listening: QuoteListening

    var body: some View {
      if listening.canListen {
        Button(
          listening.title(for: quote), systemImage: listening.isListening(to: quote) ? "stop.fill" : "speaker.wave.2"
        ) { Task { await listening.listen(to: quote) } }
        .accessibilityLabel(listening.label(for: quote))
      }
    }
  }

  /// Why Listen could not start for this quote (a call holds the sound), under its buttons until the next try.
  @MainActor
  struct ListenProblem: View {
    let quote: Quote
    let listening: QuoteListening

    var body: some View {
      if let problem = listening.problem(for: quote) {
        Label(problem, systemImage: "speaker.slash").font(.footnote).foregroundStyle(.secondary)
      }
    }
  }

  struct ListenButton_Previews: PreviewProvider {
    static var previews: some View {
      let listening = QuoteVaultPreviewValues.model().listening
      VStack {
        ListenButton(quote: QuoteVaultPreviewValues.quotes[0], listening: listening)
        ListenProblem(quote: QuoteVaultPreviewValues.quotes[0], listening: listening)
      }
      .buttonStyle(.bordered)
      .previewDisplayName("Listen")
    }
  }
#endif
