import MCPFuzzing
import Testing

/// The MCP fuzz target's entry on inputs of the kinds it meets: JSON-RPC calls of every tool with good, bad and hostile
/// arguments, bytes that are not JSON, and a snippet of every call shape. Each must be answered without a trap.
struct FuzzRequestsTests {
    @Test(
        arguments: [
            #"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"list_components","arguments":{}}}"#,
            #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"get_component","arguments":{"name":"pill"}}}"#,
            #"{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"get_component","arguments":{"name":["x"]}}}"#,
            #"{"method":"tools/call","params":{"name":"check_usage","arguments":{"code":"Pill(text: 1, tone: .loud)","language":"swift"}}}"#,
            #"{"method":"tools/call","params":{"name":"check_usage","arguments":{"code":"Pill(tone = PillTone.Loud)","language":"kotlin"}}}"#,
            #"{"method":"tools/call","params":{"name":"check_usage","arguments":{"code":null,"language":7}}}"#,
            #"{"method":"tools/call","params":{"name":"find_behaviour","arguments":{"query":"swipe"}}}"#,
            #"{"method":"tools/call","params":{"name":"no_such_tool"}}"#,
            "Pill(text: \"a\", tone: .positive, isBold: true)\nDot(count: \"many\")\nDot(\n",
            "((((((((((\u{0}\u{1}```",
            "",
        ]
    )
    func anInputIsAnsweredWithoutATrap(_ input: String) {
        FuzzRequests.run(Array(input.utf8))
    }

    @Test func bytesThatAreNotUTF8AreAnswered() {
        FuzzRequests.run([0xFF, 0xFE, 0x00, 0x7B, 0x22, 0xC3])
    }
}
