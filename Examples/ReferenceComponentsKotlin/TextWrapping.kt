package specgen.reference

/**
 * Wraps text into lines of a fixed number of characters and cuts it to a line limit: the headless stand-in for a
 * text layout, so a line limit is something rendered, not a number.
 */
object TextWrapping {
    /** `text` broken at spaces into lines of at most `width` characters (longer words split), at most `limit` lines. */
    fun lines(text: String, width: Int, limit: Int): List<String> {
        if (width <= 0 || limit <= 0) return emptyList()
        val lines = mutableListOf<String>()
        var line = ""
        for (whole in text.split(" ").filter { it.isNotEmpty() }) {
            var word = whole
            while (word.length > width) {
                if (line.isNotEmpty()) lines.add(line)
                lines.add(word.take(width))
                line = ""
                word = word.drop(width)
            }
            if (line.isEmpty()) {
                line = word
            } else if (line.length + 1 + word.length <= width) {
                line += " $word"
            } else {
                lines.add(line)
                line = word
            }
        }
        if (line.isNotEmpty()) lines.add(line)
        if (lines.size <= limit) return lines
        val kept = lines.take(limit).toMutableList()
        kept[limit - 1] = kept[limit - 1].take(width - 1) + "…"
        return kept
    }
}
