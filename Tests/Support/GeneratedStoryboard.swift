/// Storyboards of a shape and a size, generated for the tests of long chains and deep
/// containment: one scene per controller, element ids `v0`, `v1`, …, segue ids `s0`, `s1`, ….
public enum GeneratedStoryboard {
    /// `count` controllers whose segues of `kind` (`show`, `presentation`, …) form a tree:
    /// controller `i` leads to controllers `i × branching + 1` to `i × branching + branching`.
    /// A branching of 1 is a chain. With `inNavigation`, the initial controller is a
    /// navigation controller `nav` whose root is `v0`; otherwise `v0` is.
    public static func segues(_ count: Int, kind: String, branching: Int = 1, inNavigation: Bool = false) -> String {
        var scenes: [String] = []
        if inNavigation {
            scenes.append(
                scene(
                    "nav", tag: "navigationController",
                    segues: [#"<segue destination="v0" kind="relationship" relationship="rootViewController" id="root"/>"#]))
        }
        for i in 0..<count {
            let next = min(count, i * branching + 1)..<min(count, i * branching + branching + 1)
            scenes.append(scene("v\(i)", segues: next.map { #"<segue destination="v\#($0)" kind="\#(kind)" id="s\#($0 - 1)"/>"# }))
        }
        return document(initial: inNavigation ? "nav" : "v0", scenes: scenes)
    }

    /// `count` controllers, each embedding the next: containment `count` levels deep. The
    /// embed segue that nests controller `vN` is on line `9 × N - 1`, column 25.
    public static func embeds(_ count: Int) -> String {
        document(
            initial: "v0",
            scenes: (0..<count).map { i in
                scene("v\(i)", segues: i + 1 < count ? [#"<segue destination="v\#(i + 1)" kind="embed" id="e\#(i)"/>"#] : [])
            })
    }

    private static func document(initial: String, scenes: [String]) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" \
        targetRuntime="iOS.CocoaTouch" initialViewController="\(initial)">
            <scenes>

        """ + scenes.joined() + "    </scenes>\n</document>\n"
    }

    /// A scene of 9 lines with segues, 5 without.
    private static func scene(_ element: String, tag: String = "viewController", segues: [String]) -> String {
        let open = "        <scene sceneID=\"scene-\(element)\">\n            <objects>\n"
        let close = "            </objects>\n        </scene>\n"
        guard !segues.isEmpty else {
            return open + "                <\(tag) id=\"\(element)\" sceneMemberID=\"viewController\"/>\n" + close
        }
        return open + "                <\(tag) id=\"\(element)\" sceneMemberID=\"viewController\">\n"
            + "                    <connections>\n" + segues.map { "                        \($0)\n" }.joined()
            + "                    </connections>\n" + "                </\(tag)>\n" + close
    }
}

/// `_printHierarchy` dumps of a shape and a size.
public enum GeneratedDump {
    /// A chain of `depth` plain controllers, each the child of the one before, with explicit
    /// `[depth N]` prefixes (so that the file grows linearly with the depth). Controller `N`
    /// (from 0) is on line `N + 1`, its `<` at column 10 plus the number of digits of `N`.
    public static func nested(_ depth: Int) -> String {
        (0..<depth).map { "[depth \($0)] <UIViewController: c\($0)>, state: appeared, view: <UIView>\n" }.joined()
    }
}
