// The inbox: documents needing review first (least confident first), then the rest; filters by
// month, vendor, status, category and amount, and full-text search through the library's index.

import DocumentModel
import Foundation
import Library

enum InboxPage {
    static func render(rows: [SummaryRow], months: [String], filter: InboxFilter, context: PageContext) -> String {
        let t = context.language
        let needs = rows.filter(ReviewQueue.needsReview)
        let rest = rows.filter { !ReviewQueue.needsReview($0) }
        let statuses = [("", t("filter.any")), ("needs", t("status.needs"))]
            + ["review", "manual", "auto", "approved"].map { ($0, t("status." + $0)) }
        let categories = [("", t("filter.any"))] + ExpenseCategory.allCases.map { ($0.rawValue, t("cat." + $0.rawValue)) }
            + [("none", t("cat.none"))]
        let monthOptions = [("", t("filter.any"))] + months.reversed().map { ($0, t.month($0)) }
        let filters = """
        <form class="filters" method="get" action="/" role="search" aria-label="\(esc(t("inbox.filters")))">
        \(select("month", label: t("filter.month"), options: monthOptions, selected: filter.month))
        <label>\(esc(t("filter.vendor"))) <input name="vendor" id="f-vendor" value="\(esc(filter.vendor ?? ""))"></label>
        \(select("status", label: t("filter.status"), options: statuses, selected: filter.status))
        \(select("category", label: t("filter.category"), options: categories, selected: filter.category))
        <label>\(esc(t("filter.min"))) <input name="min" id="f-min" inputmode="decimal" size="7" dir="ltr" value="\(esc(filter.minimum.map { "\($0)" } ?? ""))"></label>
        <label>\(esc(t("filter.max"))) <input name="max" id="f-max" inputmode="decimal" size="7" dir="ltr" value="\(esc(filter.maximum.map { "\($0)" } ?? ""))"></label>
        <label>\(esc(t("filter.search"))) <input type="search" name="q" id="f-q" value="\(esc(filter.search ?? ""))"></label>
        <button type="submit">\(esc(t("inbox.apply")))</button>
        <a href="/">\(esc(t("inbox.clear")))</a>
        </form>
        """
        var body = "<h1>\(esc(t("inbox.title")))</h1>\n" + filters
        body += table(needs, caption: "\(t("inbox.needs")) (\(needs.count))", id: "needs", context: context)
        body += table(rest, caption: "\(t("inbox.rest")) (\(rest.count))", id: "rest", context: context)
        return page(t("inbox.title"), section: .inbox, context: context, body: body)
    }

    private static func table(_ rows: [SummaryRow], caption: String, id: String, context: PageContext) -> String {
        let t = context.language
        guard !rows.isEmpty else {
            return "<section aria-labelledby=\"h-\(id)\"><h2 id=\"h-\(id)\">\(esc(caption))</h2><p>\(esc(t("inbox.empty")))</p></section>"
        }
        let header = ["col.id", "col.vendor", "col.date", "col.total", "col.confidence", "col.status", "col.category"]
            .map { "<th scope=\"col\">\(esc(t($0)))</th>" }.joined()
        let lines = rows.map { row -> String in
            let record = row.record
            let vendor = record[.businessName]?.value ?? t("doc.missing")
            let date = record[.date].map { t.date($0.value) } ?? "—"
            let total = ReviewQueue.total(row).map { t.amount($0, currency: ReviewQueue.currency(row)) } ?? "—"
            let confidence = record.confidence ?? 0
            let tier = ConfidenceTier(confidence)
            let category = record.category.map { t("cat." + $0.rawValue) } ?? t("cat.none")
            return """
            <tr data-id="\(row.id)"><td>\(row.id)</td><td><a class="doc-link" href="/doc/\(row.id)"><bdi>\(esc(vendor))</bdi></a></td>\
            <td><bdi>\(esc(date))</bdi></td><td class="num"><bdi>\(esc(total))</bdi></td>\
            <td><span class="tier tier-\(tier.rawValue)">\(Int((confidence * 100).rounded())) · \(esc(t("tier." + tier.rawValue)))</span></td>\
            <td>\(esc(t("status." + row.reviewStatus)))</td><td>\(esc(category))</td></tr>
            """
        }.joined(separator: "\n")
        return """
        <section aria-labelledby="h-\(id)"><h2 id="h-\(id)">\(esc(caption))</h2>
        <table class="docs" id="table-\(id)"><thead><tr>\(header)</tr></thead><tbody>
        \(lines)
        </tbody></table></section>
        """
    }
}
