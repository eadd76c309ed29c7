// The add-documents page: pick or drop files; the script uploads each one and shows the filing
// queue's real events (documents done, pages read, current stage) as they arrive.

enum AddPage {
    static func render(context: PageContext) -> String {
        let t = context.language
        let stages = ["queued", "reading", "filing", "filed", "failed", "already", "documents", "pages", "open", "idle"]
            .map { "data-\($0)=\"\(esc(t("add." + $0)))\"" }.joined(separator: " ")
        let body = """
        <h1>\(esc(t("add.title")))</h1>
        <p>\(esc(t("add.help")))</p>
        <div class="drop" id="drop">
        <label for="files" class="button">\(esc(t("add.choose")))</label>
        <input type="file" id="files" name="files" multiple accept="image/*,application/pdf,.pdf,.png,.jpg,.jpeg,.tif,.tiff,.webp,.heic,.heif">
        <p aria-hidden="true">\(esc(t("add.drop")))</p>
        </div>
        <section aria-labelledby="h-progress" id="progress-section" \(stages)>
        <h2 id="h-progress">\(esc(t("add.progress")))</h2>
        <progress id="progress" max="1" value="0" aria-labelledby="h-progress"></progress>
        <p id="summary" role="status" aria-live="polite">\(esc(t("add.idle")))</p>
        <ol id="log" aria-live="polite"></ol>
        </section>
        """
        return page(t("add.title"), section: .add, context: context, body: body)
    }
}
