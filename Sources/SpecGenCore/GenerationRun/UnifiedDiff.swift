/// A line-based unified diff (Myers' algorithm), as `diff -u` prints it.
enum UnifiedDiff {
    static let context = 3

    /// The diff from `old` to `new`; nil on either side means the file is absent.
    static func render(old: String?, new: String?, path: String) -> String {
        let a = lines(old ?? "")
        let b = lines(new ?? "")
        guard a != b || (old == nil) != (new == nil) else { return "" }
        var output = "--- \(old == nil ? "/dev/null" : "a/" + path)\n+++ \(new == nil ? "/dev/null" : "b/" + path)\n"
        let edits = script(a, b)
        var index = 0
        while index < edits.count {
            guard edits[index].kind != .same else {
                index += 1
                continue
            }
            // A hunk runs from this change to the last change within 2 × context of the previous one.
            var end = index
            var scan = index
            while scan < edits.count {
                if edits[scan].kind != .same {
                    end = scan
                } else if scan - end > 2 * context {
                    break
                }
                scan += 1
            }
            let start = max(0, index - context)
            let stop = min(edits.count - 1, end + context)
            let hunk = edits[start...stop]
            let oldStart = hunk.first.map { $0.oldLine } ?? 0
            let newStart = hunk.first.map { $0.newLine } ?? 0
            let oldCount = hunk.filter { $0.kind != .insert }.count
            let newCount = hunk.filter { $0.kind != .delete }.count
            output +=
                "@@ -\(oldCount == 0 ? oldStart : oldStart + 1),\(oldCount) +\(newCount == 0 ? newStart : newStart + 1),\(newCount) @@\n"
            for edit in hunk {
                let marker = edit.kind == .same ? " " : edit.kind == .delete ? "-" : "+"
                output += marker + edit.text + "\n"
            }
            index = stop + 1
        }
        return output
    }

    private static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    struct Edit {
        enum Kind { case same, delete, insert }
        var kind: Kind
        var text: String
        /// 0-based positions in old and new before this edit.
        var oldLine: Int
        var newLine: Int
    }

    /// The shortest edit script between `a` and `b`.
    static func script(_ a: [String], _ b: [String]) -> [Edit] {
        let n = a.count
        let m = b.count
        let maxD = n + m
        var v = [Int](repeating: 0, count: 2 * maxD + 2)
        var trace: [[Int]] = []
        var found = false
        for d in 0...maxD {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x = (k == -d || (k != d && v[k - 1 + maxD] < v[k + 1 + maxD])) ? v[k + 1 + maxD] : v[k - 1 + maxD] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                v[k + maxD] = x
                if x >= n, y >= m {
                    found = true
                    break
                }
            }
            if found { break }
        }
        // Walk the trace back from the end to recover the edits.
        var edits: [Edit] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let previousK = (k == -d || (k != d && v[k - 1 + maxD] < v[k + 1 + maxD])) ? k + 1 : k - 1
            let previousX = d == 0 ? 0 : v[previousK + maxD]
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                x -= 1
                y -= 1
                edits.append(Edit(kind: .same, text: a[x], oldLine: x, newLine: y))
            }
            if d > 0 {
                if x == previousX {
                    y -= 1
                    edits.append(Edit(kind: .insert, text: b[y], oldLine: x, newLine: y))
                } else {
                    x -= 1
                    edits.append(Edit(kind: .delete, text: a[x], oldLine: x, newLine: y))
                }
            }
        }
        return edits.reversed()
    }
}
