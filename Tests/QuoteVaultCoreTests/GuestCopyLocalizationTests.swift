import Foundation
import Localization
import Testing

@testable import QuoteVaultCore

/// The words of a guest's library and its edge cases, in Spanish as a Spanish speaker reads them.
extension LocalizationTests {
  @Test(
    "The sign-in-first words name only what needs an account (favorites and collections need none), and the name limit says the server's 100, in English and Spanish"
  )
  func guestLibraryWords() throws {
    #expect(LibraryModel.signInFirst == "Sign in to keep this in your QuoteVault account.")
    #expect(!LibraryModel.signInFirst.lowercased().contains("favorite"))
    let limit = LocalizedCopy(
      "quotevault.collection.nameTooLongEmoji",
      "That name is too long: collection names have at most %@ characters, and an emoji can count as several.",
      .text(String(LocalCache.collectionNameLimit)))
    #expect(
      limit.text
        == "That name is too long: collection names have at most 100 characters, and an emoji can count as several.")
    try Localizer.with(Self.catalogs.spanish()) {
      #expect(LibraryModel.signInFirst == "Inicia sesión para guardarlo en tu cuenta de QuoteVault.")
      #expect(
        limit.text
          == "Ese nombre es demasiado largo: el nombre de una colección puede tener 100 caracteres como máximo, y un emoji puede contar como varios."
      )
      #expect(QuoteVaultModel.damagedCacheTitle == "No se pudieron leer los datos guardados")
    }
  }
}
