/// Makes cairo's PDF output reproducible.
///
/// cairo 1.16 (Debian 12's) stamps every PDF with the time it was written,
/// `/CreationDate (D:20261123141158Z)`, and ignores `SOURCE_DATE_EPOCH`, so the same diagram
/// would never give the same bytes twice. The stamp is rewritten to the Unix epoch,
/// `D:19700101000000Z`, which has the same length: the PDF's cross-reference offsets stay right.
enum ReproduciblePDF {
    static let fixedDate = Array("D:19700101000000Z".utf8)

    static func normalized(_ pdf: [UInt8]) -> [UInt8] {
        let key = Array("/CreationDate (".utf8)
        guard let start = firstIndex(of: key, in: pdf) else { return pdf }
        let date = start + key.count
        let end = date + fixedDate.count
        // Only a stamp of exactly the expected shape is rewritten: D:, fourteen digits, Z, ")".
        guard end < pdf.count, pdf[end] == UInt8(ascii: ")"), pdf[date] == UInt8(ascii: "D"),
            pdf[date + 1] == UInt8(ascii: ":"), pdf[end - 1] == UInt8(ascii: "Z"),
            pdf[(date + 2)..<(end - 1)].allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
        else { return pdf }
        var result = pdf
        result.replaceSubrange(date..<end, with: fixedDate)
        return result
    }

    private static func firstIndex(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard needle.count <= haystack.count else { return nil }
        return (0...(haystack.count - needle.count)).first { start in
            haystack[start..<(start + needle.count)].elementsEqual(needle)
        }
    }
}
