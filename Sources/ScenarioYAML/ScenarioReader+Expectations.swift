import PresentationScenarios
import PresentationModel

/// Expectations: one-entry mappings `RELATION(ID): VALUE`.
extension ScenarioReader {
    mutating func readExpectations(_ value: YAMLValue) throws(ScenarioError) -> [Located<Expectation>] {
        var expectations: [Located<Expectation>] = []
        for item in try value.sequence("the expectations") {
            guard case .mapping(let pairs, let location) = item, pairs.count == 1, let pair = pairs.first else {
                try record(
                    ScenarioError("an expectation is one entry 'relation(id): value', such as 'parent(detail): nav'", at: item.location))
                continue
            }
            do throws(ScenarioError) {
                expectations.append(Located(try readExpectation(pair.key, at: pair.keyLocation, value: pair.value), at: location))
            } catch {
                try record(error)
            }
        }
        return expectations
    }

    private mutating func readExpectation(_ key: String, at location: SourceLocation, value: YAMLValue) throws(ScenarioError) -> Expectation {
        guard let open = key.firstIndex(of: "("), key.hasSuffix(")"), open != key.startIndex else {
            throw ScenarioError("expected 'relation(id)', such as 'presentingViewController(detail)', found '\(key)'", at: location)
        }
        let name = String(key[..<open])
        let subject = String(key[key.index(after: open)..<key.index(before: key.endIndex)]).trimmingSpaces
        guard let relation = Relation(rawValue: name) else {
            throw ScenarioError("unknown relation '\(name)'", at: location, suggestion: nearestName(to: name, in: Relation.allCases.map(\.rawValue)))
        }
        guard !subject.isEmpty else { throw ScenarioError("the relation '\(name)' needs an id between the parentheses", at: location) }
        switch relation.subjectKind {
        case .window:
            windowReferences.append((subject, location))
            return Expectation(relation: relation, subject: .window(subject), value: try readValue(value, for: relation))
        case .controller:
            references.append((ControllerID(subject), location))
            referenceStages.append(stage)
            return Expectation(relation: relation, subject: .controller(ControllerID(subject)), value: try readValue(value, for: relation))
        }
    }

    private mutating func readValue(_ value: YAMLValue, for relation: Relation) throws(ScenarioError) -> RelationValue {
        switch relation.valueKind {
        case .controller:
            return .controller(value.isNull ? nil : try reference(value, "a controller id or nil for \(relation.rawValue)"))
        case .controllers:
            if value.isNull { return .controllers(nil) }
            var ids: [ControllerID] = []
            for item in try value.sequence("\(relation.rawValue) (a list of ids)") { ids.append(try reference(item, "a controller id")) }
            return .controllers(ids)
        case .bool:
            return .bool(try value.bool(relation.rawValue))
        case .style:
            return .style(value.isNull ? nil : try value.choice(ModalPresentationStyle.self, "presentation style"))
        case .index:
            if value.isNull { return .index(nil) }
            if case .scalar(let scalar, _) = value, scalar.text == "NSNotFound" { return .index(Hierarchy.notFound) }
            return .index(try value.int("selectedIndex"))
        case .callbacks:
            var calls: [DelegateCallback] = []
            for item in try value.sequence("\(relation.rawValue) (a list of delegate calls)") {
                let name = try item.string("a delegate call")
                guard let call = DelegateCallback(description: name) else {
                    throw ScenarioError(
                        "unknown delegate call '\(name)'; expected one of: \(DelegateCallback.forms.joined(separator: ", "))", at: item.location)
                }
                calls.append(call)
            }
            return .callbacks(calls)
        }
    }
}

extension String {
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
