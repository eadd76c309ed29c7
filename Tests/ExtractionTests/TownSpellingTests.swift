// An Israeli address's town read one letter off is put back as the town is spelt.

@testable import Extraction
import Testing

@Suite struct TownSpellingTests {
    @Test func aTownReadOneLetterOffIsSpeltAsTheTown() {
        #expect(TownSpelling.restored("השקמה 88, קריית אונן") == "השקמה 88, קריית אונו")      // final nun for vav
        #expect(TownSpelling.restored("רח' ויצמן 102, מודיעיץ") == "רח' ויצמן 102, מודיעין")  // tsadi for nun
        #expect(TownSpelling.restored("שד' רבי עקיבא 155 הוד השרו") == "שד' רבי עקיבא 155 הוד השרון")  // a letter lost
        #expect(TownSpelling.restored("רח' הסדנא 55, נהריח 2663087") == "רח' הסדנא 55, נהריה 2663087")  // postal code kept
    }

    @Test func aTownAsSpeltAShortOneAndAnUnknownOneAreLeftAsRead() {
        #expect(TownSpelling.restored("העצמאות 2, ירושלים") == "העצמאות 2, ירושלים")
        #expect(TownSpelling.restored("הרצל 5, עכה") == "הרצל 5, עכה")              // four letters or fewer: no telling
        #expect(TownSpelling.restored("הגפן 3, מבשרת ציון") == "הגפן 3, מבשרת ציון")  // not on the list, not near one
        #expect(TownSpelling.restored("12 Main Street, Springfield") == "12 Main Street, Springfield")
        #expect(TownSpelling.restored("") == "")
    }
}
