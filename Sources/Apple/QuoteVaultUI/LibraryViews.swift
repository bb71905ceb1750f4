#if os(iOS)
  import QuoteVaultCore
  import SwiftUI

  /// Every favourite (QV-4.3), kept in sync with Supabase (QV-4.4, QV-4.5).
  @MainActor
  struct FavoritesView: View {
    let model: QuoteVaultModel
    let sharing: Sharing

    var body: some View {
      NavigationStack {
        List {
          ForEach(model.library.favorites) { QuoteRow(quote: $0, model: model, sharing: sharing) }
        }
        .overlay {
          if model.library.favorites.isEmpty {
            ContentUnavailableView(
              "No favorites yet", systemImage: "heart", description: Text("Tap the heart on a quote to keep it here."))
          }
        }
        .refreshable { await model.library.sync() }
        .navigationTitle("Favorites")
        .vaultLibraryAlert(model, on: .favorites)
      }
    }
  }

  /// The user's collections: create (QV-5.1, QV-5.2), open (QV-5.5), delete (QV-5.6).
  @MainActor
  struct CollectionsView: View {
    let model: QuoteVaultModel
    let sharing: Sharing
    @State private var isNaming = false
    @State private var name = ""

    var body: some View {
      NavigationStack {
        List {
          ForEach(model.library.collections, id: \.collection.id) { entry in
            NavigationLink {
              CollectionDetailView(collection: entry.collection, model: model, sharing: sharing)
            } label: {
              LabeledContent(entry.collection.name, value: "\(entry.quoteIDs.count)")
            }
            .swipeActions {
              Button("Delete", role: .destructive) { Task { await model.library.delete(entry.collection) } }
            }
          }
        }
        .overlay {
          if model.library.collections.isEmpty {
            ContentUnavailableView(
              "No collections yet", systemImage: "rectangle.stack",
              description: Text("Group quotes you love into collections."))
          }
        }
        .toolbar {
          ToolbarItem(placement: .primaryAction) {
            Button("New Collection", systemImage: "plus") { isNaming = true }
          }
        }
        .alert("New Collection", isPresented: $isNaming) {
          TextField("Name", text: $name)
          Button("Create") {
            let typed = name
            name = ""
            Task { await model.library.createCollection(named: typed) }
          }
          Button("Cancel", role: .cancel) { name = "" }
        } message: {
          Text("Give it a name you'll recognise.")
        }
        // Criterion: QV-5.2
        .vaultLibraryAlert(model, on: .collections)
        .navigationTitle("Collections")
      }
    }
  }

  /// One collection's quotes (QV-5.5); swipe to take one out (QV-5.4).
  @MainActor
  struct CollectionDetailView: View {
    let collection: QuoteCollection
    let model: QuoteVaultModel
    let sharing: Sharing

    var body: some View {
      List {
        ForEach(model.library.quotes(in: collection)) { quote in
          QuoteRow(quote: quote, model: model, sharing: sharing)
            .swipeActions {
              Button("Remove", role: .destructive) {
                Task { await model.library.remove(quote.id, from: collection) }
              }
            }
        }
      }
      .overlay {
        if model.library.quotes(in: collection).isEmpty {
          ContentUnavailableView(
            "Nothing here yet", systemImage: "quote.bubble",
            description: Text("Swipe left on any quote, or open it, and tap Add to Collection."))
        }
      }
      .navigationTitle(collection.name)
    }
  }

  /// Picks the collection a quote goes into (QV-5.3).
  @MainActor
  struct AddToCollectionView: View {
    let quote: Quote
    let library: LibraryModel
    @Environment(\.dismiss) private var dismiss

    var body: some View {
      NavigationStack {
        List {
          ForEach(library.collections, id: \.collection.id) { entry in
            Button {
              Task {
                await library.add(quote, to: entry.collection)
                dismiss()
              }
            } label: {
              HStack {
                Text(entry.collection.name)
                Spacer()
                if entry.quoteIDs.contains(quote.id) {
                  Image(systemName: "checkmark").accessibilityLabel("Already in this collection")
                }
              }
            }
          }
        }
        .overlay {
          if library.collections.isEmpty {
            ContentUnavailableView("No collections yet", systemImage: "rectangle.stack")
          }
        }
        .navigationTitle("Add to Collection")
        .toolbar { ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } } }
      }
    }
  }
#endif
