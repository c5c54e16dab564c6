import Foundation

/// `RulebookGenerator OUTPUT.swift ARTICLE.md…`: the rulebook's articles (``RulebookMarkup``)
/// read into a Swift source of PresentationModel that holds them as data: the chapters, their
/// rules, the index article's overview, and `RuleID` with a case per rule. The EmbedRulebook build plugin runs it on every
/// build. An error in an article is printed as `FILE:LINE: error: …` and fails the build.
@main
enum RulebookGenerator {
    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        guard let output = arguments.first, arguments.count > 1 else {
            FileHandle.standardError.write(Data("usage: RulebookGenerator OUTPUT.swift ARTICLE.md…\n".utf8))
            exit(2)
        }

        do {
            var indexes: [(RulebookMarkup.Index, file: String)] = []
            var chapters: [String: (RulebookMarkup.Chapter, file: String)] = [:]
            for path in arguments.dropFirst() {
                let url = URL(fileURLWithPath: path)
                let text = try String(contentsOf: url, encoding: .utf8)
                switch try RulebookMarkup.read(text, article: url.deletingPathExtension().lastPathComponent, file: path) {
                case .index(let index): indexes.append((index, path))
                case .chapter(let chapter): chapters[chapter.article] = (chapter, path)
                }
            }
            let source = try RulebookSource(indexes: indexes, chapters: chapters).text
            // Written only when it changes, so that an unchanged rulebook compiles nothing again.
            if (try? String(contentsOfFile: output, encoding: .utf8)) != source {
                try source.write(toFile: output, atomically: true, encoding: .utf8)
            }
        } catch let failure as RulebookMarkup.Failure {
            FileHandle.standardError.write(Data("\(failure)\n".utf8))
            exit(1)
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            exit(1)
        }

    }
}
