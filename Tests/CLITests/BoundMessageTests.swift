import Foundation
import Testing

/// A bound rejection names the bound in the CLI's output (`EditRejection.description(for:)`).
@Suite struct BoundMessageTests {
    @Test(arguments: [
        (["--maximum", "99.5"], ["1", "0", "0"], "rejected: above the maximum 99.5"),
        (["--minimum", "-2"], ["-", "3"], "rejected: below the minimum -2"),
        (["--maximum", "-5"], ["7"], "rejected: above the maximum -5"),
    ])
    func typeNamesTheBound(_ flags: [String], _ keys: [String], _ expected: String) throws {
        let result = try CLI.run(["type", "--locale", "de_DE"] + flags + keys)
        #expect(result.status == 0)
        #expect(result.lines.last?.hasSuffix(expected) == true, "\(result.lines)")
    }

    @Test func pipeReasonNamesTheBound() throws {
        let result = try CLI.run(
            ["pipe", "--locale", "en_US", "--maximum", "100"], input: #"{"insert":"1000"}"# + "\n")
        let line = try #require(result.lines.first)
        let reply = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(reply["rejection"] as? String == "aboveMaximum")
        #expect(reply["reason"] as? String == "above the maximum 100")
    }
}
