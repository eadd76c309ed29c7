// The page's stylesheet and script, served from `/static/` (the Content-Security-Policy allows no
// inline script or style and nothing remote; system fonts only, so the page works offline).

enum Assets {
    static let css = #"""
    :root { --ink: #1a1a1a; --muted: #4d4d4d; --line: #c8c8c8; --bg: #ffffff; --panel: #f4f5f7; --focus: #0047b3;
      --high: #0a7a3a; --medium: #975000; --low: #c0262d; --manual: #6a1b9a; }
    * { box-sizing: border-box; }
    body { margin: 0; font: 16px/1.5 "DejaVu Sans", "Noto Sans Hebrew", "Noto Sans", Arial, sans-serif; color: var(--ink); background: var(--bg); }
    a { color: #0047b3; }
    .skip { position: absolute; inset-inline-start: -999px; top: 0; background: #fff; padding: .5em; }
    .skip:focus { inset-inline-start: .5em; z-index: 10; }
    :focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
    .top { display: flex; align-items: center; gap: 1.5em; padding: .5em 1em; background: #13294b; color: #fff; }
    .top a { color: #fff; }
    .top nav ul { display: flex; gap: 1em; list-style: none; margin: 0; padding: 0; }
    .top a[aria-current="page"] { font-weight: bold; text-decoration: underline; }
    .top .lang { margin-inline-start: auto; }
    .top :focus-visible { outline-color: #ffd166; }
    .brand { font-weight: bold; }
    main { padding: 1em 1.5em; }
    main:focus { outline: none; }
    h1 { font-size: 1.5em; margin: .2em 0 .6em; }
    h2 { font-size: 1.15em; }
    .filters { display: flex; flex-wrap: wrap; gap: .6em 1em; align-items: end; padding: .8em; background: var(--panel); border-radius: 6px; }
    .filters label { display: flex; flex-direction: column; font-size: .9em; color: var(--muted); }
    input, select, button, .button { font: inherit; padding: .3em .5em; border: 1px solid #767676; border-radius: 4px; background: #fff; color: var(--ink); }
    button, .button { background: #0047b3; color: #fff; border-color: #0047b3; cursor: pointer; text-decoration: none; display: inline-block; }
    button:disabled { background: #e0e0e0; color: #4d4d4d; border-color: #bdbdbd; cursor: default; }
    table.docs { border-collapse: collapse; width: 100%; }
    .docs th, .docs td { padding: .4em .6em; border-bottom: 1px solid var(--line); text-align: start; }
    .docs td.num { font-variant-numeric: tabular-nums; }
    .tier { display: inline-block; padding: 0 .45em; border-radius: 3px; color: #fff; font-size: .85em; }
    .tier.tier-high, .swatch.tier-high { background: var(--high); }
    .tier.tier-medium, .swatch.tier-medium { background: var(--medium); }
    .tier.tier-low, .swatch.tier-low { background: var(--low); }
    .tier.tier-manual, .swatch.tier-manual { background: var(--manual); }
    .legend { display: flex; gap: 1em; list-style: none; padding: 0; margin: .3em 0; font-size: .9em; }
    .swatch { display: inline-block; width: 1em; height: 1em; border-radius: 2px; margin-inline-end: .3em; vertical-align: -.15em; }
    .doc-head .actions { display: flex; flex-wrap: wrap; gap: .8em; align-items: center; }
    .doc-head .actions form { margin: 0; }
    .keys { color: var(--muted); font-size: .9em; margin: .3em 0; }
    .notice { padding: .5em .8em; border-radius: 4px; margin: .5em 0; }
    .notice.ok { background: #e6f4ea; border: 1px solid #0a7a3a; }
    .notice.error { background: #fdecea; border: 1px solid #c0262d; }
    .doc-view { display: grid; grid-template-columns: minmax(0, 3fr) minmax(18em, 2fr); gap: 1.5em; align-items: start; }
    .pages { display: flex; flex-direction: column; gap: 1em; }
    figure.page { margin: 0; border: 1px solid var(--line); }
    figure.page .frame { position: relative; line-height: 0; }
    figure.page figcaption { line-height: 1.4; padding: .3em .5em; }
    figure.page img { display: block; width: 100%; height: auto; }
    figure.page svg.boxes { position: absolute; inset: 0; width: 100%; height: 100%; }
    rect.box { fill: transparent; stroke-width: 3; vector-effect: non-scaling-stroke; cursor: pointer; pointer-events: all; }
    rect.box.tier-high { stroke: var(--high); }
    rect.box.tier-medium { stroke: var(--medium); }
    rect.box.tier-low { stroke: var(--low); }
    rect.box.tier-manual { stroke: var(--manual); }
    rect.box.active { fill: rgba(255, 209, 102, .35); stroke-width: 5; }
    .fields form.field { padding: .4em .5em; border-inline-start: 4px solid transparent; margin: 0 0 .3em; }
    .fields form.field.active { border-inline-start-color: #0047b3; background: var(--panel); }
    .fields form.field.saved { background: #e6f4ea; }
    .fields label { display: block; font-weight: bold; }
    .fields .row { display: flex; gap: .4em; }
    .fields .row input, .fields .row select { flex: 1; min-width: 0; }
    .fields .hint { margin: .2em 0 0; font-size: .85em; color: var(--muted); }
    .fields .memory { color: #0a5c2e; }
    .fields .empty label { color: var(--muted); }
    .cards { display: grid; grid-template-columns: repeat(auto-fit, minmax(15em, 1fr)); gap: 1em; margin: 1em 0; }
    .card { background: var(--panel); border-radius: 6px; padding: .5em 1em; }
    .big { font-size: 1.6em; font-weight: bold; margin: .2em 0; }
    ul.totals { list-style: none; padding: 0; }
    ul.categories { list-style: none; padding: 0; max-width: 42em; }
    li.cat { display: grid; grid-template-columns: 10em 1fr 9em; gap: .8em; align-items: center; margin: .3em 0; }
    svg.bar { width: 100%; height: 1.2em; }
    figure.trend { margin: 0 0 1em; overflow-x: auto; }
    figure.trend text { font-size: 14px; fill: #1a1a1a; }
    .drop { border: 3px dashed #767676; border-radius: 8px; padding: 2em; text-align: center; }
    .drop.over { border-color: #0047b3; background: #eef3fb; }
    .drop input[type=file] { position: absolute; width: 1px; height: 1px; opacity: 0; }
    .drop input[type=file]:focus-visible + p, .drop:focus-within label { outline: 3px solid var(--focus); outline-offset: 2px; }
    progress { width: 100%; height: 1.2em; }
    #log li.failed { color: #c0262d; }
    @media (max-width: 900px) { .doc-view { grid-template-columns: 1fr; } }
    @media (prefers-reduced-motion: no-preference) { rect.box, .fields form.field { transition: fill .15s, background-color .15s; } html { scroll-behavior: smooth; } }
    @media (prefers-reduced-motion: reduce) { * { transition: none !important; animation: none !important; scroll-behavior: auto !important; } }
    """#

    static let javascript = #"""
    "use strict";
    (function () {
      const token = document.querySelector('meta[name="review-token"]').content;
      const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      const section = document.body.dataset.section;

      function activate(name, scroll) {
        document.querySelectorAll("rect.box.active, form.field.active").forEach(function (el) { el.classList.remove("active"); });
        if (!name) return;
        const box = document.getElementById("box-" + name);
        const form = document.querySelector('form.field[data-field="' + name + '"]');
        if (form) form.classList.add("active");
        if (box) {
          box.classList.add("active");
          if (scroll) box.scrollIntoView({ block: "nearest", inline: "nearest", behavior: reduced ? "auto" : "smooth" });
        }
      }

      if (section === "document") {
        document.querySelectorAll("form.field").forEach(function (form) {
          const name = form.dataset.field;
          // Only the value's focus scrolls the page to its box: scrolling when the save button takes focus
          // (on mousedown) would move the button away before the click's mouseup.
          form.addEventListener("focusin", function (event) { activate(name, event.target.tagName === "INPUT"); });
          form.addEventListener("mouseenter", function () { activate(name, false); });
        });
        document.querySelectorAll("rect.box").forEach(function (box) {
          box.addEventListener("mouseenter", function () { activate(box.dataset.field, false); });
          box.addEventListener("click", function () {
            const input = document.getElementById("v-" + box.dataset.field);
            if (input) { input.focus(); if (input.select) input.select(); }
          });
        });
        document.addEventListener("keydown", function (event) {
          const target = event.target;
          const typing = target && (target.tagName === "INPUT" || target.tagName === "SELECT" || target.tagName === "TEXTAREA");
          if (event.key === "Escape" && typing) { target.blur(); return; }
          if (typing || event.ctrlKey || event.metaKey || event.altKey) return;
          if (event.key === "n") { const link = document.getElementById("next"); if (link) { event.preventDefault(); link.click(); } }
          else if (event.key === "p") { const link = document.getElementById("prev"); if (link) { event.preventDefault(); link.click(); } }
          else if (event.key === "a") { const button = document.getElementById("approve"); if (button && !button.disabled) { event.preventDefault(); button.click(); } }
          else if (event.key === "/") { const first = document.querySelector("form.field input[name=value]"); if (first) { event.preventDefault(); first.focus(); first.select(); } }
        });
        const hash = window.location.hash;
        if (hash && hash.indexOf("#v-") === 0) {
          const input = document.getElementById(hash.slice(1));
          if (input) input.focus();
        }
      }

      if (section === "add") {
        const input = document.getElementById("files");
        const drop = document.getElementById("drop");
        const log = document.getElementById("log");
        const progress = document.getElementById("progress");
        const summary = document.getElementById("summary");
        const words = document.getElementById("progress-section").dataset;
        let events = null;
        // The stream is closed once the queue is idle and nothing this page sent is still on its way:
        // files sent and not yet answered with their job, and jobs not yet filed, found filed or
        // failed. An idle event alone does not close it: a stream opened for a second upload first
        // replays the last event, the idle that ended the first.
        let sending = 0;
        const waiting = new Set(), ended = new Set(), final = new Set(["filed", "already", "failed"]);

        function entry(job) {
          let item = document.getElementById("job-" + job);
          if (!item) { item = document.createElement("li"); item.id = "job-" + job; log.appendChild(item); }
          return item;
        }

        function show(event) {
          progress.max = Math.max(1, event.total);
          progress.value = event.done;
          summary.textContent = event.done + "/" + event.total + " " + words.documents + " · " + event.pages + " " + words.pages
            + (event.stage === "idle" ? "" : " · " + (words[event.stage] || event.stage));
          if (event.job > 0) {
            const item = entry(event.job);
            item.className = event.stage;
            item.textContent = event.name + " — " + (words[event.stage] || event.stage) + (event.message ? ": " + event.message : "");
            if (event.id) {
              const link = document.createElement("a");
              link.href = "/doc/" + event.id;
              link.textContent = " " + words.open + " #" + event.id;
              item.appendChild(link);
            }
          }
          if (event.job > 0 && final.has(event.stage)) { ended.add(event.job); waiting.delete(event.job); }
          if (event.stage === "idle" && events && sending === 0 && waiting.size === 0) { events.close(); events = null; }
        }

        function listen() {
          if (events) return;
          events = new EventSource("/events");
          events.addEventListener("filing", function (message) { show(JSON.parse(message.data)); });
        }

        async function upload(files) {
          listen();
          for (const file of files) {
            sending += 1;
            let response;
            try {
              response = await fetch("/upload?name=" + encodeURIComponent(file.name), {
                method: "POST", headers: { "X-Review-Token": token, "Content-Type": "application/octet-stream" }, body: file
              });
              if (response.ok) {
                const job = (await response.json()).job;
                if (!ended.has(job)) waiting.add(job);
              }
            } finally {
              sending -= 1;
            }
            if (!response.ok) {
              const item = document.createElement("li");
              item.className = "failed";
              item.textContent = file.name + " — " + words.failed + ": " + (await response.text());
              log.appendChild(item);
            }
          }
        }

        input.addEventListener("change", function () { upload(Array.from(input.files)); input.value = ""; });
        drop.addEventListener("dragover", function (event) { event.preventDefault(); drop.classList.add("over"); });
        drop.addEventListener("dragleave", function () { drop.classList.remove("over"); });
        drop.addEventListener("drop", function (event) {
          event.preventDefault(); drop.classList.remove("over");
          upload(Array.from(event.dataTransfer.files));
        });
        listen();
      }
    })();
    """#
}
