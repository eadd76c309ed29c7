// The frame every review page shares: its navigation is three links, the current one marked, in the
// page's language.

@testable import ReviewServer
import Testing

struct PageFrameTests {
    @Test(arguments: PageLanguage.allCases)
    func theNavigationIsThreeLinksWithTheCurrentPageMarked(language: PageLanguage) throws {
        let html = page("Inbox", section: .dashboard, context: PageContext(language: language, token: "t", path: "/dashboard"),
                        body: "")
        let start = try #require(html.range(of: "<nav")), end = try #require(html.range(of: "</nav>"))
        let nav = String(html[start.lowerBound..<end.upperBound])
        #expect(nav.contains("<li><a href=\"/\">\(esc(language("nav.inbox")))</a></li>"))
        #expect(nav.contains("<li><a href=\"/dashboard\" aria-current=\"page\">\(esc(language("nav.dashboard")))</a></li>"))
        #expect(nav.contains("<li><a href=\"/add\">\(esc(language("nav.add")))</a></li>"))
        #expect(!nav.contains("SQL"))
    }
}
