// The dashboard: documents waiting for review, the month's totals per currency (two currencies are
// never added), top vendors, spending by the four categories in the product's colours, and a
// monthly trend drawn as inline SVG, one chart per currency.

import DocumentModel
import Foundation
import Library

/// The dashboard's figures, computed from the library's rows.
struct DashboardFigures {
    struct Amounts { var documents = 0; var totals: [String: Decimal] = [:] }

    var pending: Int
    var scope: String?
    /// Per month (oldest first): documents and totals per currency.
    var months: [(month: String, amounts: Amounts)]
    /// In scope: per vendor, ranked by document count then name.
    var vendors: [(name: String, amounts: Amounts)]
    /// In scope: per category (the four, in the product's order, then uncategorised).
    var categories: [(name: String, amounts: Amounts)]

    /// The product's category colours.
    static let colours = ["fixed_bills": "#006CFF", "shopping": "#FF5252", "groceries": "#FFC400", "other": "#00C48C",
                          "none": "#767676"]

    init(rows: [SummaryRow], scope: String?) {
        self.scope = scope
        pending = rows.filter(ReviewQueue.needsReview).count
        var byMonth: [String: Amounts] = [:], byVendor: [String: Amounts] = [:], byCategory: [String: Amounts] = [:]
        func add(_ row: SummaryRow, to amounts: inout Amounts) {
            amounts.documents += 1
            if let total = ReviewQueue.total(row) { amounts.totals[ReviewQueue.currency(row), default: 0] += total }
        }
        for row in rows {
            add(row, to: &byMonth[row.month, default: Amounts()])
            guard scope == nil || row.month == scope else { continue }
            add(row, to: &byVendor[row.record[.businessName]?.value ?? "?", default: Amounts()])
            add(row, to: &byCategory[row.record.category?.rawValue ?? "none", default: Amounts()])
        }
        months = byMonth.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        vendors = byVendor.sorted { ($0.value.documents, $1.key) > ($1.value.documents, $0.key) }.prefix(5).map { ($0.key, $0.value) }
        categories = (ExpenseCategory.allCases.map(\.rawValue) + ["none"]).compactMap { name in
            byCategory[name].map { (name, $0) }
        }
    }

    /// Totals per currency in scope.
    var scopedTotals: Amounts {
        var result = Amounts()
        for (month, amounts) in months where scope == nil || month == scope {
            result.documents += amounts.documents
            for (currency, total) in amounts.totals { result.totals[currency, default: 0] += total }
        }
        return result
    }

    /// Every currency seen, ILS first.
    var currencies: [String] {
        Set(months.flatMap { $0.amounts.totals.keys }).sorted { ($0 == "ILS" ? "" : $0) < ($1 == "ILS" ? "" : $1) }
    }
}

enum DashboardPage {
    static func render(_ figures: DashboardFigures, context: PageContext) -> String {
        let t = context.language
        let scopeName = figures.scope.map { t.month($0) } ?? t("dash.allmonths")
        let monthOptions = [("", t("dash.allmonths"))] + figures.months.reversed().map { ($0.month, t.month($0.month)) }
        let totals = figures.scopedTotals
        let totalItems = totals.totals.sorted { $0.key < $1.key }.map { currency, total -> String in
            "<li class=\"total\" data-currency=\"\(esc(currency))\"><bdi>\(esc(t.amount(total, currency: currency)))</bdi></li>"
        }.joined()
        let vendors = figures.vendors.map { vendor -> String in
            "<li><bdi>\(esc(vendor.name))</bdi> — \(vendor.amounts.documents) \(esc(t("dash.documents"))) · \(amounts(vendor.amounts, t))</li>"
        }.joined()
        let body = """
        <h1>\(esc(t("dash.title")))</h1>
        <form class="filters" method="get" action="/dashboard">\(select("month", label: t("filter.month"), options: monthOptions, selected: figures.scope))
        <button type="submit">\(esc(t("dash.show")))</button></form>
        <div class="cards">
        <section class="card" aria-labelledby="h-pending"><h2 id="h-pending">\(esc(t("dash.pending")))</h2>
        <p class="big"><a href="/?status=needs" id="pending-count">\(figures.pending)</a></p></section>
        <section class="card" aria-labelledby="h-totals"><h2 id="h-totals">\(esc(t("dash.totals"))) \(esc(scopeName))</h2>
        \(totalItems.isEmpty ? "<p>\(esc(t("dash.nototal")))</p>" : "<ul class=\"totals big\" id=\"totals\">\(totalItems)</ul>")
        <p>\(totals.documents) \(esc(t("dash.documents")))</p></section>
        <section class="card" aria-labelledby="h-vendors"><h2 id="h-vendors">\(esc(t("dash.vendors")))</h2><ol id="vendors">\(vendors)</ol></section>
        </div>
        <section aria-labelledby="h-categories"><h2 id="h-categories">\(esc(t("dash.categories"))) · \(esc(scopeName))</h2>
        \(categoryChart(figures, t))</section>
        <section aria-labelledby="h-trend"><h2 id="h-trend">\(esc(t("dash.trend")))</h2>
        \(figures.currencies.map { trendChart(figures, currency: $0, t) }.joined(separator: "\n"))</section>
        """
        return page(t("dash.title"), section: .dashboard, context: context, body: body)
    }

