// The document view: every page of the stored file as an image with each field's box drawn over it
// (an SVG in the page's own pixel space, so boxes scale with the image) in its confidence tier's
// colour, beside the fields to edit, approve, and step to the next or previous document.

import DocumentModel
import Foundation
import Library

/// What the page reports after a POST redirected back to it.
struct DocumentNotice {
    var saved: String?
    var remembered = false
    var renamed: String?
    var error: String?
    var approved = false

    init(query: [String: String]) {
        saved = query["saved"].flatMap { CorrectableField.allNames.contains($0) ? $0 : nil }
        remembered = query["remembered"] == "1"
        renamed = query["renamed"].map { String($0.prefix(300)) }
        error = query["error"].map { String($0.prefix(300)) }
        approved = query["approved"] == "1"
    }
}

enum DocumentPage {
    static func render(detail: DocumentDetail, previous: Int64?, next: Int64?, notice: DocumentNotice,
                       context: PageContext) -> String {
        let t = context.language
        let row = detail.summary
        let record = row.record
        let vendor = record[.businessName]?.value ?? t("doc.missing")
        let names = FieldName.allCases.map(\.rawValue)
        let pages = record.pages.map { pageFigure($0, id: row.id, record: record, context: context) }.joined(separator: "\n")
        let fields = names.map { fieldForm($0, record: record, row: row, notice: notice, context: context) }.joined()
            + categoryForm(row: row, context: context)
        let approved = row.reviewStatus == "approved"
        let nav = [
            previous.map { "<a class=\"button\" id=\"prev\" rel=\"prev\" href=\"/doc/\($0)\">\(esc(t("doc.previous")))</a>" },
            next.map { "<a class=\"button\" id=\"next\" rel=\"next\" href=\"/doc/\($0)\">\(esc(t("doc.next")))</a>" },
        ].compactMap { $0 }.joined(separator: " ")
        let body = """
        <div class="doc-head">
        <h1>\(esc(t("doc.title"))) #\(row.id): <bdi>\(esc(vendor))</bdi></h1>
        <p class="status">\(esc(t("status." + row.reviewStatus))) · \(esc(t("col.confidence"))) \(Int(((record.confidence ?? 0) * 100).rounded()))</p>
        \(noticeHTML(notice, context: context))
        <div class="actions">
        <form method="post" action="/doc/\(row.id)/approve" id="approve-form">\(tokenField(context))
        <button type="submit" id="approve"\(approved ? " disabled" : "")>\(esc(approved ? t("doc.approved") : t("doc.approve")))</button></form>
        \(nav)
        <a href="/">\(esc(t("doc.back")))</a>
        <a href="/doc/\(row.id)/file">\(esc(t("doc.file")))</a>
        </div>
        <p class="keys" id="keys">\(esc(t("doc.keys")))</p>
        \(legend(t))
        </div>
        <div class="doc-view" data-id="\(row.id)">
        <section class="pages" aria-label="\(esc(t("doc.page")))">\(pages)</section>
        <section class="fields" aria-labelledby="h-fields"><h2 id="h-fields">\(esc(t("doc.fields")))</h2>\(fields)
        \(itemsHTML(record, context: context))</section>
        </div>
        """
        return page("\(t("doc.title")) #\(row.id)", section: .document, context: context, body: body)
    }

    /// One page: its image and, over it, an SVG of the boxes of the fields read on it.
    private static func pageFigure(_ pageInfo: DocumentRecord.Page, id: Int64, record: DocumentRecord,
                                   context: PageContext) -> String {
        let t = context.language
        let width = max(1, pageInfo.width), height = max(1, pageInfo.height)
        let boxes = record.fields.sorted { $0.key < $1.key }.compactMap { name, field -> String? in
            guard field.page == pageInfo.number, let box = field.bbox else { return nil }
            let tier = ConfidenceTier(field.confidence).rawValue
            return """
            <rect class="box tier-\(tier)" id="box-\(name)" data-field="\(name)" x="\(box.x0)" y="\(box.y0)" \
            width="\(max(1, box.x1 - box.x0))" height="\(max(1, box.y1 - box.y0))" \
            data-bbox="\(box.x0),\(box.y0),\(box.x1),\(box.y1)"><title>\(esc(t.field(name)))</title></rect>
            """
        }.joined(separator: "\n")
        let alt = t("doc.image").replacingOccurrences(of: "%d", with: "\(pageInfo.number)")
        // A PDF is stored as it came and shown turned as reading turned it (`LibraryAccess.pagePNG`);
        // when reading also straightened its page, the boxes (in the straightened page's space) can
        // sit off the original's print: say so rather than hide it.
        let straightened = (pageInfo.preprocessing ?? []).contains { step in
            ["quad_warp", "deskew"].contains { step.hasPrefix($0) }
        }
        let note = record.source.mediaType == "application/pdf" && straightened
            ? "<figcaption class=\"hint\">\(esc(t("doc.straightened")))</figcaption>" : ""
        return """
        <figure class="page" id="page-\(pageInfo.number)" data-width="\(width)" data-height="\(height)">\(note)
        <div class="frame"><img src="/doc/\(id)/page/\(pageInfo.number).png" alt="\(esc(alt))" width="\(width)" height="\(height)">
        <svg class="boxes" viewBox="0 0 \(width) \(height)" preserveAspectRatio="none" aria-hidden="true">\(boxes)</svg></div>
        </figure>
        """
    }

