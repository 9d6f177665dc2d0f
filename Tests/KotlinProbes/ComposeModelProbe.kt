package seeds.probe

import kotlinx.serialization.SerializationException
import kotlinx.serialization.descriptors.elementNames
import kotlinx.serialization.json.Json
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNull
import org.junit.Assert.assertThrows
import org.junit.Assert.assertTrue
import org.junit.Test
import seeds.components.SnackBarUiComponentConfiguration

/** The Compose function of the seed snackbar document, as a Kotlin model: its data parameters and nothing else. */
class ComposeModelProbe {
    private val serializer = SnackBarUiComponentConfiguration.serializer()

    @Test fun onlyTheDataParametersAreProperties() {
        assertEquals(listOf("message", "leadingIconContentDescription"), serializer.descriptor.elementNames.toList())
    }

    @Test fun aPayloadDecodesAndEncodesBack() {
        val model = Json.decodeFromString(serializer, """{"message": "Saved", "unknownKey": [1]}""")
        assertEquals("Saved", model.message)
        assertNull(model.leadingIconContentDescription)
        assertEquals("""{"message":"Saved"}""", Json.encodeToString(serializer, model))
    }

    @Test fun aBadPayloadIsASerializationExceptionNamingTheKey() {
        for (payload in listOf("""{"message": 3}""", """{"message": null}""", """{"message": "a", "leadingIconContentDescription": false}""")) {
            val error = assertThrows(SerializationException::class.java) { Json.decodeFromString(serializer, payload) }
            assertTrue(payload + " → " + error.message, error.message!!.contains("message") || error.message!!.contains("leadingIcon"))
        }
        val missing = assertThrows(SerializationException::class.java) { Json.decodeFromString(serializer, "{}") }
        assertTrue(missing.message!!.contains("'message'"))
    }
}
