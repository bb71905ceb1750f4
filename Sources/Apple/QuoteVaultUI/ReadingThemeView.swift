#if os(iOS)
  import DesignSystem
  import DesignSystemUI
  import Localization
  import LocalizationUI
  import QuoteVaultCore
  import SharedStore
  import SwiftUI

  /// The Theme sheet: reading mode's backgrounds as swatches (each showing its ink and the chosen font), the
  /// user's photo, and the font. Every tap is kept at once by the sheet's model, so Done and a swipe down both
  /// only close it.
  @MainActor
  struct ReadingThemeView: View {
    let sheet: ReadingThemeModel

    var body: some View {
      NavigationStack {
        Form {
          Section(ReadingThemeModel.backgroundHeader) {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 88), spacing: Spacing.small)], spacing: Spacing.small) {
              ForEach(sheet.backgrounds, id: \.self) { background in
                swatch(background)
              }
            }
            .padding(.vertical, Spacing.xSmall)
          }
          Section {
            Button(ReadingThemeModel.choosePhoto, systemImage: "photo.on.rectangle") { sheet.choosePhoto() }
              .disabled(sheet.isPreparingPhoto)
            if sheet.photo != nil {
              Button(role: .destructive) {
                sheet.removePhoto()
              } label: {
                Label(ReadingThemeModel.removePhoto, systemImage: "trash")
              }
            }
            if sheet.isPreparingPhoto {
              HStack(spacing: Spacing.small) {
                ProgressView()
                Text(ReadingThemeModel.preparingPhoto)
              }
            }
            if let problem = sheet.problem {
              Label {
                Text(verbatim: problem)
              } icon: {
                Image(systemName: "exclamationmark.triangle")
              }
              .font(.footnote)
            }
          }
          Section {
            Picker(
              ReadingThemeModel.fontHeader,
              selection: Binding(get: { sheet.theme.font }, set: { sheet.select($0) })
            ) {
              ForEach(ReadingFont.allCases, id: \.self) { font in
                Text(font.displayName).font(.reading(font, size: 20)).tag(font)
              }
            }
            .pickerStyle(.inline)
          } footer: {
            Text(ReadingThemeModel.footer)
          }
          Section {
            // The home screen widget draws the theme too (the write reloads it).
            Toggle(isOn: Binding(get: { sheet.theme.onWidget }, set: { sheet.setOnWidget($0) })) {
              Text(ReadingThemeModel.onWidget)
            }
          }
        }
        .navigationTitle(ReadingThemeModel.title)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
          ToolbarItem(placement: .confirmationAction) { Button(QuoteVaultCopy.done) { sheet.done() } }
        }
      }
    }

    private func swatch(_ background: ReadingBackground) -> some View {
      let selected = sheet.theme.background == background
      let name = background.displayName.text
      return Button {
        sheet.select(background)
      } label: {
        VStack(spacing: Spacing.xSmall) {
          ZStack {
            ReadingBackdrop(background: background, photo: background == .photo ? sheet.photo : nil)
            Text(ReadingThemeModel.sample)
              .font(.reading(sheet.theme.font, size: 28))
              .foregroundStyle(Color(background.ink))
          }
          .frame(height: 96)
          .clipShape(RoundedRectangle(cornerRadius: CornerRadius.button))
          .overlay {
            RoundedRectangle(cornerRadius: CornerRadius.button)
              .strokeBorder(selected ? Color.accentColor : Color.secondary.opacity(0.3), lineWidth: selected ? 3 : 1)
          }
          Text(background.displayName).font(.caption).foregroundStyle(.primary).lineLimit(2)
        }
      }
      .buttonStyle(.plain)
      .accessibilityElement(children: .ignore)
      .accessibilityLabel(verbatim: name)
      .accessibilityAddTraits(selected ? [.isButton, .isSelected] : .isButton)
    }
  }

  struct ReadingThemeView_Previews: PreviewProvider {
    static var previews: some View {
      let store = SharedStore(
        directory: FileManager.default.temporaryDirectory.appendingPathComponent("QuoteVaultThemePreview"))
      ReadingThemeView(sheet: ReadingThemeModel(store: store, renderer: QuoteVaultPreviewValues.sharing.renderer))
        .previewDisplayName("Theme")
      ReadingThemeView(sheet: ReadingThemeModel(store: store, renderer: QuoteVaultPreviewValues.sharing.renderer))
        .environment(\.dynamicTypeSize, .accessibility5)
        .previewDisplayName("Theme, largest text")
    }
  }
#endif