    /// One field's form: label, tier, value input and a save button.
    private static func fieldForm(_ name: String, record: DocumentRecord, row: SummaryRow, notice: DocumentNotice,
                                  context: PageContext) -> String {
        let t = context.language
        let field = record.fields[name]
        let tier = field.map { ConfidenceTier($0.confidence) }
        let remembered = CorrectableField.isRememberedForVendor(name)
        let hintID = "hint-\(name)"
        var hints: [String] = []
        if let field, let tier {
            let located = field.bbox == nil ? " · " + t("doc.nobox") : ""
            hints.append("<span class=\"tier tier-\(tier.rawValue)\">\(Int((field.confidence * 100).rounded())) · \(esc(t("tier." + tier.rawValue)))</span>"
                         + " <span class=\"rule\" dir=\"ltr\">\(esc(field.rule))</span>\(esc(located))")
        }
        if remembered { hints.append("<span class=\"memory\">\(esc(t("doc.remembered.hint")))</span>") }
        let ltr = FieldName(rawValue: name).map { $0.isAmount || $0.isDigits || $0 == .date || $0 == .currency } ?? false
        return """
        <form class="field\(field == nil ? " empty" : "")\(notice.saved == name ? " saved" : "")" method="post" action="/doc/\(row.id)/correct" data-field="\(name)">
        \(tokenField(context))<input type="hidden" name="field" value="\(name)">
        <label for="v-\(name)">\(esc(t.field(name)))</label>
        <div class="row"><input id="v-\(name)" name="value" value="\(esc(field?.value ?? ""))" data-field="\(name)"\(ltr ? " dir=\"ltr\"" : " dir=\"auto\"") aria-describedby="\(hintID)" autocomplete="off">
        <button type="submit" aria-label="\(esc(t("doc.save") + " " + t.field(name)))">\(esc(t("doc.save")))</button></div>
        <p class="hint" id="\(hintID)">\(hints.joined(separator: " · "))</p>
        </form>
        """
    }

    private static func categoryForm(row: SummaryRow, context: PageContext) -> String {
        let t = context.language
        let options = ExpenseCategory.allCases.map { ($0.rawValue, t("cat." + $0.rawValue)) }
        let current = row.record.category?.rawValue
        let items = options.map { value, text -> String in
            "<option value=\"\(value)\"\(value == current ? " selected" : "")>\(esc(text))</option>"
        }.joined()
        return """
        <form class="field" method="post" action="/doc/\(row.id)/correct" data-field="category">
        \(tokenField(context))<input type="hidden" name="field" value="category">
        <label for="v-category">\(esc(t.field("category")))</label>
        <div class="row"><select id="v-category" name="value" aria-describedby="hint-category">\(current == nil ? "<option value=\"\"></option>" : "")\(items)</select>
        <button type="submit" aria-label="\(esc(t("doc.save") + " " + t.field("category")))">\(esc(t("doc.save")))</button></div>
        <p class="hint" id="hint-category"><span class="memory">\(esc(t("doc.remembered.hint")))</span></p>
        </form>
        """
    }

    private static func noticeHTML(_ notice: DocumentNotice, context: PageContext) -> String {
        let t = context.language
        if let error = notice.error {
            return "<div class=\"notice error\" role=\"alert\" id=\"notice\">\(esc(t("doc.error"))): <bdi>\(esc(error))</bdi></div>"
        }
        if notice.approved {
            return "<div class=\"notice ok\" role=\"status\" id=\"notice\">\(esc(t("doc.approvedmsg")))</div>"
        }
        guard let saved = notice.saved else { return "" }
        var text = "\(esc(t("doc.saved"))): \(esc(t.field(saved))). "
        text += esc(notice.remembered ? t("doc.remembered") : t("doc.notremembered"))
        if let renamed = notice.renamed { text += " \(esc(t("doc.renamed"))): <bdi dir=\"ltr\">\(esc(renamed))</bdi>" }
        return "<div class=\"notice ok\" role=\"status\" id=\"notice\">\(text)</div>"
    }

    private static func legend(_ t: PageLanguage) -> String {
        let items = ["high", "medium", "low", "manual"].map { tier -> String in
            "<li><span class=\"swatch tier-\(tier)\" aria-hidden=\"true\"></span>\(esc(t("tier." + tier))) <bdi dir=\"ltr\">\(esc(t("tier.\(tier).range")))</bdi></li>"
        }.joined()
        return "<ul class=\"legend\" aria-label=\"\(esc(t("tier.legend")))\">\(items)</ul>"
    }

    private static func itemsHTML(_ record: DocumentRecord, context: PageContext) -> String {
        guard !record.items.isEmpty else { return "" }
        let t = context.language
        // An item's quantity and unit price beside its total when read ("2 × 53.00  106.00", "× 4  30.00").
        let lines = record.items.map { item -> String in
            let times = switch (item.quantity, item.unitPrice) {
            case let (quantity?, price?): " <bdi dir=\"ltr\" class=\"quantity\">\(esc(quantity)) × \(esc(price))</bdi>"
            case let (quantity?, nil): " <bdi dir=\"ltr\" class=\"quantity\">× \(esc(quantity))</bdi>"
            default: ""
            }
            return "<li><bdi>\(esc(item.description))</bdi>\(times) <bdi dir=\"ltr\">\(esc(item.total))</bdi></li>"
        }.joined()
        return "<h3>\(esc(t("doc.items")))</h3><ul class=\"items\">\(lines)</ul>"
    }
}