    private static func amounts(_ amounts: DashboardFigures.Amounts, _ t: PageLanguage) -> String {
        amounts.totals.sorted { $0.key < $1.key }.map { "<bdi>\(esc(t.amount($0.value, currency: $0.key)))</bdi>" }
            .joined(separator: " · ")
    }

    /// Horizontal bars per currency, one per category, in the category's colour, with text beside each bar.
    private static func categoryChart(_ figures: DashboardFigures, _ t: PageLanguage) -> String {
        figures.currencies.map { currency -> String in
            let lines = figures.categories.compactMap { name, amounts -> (String, Decimal)? in
                amounts.totals[currency].map { (name, $0) }
            }
            guard let largest = lines.map(\.1).max(), largest > 0 else { return "" }
            let rows = lines.map { name, total -> String in
                let share = NSDecimalNumber(decimal: total / largest).doubleValue
                let colour = DashboardFigures.colours[name] ?? "#767676"
                return """
                <li class="cat" data-category="\(name)"><span class="cat-name">\(esc(t("cat." + name)))</span>\
                <svg class="bar" viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true"><rect width="\(String(format: "%.1f", max(1, share * 100)))" height="10" fill="\(colour)"/></svg>\
                <bdi class="cat-total">\(esc(t.amount(total, currency: currency)))</bdi></li>
                """
            }.joined()
            let caption = figures.currencies.count > 1 ? "<h3>\(esc(currency))</h3>" : ""
            return caption + "<ul class=\"categories\" data-currency=\"\(esc(currency))\">\(rows)</ul>"
        }.joined()
    }

    /// A bar chart of monthly totals in one currency, as inline SVG (bars left to right, oldest first).
    private static func trendChart(_ figures: DashboardFigures, currency: String, _ t: PageLanguage) -> String {
        let points = figures.months.map { ($0.month, $0.amounts.totals[currency] ?? 0) }
        let largest = NSDecimalNumber(decimal: points.map(\.1).max() ?? 0).doubleValue
        let barWidth = 60.0, gap = 20.0, height = 160.0
        let width = max(300, Double(points.count) * (barWidth + gap) + gap)
        let bars = points.enumerated().map { index, point -> String in
            let value = NSDecimalNumber(decimal: point.1).doubleValue
            let barHeight = largest > 0 && value > 0 ? max(1, value / largest * height) : 0
            let x = gap + Double(index) * (barWidth + gap)
            let label = "\(t.month(point.0)): \(t.amount(point.1, currency: currency))"
            return """
            <g><title>\(esc(label))</title><rect class="trend-bar" x="\(x)" y="\(20 + height - barHeight)" width="\(barWidth)" height="\(barHeight)" fill="#006CFF"/>\
            <text x="\(x + barWidth / 2)" y="\(height + 38)" text-anchor="middle">\(esc(point.0))</text></g>
            """
        }.joined()
        let title = t("dash.trendlabel").replacingOccurrences(of: "%@", with: currency)
        return """
        <figure class="trend" data-currency="\(esc(currency))"><figcaption>\(esc(title))</figcaption>
        <svg role="img" aria-label="\(esc(title))" viewBox="0 0 \(width) \(height + 50)" width="\(width)" height="\(height + 50)" direction="ltr">\(bars)
        <line x1="0" y1="\(height + 20)" x2="\(width)" y2="\(height + 20)" stroke="#595959"/></svg></figure>
        """
    }
}
