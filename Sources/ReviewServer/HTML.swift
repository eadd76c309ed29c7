// HTML by hand: escaping and the frame every page shares (header, navigation, language switch,
// the session token for forms). No template engine: the pages are small and all text is escaped here.

import Foundation

/// `text` safe inside HTML text and double-quoted attributes.
func esc(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for character in text {
        switch character {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"": out += "&quot;"
        case "'": out += "&#39;"
        default: out.append(character)
        }
    }
    return out
}

/// `text` percent-encoded for a query value.
func queryValue(_ text: String) -> String {
    var allowed = CharacterSet.alphanumerics
    allowed.insert(charactersIn: "-._~")
    return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
}

/// Which page of the navigation is current.
enum Section: String {
    case inbox, document, dashboard, add
}

/// What every page needs to draw its frame.
struct PageContext {
    var language: PageLanguage
    /// The per-session token forms send back.
    var token: String
    /// The request's path and query without `lang`, for the language switch.
    var path: String
}

/// A whole page: head, skip link, navigation, `main` holding `body`.
func page(_ title: String, section: Section, context: PageContext, body: String) -> String {
    let t = context.language
    let other: PageLanguage = t == .he ? .en : .he
    let separator = context.path.contains("?") ? "&" : "?"
    // GRDB (the Library module's database) once made an interpolated literal here a candidate `SQL`,
    // and the navigation rendered "SQL(elements: …)": this module sees only the modules it imports
    // (`MemberImportVisibility`, Package.swift), and its markup closures say they return a String.
    let nav = [(Section.inbox, "/", "nav.inbox"), (.dashboard, "/dashboard", "nav.dashboard"), (.add, "/add", "nav.add")]
        .map { item -> String in
            let current = item.0 == section ? " aria-current=\"page\"" : ""
            return "<li><a href=\"\(item.1)\"\(current)>\(esc(t(item.2)))</a></li>"
        }.joined()
    return """
    <!DOCTYPE html>
    <html lang="\(t.rawValue)" dir="\(t.direction)">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="review-token" content="\(esc(context.token))">
    <title>\(esc(title)) · \(esc(t("app")))</title>
    <link rel="stylesheet" href="/static/app.css">
    <script src="/static/app.js" defer></script>
    </head>
    <body data-section="\(section.rawValue)">
    <a class="skip" href="#main">\(esc(t("skip")))</a>
    <header class="top">
    <span class="brand" dir="ltr">ReceiptVault</span>
    <nav aria-label="\(esc(t("nav.main")))"><ul>\(nav)</ul></nav>
    <a class="lang" id="lang-switch" href="\(esc(context.path + separator + "lang=" + other.rawValue))" lang="\(other.rawValue)" hreflang="\(other.rawValue)">\(esc(t("nav.language")))</a>
    </header>
    <main id="main" tabindex="-1">
    \(body)
    </main>
    </body>
    </html>
    """
}

/// The hidden token field every POST form carries.
func tokenField(_ context: PageContext) -> String {
    "<input type=\"hidden\" name=\"token\" value=\"\(esc(context.token))\">"
}

/// A `<select>` with a label; `options` are (value, text) pairs, the first usually "any".
func select(_ name: String, label: String, options: [(String, String)], selected: String?) -> String {
    let items = options.map { value, text -> String in
        "<option value=\"\(esc(value))\"\(value == (selected ?? "") ? " selected" : "")>\(esc(text))</option>"
    }.joined()
    return "<label>\(esc(label)) <select name=\"\(name)\" id=\"f-\(name)\">\(items)</select></label>"
}
