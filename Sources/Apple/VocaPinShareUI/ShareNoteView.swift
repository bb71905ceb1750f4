#if os(iOS)
  import DesignSystem
  import DesignSystemUI
  import Localization
  import LocalizationUI
  import SharedStore
  import SwiftUI
  import VocaPinCore

  /// The Share extension's sheet: the shared words on the note's paper in its handwriting, the
  /// colour, Pin to Widget, Cancel and Add to VocaPin. It shows `ShareNoteModel`'s state and sends its intents;
  /// the extension's view controller closes the sheet when `onFinish` is called.
  @MainActor
  public struct ShareNoteView: View {
    @Bindable var model: ShareNoteModel
    /// Cancel (false) or a saved note (true): the host completes or cancels the extension's request.
    let onFinish: @MainActor (Bool) -> Void

    private static let font = Font.theme(ThemeFont(role: .handwritten, style: .title3, basePointSize: 24))

    public init(model: ShareNoteModel, onFinish: @escaping @MainActor (Bool) -> Void) {
      self.model = model
      self.onFinish = onFinish
    }

    public var body: some View {
      NavigationStack {
        Form {
          if let notice = model.notice {
            Section { Text(notice).font(.footnote).foregroundStyle(.secondary) }
          }
          if let error = model.error {
            Section {
              Label(error, systemImage: "exclamationmark.triangle")
                .foregroundStyle(.red)
            }
          }
          Section {
            TextField(VocaPinCopy.Share.noteField, text: $model.text, axis: .vertical)
              .lineLimit(4...12)
              .font(Self.font)
              .foregroundStyle(Color(NoteColor.ink))
              .listRowBackground(Color(model.color.paper))
          }
          Section {
            Picker(VocaPinCopy.Share.colour, selection: $model.color) {
              ForEach(NoteColor.allCases, id: \.self) { color in
                Text(color.name).tag(color)
              }
            }
            Toggle(VocaPinCopy.Share.pinToWidget, isOn: $model.pinsToWidget)
          }
        }
        // Cancel or a refused swipe down with edits: the words typed are never lost without asking.
        .confirmationDialog(
          Text(VocaPinCopy.Share.discardTitle),
          isPresented: Binding(get: { model.isAskingToDiscard }, set: { if !$0 { model.keepEditing() } }),
          titleVisibility: .visible
        ) {
          Button(VocaPinCopy.discardChanges, role: .destructive) {
            model.discard()
            onFinish(false)
          }
          Button(VocaPinCopy.keepEditing, role: .cancel) { model.keepEditing() }
        }
        .navigationTitle(VocaPinCopy.Share.title)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
          ToolbarItem(placement: .cancellationAction) {
            Button(VocaPinCopy.Share.cancel) {
              model.cancel()
              if model.state == .cancelled { onFinish(false) }
            }
          }
          ToolbarItem(placement: .confirmationAction) {
            Button(VocaPinCopy.Share.save) {
              if model.save() { onFinish(true) }
            }
            .disabled(!model.canSave)
          }
        }
      }
    }
  }

  // PreviewProvider, not #Preview: the macro needs Xcode's PreviewsMacros plugin, which the Linux type-check does
  // not have (as VocaPinUI's Previews.swift). The store is a temporary folder: a preview never touches the App Group.
  struct ShareNoteView_Previews: PreviewProvider {
    @MainActor static func model(_ items: [SharedItem]) -> ShareNoteModel {
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("VocaPinSharePreview-\(UUID().uuidString)", isDirectory: true)
      return ShareNoteModel(items: items, store: SharedStore(directory: folder))
    }

    static var previews: some View {
      ShareNoteView(
        model: model([
          .text("Basil pesto for Sunday"), .link(URL(string: "https://example.com/pesto") ?? URL(fileURLWithPath: "/")),
        ]), onFinish: { _ in }
      )
      .previewDisplayName("Text and link")
      ShareNoteView(model: model([.text(String(repeating: "Long words ", count: 2_000))]), onFinish: { _ in })
        .previewDisplayName("Shortened")
    }
  }
#endif
