import SwiftUI

@main struct ExampleApp: App {
    var body: some Scene { WindowGroup { RootTabs() } }
}

struct RootTabs: View {
    @State var showAbout = false
    var body: some View {
        TabView {
            NavigationStack { Feed() }.tabItem { Text("Feed") }
            Settings().tabItem { Text("Settings") }
        }
        .alert("About", isPresented: $showAbout) {}
    }
}

struct Feed: View {
    var body: some View {
        List {
            NavigationLink("Post", value: 1)
        }
        .navigationDestination(for: Int.self) { Post(id: $0) }
    }
}

struct Post: View {
    let id: Int
    @State var compose = false
    @State var share = false
    var body: some View {
        VStack {
            Button("Reply") { compose = true }
            Button("Share") { share = true }
        }
        .sheet(isPresented: $compose) { Composer() }
        .sheet(isPresented: $share) { ShareSheet() }
    }
}

struct Composer: View {
    @Environment(\.dismiss) var dismiss
    @State var emoji = false
    var body: some View {
        NavigationStack {
            Text("Compose").sheet(isPresented: $emoji) { EmojiPicker() }
        }
    }
}

struct EmojiPicker: View { var body: some View { Text("😀") } }
struct ShareSheet: View { var body: some View { Text("Share") } }
struct Settings: View {
    var body: some View {
        List {
            ForEach(0..<3) { row in
                Text("Row \(row)").popover(isPresented: .constant(false)) { Text("Info") }
            }
        }
    }
}
