import PresentationDiagrams
import Testing

/// The limits a large diagram gets when its user gave none.
@Suite("Layout limits by size")
struct LayoutLimitsTests {
    @Test("none below 2,000 controllers; tighter from 2,000, from 3,000 and from 10,000")
    func tiers() {
        #expect(LayoutLimits(controllers: 0) == nil)
        #expect(LayoutLimits(controllers: 1_999) == nil)
        #expect(LayoutLimits(controllers: 2_000)?.description == "nslimit=1 mclimit=0.2")
        #expect(LayoutLimits(controllers: 2_999)?.description == "nslimit=1 mclimit=0.2")
        #expect(LayoutLimits(controllers: 3_000)?.description == "nslimit=0.5 mclimit=0.1")
        #expect(LayoutLimits(controllers: 9_999)?.description == "nslimit=0.5 mclimit=0.1")
        #expect(LayoutLimits(controllers: 10_000)?.description == "nslimit=0.1 mclimit=0.05")
        #expect(LayoutLimits(controllers: 1_000_000)?.description == "nslimit=0.1 mclimit=0.05")
    }
}
