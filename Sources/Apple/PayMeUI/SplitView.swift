#if os(iOS)
  import DesignSystem
  import DesignSystemUI
  import Localization
  import LocalizationUI
  import PayMeCore
  import PresentationUI
  import SwiftUI
  import UIKit

  /// Split a Bill: the bill on PayMe's keypad, who shares it (anyone on the list, someone typed, or someone from
  /// Contacts, as the payment's recipients), a preview of each request to the cent, and why Request cannot go
  /// when it cannot; one tap requests every share, then Done shows who was asked for what. It reads its own
  /// `SplitModel`, held by its destination, and sends its intents to it (Request, Cancel, Done, someone typed).
  @MainActor
  struct SplitView: View {
    @Bindable var split: SplitModel
    @Environment(\.dynamicTypeSize) private var typeSize
    /// The note's focus, reported to the split, which decides whether the keypad shows (`showsKeypad`).
    @FocusState private var noteFocused: Bool

    var body: some View {
      NavigationStack {
        Group {
          if split.sent != nil {
            SplitDoneView(split: split)
          } else {
            form
          }
        }
        .navigationTitle(split.sent != nil ? PayMeCopy.splitSentTitle : PayMeCopy.splitBill)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
          if split.sent == nil {
            ToolbarItem(placement: .cancellationAction) { Button(PayMeCopy.cancel) { split.cancel() } }
          }
        }
      }
      // A filled-in split is not swiped away silently: the swipe is held back and asks, as Cancel does
      // (PayMeModel.userAttemptedDismissal, reported by PresentationUI).
      .interactiveDismissDisabled(split.refusesSwipeDown)
    }

    private var form: some View {
      Form {
        Section {
          // Large and centred, as the payment's amount; typed on the keypad below (`SplitModel.press`).
          AmountDisplay(payment: split)
          TextField(text: $split.note) { Text(PayMeCopy.notePlaceholder) }
            .focused($noteFocused)
          Toggle(PayMeCopy.includeMe, isOn: $split.includesMe)
        } header: {
          // At the accessibility sizes the title says it already; the amount and keys take the header's room.
          if !typeSize.isAccessibilitySize { Text(PayMeCopy.bill) }
        }
        ForEach(split.peopleSections) { section in
          peopleSection(section)
        }
        if let shares = split.split {
          Section {
            if let mine = shares.mine {
              Row(PayMeCopy.myShare, value: mine.formatted(locale: split.locale))
            }
            ForEach(shares.requests, id: \.contact.id) { share in
              LabeledContent {
                Text(verbatim: share.amount.formatted(locale: split.locale))
              } label: {
                Text(verbatim: share.contact.name)
              }
            }
          }
        }
      }
      .safeAreaInset(edge: .bottom) {
        SplitKeypadBar(split: split)
      }
      .onChange(of: noteFocused) { _, focused in split.noteFocused = focused }
      // The keys and the amount grow with the text only as far as the sheet holds them, under the "Bill" header.
      .amountKeypadSizing(reserved: AmountKeypadLayout.splitHeader(at: DesignSystem.DynamicTypeSize(typeSize)))
      // The payment's search, for people: filters the list and offers a typed email, phone or handle. Outside the
      // bar, so the bar reads whether the search is up (`isSearching`).
      .searchable(text: $split.query, prompt: Text(PayMeCopy.searchContacts))
    }

    @ViewBuilder private func peopleSection(_ section: RecipientSection) -> some View {
      switch section {
      case .typed(let handle):
        Section {
          Button(PayMeCopy.payTyped(handle, purpose: .request), systemImage: "person.crop.circle.badge.plus") {
            split.addTypedPerson()
          }
        }
      case .noResults(let query):
        Section { ContentUnavailableView.search(text: query) }
      case .recents(let people), .contacts(let people):
        Section {
          ForEach(people) { contact in personRow(contact) }
        } header: {
          Text(PayMeCopy.splitWith)
        } footer: {
          Text(PayMeCopy.splitAddPeopleHint)
        }
      case .chooseFromContacts:
        // Anyone in the device's Contacts, through the same system picker as the payment's.
        Section {
          Button(PayMeCopy.chooseFromContacts, systemImage: "person.crop.circle.badge.plus") {
            split.chooseFromContacts()
          }
        }
      }
    }

    private func personRow(_ contact: Contact) -> some View {
      Button {
        split.toggle(contact)
      } label: {
        HStack {
          ContactRow(contact: contact, photo: split.photo(of: contact))
          Spacer(minLength: Spacing.xSmall)
          if split.isChosen(contact) {
            Image(systemName: "checkmark").foregroundStyle(Color(SystemColors.blue))
              .accessibilityHidden(true)
          }
        }
      }
      .accessibilityLabel(verbatim: contact.accessibilityLabel)
      .accessibilityAddTraits(split.isChosen(contact) ? .isSelected : [])
    }
  }

  /// The keypad and Request under the split's form. The keypad steps aside while the search or the note has the
  /// system keyboard up (`SplitModel.showsKeypad`), so the two never stack; the big amount stays where it is.
  @MainActor
  struct SplitKeypadBar: View {
    let split: SplitModel
    @Environment(\.isSearching) private var isSearching

    var body: some View {
      VStack(spacing: Spacing.xSmall) {
        // Why a key, a person or Request was refused, by Request; VoiceOver hears it as it happens.
        if let note = split.barNote { KeypadBarNoteText(note: note) }
        if split.showsKeypad { AmountKeypadView(payment: split) }
        ProminentButton(split.sendTitle) {
          split.send()
        }
        .disabled(!split.canSend)
      }
      .padding(Spacing.screenEdgeRegular)
      .background(.bar)
      // The search's keyboard, reported to the split (only a view inside `.searchable` can read it).
      .onChange(of: isSearching, initial: true) { _, searching in split.searching = searching }
    }
  }

  /// The split's Done step, as a payment's: who was asked for how much, the user's own share, and Done.
  @MainActor
  struct SplitDoneView: View {
    let split: SplitModel
    @ScaledMetric(relativeTo: .largeTitle) private var glyph = 56

    var body: some View {
      ScrollView {
        VStack(spacing: Spacing.medium) {
          Image(systemName: "checkmark.circle.fill")
            .font(.system(size: glyph))
            .foregroundStyle(Color(SystemColors.green))
            .accessibilityHidden(true)
          Text(PayMeCopy.splitSentTitle).font(.system(.title2))
          ForEach(Array(split.sentLines(locale: split.locale).enumerated()), id: \.offset) { _, line in
            Text(line).font(.system(.body)).foregroundStyle(Color(Theme.payMe.secondaryText))
          }
          if let mine = split.sent?.mine {
            Row(PayMeCopy.myShare, value: mine.formatted(locale: split.locale))
              .font(.system(.footnote)).foregroundStyle(Color(Theme.payMe.secondaryText))
          }
        }
        .frame(maxWidth: .infinity)
        .multilineTextAlignment(.center)
        .padding(.horizontal, Spacing.screenEdgeRegular)
        .padding(.vertical, Spacing.large)
        .accessibilityElement(children: .contain)
      }
      .safeAreaInset(edge: .bottom) {
        ProminentButton(PayMeCopy.done) { split.done() }
          .padding(Spacing.screenEdgeRegular)
          .background(.bar)
      }
    }
  }
#endif
