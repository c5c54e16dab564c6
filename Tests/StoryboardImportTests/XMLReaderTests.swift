import Testing

@testable import StoryboardImport

/// The XML reader under the storyboard reader (SB6): what it gives of a well-formed
/// document, and each malformation it refuses, at the byte where it is found.
@Suite("XML reader")
struct XMLReaderTests {
    @Test("SB6 elements come with their attributes and the offset of their '<'; the rest of the document is skipped")
    func events() throws {
        let text = """
            \u{FEFF}<?xml version="1.0" encoding="UTF-8"?>
            <!-- a comment, with <tags> -->
            <document type="x"><scene a='1' b = "2"><objects/>text<![CDATA[<not a tag>]]><?pi data?></scene></document>

            """
        #expect(
            try events(text) == [
                .start(name: "document", attributes: ["type": "x"], offset: 74),
                .start(name: "scene", attributes: ["a": "1", "b": "2"], offset: 93),
                .start(name: "objects", attributes: [:], offset: 114),
                .end(name: "objects"), .end(name: "scene"), .end(name: "document"),
            ])
    }

    @Test("SB6 references in values are decoded, and white space written in a value reads as spaces")
    func values() throws {
        let text = "<a v=\"&lt;&gt;&amp;&quot;&apos; &#10;&#x1F600;\" w=\"one\ttwo\nthree\" x=\"é\"/>"
        guard case .start(_, let attributes, _)? = try events(text).first else { Issue.record("no start"); return }
        #expect(attributes == ["v": "<>&\"' \n😀", "w": "one two three", "x": "é"])
    }

    @Test(
        "SB6 each malformation is refused with what is wrong, at the byte where it is found",
        arguments: [
            ("", "the document is empty: it has no element", 0),
            ("<a>", "the document ends before its elements are closed (<a> is open)", 3),
            ("<a></b>", "an end tag does not match the element it closes (</b> closes <a>)", 3),
            ("</a>", "the end tag </a> closes no open element", 0),
            ("<a/><b/>", "an element follows the document element; a document has one", 4),
            ("<a/>x", "text follows the document element", 4),
            ("x<a/>", "text comes before the document element", 0),
            ("<a b=\"1\" b=\"2\"/>", "the attribute 'b' is written twice", 9),
            ("<a b=\"1\"c=\"2\"/>", "a space is missing between attributes", 8),
            ("<a b/>", "the attribute 'b' has no value", 4),
            ("<a b=1/>", "an attribute value does not start with a quote", 5),
            ("<a b=\"1/>", "an attribute value is not closed", 5),
            ("<a b=\"<\"/>", "a '<' appears inside an attribute value", 6),
            ("<a b=\"&nbsp;\"/>", "the entity reference '&nbsp;' names no known entity (known: &lt; &gt; &amp; &quot; &apos;)", 6),
            ("<a b=\"& x\"/>", "an entity reference lacks its ';'", 6),
            ("<a b=\"&#0;\"/>", "the character reference '&#0;' names no character XML allows", 6),
            ("<a b=\"&#xD800;\"/>", "the character reference '&#xD800;' names no character XML allows", 6),
            ("<a>&bogus;</a>", "the entity reference '&bogus;' names no known entity (known: &lt; &gt; &amp; &quot; &apos;)", 3),
            ("<a>\u{1}</a>", "the text holds a character XML does not allow (byte 0x1)", 3),
            ("<a", "a tag is not closed with '>'", 2),
            ("<a /x>", "a tag is not closed with '>'", 3),
            ("< a/>", "a name is missing where a tag starts", 1),
            ("<1a/>", "a name is missing where a tag starts", 1),
            ("<!-- open", "a comment is not closed with '-->'", 0),
            ("<a><![CDATA[ open</a>", "a CDATA section is not closed with ']]>'", 3),
            ("<![CDATA[x]]><a/>", "a CDATA section comes outside the document element", 0),
            ("<?xml version=\"1.0\"", "a processing instruction is not closed with '?>'", 0),
            ("<!DOCTYPE a [<!ENTITY x \"y\">]><a/>", "a document type declaration (<!DOCTYPE>) is not read: storyboards have none", 0),
            ("<a><!x></a>", "'<!' starts no comment, CDATA section or declaration", 3),
        ])
    func malformation(_ text: String, _ message: String, _ offset: Int) {
        #expect(throws: XMLReader.Malformation(message: message, offset: offset)) { try events(text) }
    }

    @Test("SB6 a storyboard's malformation is located at its line and column")
    func located() {
        let text = "<?xml version=\"1.0\"?>\n<document type=\"x.Storyboard.XIB\">\n  <scenes a=\"&x;\"/>\n</document>\n"
        #expect {
            try StoryboardReader.read(Array(text.utf8), file: "bad.storyboard")
        } throws: { error in
            (error as? StoryboardError)?.description
                == "bad.storyboard:3:14: error: malformed XML: the entity reference '&x;' names no known entity (known: &lt; &gt; &amp; &quot; &apos;); expected a storyboard as Xcode writes it"
        }
    }

    @Test("SB6 hostile sizes read in one pass: deep nesting, a long value full of references, many attributes")
    func hostileSizes() throws {
        let depth = 20_000
        let nested = String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
        #expect(try events(nested).count == 2 * depth)
        let references = "<a v=\"" + String(repeating: "&amp;\n", count: 50_000) + "\"/>"
        guard case .start(_, let attributes, _)? = try events(references).first else { Issue.record("no start"); return }
        #expect(attributes["v"]?.count == 100_000)
        let many = "<a " + (0..<20_000).map { "k\($0)=\"\($0)\"" }.joined(separator: " ") + "/>"
        guard case .start(_, let wide, _)? = try events(many).first else { Issue.record("no start"); return }
        #expect(wide.count == 20_000)
    }

    private func events(_ text: String) throws(XMLReader.Malformation) -> [XMLReader.Event] {
        var reader = XMLReader(Array(text.utf8))
        var events: [XMLReader.Event] = []
        while let event = try reader.next() { events.append(event) }
        return events
    }
}
