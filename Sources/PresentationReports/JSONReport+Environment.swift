import PresentationJSON
import PresentationModel
import PresentationScenarios

/// The report's `environment` object, for an imported input: each value, and under `sources`
/// how it was decided.
///
/// ```json
/// "environment": {
///   "device": "ipad", "horizontalSizeClass": "regular", "ios": 10,
///   "sources": {"ios": {"column": 1, "kind": "inferred", "line": 1, "range": "iOS 8–10", "reason": "32-bit addresses"}, …},
///   "verticalSizeClass": "regular"
/// }
/// ```
/// A source is `{"kind": "default"}`, an inference (`reason`, `range` or null, `line`,
/// `column`), or `{"kind": "given", "option": "--ios 12", "overriding": INFERENCE or null}`.
extension JSONReport {
    static func writeEnvironment<E>(_ environment: Environment, sources: EnvironmentSources, to json: inout JSONWriter<E>) {
        json.beginObject()
        json.key("device")
        json.string(environment.device.rawValue)
        json.key("horizontalSizeClass")
        json.string(environment.horizontalSizeClass.rawValue)
        json.key("ios")
        json.int(environment.iosVersion)
        json.key("sources")
        json.beginObject()
        json.key("device")
        writeSource(sources.device, to: &json)
        json.key("horizontalSizeClass")
        writeSource(sources.horizontalSizeClass, to: &json)
        json.key("ios")
        writeSource(sources.iosVersion, to: &json)
        json.key("verticalSizeClass")
        writeSource(sources.verticalSizeClass, to: &json)
        json.endObject()
        json.key("verticalSizeClass")
        json.string(environment.verticalSizeClass.rawValue)
        json.endObject()
    }

    private static func writeSource<E>(_ source: EnvironmentSource, to json: inout JSONWriter<E>) {
        json.beginObject()
        switch source {
        case .default:
            json.key("kind")
            json.string(source.word)
        case .inferred(let inference):
            writeInference(inference, kind: source.word, to: &json)
        case .given(let option, let overriding):
            json.key("kind")
            json.string(source.word)
            json.key("option")
            json.string(option)
            json.key("overriding")
            if let overriding {
                json.beginObject()
                writeInference(overriding, kind: nil, to: &json)
                json.endObject()
            } else {
                json.null()
            }
        }
        json.endObject()
    }

    /// An inference's members, in sorted order, with `kind` among them when given.
    private static func writeInference<E>(_ inference: EnvironmentInference, kind: String?, to json: inout JSONWriter<E>) {
        json.key("column")
        json.int(inference.location.column)
        if let kind {
            json.key("kind")
            json.string(kind)
        }
        json.key("line")
        json.int(inference.location.line)
        json.key("range")
        json.string(inference.range)
        json.key("reason")
        json.string(inference.reason)
    }
}
