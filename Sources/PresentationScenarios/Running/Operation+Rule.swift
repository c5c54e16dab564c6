import PresentationModel

extension Operation {
    /// The rule of the rulebook that lists when the call raises or logs: what decides that a
    /// step produced no diagnostic, which an `expectError` or `expectWarning` that nothing
    /// matched cites. The chapter's opening section where no one rule lists them.
    public var diagnosticsRule: RuleID {
        switch self {
        case .declare, .set: .section1
        case .makeWindow: .r1_8
        case .present, .observePresentation: .section3_1
        case .presentSwiftUI: .r21_1
        case .dismissEnvironment: .r23_3
        case .dropModifier: .r21_6
        case .dismiss: .section10
        case .userDismiss: .r14_6
        case .push, .pushFrom: .r5_3
        case .pop: .r5_4
        case .popToRoot: .r5_6
        case .popTo: .r5_5
        case .setStack: .r5_7
        case .setTabs, .selectTab, .select: .section7
        case .setPages: .r16_2
        case .setColumn: .section8
        case .setColumnShown(.inspector, _, _): .r15_3
        case .setColumnShown: .r7_8
        case .show: .r8_1
        case .showDetail: .r7_3
        case .addChild: .r10_3
        case .removeFromParent: .r10_2
        case .activateSearch, .deactivateSearch: .r12_1
        case .setSizeClasses: .section17
        }
    }
}
