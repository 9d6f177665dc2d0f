package specgen.reference

/** A screen's size and the bars at its edges, in dp. */
data class ScreenMetrics(val width: Double, val height: Double, val topInset: Double, val bottomInset: Double)

/** A laid-out frame in dp, origin top left. */
data class Frame(val x: Double, val y: Double, val width: Double, val height: Double)

/** Where a presenter lays out its message. */
data class Placement(
    /** The screen edge the message sits at. */
    val edge: Edge,
    /** Distance from the bars at that edge. */
    val edgeOffset: Double,
    /** Side margins. */
    val horizontalMargin: Double,
    /** Widest the message gets; centred when the screen is wider. */
    val maximumWidth: Double?,
    /** The message's height (content-independent here: the layout logic is what is tested). */
    val height: Double = 48.0,
) {
    /** The screen edge the message sits at. */
    enum class Edge { TOP, BOTTOM }

    /** The message's frame on `screen`: full width less margins, capped and centred, offset from the edge's bars. */
    fun frame(screen: ScreenMetrics): Frame {
        val width = minOf(screen.width - 2 * horizontalMargin, maximumWidth ?: Double.POSITIVE_INFINITY)
        val x = (screen.width - width) / 2
        val y =
            when (edge) {
                Edge.BOTTOM -> screen.height - screen.bottomInset - edgeOffset - height
                Edge.TOP -> screen.topInset + edgeOffset
            }
        return Frame(x, y, width, height)
    }
}
